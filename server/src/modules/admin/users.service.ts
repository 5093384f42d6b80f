import { requireAccess, type Scope } from '../../platform/access.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { Page, PaginationQuery } from '../../platform/pagination.js';
import type { AuthService } from '../auth/service.js';
import type { UserBase, UserIn, UserOut } from '../users/schemas.js';
import type { UsersService } from '../users/service.js';
import { anotherAdminExists } from './users.queries.js';

/**
 * /api/admin/users (also served under /api/users): what administrators do to accounts. The users
 * area owns the accounts; this adds the administrator's own rules (never lock yourself out).
 */
export function createAdminUsersService(deps: Deps, areas: { users: UsersService; auth: AuthService }) {
  const { users, auth } = areas;

  return {
    listUsers: (scope: Scope, q: PaginationQuery): Promise<Page<UserOut>> => users.listUsers(scope, q),

    getUser: (scope: Scope, id: string): Promise<UserOut> => users.getUser(scope, id),

    createUser: (scope: Scope, input: UserIn): Promise<UserOut> => users.createUser(scope, input),

    async updateUser(scope: AuthContext, id: string, input: UserBase): Promise<UserOut> {
      requireAccess(scope, 'admin');
      if (id === scope.userId && input.admin === false) throw forbidden('You cannot remove your own administrator rights');
      await users.updateUser(scope, id, input);
      return users.getUserOut(id);
    },

    /**
     * Deletes the account and its files (`DATA_DIR/users/{id}`). An administrator may delete
     * themself, as in Mealie (the screen warns, then signs them out), unless no other
     * administrator would be left to run the site.
     */
    async deleteUser(scope: AuthContext, id: string): Promise<UserOut> {
      requireAccess(scope, 'admin');
      if (id === scope.userId) {
        if (!(await anotherAdminExists(deps.db, id))) throw forbidden('You cannot delete the only administrator');
      }
      const user = await users.deleteUser(scope, id);
      await deps.files.user(id).removeAll();
      return user;
    },

    /** Clears expired lockouts, or every lockout with `force`. */
    async unlockUsers(scope: Scope, force: boolean): Promise<{ unlocked: number }> {
      requireAccess(scope, 'admin');
      return { unlocked: await auth.unlockUsers(force) };
    },

    async createPasswordResetToken(scope: Scope, email: string): Promise<{ token: string }> {
      requireAccess(scope, 'admin');
      const created = await users.createPasswordResetToken(email);
      if (!created) throw notFound('No user who signs in with a password has that e-mail');
      return { token: created.token };
    },
  };
}
