import type { AuthContext } from '../../platform/auth/context.js';
import { burnVerification, hashPassword, needsRehash, verifyPassword } from '../../platform/auth/passwords.js';
import type { Deps } from '../../platform/deps.js';
import { invalidCredentials, lockedOut } from '../../platform/errors.js';
import { createLockoutsService } from './lockouts.service.js';
import { clearFailedSignIns, findUserForSignIn, recordFailedSignIn, releaseAllLockouts } from './queries.js';

const REMEMBER_ME_HOURS = 14 * 24;

export function createAuthService(deps: Deps) {
  const { db, config, tokens } = deps;
  const lockouts = createLockoutsService(deps);

  const lockExpired = (lockedAt: string | Date | null) =>
    lockedAt !== null && Date.now() - new Date(lockedAt).getTime() >= config.lockoutHours * 3600_000;

  return {
    /**
     * POST /api/auth/token. Unknown user and wrong password answer the same 401 after the same
     * work; after SECURITY_MAX_LOGIN_ATTEMPTS failures the account answers 423 until the lockout
     * time has passed, even with the right password.
     */
    async signIn(login: string, password: string, rememberMe: boolean) {
      const user = await findUserForSignIn(db, login);
      if (user?.auth_method !== 'Mealie') {
        await burnVerification(password);
        throw invalidCredentials();
      }
      let attempts = user.login_attemps;
      if (user.locked_at !== null || attempts >= config.maxLoginAttempts) {
        if (user.locked_at !== null && lockExpired(user.locked_at)) {
          attempts = 0;
          await clearFailedSignIns(db, user.id);
        } else {
          throw lockedOut();
        }
      }
      if (!(await verifyPassword(password, user.password))) {
        attempts += 1;
        await recordFailedSignIn(db, user.id, attempts, attempts >= config.maxLoginAttempts);
        throw invalidCredentials();
      }
      // Hashes restored from Mealie (bcrypt) are upgraded to Argon2id on the first good sign-in.
      await clearFailedSignIns(db, user.id, needsRehash(user.password) ? await hashPassword(password) : undefined);

      const hours = rememberMe ? Math.max(config.tokenTimeHours, REMEMBER_ME_HOURS) : config.tokenTimeHours;
      return { token: await tokens.accessToken(user.id, hours, true), lifetimeSeconds: hours * 3600 };
    },

    async refresh(auth: AuthContext) {
      return tokens.accessToken(auth.userId, config.tokenTimeHours, false);
    },

    /** Ends the lockouts that have run out, or every lockout with `force`; answers how many. */
    unlockUsers(force: boolean): Promise<number> {
      return force ? releaseAllLockouts(db) : lockouts.releaseExpiredLockouts();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
