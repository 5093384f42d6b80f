import { expect } from 'vitest';
import { slugify } from '../src/platform/slug.js';
import { nowIso } from '../src/platform/time.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, createUser, signIn, type TestContext, type TestUser } from './harness.js';

/** Small factories for the recipe API tests: real rows through the API or one insert each. */

export const memberOf = (ctx: TestContext, user: TestUser, options: { household?: string; flags?: Record<string, boolean> } = {}) =>
  createUser(ctx, { group: groupNameOf(ctx, user), ...options });

const groupNames = new Map<string, string>();
/** The name of a user's group (createUser places members by group name). */
function groupNameOf(_ctx: TestContext, user: TestUser): string {
  const name = groupNames.get(user.groupId);
  if (!name) throw new Error('call rememberGroup(ctx, user) first');
  return name;
}

export async function rememberGroup(ctx: TestContext, user: TestUser): Promise<void> {
  const row = await ctx.database.db.selectFrom('groups').select('name').where('id', '=', user.groupId).executeTakeFirstOrThrow();
  groupNames.set(user.groupId, row.name);
}

/** A fresh group with one member, ready for `memberOf`. */
export async function newTenant(ctx: TestContext, flags?: Record<string, boolean>): Promise<TestUser> {
  const user = await createUser(ctx, { flags });
  await rememberGroup(ctx, user);
  return user;
}

/** POST /api/recipes, then PATCH the given fields; returns the full recipe. */
export async function makeRecipe(ctx: TestContext, user: TestUser, name: string, patch: Record<string, unknown> = {}) {
  const created = await ctx.app.inject({ method: 'POST', url: '/api/recipes', headers: bearer(user.token), payload: { name } });
  expect(created.statusCode, created.body).toBe(201);
  const slug = created.json() as string;
  const res = await ctx.app.inject({ method: 'PATCH', url: `/api/recipes/${slug}`, headers: bearer(user.token), payload: patch });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function makeOrganizer(ctx: TestContext, table: 'categories' | 'tags' | 'tools', groupId: string, name: string) {
  const id = crypto.randomUUID();
  const now = nowIso();
  const row = { id, group_id: groupId, name, slug: slugify(name), created_at: now, update_at: now };
  if (table === 'tools')
    await ctx.database.db
      .insertInto('tools')
      .values({ ...row, on_hand: false })
      .execute();
  else await ctx.database.db.insertInto(table).values(row).execute();
  return { id, name, slug: row.slug };
}

export async function makeFood(ctx: TestContext, groupId: string, name: string, pluralName: string | null = null) {
  const id = crypto.randomUUID();
  const now = nowIso();
  await ctx.database.db
    .insertInto('ingredient_foods')
    .values({
      id,
      group_id: groupId,
      name,
      name_normalized: name.toLowerCase(),
      plural_name: pluralName,
      description: '',
      on_hand: false,
      label_id: null,
      created_at: now,
      update_at: now,
    })
    .execute();
  return { id, name };
}

export async function makeUnit(
  ctx: TestContext,
  groupId: string,
  name: string,
  options: { pluralName?: string; abbreviation?: string; useAbbreviation?: boolean; fraction?: boolean } = {},
) {
  const id = crypto.randomUUID();
  const now = nowIso();
  await ctx.database.db
    .insertInto('ingredient_units')
    .values({
      id,
      group_id: groupId,
      name,
      name_normalized: name.toLowerCase(),
      plural_name: options.pluralName ?? null,
      description: '',
      abbreviation: options.abbreviation ?? '',
      abbreviation_normalized: (options.abbreviation ?? '').toLowerCase(),
      plural_abbreviation: '',
      plural_abbreviation_normalized: '',
      use_abbreviation: options.useAbbreviation ?? false,
      fraction: options.fraction ?? true,
      created_at: now,
      update_at: now,
    })
    .execute();
  return { id, name };
}

/** Sets one of the household's preferences directly (the households API belongs to another area). */
export async function setHouseholdPreference(
  ctx: TestContext,
  householdId: string,
  values: Partial<{
    lock_recipe_edits_from_other_households: boolean;
    private_household: boolean;
    recipe_public: boolean;
    recipe_show_nutrition: boolean;
    recipe_disable_amount: boolean;
  }>,
) {
  await ctx.database.db.updateTable('household_preferences').set(values).where('household_id', '=', householdId).execute();
}

/** A member of `user`'s group in a new household of that group. */
export async function memberOfOtherHousehold(ctx: TestContext, user: TestUser): Promise<TestUser> {
  const adminToken = await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
  const name = `House ${crypto.randomUUID().slice(0, 6)}`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/households',
    headers: bearer(adminToken),
    payload: { groupId: user.groupId, name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return memberOf(ctx, user, { household: name });
}
