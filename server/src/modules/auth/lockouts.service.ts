import type { Deps } from '../../platform/deps.js';
import { releaseLockoutsBefore } from './lockouts.queries.js';

/** Mealie's hourly `locked_users` task: account lockouts end after SECURITY_USER_LOCKOUT_TIME hours. */
export const LOCKOUT_CLEANUP_JOB = 'auth-lockout-cleanup';
export const LOCKOUT_CLEANUP_SCHEDULE = '0 * * * *';

export function createLockoutsService(deps: Deps) {
  const { db, config } = deps;
  return {
    /** Unlocks the accounts whose lockout has run out; answers how many. */
    releaseExpiredLockouts(now = new Date()): Promise<number> {
      return releaseLockoutsBefore(db, new Date(now.getTime() - config.lockoutHours * 3600_000).toISOString());
    },
  };
}

export type LockoutsService = ReturnType<typeof createLockoutsService>;
