import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/types.js';
import { createOrganizer, createRecipe, createUser, memberOfOtherHousehold, multipart, type TestUser, testImage } from './factories.js';
import { bearer, setupTestApp, type TestContext } from './harness.js';
import { expectUnchanged } from './responses.js';

/**
 * The permission matrix of issue 12: every role × every endpoint family, each cell the answer of
 * reference/api.md §4.3–4.7 (with Larder's deliberate differences from README "Mealie
 * compatibility": organizers need canOrganize, PUT group preferences needs canManage, another
 * group's rows are 404). A refused write (4xx on a non-GET) must change nothing.
 */

const ROLES = [
  'admin',
  'groupManager',
  'householdManager',
  'organizer',
  'inviter',
  'member',
  'otherHousehold',
  'otherGroup',
  'signedOut',
] as const;
type Role = (typeof ROLES)[number];

const LABEL: Record<Role, string> = {
  admin: 'admin',
  groupManager: 'group manager',
  householdManager: 'household manager',
  organizer: 'organizer',
  inviter: 'inviter',
  member: 'member',
  otherHousehold: 'other household',
  otherGroup: 'other group',
  signedOut: 'signed out',
};

interface World {
  users: Record<Exclude<Role, 'signedOut'>, TestUser>;
  /** A recipe of the plain member (household A). */
  recipeSlug: string;
  tagId: string;
  tagName: string;
  cookbookId: string;
  cookbookName: string;
  /** A shopping list of household A, and one of its items. */
  shoppingListId: string;
  shoppingItemId: string;
  /** A meal-plan entry and a meal-plan rule of household A. */
  mealPlanId: number;
  mealPlanRuleId: string;
  /** An invitation token of household A. */
  inviteToken: string;
  householdPreferences: Record<string, unknown>;
  privateGroup: boolean;
}

type Table = Exclude<keyof Database, 'site_settings'>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Row {
  family: string;
  method: Method;
  /** The path, shown in the test name (placeholders in braces). */
  path: string;
  /** The URL for one cell; may create a fresh target (a DELETE row deletes something new each time). */
  url: (w: World, role: Role) => string | Promise<string>;
  body?: (w: World) => unknown;
  /** A multipart body instead of JSON. */
  upload?: () => Promise<{ payload: Buffer; headers: Record<string, string> }>;
  /** Tables a refused write must leave unchanged. */
  tables?: Table[];
  expect: Record<Role, number>;
}

/** The same answer for the roles not named. */
const cells = (fallback: number, named: Partial<Record<Role, number>> = {}): Record<Role, number> =>
  Object.fromEntries(ROLES.map((role) => [role, named[role] ?? fallback])) as Record<Role, number>;

/** Any signed-in user of any group; 401 signed out. */
const anyUser = (code = 200) => cells(code, { signedOut: 401 });
/** Every member of group 1; 404 for another group's member; 401 signed out. */
const groupOne = (code = 200, named: Partial<Record<Role, number>> = {}) => cells(code, { otherGroup: 404, signedOut: 401, ...named });
/** Administrators only: 403 for every other signed-in user, 401 signed out. */
const adminOnly = (code = 200) => cells(403, { admin: code, signedOut: 401 });
/** Public. */
const everyone = (code = 200) => cells(code);

let freshCounter = 0;
const fresh = () => `${++freshCounter}-${Math.random().toString(36).slice(2, 8)}`;

const ROWS: Row[] = [
  // ── Households: self service (§4.6) ──────────────────────────────────────────────────────
  { family: 'households', method: 'GET', path: '/api/households/self', url: () => '/api/households/self', expect: anyUser() },
  {
    family: 'households',
    method: 'GET',
    path: '/api/households/preferences',
    url: () => '/api/households/preferences',
    expect: anyUser(),
  },
  {
    family: 'households',
    method: 'PUT',
    path: '/api/households/preferences',
    url: () => '/api/households/preferences',
    body: (w) => w.householdPreferences,
    tables: ['household_preferences'],
    expect: cells(403, { admin: 200, householdManager: 200, signedOut: 401 }),
  },
  {
    family: 'households',
    method: 'GET',
    path: '/api/households/statistics',
    url: () => '/api/households/statistics',
    expect: anyUser(),
  },
  { family: 'households', method: 'GET', path: '/api/households/members', url: () => '/api/households/members', expect: anyUser() },
  {
    family: 'households',
    method: 'PUT',
    path: '/api/households/permissions (a plain member of household A, flags as they are)',
    url: () => '/api/households/permissions',
    body: (w) => ({ userId: w.users.member.id, canManageHousehold: false, canManage: false, canInvite: false, canOrganize: false }),
    tables: ['users'],
    expect: cells(403, { admin: 200, groupManager: 200, signedOut: 401 }),
  },
  {
    family: 'households',
    method: 'PUT',
    path: "/api/households/permissions (another group's user)",
    url: () => '/api/households/permissions',
    body: (w) => ({ userId: w.users.otherGroup.id, canManageHousehold: true, canManage: true, canInvite: true, canOrganize: true }),
    tables: ['users'],
    // A manager of group 1 does not see group 2's user (404); without canManage the flag decides first.
    expect: cells(403, { admin: 404, groupManager: 404, signedOut: 401 }),
  },
  {
    family: 'households',
    method: 'PUT',
    path: '/api/households/permissions (a member of household B)',
    url: () => '/api/households/permissions',
    body: (w) => ({ userId: w.users.otherHousehold.id, canManageHousehold: true, canManage: true, canInvite: true, canOrganize: true }),
    tables: ['users'],
    expect: cells(403, { signedOut: 401 }),
  },
  {
    family: 'households',
    method: 'GET',
    path: '/api/households/invitations',
    url: () => '/api/households/invitations',
    expect: anyUser(),
  },
  {
    family: 'households',
    method: 'POST',
    path: '/api/households/invitations',
    url: () => '/api/households/invitations',
    body: () => ({ uses: 1 }),
    tables: ['invite_tokens'],
    expect: cells(403, { admin: 201, inviter: 201, signedOut: 401 }),
  },
  {
    family: 'households',
    method: 'POST',
    path: "/api/households/invitations/email (household A's token, no SMTP)",
    url: () => '/api/households/invitations/email',
    body: (w) => ({ email: 'someone@larder.test', token: w.inviteToken }),
    tables: ['invite_tokens'],
    expect: groupOne(200, { otherHousehold: 404 }),
  },

  // ── Groups: self service (§4.5) ──────────────────────────────────────────────────────────
  { family: 'groups', method: 'GET', path: '/api/groups/self', url: () => '/api/groups/self', expect: anyUser() },
  { family: 'groups', method: 'GET', path: '/api/groups/preferences', url: () => '/api/groups/preferences', expect: anyUser() },
  {
    family: 'groups',
    method: 'PUT',
    path: '/api/groups/preferences',
    url: () => '/api/groups/preferences',
    body: (w) => ({ privateGroup: w.privateGroup }),
    tables: ['group_preferences'],
    expect: cells(403, { admin: 200, groupManager: 200, signedOut: 401 }),
  },
  { family: 'groups', method: 'GET', path: '/api/groups/storage', url: () => '/api/groups/storage', expect: anyUser() },
  { family: 'groups', method: 'GET', path: '/api/groups/members', url: () => '/api/groups/members', expect: anyUser() },
  {
    family: 'groups',
    method: 'GET',
    path: '/api/groups/members/{member of group 1}',
    url: (w) => `/api/groups/members/${w.users.member.id}`,
    expect: groupOne(),
  },

  {
    family: 'groups',
    method: 'GET',
    path: "/api/groups/members/{another group's user}",
    url: (w) => `/api/groups/members/${w.users.otherGroup.id}`,
    // Group-scoped for everyone, administrators included: only the user's own group finds them.
    expect: cells(404, { otherGroup: 200, signedOut: 401 }),
  },

  // ── Admin (§4.4) ─────────────────────────────────────────────────────────────────────────
  ...(
    [
      ['GET', '/api/admin/about'],
      ['GET', '/api/admin/about/statistics'],
      ['GET', '/api/admin/about/check'],
      ['GET', '/api/admin/email'],
      ['GET', '/api/admin/maintenance'],
      ['GET', '/api/admin/maintenance/storage'],
    ] as const
  ).map(([method, path]): Row => ({ family: 'admin', method, path, url: () => path, expect: adminOnly() })),
  {
    family: 'admin',
    method: 'POST',
    path: '/api/admin/email (no SMTP)',
    url: () => '/api/admin/email',
    body: () => ({ email: 'someone@larder.test' }),
    expect: adminOnly(),
  },
  ...(['images', 'temp', 'recipe-folders'] as const).map(
    (what): Row => ({
      family: 'admin',
      method: 'POST',
      path: `/api/admin/maintenance/clean/${what}`,
      url: () => `/api/admin/maintenance/clean/${what}`,
      expect: adminOnly(),
    }),
  ),

  // ── Users: avatars (§4.3) ────────────────────────────────────────────────────────────────
  {
    family: 'users',
    method: 'POST',
    path: '/api/users/{plain member}/image',
    url: (w) => `/api/users/${w.users.member.id}/image`,
    upload: async () => multipart({ profile: { data: await testImage('png', 64, 64), filename: 'me.png', type: 'image/png' } }),
    tables: ['users'],
    // Self or admin; someone else of the group 403; another group's user is unknown (404).
    expect: groupOne(403, { admin: 200, member: 200 }),
  },
  {
    family: 'users',
    method: 'GET',
    path: '/api/media/users/{plain member}/profile.webp',
    url: (w) => `/api/media/users/${w.users.member.id}/profile.webp`,
    expect: everyone(),
  },

  // ── Validators (public) ──────────────────────────────────────────────────────────────────
  {
    family: 'validators',
    method: 'GET',
    path: '/api/media/docker/validate.txt (no file written)',
    url: () => '/api/media/docker/validate.txt',
    // Public; nothing writes the file (as in Mealie), so the answer is 404 for everyone.
    expect: everyone(404),
  },
  {
    family: 'validators',
    method: 'GET',
    path: '/api/validators/household',
    url: () => '/api/validators/household?name=Nowhere',
    expect: everyone(),
  },
  {
    family: 'validators',
    method: 'GET',
    path: '/api/validators/recipe',
    url: (w) => `/api/validators/recipe?group_id=${w.users.member.groupId}&name=Nothing%20yet`,
    expect: everyone(),
  },

  // ── Recipes (§4.7; writes follow the edit rule) ──────────────────────────────────────────
  { family: 'recipes', method: 'GET', path: '/api/recipes', url: () => '/api/recipes', expect: anyUser() },
  {
    family: 'recipes',
    method: 'GET',
    path: "/api/recipes/{plain member's recipe}",
    url: (w) => `/api/recipes/${w.recipeSlug}`,
    expect: groupOne(),
  },
  {
    family: 'recipes',
    method: 'POST',
    path: '/api/recipes',
    url: () => '/api/recipes',
    body: () => ({ name: `Matrix recipe ${fresh()}` }),
    tables: ['recipes'],
    expect: anyUser(201),
  },
  {
    family: 'recipes',
    method: 'PATCH',
    path: "/api/recipes/{plain member's recipe}",
    url: (w) => `/api/recipes/${w.recipeSlug}`,
    body: () => ({ description: 'Set by the permission matrix' }),
    tables: ['recipes'],
    // Household B is locked out by the default "lock recipe edits from other households".
    expect: groupOne(200, { otherHousehold: 403 }),
  },
  {
    family: 'recipes',
    method: 'DELETE',
    path: '/api/recipes/{a fresh recipe of the plain member}',
    url: async (w) => `/api/recipes/${(await createRecipe(ctx, w.users.member)).slug}`,
    tables: ['recipes'],
    expect: groupOne(200, { otherHousehold: 403 }),
  },

  // ── Organizers (Larder: writes need canOrganize) ─────────────────────────────────────────
  { family: 'organizers', method: 'GET', path: '/api/organizers/tags', url: () => '/api/organizers/tags', expect: anyUser() },
  {
    family: 'organizers',
    method: 'GET',
    path: '/api/organizers/tags/{tag of group 1}',
    url: (w) => `/api/organizers/tags/${w.tagId}`,
    expect: groupOne(),
  },
  {
    family: 'organizers',
    method: 'POST',
    path: '/api/organizers/tags',
    url: () => '/api/organizers/tags',
    body: () => ({ name: `Matrix tag ${fresh()}` }),
    tables: ['tags'],
    expect: cells(403, { admin: 201, organizer: 201, signedOut: 401 }),
  },
  ...(['categories', 'tools'] as const).map(
    (kind): Row => ({
      family: 'organizers',
      method: 'POST',
      path: `/api/organizers/${kind}`,
      url: () => `/api/organizers/${kind}`,
      body: () => ({ name: `Matrix ${kind} ${fresh()}` }),
      tables: [kind],
      expect: cells(403, { admin: 201, organizer: 201, signedOut: 401 }),
    }),
  ),
  {
    family: 'organizers',
    method: 'PUT',
    path: '/api/organizers/tags/{tag of group 1} (same name)',
    url: (w) => `/api/organizers/tags/${w.tagId}`,
    body: (w) => ({ name: w.tagName }),
    tables: ['tags'],
    // The flag is checked before the tag is looked up: another group's member (without canOrganize)
    // gets 403, where Mealie (no flag check) answers 404.
    expect: cells(403, { admin: 200, organizer: 200, signedOut: 401 }),
  },
  {
    family: 'organizers',
    method: 'DELETE',
    path: '/api/organizers/tags/{a fresh tag of group 1}',
    url: async (w) => `/api/organizers/tags/${(await createOrganizer(ctx, w.users.member, 'tags')).id}`,
    tables: ['tags'],
    // The flag is checked before the tag is looked up: another group's member (without canOrganize)
    // gets 403, where Mealie (no flag check) answers 404.
    expect: cells(403, { admin: 200, organizer: 200, signedOut: 401 }),
  },

  // ── Cookbooks (household-scoped, any member) ─────────────────────────────────────────────
  {
    family: 'cookbooks',
    method: 'GET',
    path: '/api/households/cookbooks',
    url: () => '/api/households/cookbooks',
    expect: anyUser(),
  },
  {
    family: 'cookbooks',
    method: 'GET',
    path: "/api/households/cookbooks/{household A's cookbook}",
    url: (w) => `/api/households/cookbooks/${w.cookbookId}`,
    expect: groupOne(200, { otherHousehold: 404 }),
  },
  {
    family: 'cookbooks',
    method: 'POST',
    path: '/api/households/cookbooks',
    url: () => '/api/households/cookbooks',
    body: () => ({ name: `Matrix cookbook ${fresh()}` }),
    tables: ['cookbooks'],
    expect: anyUser(201),
  },
  {
    family: 'cookbooks',
    method: 'PUT',
    path: "/api/households/cookbooks/{household A's cookbook} (same name)",
    url: (w) => `/api/households/cookbooks/${w.cookbookId}`,
    body: (w) => ({ name: w.cookbookName }),
    tables: ['cookbooks'],
    expect: groupOne(200, { otherHousehold: 404 }),
  },
  {
    family: 'cookbooks',
    method: 'DELETE',
    path: '/api/households/cookbooks/{a fresh cookbook of household A}',
    url: async (w) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/households/cookbooks',
        headers: bearer(w.users.member.token),
        payload: { name: `Doomed cookbook ${fresh()}` },
      });
      expect(res.statusCode).toBe(201);
      return `/api/households/cookbooks/${res.json().id}`;
    },
    tables: ['cookbooks'],
    expect: groupOne(200, { otherHousehold: 404 }),
  },
  // ── Shopping lists and items (§4.6): household-scoped, another household's list is a 404 ──
  {
    family: 'shopping',
    method: 'GET',
    path: '/api/households/shopping/lists',
    url: () => '/api/households/shopping/lists',
    expect: anyUser(),
  },
  {
    family: 'shopping',
    method: 'GET',
    path: '/api/groups/shopping/lists (1.x alias)',
    url: () => '/api/groups/shopping/lists',
    expect: anyUser(),
  },
  {
    family: 'shopping',
    method: 'POST',
    path: '/api/households/shopping/lists',
    url: () => '/api/households/shopping/lists',
    body: () => ({ name: `Matrix list ${fresh()}` }),
    tables: ['shopping_lists'],
    expect: anyUser(201),
  },
  {
    family: 'shopping',
    method: 'GET',
    path: "/api/households/shopping/lists/{household A's list}",
    url: (w) => `/api/households/shopping/lists/${w.shoppingListId}`,
    expect: groupOne(200, { otherHousehold: 404 }),
  },
  {
    family: 'shopping',
    method: 'PUT',
    path: "/api/households/shopping/lists/{household A's list}",
    url: (w) => `/api/households/shopping/lists/${w.shoppingListId}`,
    body: () => ({ name: 'Matrix list' }),
    tables: ['shopping_lists', 'shopping_list_items'],
    expect: groupOne(200, { otherHousehold: 404 }),
  },
  {
    family: 'shopping',
    method: 'PUT',
    path: "/api/households/shopping/lists/{household A's list}/label-settings",
    url: (w) => `/api/households/shopping/lists/${w.shoppingListId}/label-settings`,
    body: () => [],
    tables: ['shopping_lists_multi_purpose_labels'],
    expect: groupOne(200, { otherHousehold: 404 }),
  },
  {
    family: 'shopping',
    method: 'POST',
    path: "/api/households/shopping/lists/{household A's list}/operations",
    url: (w) => `/api/households/shopping/lists/${w.shoppingListId}/operations`,
    body: (w) => ({ operations: [{ opId: crypto.randomUUID(), itemId: w.shoppingItemId, type: 'update', fields: { checked: false } }] }),
    tables: ['shopping_list_items'],
    expect: groupOne(200, { otherHousehold: 404 }),
  },
  {
    family: 'shopping',
    method: 'DELETE',
    path: '/api/households/shopping/lists/{a fresh list of household A}',
    url: async (w) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/households/shopping/lists',
        headers: bearer(w.users.member.token),
        payload: { name: `Doomed list ${fresh()}` },
      });
      expect(res.statusCode).toBe(201);
      return `/api/households/shopping/lists/${res.json().id}`;
    },
    tables: ['shopping_lists'],
    expect: groupOne(200, { otherHousehold: 404 }),
  },
  {
    family: 'shopping',
    method: 'GET',
    path: '/api/households/shopping/items',
    url: () => '/api/households/shopping/items',
    expect: anyUser(),
  },
  {
    family: 'shopping',
    method: 'POST',
    path: "/api/households/shopping/items (on household A's list)",
    url: () => '/api/households/shopping/items',
    body: (w) => ({ shoppingListId: w.shoppingListId, note: `matrix ${fresh()}` }),
    tables: ['shopping_list_items'],
    expect: groupOne(201, { otherHousehold: 404 }),
  },
  {
    family: 'shopping',
    method: 'GET',
    path: "/api/households/shopping/items/{household A's item}",
    url: (w) => `/api/households/shopping/items/${w.shoppingItemId}`,
    expect: groupOne(200, { otherHousehold: 404 }),
  },
  {
    family: 'shopping',
    method: 'PUT',
    path: "/api/households/shopping/items/{household A's item}",
    url: (w) => `/api/households/shopping/items/${w.shoppingItemId}`,
    body: (w) => ({ shoppingListId: w.shoppingListId, checked: false }),
    tables: ['shopping_list_items'],
    expect: groupOne(200, { otherHousehold: 404 }),
  },
  {
    family: 'shopping',
    method: 'DELETE',
    path: '/api/households/shopping/items/{a fresh item of household A}',
    url: async (w) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/households/shopping/items',
        headers: bearer(w.users.member.token),
        payload: { shoppingListId: w.shoppingListId, note: `doomed ${fresh()}` },
      });
      expect(res.statusCode).toBe(201);
      return `/api/households/shopping/items/${res.json().createdItems[0].id}`;
    },
    tables: ['shopping_list_items'],
    expect: groupOne(200, { otherHousehold: 404 }),
  },
  // ── Meal plans (§4.6) ─────────────────────────────────────────────────────────────────────
  {
    family: 'mealplans',
    method: 'GET',
    path: '/api/households/mealplans',
    url: () => '/api/households/mealplans?start_date=2026-01-01&end_date=2026-12-31',
    expect: anyUser(),
  },
  {
    family: 'mealplans',
    method: 'GET',
    path: '/api/groups/mealplans/today (1.x alias)',
    url: () => '/api/groups/mealplans/today',
    expect: anyUser(),
  },
  {
    family: 'mealplans',
    method: 'POST',
    path: '/api/households/mealplans',
    url: () => '/api/households/mealplans',
    body: () => ({ date: '2026-03-03', title: `Matrix meal ${fresh()}` }),
    tables: ['group_meal_plans'],
    expect: anyUser(201),
  },
  {
    family: 'mealplans',
    method: 'GET',
    path: "/api/households/mealplans/{household A's entry}",
    url: (w) => `/api/households/mealplans/${w.mealPlanId}`,
    expect: groupOne(200, { otherHousehold: 404 }),
  },
  {
    family: 'mealplans',
    method: 'PUT',
    path: "/api/households/mealplans/{household A's entry}",
    url: (w) => `/api/households/mealplans/${w.mealPlanId}`,
    body: () => ({ date: '2026-03-04', entryType: 'dinner', title: 'Matrix meal' }),
    tables: ['group_meal_plans'],
    expect: groupOne(200, { otherHousehold: 404 }),
  },
  {
    family: 'mealplans',
    method: 'DELETE',
    path: '/api/households/mealplans/{a fresh entry of household A}',
    url: async (w) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/households/mealplans',
        headers: bearer(w.users.member.token),
        payload: { date: '2026-03-05', title: `Doomed meal ${fresh()}` },
      });
      expect(res.statusCode).toBe(201);
      return `/api/households/mealplans/${res.json().id}`;
    },
    tables: ['group_meal_plans'],
    expect: groupOne(200, { otherHousehold: 404 }),
  },
  {
    family: 'mealplans',
    method: 'PUT',
    path: "/api/households/mealplans/rules/{household A's rule}",
    url: (w) => `/api/households/mealplans/rules/${w.mealPlanRuleId}`,
    body: () => ({ day: 'monday', entryType: 'dinner', queryFilterString: '' }),
    tables: ['group_meal_plan_rules'],
    expect: groupOne(200, { otherHousehold: 404 }),
  },
  {
    family: 'mealplans',
    method: 'POST',
    path: '/api/households/mealplans/feed',
    url: () => '/api/households/mealplans/feed',
    expect: anyUser(),
  },
];

let ctx: TestContext;
let world: World;

beforeAll(async () => {
  ctx = await setupTestApp();
  const member = await createUser(ctx);
  const [admin, groupManager, householdManager, organizer, inviter, otherHousehold, otherGroup] = await Promise.all([
    createUser(ctx, { beside: member, admin: true }),
    createUser(ctx, { beside: member, flags: { canManage: true } }),
    createUser(ctx, { beside: member, flags: { canManageHousehold: true } }),
    createUser(ctx, { beside: member, flags: { canOrganize: true } }),
    createUser(ctx, { beside: member, flags: { canInvite: true } }),
    memberOfOtherHousehold(ctx, member),
    createUser(ctx),
  ]);
  const recipe = await createRecipe(ctx, member);
  const tag = await createOrganizer(ctx, member, 'tags');
  const cookbook = await ctx.app.inject({
    method: 'POST',
    url: '/api/households/cookbooks',
    headers: bearer(member.token),
    payload: { name: 'Matrix cookbook' },
  });
  expect(cookbook.statusCode).toBe(201);
  const shoppingList = await ctx.app.inject({
    method: 'POST',
    url: '/api/households/shopping/lists',
    headers: bearer(member.token),
    payload: { name: 'Matrix list' },
  });
  expect(shoppingList.statusCode).toBe(201);
  const shoppingItem = await ctx.app.inject({
    method: 'POST',
    url: '/api/households/shopping/items',
    headers: bearer(member.token),
    payload: { shoppingListId: shoppingList.json().id, note: 'matrix item' },
  });
  expect(shoppingItem.statusCode).toBe(201);
  const mealPlan = await ctx.app.inject({
    method: 'POST',
    url: '/api/households/mealplans',
    headers: bearer(member.token),
    payload: { date: '2026-03-02', entryType: 'dinner', recipeId: recipe.id },
  });
  expect(mealPlan.statusCode).toBe(201);
  const mealPlanRule = await ctx.app.inject({
    method: 'POST',
    url: '/api/households/mealplans/rules',
    headers: bearer(member.token),
    payload: { day: 'monday' },
  });
  expect(mealPlanRule.statusCode).toBe(201);
  const invite = await ctx.app.inject({
    method: 'POST',
    url: '/api/households/invitations',
    headers: bearer(inviter.token),
    payload: { uses: 5 },
  });
  expect(invite.statusCode).toBe(201);
  const avatar = await multipart({ profile: { data: await testImage('png', 64, 64), filename: 'me.png', type: 'image/png' } });
  const upload = await ctx.app.inject({
    method: 'POST',
    url: `/api/users/${member.id}/image`,
    headers: { ...bearer(member.token), ...avatar.headers },
    payload: avatar.payload,
  });
  expect(upload.statusCode).toBe(200);
  const prefs = await ctx.app.inject({ method: 'GET', url: '/api/households/preferences', headers: bearer(member.token) });
  const { id: _id, householdId: _householdId, ...householdPreferences } = prefs.json();
  const groupPrefs = await ctx.app.inject({ method: 'GET', url: '/api/groups/preferences', headers: bearer(member.token) });
  world = {
    users: { admin, groupManager, householdManager, organizer, inviter, member, otherHousehold, otherGroup },
    recipeSlug: recipe.slug,
    tagId: tag.id,
    tagName: tag.name,
    cookbookId: cookbook.json().id,
    cookbookName: cookbook.json().name,
    shoppingListId: shoppingList.json().id,
    shoppingItemId: shoppingItem.json().createdItems[0].id,
    inviteToken: invite.json().token,
    mealPlanId: mealPlan.json().id,
    mealPlanRuleId: mealPlanRule.json().id,
    householdPreferences,
    privateGroup: groupPrefs.json().privateGroup,
  };
});

afterAll(async () => {
  await ctx?.close();
});

async function call(row: Row, role: Role, url: string) {
  const headers: Record<string, string> = role === 'signedOut' ? {} : bearer(world.users[role].token);
  if (row.upload) {
    const { payload, headers: formHeaders } = await row.upload();
    return ctx.app.inject({ method: row.method, url, headers: { ...headers, ...formHeaders }, payload });
  }
  return ctx.app.inject({ method: row.method, url, headers, ...(row.body ? { payload: row.body(world) as object } : {}) });
}

const summary = (row: Row) => {
  const byCode = new Map<number, string[]>();
  for (const role of ROLES) byCode.set(row.expect[role], [...(byCode.get(row.expect[role]) ?? []), LABEL[role]]);
  return [...byCode].map(([code, roles]) => `${roles.join('/')} ${code}`).join(', ');
};

describe('permission matrix', () => {
  for (const row of ROWS) {
    it(`${row.method} ${row.path}: ${summary(row)}`, async () => {
      const seen: Partial<Record<Role, number>> = {};
      const changed: string[] = [];
      for (const role of ROLES) {
        // A fresh target is made before the tables are compared.
        const url = await row.url(world, role);
        const run = async () => {
          seen[role] = (await call(row, role, url)).statusCode;
        };
        if (row.method !== 'GET' && row.expect[role] >= 400 && row.tables) {
          try {
            await expectUnchanged(ctx, row.tables, run);
          } catch (error) {
            if (seen[role] === undefined) throw error;
            changed.push(`${LABEL[role]} (${seen[role]})`);
          }
        } else await run();
      }
      expect(seen, `${row.method} ${row.path}`).toEqual(row.expect);
      expect(changed, 'refused writes that changed a table').toEqual([]);
    });
  }

  it('covers every role of the matrix in every row', () => {
    for (const row of ROWS) expect(Object.keys(row.expect).sort()).toEqual([...ROLES].sort());
  });
});
