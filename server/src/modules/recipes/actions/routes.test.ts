import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, scopeOf, type TestUser } from '../../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../../test/responses.js';
import type { DeliveryLog } from './service.js';

let ctx: TestContext;
let member: TestUser;
let housemate: TestUser;
let stranger: TestUser;

/** A loopback receiver standing in for the user's automation endpoint. */
let receiver: http.Server;
let hookUrl: string;
const posts: { headers: http.IncomingHttpHeaders; body: string }[] = [];

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
// biome-ignore lint/suspicious/noTemplateCurlyInString: link actions are templates the web app fills in.
const LINK_TEMPLATE = 'https://www.example.com/search?q=${slug}';

async function call(user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({ method, url, headers: user ? bearer(user.token) : {}, payload: payload as object });
}

function captureLog() {
  const entries: { level: 'info' | 'warn'; details: Record<string, unknown>; message: string }[] = [];
  const log: DeliveryLog = {
    info: (details, message) => entries.push({ level: 'info', details: details as Record<string, unknown>, message }),
    warn: (details, message) => entries.push({ level: 'warn', details: details as Record<string, unknown>, message }),
  };
  return { log, entries };
}

beforeAll(async () => {
  ctx = await setupTestApp();
  member = await createUser(ctx);
  housemate = await createUser(ctx, { beside: member });
  stranger = await createUser(ctx);
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      posts.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await ctx.close();
});

describe('recipe actions CRUD', () => {
  it('requires a signed-in user', async () => {
    const res = await call(null, 'GET', '/api/households/recipe-actions');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorDto.unauthenticated);
  });

  it('refuses bad input with 422 naming the field, creating nothing', async () => {
    await expectUnchanged(ctx, ['group_recipe_actions'], async () => {
      const badType = await call(member, 'POST', '/api/households/recipe-actions', { actionType: 'email', title: 'x', url: 'http://a' });
      expect(badType.json()).toEqual(errorDto.invalidField('body', 'actionType'));
      const noTitle = await call(member, 'POST', '/api/households/recipe-actions', { actionType: 'link', url: 'http://a' });
      expect(noTitle.json()).toEqual(errorDto.invalidField('body', 'title'));
      const badPostUrl = await call(member, 'POST', '/api/households/recipe-actions', {
        actionType: 'post',
        title: 'x',
        url: 'file:///etc/passwd',
      });
      expect(badPostUrl.statusCode).toBe(422);
      expect(badPostUrl.json()).toEqual(errorDto.invalidField('body', 'url'));
    });
  });

  it('refuses a link action whose URL would run script (javascript:, data:, vbscript:) with 422, creating nothing', async () => {
    await expectUnchanged(ctx, ['group_recipe_actions'], async () => {
      for (const url of [
        'javascript:alert(document.cookie)',
        ' JavaScript:alert(1)',
        'java\tscript:alert(1)',
        'data:text/html,<script>1</script>',
        'vbscript:x',
      ]) {
        const res = await call(member, 'POST', '/api/households/recipe-actions', { actionType: 'link', title: 'x', url });
        expect(res.statusCode, url).toBe(422);
        expect(res.json()).toEqual(errorDto.invalidField('body', 'url'));
      }
    });
    // Templates and relative links stay allowed.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: link actions are templates the web app fills in.
    const relative = '/g/home/r/${slug}';
    for (const url of [LINK_TEMPLATE, relative]) {
      const res = await call(member, 'POST', '/api/households/recipe-actions', { actionType: 'link', title: 'ok', url });
      expect(res.statusCode, url).toBe(201);
      expect((await call(member, 'DELETE', `/api/households/recipe-actions/${res.json().id}`)).statusCode).toBe(200);
    }
  });

  it('creates, reads, lists, updates and deletes within the household', async () => {
    const created = await call(member, 'POST', '/api/households/recipe-actions', {
      action_type: 'link',
      title: 'Search the web',
      url: LINK_TEMPLATE,
    });
    expect(created.statusCode).toBe(201);
    const action = created.json();
    expect(action).toEqual({
      id: expect.any(String),
      actionType: 'link',
      title: 'Search the web',
      url: LINK_TEMPLATE,
      groupId: member.groupId,
      householdId: member.householdId,
    });
    expect((await call(member, 'GET', `/api/households/recipe-actions/${action.id}`)).json()).toEqual(action);
    const list = await call(member, 'GET', '/api/households/recipe-actions?perPage=-1');
    expect(list.json()).toMatchObject({ page: 1, total: 1, items: [action] });
    expect((await call(member, 'GET', '/api/groups/recipe-actions')).json().items).toEqual([action]);

    const updated = await call(member, 'PUT', `/api/households/recipe-actions/${action.id}`, {
      ...action,
      title: 'Renamed',
      groupId: stranger.groupId,
      householdId: stranger.householdId,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...action, title: 'Renamed' });

    const deleted = await call(member, 'DELETE', `/api/households/recipe-actions/${action.id}`);
    expect(deleted.json()).toEqual({ ...action, title: 'Renamed' });
    expect((await call(member, 'GET', `/api/households/recipe-actions/${action.id}`)).statusCode).toBe(404);
  });

  it('keeps actions household-scoped: 404 for another household or group', async () => {
    const action = (
      await call(member, 'POST', '/api/households/recipe-actions', { actionType: 'link', title: 'Mine', url: 'https://example.com' })
    ).json();
    for (const user of [housemate, stranger]) {
      // A user created in an existing group without a household name joins its default household.
      if (user.householdId === member.householdId) continue;
      expect((await call(user, 'GET', `/api/households/recipe-actions/${action.id}`)).statusCode).toBe(404);
      expect((await call(user, 'PUT', `/api/households/recipe-actions/${action.id}`, { ...action, title: 'Stolen' })).statusCode).toBe(404);
      expect((await call(user, 'DELETE', `/api/households/recipe-actions/${action.id}`)).statusCode).toBe(404);
      expect((await call(user, 'GET', '/api/households/recipe-actions')).json().items).toEqual([]);
    }
    expect((await call(member, 'GET', `/api/households/recipe-actions/${MISSING_ID}`)).json()).toEqual(
      errorDto.errorResponse('Not found.'),
    );
  });
});

describe('POST /api/households/recipe-actions/{id}/trigger/{recipe_slug}', () => {
  let slug: string;
  beforeAll(async () => {
    const res = await call(member, 'POST', '/api/recipes', { name: 'Trigger Test Pie' });
    expect(res.statusCode).toBe(201);
    slug = res.json();
    const patched = await call(member, 'PATCH', `/api/recipes/${slug}`, { extras: { myKey: 'kept as sent' } });
    expect(patched.statusCode).toBe(200);
  });

  it('answers 202 and posts the action and the snake_case recipe to an allowed address', async () => {
    const action = (
      await call(member, 'POST', '/api/households/recipe-actions', { actionType: 'post', title: 'Send', url: hookUrl })
    ).json();
    const undo = ctx.app.deps.outbound.allowAddress(new URL(hookUrl).host);
    try {
      const before = posts.length;
      const res = await call(member, 'POST', `/api/households/recipe-actions/${action.id}/trigger/${slug}`);
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe('null');
      await vi.waitFor(() => expect(posts.length).toBeGreaterThan(before), { timeout: 5000 });
      const post = posts[posts.length - 1];
      expect(post.headers['content-type']).toBe('application/json');
      const body = JSON.parse(post.body);
      expect(body.action).toEqual({
        action_type: 'post',
        title: 'Send',
        url: hookUrl,
        group_id: member.groupId,
        household_id: member.householdId,
        id: action.id,
      });
      expect(body.content).toMatchObject({ name: 'Trigger Test Pie', slug, group_id: member.groupId });
      expect(body.content).toHaveProperty('recipe_ingredient');
      expect(body.content).toHaveProperty('org_url');
      expect(body.content).not.toHaveProperty('recipeIngredient');
      // The keys of extras belong to the user and are not renamed.
      expect(body.content.extras).toEqual({ myKey: 'kept as sent' });
    } finally {
      undo();
    }
  });

  it('refuses to post to a private or loopback address: logged, nothing sent', async () => {
    const auth = await scopeOf(ctx, member);
    for (const url of [hookUrl, 'http://10.0.0.1/hook', 'http://169.254.169.254/latest/meta-data/']) {
      const action = (await call(member, 'POST', '/api/households/recipe-actions', { actionType: 'post', title: 'Sneaky', url })).json();
      const before = posts.length;
      const viaApi = await call(member, 'POST', `/api/households/recipe-actions/${action.id}/trigger/${slug}`);
      expect(viaApi.statusCode).toBe(202);
      const { log, entries } = captureLog();
      const { delivery } = await ctx.app.services.recipeActions.triggerRecipeAction(auth, action.id, slug, log);
      expect(await delivery).toBe('refused');
      expect(entries).toEqual([
        {
          level: 'warn',
          message: 'recipe action refused',
          details: expect.objectContaining({ actionId: action.id, code: 'blocked-address' }),
        },
      ]);
      // The API's delivery runs the same code in the background; the direct call's is the one whose
      // outcome can be awaited, and it has settled before this check.
      expect(posts.length).toBe(before);
    }
  });

  it('answers 400 for a link action, 404 for an unknown recipe or action, 404 across tenants', async () => {
    const link = (
      await call(member, 'POST', '/api/households/recipe-actions', { actionType: 'link', title: 'Open', url: 'https://x.test' })
    ).json();
    const res = await call(member, 'POST', `/api/households/recipe-actions/${link.id}/trigger/${slug}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorDto.errorResponse('Cannot trigger action type "link".'));

    const post = (await call(member, 'POST', '/api/households/recipe-actions', { actionType: 'post', title: 'Send', url: hookUrl })).json();
    expect((await call(member, 'POST', `/api/households/recipe-actions/${post.id}/trigger/no-such-recipe`)).statusCode).toBe(404);
    expect((await call(member, 'POST', `/api/households/recipe-actions/${MISSING_ID}/trigger/${slug}`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/api/households/recipe-actions/${post.id}/trigger/${slug}`)).statusCode).toBe(404);
  });
});

describe('ALLOW_PRIVATE_NETWORK_IMPORT', () => {
  it('lets post actions reach private addresses when set', async () => {
    const open = await setupTestApp({ ALLOW_PRIVATE_NETWORK_IMPORT: 'true' });
    try {
      const user = await createUser(open);
      const inject = (method: 'POST', url: string, payload?: object) =>
        open.app.inject({ method, url, headers: bearer(user.token), payload });
      const recipeSlug = (await inject('POST', '/api/recipes', { name: 'Open Network Pie' })).json();
      const action = (await inject('POST', '/api/households/recipe-actions', { actionType: 'post', title: 'Send', url: hookUrl })).json();
      const before = posts.length;
      expect((await inject('POST', `/api/households/recipe-actions/${action.id}/trigger/${recipeSlug}`)).statusCode).toBe(202);
      await vi.waitFor(() => expect(posts.length).toBeGreaterThan(before), { timeout: 5000 });
      expect(JSON.parse(posts[posts.length - 1].body).content.name).toBe('Open Network Pie');
    } finally {
      await open.close();
    }
  });
});
