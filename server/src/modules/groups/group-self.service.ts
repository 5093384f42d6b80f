import { requireAccess, type Scope } from '../../platform/access.js';
import type { Deps } from '../../platform/deps.js';
import { notFound, notFoundText } from '../../platform/errors.js';
import { canonicalUuid } from '../../platform/ids.js';
import { type Page, type PaginationQuery, paginate } from '../../platform/pagination.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import { prettySize } from '../../platform/sizes.js';
import { toBool } from '../../platform/time.js';
import { findGroupMemberById, findGroupMemberByUsername, type GroupMemberRow, groupMembers, groupRecipeIds } from './group-self.queries.js';
import type { GroupMember, GroupPreferences, GroupStorage, GroupSummary, UpdateGroupPreferences } from './group-self.schemas.js';
import { findGroup, setGroupPrivacy } from './queries.js';

/** The storage Mealie allows a group (`GroupService.ALLOWED_SIZE`): 500 MiB. */
export const GROUP_STORAGE_BYTES = 500 * 1024 * 1024;

const MEMBER_ATTRIBUTES: AttributeMap = {
  id: { column: 'users.id', type: 'uuid' },
  username: { column: 'users.username', type: 'string' },
  full_name: { column: 'users.full_name', type: 'string' },
  household_id: { column: 'users.household_id', type: 'uuid' },
  group_id: { column: 'users.group_id', type: 'uuid' },
  created_at: { column: 'users.created_at', type: 'datetime' },
};

const toGroupMember = (row: GroupMemberRow): GroupMember => ({
  id: row.id,
  groupId: row.group_id,
  householdId: row.household_id,
  username: row.username,
  fullName: row.full_name,
});

/** `/api/groups/self|members|preferences|storage`: the signed-in member's own group. */
export function createGroupSelfService(deps: Deps) {
  const { db, files } = deps;

  async function getPreferences(scope: Scope): Promise<GroupPreferences> {
    const group = await findGroup(db, scope);
    if (!group) throw notFound('Group not found');
    return { privateGroup: toBool(group.private_group), groupId: group.id, id: group.preferences_id };
  }

  return {
    async getGroupSelf(scope: Scope): Promise<GroupSummary> {
      const group = await findGroup(db, scope);
      if (!group) throw notFound('Group not found');
      return {
        name: group.name,
        id: group.id,
        slug: group.slug,
        preferences: { privateGroup: toBool(group.private_group), groupId: group.id, id: group.preferences_id },
      };
    },

    /** Every member of the caller's group, in all of its households. */
    listGroupMembers(scope: Scope, q: PaginationQuery): Promise<Page<GroupMember>> {
      return paginate(groupMembers(db, scope), q, {
        attributes: MEMBER_ATTRIBUTES,
        idColumn: 'users.id',
        defaultOrder: 'created_at',
        map: (rows) => rows.map(toGroupMember),
      });
    },

    /** A member of the caller's group by id (a UUID) or username; anyone else is "User Not Found". */
    async getGroupMember(scope: Scope, usernameOrId: string): Promise<GroupMember> {
      const id = canonicalUuid(usernameOrId);
      const row = id ? await findGroupMemberById(db, scope, id) : await findGroupMemberByUsername(db, scope, usernameOrId);
      // Mealie answers a bare string detail here.
      if (!row) throw notFoundText('User Not Found');
      return toGroupMember(row);
    },

    getGroupPreferences: getPreferences,

    /**
     * Mealie lets any member change this; Larder asks for the group-manager flag (or an
     * administrator), as the group settings page of Mealie's web app does.
     */
    async updateGroupPreferences(scope: Scope, input: UpdateGroupPreferences): Promise<GroupPreferences> {
      requireAccess(scope, 'group.manage');
      await setGroupPrivacy(db, scope, input.privateGroup);
      return getPreferences(scope);
    },

    /** The bytes of the group's recipe folders (images, assets, timeline images) against Mealie's 500 MiB. */
    async getGroupStorage(scope: Scope): Promise<GroupStorage> {
      let used = 0;
      for (const id of await groupRecipeIds(db, scope)) used += await files.recipe(id).size();
      return {
        usedStorageBytes: used,
        usedStorageStr: prettySize(used),
        totalStorageBytes: GROUP_STORAGE_BYTES,
        totalStorageStr: prettySize(GROUP_STORAGE_BYTES),
      };
    },
  };
}

export type GroupSelfService = ReturnType<typeof createGroupSelfService>;
