import crypto from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { CreateIngredientFood } from '../src/modules/foods/schemas.js';
import type { OrganizerIn } from '../src/modules/organizers/schemas.js';
import { RecipeInput, recipeBodyInCamelCase } from '../src/modules/recipes/schemas.js';
import type { CreateIngredientUnit } from '../src/modules/units/schemas.js';
import { type MemberScope, memberScope } from '../src/platform/access.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, signIn, type TestContext } from './harness.js';

/**
 * Test data factories: real rows from defaults plus overrides, written through the admin API or
 * the area's service, with any parent not given created first (a user gets a fresh group and
 * household unless placed beside another user). A user comes back with a token.
 */

export interface TestUser {
  id: string;
  email: string;
  username: string;
  password: string;
  token: string;
  groupId: string;
  householdId: string;
}

type Flag = 'advanced' | 'canInvite' | 'canManage' | 'canManageHousehold' | 'canOrganize';

export interface UserOptions {
  /** Joins this user's group, and their household unless `household` names another. */
  beside?: Pick<TestUser, 'groupId'> & Partial<Pick<TestUser, 'householdId'>>;
  /** A household of the group by name, created when the group has none of that name. */
  household?: string;
  admin?: boolean;
  flags?: Partial<Record<Flag, boolean>>;
}

let counter = 0;
const unique = () => `${++counter}-${crypto.randomBytes(3).toString('hex')}`;

// One administrator sign-in per app: each costs a password verification.
const adminTokens = new WeakMap<TestContext, Promise<string>>();
function adminToken(ctx: TestContext): Promise<string> {
  const known = adminTokens.get(ctx);
  if (known) return known;
  const token = signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
  adminTokens.set(ctx, token);
  return token;
}

async function asAdmin(ctx: TestContext, method: 'POST' | 'GET' | 'PUT', url: string, payload?: object) {
  const res = await ctx.app.inject({ method, url, headers: bearer(await adminToken(ctx)), payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(method === 'POST' ? 201 : 200);
  return res.json();
}

async function householdIn(ctx: TestContext, group: { id: string }, name: string): Promise<void> {
  const found = await ctx.database.db
    .selectFrom('households')
    .select('id')
    .where('group_id', '=', group.id)
    .where('name', '=', name)
    .executeTakeFirst();
  if (!found) await asAdmin(ctx, 'POST', '/api/admin/households', { groupId: group.id, name });
}

/** A user (through the admin API) with a token; by default the only member of a new group. */
export async function createUser(ctx: TestContext, options: UserOptions = {}): Promise<TestUser> {
  const suffix = unique();
  const { db } = ctx.database;
  const group: { id: string; name: string } = options.beside
    ? await db.selectFrom('groups').select(['id', 'name']).where('id', '=', options.beside.groupId).executeTakeFirstOrThrow()
    : await asAdmin(ctx, 'POST', '/api/admin/groups', { name: `Group ${suffix}` });
  let household = options.household;
  if (household) await householdIn(ctx, group, household);
  else if (options.beside?.householdId) {
    const row = await db.selectFrom('households').select('name').where('id', '=', options.beside.householdId).executeTakeFirstOrThrow();
    household = row.name;
  }
  const username = `user${suffix}`;
  const password = `password-${suffix}`;
  const body = await asAdmin(ctx, 'POST', '/api/admin/users', {
    username,
    fullName: `User ${suffix}`,
    email: `${username}@larder.test`,
    password,
    group: group.name,
    household,
    admin: options.admin ?? false,
    ...options.flags,
  });
  return {
    id: body.id,
    email: body.email,
    username,
    password,
    token: await signIn(ctx.app, username, password),
    groupId: body.groupId,
    householdId: body.householdId,
  };
}

/** A member of `user`'s group in a household of its own. */
export const memberOfOtherHousehold = (ctx: TestContext, user: TestUser, options: Omit<UserOptions, 'beside' | 'household'> = {}) =>
  createUser(ctx, { ...options, beside: user, household: `House ${unique()}` });

/** What the services take for `user`: the scope their session would have. */
export async function scopeOf(ctx: TestContext, user: Pick<TestUser, 'id'>): Promise<MemberScope> {
  return memberScope(await ctx.database.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow());
}

/** Sets preferences of `user`'s household (through the admin API). */
export async function setHouseholdPreferences(
  ctx: TestContext,
  user: Pick<TestUser, 'householdId'>,
  preferences: Partial<{
    lockRecipeEditsFromOtherHouseholds: boolean;
    privateHousehold: boolean;
    recipePublic: boolean;
    recipeShowNutrition: boolean;
    recipeDisableAmount: boolean;
  }>,
): Promise<void> {
  const url = `/api/admin/households/${user.householdId}`;
  const { groupId, name } = await asAdmin(ctx, 'GET', url);
  await asAdmin(ctx, 'PUT', url, { groupId, name, preferences });
}

// ── The group's data, through the areas' services, as `user` ─────────────────────────────

export async function createFood(ctx: TestContext, user: TestUser, overrides: Partial<CreateIngredientFood> = {}) {
  return ctx.app.services.foods.createFood(await scopeOf(ctx, user), { name: `food ${unique()}`, ...overrides });
}

export async function createUnit(ctx: TestContext, user: TestUser, overrides: Partial<CreateIngredientUnit> = {}) {
  return ctx.app.services.units.createUnit(await scopeOf(ctx, user), { name: `unit ${unique()}`, ...overrides });
}

/** A category, tag or tool of `user`'s group, whether or not `user` may organize. */
export async function createOrganizer(
  ctx: TestContext,
  user: TestUser,
  kind: 'categories' | 'tags' | 'tools',
  overrides: Partial<OrganizerIn> = {},
) {
  // Factories arrange data; the organize permission is what tests check, not a precondition here.
  const scope = { ...(await scopeOf(ctx, user)), canOrganize: true };
  return ctx.app.services.organizers[kind].create(scope, { name: `${kind} ${unique()}`, ...overrides });
}

/**
 * A recipe of `user` as POST /api/recipes makes it (timeline event, placeholder ingredient and
 * step, search index), then PATCHed with the other fields given (any casing, as clients send).
 */
export async function createRecipe(ctx: TestContext, user: TestUser, overrides: RecipeInput & { name?: string } = {}) {
  const scope = await scopeOf(ctx, user);
  const { recipes } = ctx.app.services;
  const { name = `Recipe ${unique()}`, ...fields } = overrides;
  const slug = await recipes.createRecipeFromName(scope, name);
  if (Object.keys(fields).length === 0) return recipes.getRecipe(scope, slug);
  return recipes.updateRecipe(scope, slug, RecipeInput.parse(recipeBodyInCamelCase(fields)), 'patch');
}

export interface TestRecipe {
  id: string;
  slug: string;
}

/**
 * A recipe of `user` written as bare rows (recipe and settings only), for the sub-resource tests
 * that count what they add: unlike `createRecipe` it has no "Recipe Created" timeline event, no
 * placeholder ingredient or step and no search index entry.
 */
export async function createBareRecipe(
  ctx: TestContext,
  user: TestUser,
  overrides: { name?: string; locked?: boolean } = {},
): Promise<TestRecipe> {
  const id = crypto.randomUUID();
  const name = overrides.name ?? `Recipe ${unique()}`;
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id.slice(0, 6)}`;
  const now = new Date().toISOString();
  const stamps = { created_at: now, update_at: now };
  const { db } = ctx.database;
  await db
    .insertInto('recipes')
    .values({
      id,
      group_id: user.groupId,
      user_id: user.id,
      slug,
      name,
      name_normalized: name.toLowerCase(),
      description: '',
      description_normalized: '',
      image: null,
      total_time: null,
      prep_time: null,
      perform_time: null,
      cook_time: null,
      recipe_yield: null,
      recipe_yield_quantity: 0,
      recipe_servings: 0,
      recipe_cuisine: null,
      rating: null,
      org_url: null,
      date_added: now.slice(0, 10),
      date_updated: now,
      last_made: null,
      is_ocr_recipe: false,
      ...stamps,
    })
    .execute();
  await db
    .insertInto('recipe_settings')
    .values({
      recipe_id: id,
      public: false,
      show_nutrition: false,
      show_assets: false,
      landscape_view: false,
      disable_comments: false,
      disable_amount: true,
      locked: overrides.locked ?? false,
      ...stamps,
    })
    .execute();
  return { id, slug };
}

/** A recipe's stored row, to check what a request changed. */
export const recipeRow = (ctx: TestContext, id: string) =>
  ctx.database.db.selectFrom('recipes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

// ── Files and request bodies ─────────────────────────────────────────────────────────────

/** A small real image (PNG by default) made with sharp. */
export const testImage = (format: 'png' | 'jpeg' = 'png', width = 400, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    [format]()
    .toBuffer();

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
