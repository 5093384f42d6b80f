import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@larder.test', password: 'e2e-admin-password' };
export const TOKEN_KEY = 'larder.auth.token';

export async function apiSignIn(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/token', { form: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).access_token;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

let counter = 0;

/** A user in a new group of their own, made through the admin API. */
export async function createUser(
  request: APIRequestContext,
  options: { admin?: boolean; group?: string } = {},
): Promise<{ id: string; username: string; email: string; password: string; groupSlug: string; token: string }> {
  const adminToken = await apiSignIn(request, ADMIN.email, ADMIN.password);
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  let group = options.group;
  if (!group) {
    group = `Club ${suffix}`;
    const g = await request.post('/api/admin/groups', { headers: auth(adminToken), data: { name: group } });
    expect(g.status(), await g.text()).toBe(201);
  }
  const username = `cook${suffix}`;
  const password = `password-${suffix}`;
  const res = await request.post('/api/admin/users', {
    headers: auth(adminToken),
    data: { username, fullName: `Cook ${suffix}`, email: `${username}@larder.test`, password, group, admin: options.admin ?? false },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return {
    id: body.id,
    username,
    email: body.email,
    password,
    groupSlug: body.groupSlug,
    token: await apiSignIn(request, username, password),
  };
}

export async function setSiteSettings(request: APIRequestContext, patch: Record<string, unknown>) {
  const adminToken = await apiSignIn(request, ADMIN.email, ADMIN.password);
  const res = await request.put('/api/admin/site-settings', { headers: auth(adminToken), data: patch });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs the browser in by storing a token, as the web app does after a sign-in. */
export async function useToken(page: Page, token: string) {
  await page.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    [TOKEN_KEY, token] as const,
  );
}
