import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/types.js';
import type { TestContext } from './harness.js';

/**
 * Error bodies a client sees, shared by the API tests (reference/api.md §3), in the manner of
 * Immich's `e2e/src/responses.ts`.
 */
export const errorDto = {
  /** No token: FastAPI's OAuth2 scheme. */
  unauthenticated: { detail: 'Not authenticated' },
  /** A signed-in user without the administrator flag on an /api/admin route. */
  forbidden: { detail: 'Forbidden' },
  /** Mealie's ErrorResponse object, used by most service errors (400, 403, 404). */
  errorResponse: (message: string) => ({ detail: { message, error: true, exception: null } }),
  /** Registration-style conflicts carry only a message. */
  conflict: (message: string) => ({ detail: { message } }),
  /** FastAPI's 422 list naming one field. */
  invalidField: (...loc: (string | number)[]) => ({
    detail: [expect.objectContaining({ loc, msg: expect.any(String), type: expect.any(String) })],
  }),
};

/**
 * Asserts that a route answers 401 without a token and 403 `{"detail":"Forbidden"}` to a signed-in
 * user who is not an administrator.
 */
export async function expectAdminOnly(app: FastifyInstance, userToken: string, request: InjectOptions): Promise<void> {
  const { headers: _ignored, ...rest } = request;
  const anonymous = await app.inject(rest);
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toEqual(errorDto.unauthenticated);
  expect(anonymous.headers['www-authenticate']).toBe('Bearer');

  const nonAdmin = await app.inject({ ...rest, headers: { authorization: `Bearer ${userToken}` } });
  expect(nonAdmin.statusCode).toBe(403);
  expect(nonAdmin.json()).toEqual(errorDto.forbidden);
}

type TableName = Exclude<keyof Database, 'site_settings'>;

/** Every row of the given tables, in a stable order, to compare before and after a request. */
async function snapshot(ctx: TestContext, tables: TableName[]) {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    out[table] = await ctx.database.db
      .selectFrom(table as 'users')
      .selectAll()
      .orderBy('id')
      .execute();
  }
  return out;
}

/** Runs `action` (which should be refused) and asserts that the given tables did not change. */
export async function expectUnchanged(ctx: TestContext, tables: TableName[], action: () => Promise<void>): Promise<void> {
  const before = await snapshot(ctx, tables);
  await action();
  expect(await snapshot(ctx, tables)).toEqual(before);
}
