import { systemTenant } from '../../platform/access.js';
import type { Deps } from '../../platform/deps.js';
import { notFoundText } from '../../platform/errors.js';
import { slugify } from '../../platform/slug.js';
import type { GroupsService } from '../groups/service.js';
import type { UsersService } from '../users/service.js';
import { householdNameTaken, recipeSlugTaken } from './queries.js';

/** Availability checks for the registration form: `valid` means "not taken". */
export function createValidatorsService(deps: Deps, areas: { users: UsersService; groups: GroupsService }) {
  const { db, files } = deps;
  const { users, groups } = areas;
  return {
    usernameAvailable: (name: string) => users.usernameAvailable(name),
    emailAvailable: (email: string) => users.emailAvailable(email),
    groupNameAvailable: (name: string) => groups.groupNameAvailable(name),

    /** As Mealie: a household name is taken when any group has a household of that name (or its slug). */
    async householdNameAvailable(name: string): Promise<boolean> {
      const trimmed = name.trim();
      return !(await householdNameTaken(db, trimmed, slugify(trimmed)));
    },

    /**
     * Whether a recipe named `name` would keep its slug in the group. Public, as in Mealie: the
     * caller names the group, and learns only whether one slug is in use there.
     */
    async recipeNameAvailable(groupId: string, name: string): Promise<boolean> {
      return !(await recipeSlugTaken(db, systemTenant(groupId), slugify(name)));
    },

    /** The deployment check file (`DATA_DIR/docker-validation/validate.txt`); 404 `File not found` without it. */
    async dockerValidationText(): Promise<Buffer> {
      const text = await files.dockerValidation().read('validate.txt');
      if (!text) throw notFoundText('File not found');
      return text;
    },
  };
}
