import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, multipart, type TestRecipe, type TestUser } from '../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../test/harness.js';
import { pydanticType } from './error-handler.js';

let ctx: TestContext;
let user: TestUser;
let recipe: TestRecipe;

beforeAll(async () => {
  ctx = await setupTestApp();
  user = await createUser(ctx);
  recipe = await createRecipe(ctx, user, { name: 'Oversized Omelette' });
});
afterAll(() => ctx.close());

describe('422 answers', () => {
  it("name the limit of an over-long string as Pydantic does (type and ctx), keeping Zod's message", async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(user.token),
      payload: { email: user.email, fullName: 'x'.repeat(3000) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      expect.objectContaining({ type: 'string_too_long', loc: ['body', 'fullName'], ctx: { max_length: 255 }, msg: expect.any(String) }),
    ]);
  });
});

describe('pydanticType', () => {
  it.each([
    ['too_big', { origin: 'string', maximum: 255 }, { type: 'string_too_long', ctx: { max_length: 255 } }],
    ['too_small', { origin: 'string', minimum: 8 }, { type: 'string_too_short', ctx: { min_length: 8 } }],
    ['too_small', { origin: 'array', minimum: 1 }, { type: 'too_short', ctx: { min_length: 1 } }],
    ['too_big', { origin: 'number', maximum: 5, inclusive: true }, { type: 'less_than_equal', ctx: { le: 5 } }],
    ['too_small', { origin: 'number', minimum: 0, inclusive: false }, { type: 'greater_than', ctx: { gt: 0 } }],
    ['invalid_format', {}, { type: 'invalid_format' }],
  ])('%s %o → %o', (code, params, expected) => {
    expect(pydanticType(code, params, '')).toEqual(expected);
  });

  it('calls an absent required value missing', () => {
    expect(pydanticType('invalid_type', { expected: 'string' }, 'Invalid input: expected string, received undefined')).toEqual({
      type: 'missing',
    });
  });
});

describe('413 answers', () => {
  it('name the upload limit in the message and in maxBytes, before reading the body', async () => {
    const body = await multipart({
      image: { data: Buffer.alloc(26 * 1024 * 1024), filename: 'huge.png', type: 'image/png' },
      extension: 'png',
    });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/recipes/${recipe.slug}/image`,
      headers: { ...bearer(user.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatchObject({ message: 'The upload is larger than 25 MB', maxBytes: 25 * 1024 * 1024 });
  });

  it('name the limit of an over-large JSON body', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ email: user.email, fullName: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatchObject({
      message: 'The request is larger than 10 MB',
      exception: 'too-large',
      maxBytes: 10 * 1024 * 1024,
    });
  });
});
