import type { GroupsService } from '../groups/service.js';
import type { UsersService } from '../users/service.js';

/** Availability checks for the registration form: `valid` means "not taken". */
export function createValidatorsService(areas: { users: UsersService; groups: GroupsService }) {
  const { users, groups } = areas;
  return {
    usernameAvailable: (name: string) => users.usernameAvailable(name),
    emailAvailable: (email: string) => users.emailAvailable(email),
    groupNameAvailable: (name: string) => groups.groupNameAvailable(name),
  };
}
