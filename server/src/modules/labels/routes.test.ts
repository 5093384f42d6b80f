import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../test/responses.js';

let ctx: TestContext;
let member: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  ctx = await setupTestApp();
  member = await createUser(ctx);
  outsider = await createUser(ctx);
});
afterAll(() => ctx.close());

const createLabel = async (user: TestUser, payload: Record<string, unknown>) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/groups/labels', headers: bearer(user.token), payload });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('POST /api/groups/labels', () => {
  it('needs a user', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/groups/labels', payload: { name: 'Produce' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorDto.unauthenticated);
  });

  it('answers 200 with MultiPurposeLabelOut and the default colour', async () => {
    const label = await createLabel(member, { name: 'Produce' });
    expect(label).toEqual({ name: 'Produce', color: '#959595', groupId: member.groupId, id: expect.any(String) });
  });

  it('refuses a second label of the same name in the group, but not in another group', async () => {
    await createLabel(member, { name: 'Dairy', color: '#ffffff' });
    await expectUnchanged(ctx, ['multi_purpose_labels'], async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/groups/labels',
        headers: bearer(member.token),
        payload: { name: 'Dairy' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorDto.errorResponse('A label named "Dairy" already exists'));
    });
    await createLabel(outsider, { name: 'Dairy' });
  });

  it('refuses an empty name, a name over 255 characters and a colour over 10 characters with 422', async () => {
    await expectUnchanged(ctx, ['multi_purpose_labels'], async () => {
      for (const [payload, field] of [
        [{ name: '  ' }, 'name'],
        [{ name: 'x'.repeat(256) }, 'name'],
        [{ name: 'Colourful', color: '#12345678901' }, 'color'],
      ] as const) {
        const res = await ctx.app.inject({ method: 'POST', url: '/api/groups/labels', headers: bearer(member.token), payload });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual(errorDto.invalidField('body', field));
      }
    });
  });
});

describe('GET /api/groups/labels', () => {
  it('lists only the caller group labels in the pagination envelope, with search', async () => {
    const user = await createUser(ctx);
    for (const name of ['Frozen Foods', 'Fruits', 'Crème & Cheese']) await createLabel(user, { name });
    await createLabel(outsider, { name: 'Fruits & Nuts' });

    const all = await ctx.app.inject({
      method: 'GET',
      url: '/api/groups/labels?orderBy=name&orderDirection=asc',
      headers: bearer(user.token),
    });
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(all.json()).toMatchObject({ page: 1, per_page: 50, total: 3, total_pages: 1, next: null, previous: null });
    expect(all.json().items.map((l: { name: string }) => l.name)).toEqual(['Crème & Cheese', 'Frozen Foods', 'Fruits']);

    const search = async (text: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/groups/labels?search=${encodeURIComponent(text)}`, headers: bearer(user.token) }))
        .json()
        .items.map((l: { name: string }) => l.name);
    expect(await search('fru')).toEqual(['Fruits']);
    expect(await search('creme')).toEqual(['Crème & Cheese']);
    expect(await search('FROZEN')).toEqual(['Frozen Foods']);
    expect(await search('zzz')).toEqual([]);
    // As in Mealie, any word may match; the closest match comes first.
    expect(await search('fruits frozen')).toEqual(['Fruits', 'Frozen Foods']);
  });
});

describe('GET · PUT · DELETE /api/groups/labels/{id}', () => {
  it('reads, renames, recolours and deletes a label', async () => {
    const label = await createLabel(member, { name: 'Bakery' });
    const get = await ctx.app.inject({ method: 'GET', url: `/api/groups/labels/${label.id}`, headers: bearer(member.token) });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual(label);
    expect(get.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');

    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/groups/labels/${label.id}`,
      headers: bearer(member.token),
      payload: { id: label.id, groupId: label.groupId, name: 'Bread', color: '#aa0000' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ ...label, name: 'Bread', color: '#aa0000' });

    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/groups/labels/${label.id}`, headers: bearer(member.token) });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ ...label, name: 'Bread', color: '#aa0000' });
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/groups/labels/${label.id}`, headers: bearer(member.token) });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses renaming onto another label name', async () => {
    await createLabel(member, { name: 'Spices' });
    const other = await createLabel(member, { name: 'Herbs' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/groups/labels/${other.id}`,
      headers: bearer(member.token),
      payload: { name: 'Spices' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('leaves foods without a label when their label is deleted', async () => {
    const label = await createLabel(member, { name: 'Meat' });
    const food = await ctx.app.inject({
      method: 'POST',
      url: '/api/foods',
      headers: bearer(member.token),
      payload: { name: 'beef', labelId: label.id },
    });
    expect(food.json().label).toEqual(label);
    await ctx.app.inject({ method: 'DELETE', url: `/api/groups/labels/${label.id}`, headers: bearer(member.token) });
    const after = await ctx.app.inject({ method: 'GET', url: `/api/foods/${food.json().id}`, headers: bearer(member.token) });
    expect(after.json()).toMatchObject({ labelId: null, label: null });
  });

  it('answers 404 to another group for every id route, and changes nothing', async () => {
    const label = await createLabel(member, { name: 'Secret' });
    await expectUnchanged(ctx, ['multi_purpose_labels'], async () => {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await ctx.app.inject({
          method,
          url: `/api/groups/labels/${label.id}`,
          headers: bearer(outsider.token),
          ...(method === 'PUT' ? { payload: { name: 'Mine now' } } : {}),
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(errorDto.errorResponse('Label not found'));
      }
    });
  });

  it('answers 422 to an id that is not a UUID', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/groups/labels/not-a-uuid', headers: bearer(member.token) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(errorDto.invalidField('path', 'itemId'));
  });
});
