// Kept only for the events tests, written meanwhile; new tests import server/test/factories.ts.
// Delete once nothing imports it.
import { createUser, type TestUser, type UserOptions } from '../../../test/factories.js';
import type { TestContext } from '../../../test/harness.js';

export { memberOfOtherHousehold } from '../../../test/factories.js';

export const newTenant = (ctx: TestContext, flags?: UserOptions['flags']) => createUser(ctx, { flags });

export const memberOf = (ctx: TestContext, user: TestUser, options: Omit<UserOptions, 'beside'> = {}) =>
  createUser(ctx, { ...options, beside: user });
