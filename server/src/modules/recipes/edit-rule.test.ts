import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, memberOfOtherHousehold, setHouseholdPreferences, type TestUser } from '../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../test/responses.js';
import { can, memberScope, type RecipeFacts, visitorScope } from '../../platform/access.js';

let ctx: TestContext;
let owner: TestUser;
let housemate: TestUser;
let neighbour: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  ctx = await setupTestApp();
  owner = await createUser(ctx);
  housemate = await createUser(ctx, { beside: owner });
  neighbour = await memberOfOtherHousehold(ctx, owner);
  stranger = await createUser(ctx);
});
afterAll(() => ctx.close());

const patch = (user: TestUser, slug: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/recipes/${slug}`, headers: bearer(user.token), payload });
const denied = errorDto.errorResponse('Permission Denied');

describe('every recipe endpoint', () => {
  it('answers 401 without a token', async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Anonymous Target' });
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/recipes' },
      { method: 'POST', url: '/api/recipes', payload: { name: 'x' } },
      { method: 'PUT', url: '/api/recipes', payload: [] },
      { method: 'PATCH', url: '/api/recipes', payload: [] },
      { method: 'GET', url: `/api/recipes/${recipe.slug}` },
      { method: 'PUT', url: `/api/recipes/${recipe.slug}`, payload: {} },
      { method: 'PATCH', url: `/api/recipes/${recipe.slug}`, payload: {} },
      { method: 'DELETE', url: `/api/recipes/${recipe.slug}` },
      { method: 'PATCH', url: `/api/recipes/${recipe.slug}/last-made`, payload: { timestamp: '2024-01-01T00:00:00Z' } },
      { method: 'POST', url: `/api/recipes/${recipe.slug}/duplicate`, payload: {} },
    ];
    for (const request of requests) {
      const res = await ctx.app.inject(request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(res.json()).toEqual(errorDto.unauthenticated);
    }
  });

  it("answers 404 to another group's user and changes nothing", async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Other Group Target' });
    const requests: InjectOptions[] = [
      { method: 'GET', url: `/api/recipes/${recipe.slug}` },
      { method: 'PUT', url: `/api/recipes/${recipe.slug}`, payload: { ...recipe, name: 'Hacked' } },
      { method: 'PATCH', url: `/api/recipes/${recipe.id}`, payload: { name: 'Hacked' } },
      { method: 'PATCH', url: '/api/recipes', payload: [{ id: recipe.id, name: 'Hacked' }] },
      { method: 'DELETE', url: `/api/recipes/${recipe.slug}` },
      { method: 'PATCH', url: `/api/recipes/${recipe.slug}/last-made`, payload: { timestamp: '2024-01-01T00:00:00Z' } },
      { method: 'POST', url: `/api/recipes/${recipe.slug}/duplicate`, payload: {} },
    ];
    await expectUnchanged(ctx, ['recipes', 'recipe_settings'], async () => {
      for (const request of requests) {
        const res = await ctx.app.inject({ ...request, headers: bearer(stranger.token) });
        expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(res.json()).toEqual(errorDto.errorResponse('No Entry Found'));
      }
    });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/recipes?perPage=-1', headers: bearer(stranger.token) });
    expect(list.json().items.map((r: { id: string }) => r.id)).not.toContain(recipe.id);
  });
});

describe('the recipe edit rule', () => {
  it('lets a member of the same household edit and delete an unlocked recipe', async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Household Stew' });
    expect((await patch(housemate, recipe.slug, { description: 'edited' })).statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/recipes/${recipe.slug}`, headers: bearer(housemate.token) });
    expect(res.statusCode).toBe(200);
  });

  it('refuses everyone but the owner on a locked recipe', async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Locked Loaf', settings: { locked: true } });
    await expectUnchanged(ctx, ['recipes', 'recipe_settings'], async () => {
      const res = await patch(housemate, recipe.slug, { description: 'edited' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(denied);
      const del = await ctx.app.inject({ method: 'DELETE', url: `/api/recipes/${recipe.slug}`, headers: bearer(housemate.token) });
      expect(del.statusCode).toBe(403);
    });
    expect((await patch(owner, recipe.slug, { description: 'mine' })).statusCode).toBe(200);
  });

  it('lets only the owner change the lock', async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Lockable' });
    await expectUnchanged(ctx, ['recipe_settings'], async () => {
      const res = await patch(housemate, recipe.slug, { settings: { ...recipe.settings, locked: true } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(denied);
    });
    const ok = await patch(housemate, recipe.slug, { settings: { ...recipe.settings, showNutrition: true } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().settings).toMatchObject({ showNutrition: true, locked: false });
    const own = await patch(owner, recipe.slug, { settings: { locked: true } });
    expect(own.json().settings.locked).toBe(true);
  });

  it("refuses another household's member while the owner's household locks edits", async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Neighbour Pie' });
    const res = await patch(neighbour, recipe.slug, { description: 'edited' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(denied);

    await setHouseholdPreferences(ctx, owner, { lockRecipeEditsFromOtherHouseholds: false });
    try {
      expect((await patch(neighbour, recipe.slug, { description: 'edited' })).statusCode).toBe(200);
    } finally {
      await setHouseholdPreferences(ctx, owner, { lockRecipeEditsFromOtherHouseholds: true });
    }
  });

  it("still shows other households' recipes to every member", async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Visible Everywhere' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/recipes/${recipe.slug}`, headers: bearer(neighbour.token) });
    expect(res.statusCode).toBe(200);
  });

  it('checks every recipe of a bulk update and changes nothing when one is refused', async () => {
    const mine = await createRecipe(ctx, neighbour, { name: 'Neighbour Own' });
    const theirs = await createRecipe(ctx, owner, { name: 'Owner Own' });
    await expectUnchanged(ctx, ['recipes'], async () => {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/recipes',
        headers: bearer(neighbour.token),
        payload: [
          { id: mine.id, description: 'ok' },
          { id: theirs.id, description: 'not ok' },
        ],
      });
      expect(res.statusCode).toBe(403);
    });
  });

  it('never moves a recipe to another owner or group through the body', async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Stays Home' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/recipes/${recipe.slug}`,
      headers: bearer(housemate.token),
      payload: { ...recipe, userId: housemate.id, groupId: stranger.groupId, householdId: stranger.householdId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: owner.id, groupId: owner.groupId, householdId: owner.householdId });
  });
});

describe('GET /api/recipes/{slug}/permissions', () => {
  const permissions = (user: TestUser, slug: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/recipes/${slug}/permissions`, headers: bearer(user.token) });

  it('tells each member what the edit rule lets them do', async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Rights Roast' });
    expect((await permissions(owner, recipe.slug)).json()).toEqual({ canEdit: true, canDelete: true, canLock: true });
    expect((await permissions(housemate, recipe.slug)).json()).toEqual({ canEdit: true, canDelete: true, canLock: false });
    // The owner's household locks edits from other households (the default here).
    expect((await permissions(neighbour, recipe.slug)).json()).toEqual({ canEdit: false, canDelete: false, canLock: false });
  });

  it('follows the lock and the household setting', async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Locked Rights', settings: { locked: true } });
    expect((await permissions(housemate, recipe.slug)).json()).toMatchObject({ canEdit: false });
    expect((await permissions(owner, recipe.slug)).json()).toMatchObject({ canEdit: true });
    const open = await createRecipe(ctx, owner, { name: 'Open Rights' });
    await setHouseholdPreferences(ctx, owner, { lockRecipeEditsFromOtherHouseholds: false });
    try {
      expect((await permissions(neighbour, open.slug)).json()).toEqual({ canEdit: true, canDelete: true, canLock: false });
    } finally {
      await setHouseholdPreferences(ctx, owner, { lockRecipeEditsFromOtherHouseholds: true });
    }
  });

  it("answers 404 for another group's recipe and 401 without a token", async () => {
    const recipe = await createRecipe(ctx, owner, { name: 'Hidden Rights' });
    const res = await permissions(stranger, recipe.slug);
    expect(res.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/recipes/${recipe.slug}/permissions` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('can() for the recipe permissions', () => {
  const member = memberScope({
    id: 'u1',
    group_id: 'g1',
    household_id: 'h1',
    admin: false,
    advanced: false,
    can_invite: false,
    can_manage: false,
    can_manage_household: false,
    can_organize: false,
  });
  const facts = (over: Partial<RecipeFacts> = {}): RecipeFacts => ({
    user_id: 'u2',
    household_id: 'h1',
    household_lock: true,
    locked: false,
    ...over,
  });

  it('lets the owner edit and lock, even a locked recipe of a locking household', () => {
    const own = facts({ user_id: 'u1', household_id: 'h2', locked: true });
    expect(can(member, 'recipe.edit', own)).toBe(true);
    expect(can(member, 'recipe.lock', own)).toBe(true);
  });

  it('lets a housemate edit an unlocked recipe but never change the lock', () => {
    expect(can(member, 'recipe.edit', facts())).toBe(true);
    expect(can(member, 'recipe.edit', facts({ locked: 1 }))).toBe(false);
    expect(can(member, 'recipe.lock', facts())).toBe(false);
  });

  it('refuses another household while it locks edits or has no preferences', () => {
    expect(can(member, 'recipe.edit', facts({ household_id: 'h2', household_lock: true }))).toBe(false);
    expect(can(member, 'recipe.edit', facts({ household_id: 'h2', household_lock: null }))).toBe(false);
    expect(can(member, 'recipe.edit', facts({ household_id: 'h2', household_lock: 0 }))).toBe(true);
  });

  it('lets a visitor change nothing', () => {
    const visitor = visitorScope({ id: 'g1', private_group: false });
    expect(can(visitor, 'recipe.edit', facts({ user_id: 'u1' }))).toBe(false);
  });
});
