import type { Deps } from '../../platform/deps.js';
import { slugify } from '../../platform/slug.js';
import { groupNameOrSlugTaken } from '../groups/queries.js';
import { usernameOrEmailTaken } from '../users/queries.js';

/** Availability checks for the registration form: `valid` means "not taken". */
export function createValidatorsService({ db }: Deps) {
  return {
    async usernameAvailable(name: string) {
      return !(await usernameOrEmailTaken(db, name.trim(), undefined)).username;
    },
    async emailAvailable(email: string) {
      return !(await usernameOrEmailTaken(db, undefined, email.trim())).email;
    },
    async groupNameAvailable(name: string) {
      const trimmed = name.trim();
      return !(await groupNameOrSlugTaken(db, trimmed, slugify(trimmed)));
    },
  };
}
