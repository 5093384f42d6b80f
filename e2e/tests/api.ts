import { expect, type Page, test } from '@playwright/test';
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '../../web/src/api/schema';

/**
 * Test data is set up through the server's API with the client generated from its OpenAPI
 * document (the one the web app uses), so that a request here cannot drift from the server.
 */

export const ADMIN = { email: 'admin@larder.test', password: 'e2e-admin-password' };
export const TOKEN_KEY = 'larder.auth.token';

export type Api = Client<paths>;
export type Schemas = components['schemas'];
export type Tag = Schemas['TagOut'];
export type Recipe = Schemas['Recipe-Output'];
export type RecipeInput = Schemas['Recipe-InputInput'];

/** The Playwright baseURL of the running test (the server the config starts). */
function baseUrl(): string {
  let fromProject: string | undefined;
  try {
    fromProject = test.info().project.use.baseURL;
  } catch {
    // Outside a test (no test info): fall back to the port the config uses.
  }
  return fromProject ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 9123}`;
}

/** A typed client for the server under test, signed in with `token` when given. */
export function api(token?: string): Api {
  return createClient<paths>({ baseUrl: baseUrl(), headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The body of a successful answer; fails the test, naming the call and the error, otherwise. */
export async function ok<T>(call: Promise<Answer<T>>, status?: number): Promise<T> {
  const { data, error, response } = await call;
  const what = `${response.status} from ${new URL(response.url).pathname}: ${JSON.stringify(error ?? data)}`;
  if (status === undefined) expect(response.ok, what).toBe(true);
  else expect(response.status, what).toBe(status);
  return data as T;
}

/** Signs in with a password, as the web app's form does (form-encoded), and returns the token. */
export async function signIn(username: string, password: string): Promise<string> {
  const body = await ok(
    api().POST('/api/auth/token', {
      body: { username, password },
      bodySerializer: (fields) => new URLSearchParams({ username: fields.username, password: fields.password }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
    200,
  );
  return body.access_token;
}

/** A client signed in as the administrator the config creates. */
export async function adminApi(): Promise<Api> {
  return api(await signIn(ADMIN.email, ADMIN.password));
}

let counter = 0;

export interface User {
  id: string;
  username: string;
  email: string;
  password: string;
  group: string;
  groupSlug: string;
  token: string;
}

type UserFlags = Pick<Schemas['UserInInput'], 'advanced' | 'canInvite' | 'canManage' | 'canManageHousehold' | 'canOrganize'>;

/** A user made through the admin API, in a new group of their own unless `group` (a name) is given. */
export async function createUser(options: { admin?: boolean; group?: string; household?: string; flags?: UserFlags } = {}): Promise<User> {
  const admin = await adminApi();
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  let group = options.group;
  if (!group) {
    group = `Club ${suffix}`;
    await ok(admin.POST('/api/admin/groups', { body: { name: group } }), 201);
  }
  const username = `cook${suffix}`;
  const password = `password-${suffix}`;
  const created = await ok(
    admin.POST('/api/admin/users', {
      body: {
        username,
        fullName: `Cook ${suffix}`,
        email: `${username}@larder.test`,
        password,
        group,
        admin: options.admin ?? false,
        ...(options.household ? { household: options.household } : {}),
        ...options.flags,
      },
    }),
    201,
  );
  return {
    id: created.id,
    username,
    email: created.email,
    password,
    group,
    groupSlug: created.groupSlug ?? '',
    token: await signIn(username, password),
  };
}

/** Another member of the user's household, as on another device or for another cook. */
export async function createHouseholdMember(user: User): Promise<User> {
  const member = await createUser({ group: user.group });
  const [self, other] = await Promise.all([getSelf(user.token), getSelf(member.token)]);
  expect(other.householdId).toBe(self.householdId);
  return member;
}

/** A new household in the user's group, with a cook of its own. */
export async function createOtherHousehold(user: User, name: string): Promise<User> {
  const self = await getSelf(user.token);
  await ok((await adminApi()).POST('/api/admin/households', { body: { groupId: self.groupId ?? '', name } }), 201);
  return createUser({ group: user.group, household: name });
}

export async function getSelf(token: string) {
  return ok(api(token).GET('/api/users/self'));
}

export async function setSiteSettings(patch: Schemas['SiteSettingsUpdateInput']) {
  const admin = await adminApi();
  await ok(admin.PUT('/api/admin/site-settings', { body: patch }), 200);
}

/** A recipe made by name, then changed by a PATCH with the given fields; returns its slug. */
export async function createRecipe(token: string, name: string, patch: RecipeInput = {}): Promise<string> {
  const client = api(token);
  const slug = await ok(client.POST('/api/recipes', { body: { name } }), 201);
  if (Object.keys(patch).length > 0) await ok(client.PATCH('/api/recipes/{slug}', { params: { path: { slug } }, body: patch }), 200);
  return slug;
}

/**
 * A recipe made by name, then saved whole (a PUT of the stored recipe with the given fields, its
 * settings merged); returns the slug it is saved under.
 */
export async function createFullRecipe(token: string, name: string, body: RecipeInput = {}): Promise<string> {
  const client = api(token);
  const slug = await ok(client.POST('/api/recipes', { body: { name } }), 201);
  const current = await getRecipe(token, slug);
  const saved = await ok(
    client.PUT('/api/recipes/{slug}', {
      params: { path: { slug } },
      body: { ...(current as RecipeInput), ...body, settings: { ...current.settings, ...body.settings } } as RecipeInput,
    }),
    200,
  );
  return saved.slug ?? slug;
}

export async function getRecipe(token: string, slug: string): Promise<Recipe> {
  return ok(api(token).GET('/api/recipes/{slug}', { params: { path: { slug } } }), 200);
}

/** Sets a recipe's picture from image bytes (multipart `image` and `extension`, as the web app sends it). */
export async function uploadRecipeImage(token: string, slug: string, image: Buffer, extension: string): Promise<void> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(image)]), `picture.${extension}`);
  form.append('extension', extension);
  await ok(
    api(token).PUT('/api/recipes/{slug}/image', {
      params: { path: { slug } },
      // biome-ignore lint/suspicious/noExplicitAny: multipart bodies are not described as JSON
      body: form as any,
      bodySerializer: (body: unknown) => body as FormData,
    }),
    200,
  );
}

/** The recipe's single-recipe export (`<slug>.json` and `original.webp`), as zip bytes. */
export async function exportRecipeZip(token: string, slug: string): Promise<Uint8Array> {
  const data = await ok(
    api(token).GET('/api/recipes/{slug}/exports', { params: { path: { slug }, query: { template_name: 'zip' } }, parseAs: 'arrayBuffer' }),
    200,
  );
  return new Uint8Array(data as unknown as ArrayBuffer);
}

export async function createTag(token: string, name: string): Promise<Tag> {
  return ok(api(token).POST('/api/organizers/tags', { body: { name } }), 201);
}

export async function createFood(token: string, name: string, onHand = false) {
  return ok(api(token).POST('/api/foods', { body: { name, onHand } }), 201);
}

export async function createCookbook(token: string, name: string, position: number, queryFilterString = '') {
  return ok(api(token).POST('/api/households/cookbooks', { body: { name, position, queryFilterString } }), 201);
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

export type ShoppingList = Schemas['ShoppingListOut'];

/** A shopping list owned by the user, with plain-note items in the given order (and label, when given). */
export async function createShoppingList(
  token: string,
  name: string,
  items: (string | { note: string; labelId: string })[] = [],
): Promise<ShoppingList> {
  const client = api(token);
  const list = await ok(client.POST('/api/households/shopping/lists', { body: { name } }), 201);
  if (items.length > 0) {
    const body = items.map((item, position) => ({
      shoppingListId: list.id,
      position,
      ...(typeof item === 'string' ? { note: item } : item),
    }));
    await ok(client.POST('/api/households/shopping/items/create-bulk', { body }), 201);
  }
  return getShoppingList(token, list.id);
}

export async function getShoppingList(token: string, id: string): Promise<ShoppingList> {
  return ok(api(token).GET('/api/households/shopping/lists/{itemId}', { params: { path: { itemId: id } } }), 200);
}

export async function createLabel(token: string, name: string, color: string) {
  return ok(api(token).POST('/api/groups/labels', { body: { name, color } }));
}

export type PlanEntry = Schemas['ReadPlanEntry'];

/** A meal-plan entry of the user's household (`POST /api/households/mealplans`). */
export async function createPlanEntry(token: string, body: Schemas['CreatePlanEntryInput']): Promise<PlanEntry> {
  return ok(api(token).POST('/api/households/mealplans', { body }), 201);
}

export async function getPlanEntry(token: string, id: number): Promise<PlanEntry> {
  return ok(api(token).GET('/api/households/mealplans/{itemId}', { params: { path: { itemId: id } } }), 200);
}

/** The household's entries dated start…end (both included). */
export async function getPlanEntries(token: string, startDate: string, endDate: string): Promise<PlanEntry[]> {
  const query = { page: 1, perPage: -1, start_date: startDate, end_date: endDate };
  return (await ok(api(token).GET('/api/households/mealplans', { params: { query } }), 200)).items;
}

export type MealPlanRule = Schemas['PlanRulesOut'];
export type MealPlanEntryType = Exclude<MealPlanRule['entryType'], 'unset'>;

/** A meal-plan rule made through the API (defaults: any day, any meal, any recipe). */
export async function createMealPlanRule(
  token: string,
  rule: Partial<Pick<MealPlanRule, 'day' | 'entryType' | 'queryFilterString'>> = {},
): Promise<MealPlanRule> {
  return ok(api(token).POST('/api/households/mealplans/rules', { body: rule }), 201);
}

export async function getMealPlanRules(token: string): Promise<MealPlanRule[]> {
  return (await ok(api(token).GET('/api/households/mealplans/rules', { params: { query: { perPage: -1 } } }), 200)).items;
}

/**
 * The slug of the recipe the household's random meal picks for that date and meal (a new plan
 * entry each call, following the rules), or null when no recipe matches them (404).
 */
export async function randomMealSlug(token: string, date: string, entryType: MealPlanEntryType = 'dinner'): Promise<string | null> {
  const { data, response } = await api(token).POST('/api/households/mealplans/random', { body: { date, entryType } });
  if (response.status === 404) return null;
  expect(response.status, `random meal for ${date} ${entryType}`).toBe(200);
  return data?.recipe?.slug ?? null;
}

/** The slugs of `times` random meals for that date and meal. */
export async function randomMealSlugs(
  token: string,
  date: string,
  entryType: MealPlanEntryType,
  times: number,
): Promise<(string | null)[]> {
  const slugs: (string | null)[] = [];
  for (let index = 0; index < times; index++) slugs.push(await randomMealSlug(token, date, entryType));
  return slugs;
}
