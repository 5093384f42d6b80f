import sharp from 'sharp';
import { expect } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, createUser, signIn, type TestContext, type TestUser } from '../../../../test/harness.js';

/** Test-only helpers shared by the recipe sub-resource API tests (ratings, comments, media, …). */

export { createRecipe, recipeRow, type TestRecipe } from './test-fixtures.queries.js';

/** The name of `user`'s group, to place more users beside them. */
export async function groupNameOf(ctx: TestContext, user: TestUser): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/users/self', headers: bearer(user.token) });
  return res.json().group;
}

/** A second member of `user`'s group, in the same household unless `household` names another one. */
export async function memberBeside(
  ctx: TestContext,
  user: TestUser,
  options: { household?: string; admin?: boolean } = {},
): Promise<TestUser> {
  return createUser(ctx, { group: await groupNameOf(ctx, user), household: options.household, admin: options.admin });
}

/** A member of another household of `user`'s group (the household is created through the admin API). */
export async function memberOfOtherHousehold(ctx: TestContext, user: TestUser): Promise<TestUser> {
  const admin = await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
  const name = `Other ${crypto.randomUUID().slice(0, 6)}`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/households',
    headers: bearer(admin),
    payload: { groupId: user.groupId, name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return memberBeside(ctx, user, { household: name });
}

/** A multipart body as `app.inject` takes it, built with the platform's FormData. */
export async function multipart(fields: Record<string, string | { data: Buffer; filename: string; type?: string }>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }), value.filename);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** A small real image (PNG by default) made with sharp. */
export const testImage = (format: 'png' | 'jpeg' = 'png', width = 400, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    [format]()
    .toBuffer();
