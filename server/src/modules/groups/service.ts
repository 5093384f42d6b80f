import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { adminTenant, requireAccess, type Scope, systemTenant, type VisitorScope, visitorScope } from '../../platform/access.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { type Page, type PaginationQuery, paginate } from '../../platform/pagination.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import { slugify, slugOnSave } from '../../platform/slug.js';
import { toBool } from '../../platform/time.js';
import { withTransaction } from '../../platform/transactions.js';
import { createHousehold, defaultHouseholdPreferences, freeName } from './households.service.js';
import {
  deleteGroup,
  findFirstHousehold,
  findGroup,
  findGroupByName,
  findGroupBySlugOrId,
  type GroupWithPreferences,
  groupNameOrSlugTaken,
  groupsWithPreferences,
  householdNamesOfGroups,
  insertGroup,
  membersOfGroups,
  renameGroup,
  setGroupPrivacy,
} from './queries.js';
import type { GroupAdminUpdate, GroupInDB } from './schemas.js';

/**
 * The tenancy area: groups and their households. First start, registration and the admin API
 * create them here; other areas ask it for names and ids through these service functions.
 */

export interface CreatedGroup {
  id: string;
  name: string;
  slug: string;
  household: { id: string; name: string; slug: string };
}

/**
 * A new group with its preferences and its default household (privacy copied from the group),
 * in one unit of work (joining the caller's, as registration's).
 */
export function createGroup(
  db: Kysely<Database>,
  name: string,
  privateGroup: boolean,
  defaultHouseholdName: string,
): Promise<CreatedGroup> {
  return withTransaction(db, async (trx) => {
    const free = await freeName((n, s) => groupNameOrSlugTaken(trx, n, s), name.trim());
    const id = crypto.randomUUID();
    await insertGroup(trx, { id, ...free, privateGroup });
    // Nobody is a member of the new group yet: the work that creates it acts for it.
    const household = await createHousehold(trx, systemTenant(id), defaultHouseholdName, defaultHouseholdPreferences(privateGroup));
    return { id, ...free, household };
  });
}

/**
 * First start: the group of that name with its oldest household, created when missing (a
 * restored backup may hold the group already, but no users).
 */
export function ensureGroup(
  db: Kysely<Database>,
  name: string,
  defaultHouseholdName: string,
): Promise<{ groupId: string; householdId: string }> {
  return withTransaction(db, async (trx) => {
    const existing = await findGroupByName(trx, name);
    if (!existing) {
      const group = await createGroup(trx, name, true, defaultHouseholdName);
      return { groupId: group.id, householdId: group.household.id };
    }
    const household =
      (await findFirstHousehold(trx, systemTenant(existing.id))) ??
      (await createHousehold(
        trx,
        systemTenant(existing.id),
        defaultHouseholdName,
        defaultHouseholdPreferences(toBool(existing.private_group)),
      ));
    return { groupId: existing.id, householdId: household.id };
  });
}

const GROUP_ATTRIBUTES: AttributeMap = {
  id: { column: 'groups.id', type: 'uuid' },
  name: { column: 'groups.name', type: 'string' },
  slug: { column: 'groups.slug', type: 'string' },
  created_at: { column: 'groups.created_at', type: 'datetime' },
  update_at: { column: 'groups.update_at', type: 'datetime' },
  updated_at: { column: 'groups.update_at', type: 'datetime' },
  'preferences.private_group': { column: 'group_preferences.private_group', type: 'boolean' },
};

export function createGroupsService(deps: Deps) {
  const { db, config } = deps;

  async function toGroupsInDB(scope: Scope, rows: GroupWithPreferences[]): Promise<GroupInDB[]> {
    const tenants = rows.map((row) => adminTenant(scope, row.id));
    const [households, members] = await Promise.all([householdNamesOfGroups(db, tenants), membersOfGroups(db, tenants)]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      categories: [],
      webhooks: [],
      households: households.filter((h) => h.group_id === row.id).map((h) => ({ id: h.id, name: h.name })),
      users: members
        .filter((u) => u.group_id === row.id)
        .map((u) => ({ id: u.id, groupId: u.group_id, householdId: u.household_id, username: u.username, fullName: u.full_name })),
      preferences: { privateGroup: toBool(row.private_group), groupId: row.id, id: row.preferences_id },
    }));
  }

  /** An administrator's view of any group. */
  async function getGroup(scope: Scope, id: string): Promise<GroupInDB> {
    const row = await findGroup(db, adminTenant(scope, id));
    if (!row) throw notFound('Group not found');
    return (await toGroupsInDB(scope, [row]))[0];
  }

  return {
    /** The group of that name, for callers that name groups (user administration, first start). */
    async findGroupByName(name: string): Promise<{ id: string; name: string } | undefined> {
      const row = await findGroupByName(db, name);
      return row && { id: row.id, name: row.name };
    },

    /** A visitor of the group named by slug or id (the explore pages); 404 `group not found` when it is private or unknown. */
    async visitorOf(groupSlugOrId: string): Promise<VisitorScope> {
      return visitorScope(await findGroupBySlugOrId(db, groupSlugOrId));
    },

    /** Whether a group could be registered under `name` (the registration form's check). */
    async groupNameAvailable(name: string): Promise<boolean> {
      const trimmed = name.trim();
      return !(await groupNameOrSlugTaken(db, trimmed, slugify(trimmed)));
    },

    // /api/admin/groups: administrators see and change every group, as in Mealie.

    async listGroups(scope: Scope, q: PaginationQuery): Promise<Page<GroupInDB>> {
      requireAccess(scope, 'admin');
      return paginate(groupsWithPreferences(db), q, {
        attributes: GROUP_ATTRIBUTES,
        idColumn: 'groups.id',
        defaultOrder: 'created_at',
        map: (rows) => toGroupsInDB(scope, rows),
      });
    },

    getGroup,

    async createGroup(scope: Scope, name: string): Promise<GroupInDB> {
      requireAccess(scope, 'admin');
      const group = await createGroup(db, name, true, config.defaultHousehold);
      return getGroup(scope, group.id);
    },

    async updateGroup(scope: Scope, id: string, input: GroupAdminUpdate): Promise<GroupInDB> {
      const tenant = adminTenant(scope, id);
      const existing = await findGroup(db, tenant);
      if (!existing) throw notFound('Group not found');
      const slug = slugOnSave(input.name, existing);
      if (!slug) throw badRequest('Name must contain at least one letter or digit');
      if (await groupNameOrSlugTaken(db, input.name, slug, id)) throw badRequest(`A group named "${input.name}" already exists`);
      await withTransaction(db, async (trx) => {
        await renameGroup(trx, tenant, input.name, slug);
        if (input.preferences?.privateGroup !== undefined) await setGroupPrivacy(trx, tenant, input.preferences.privateGroup);
      });
      return getGroup(scope, id);
    },

    async deleteGroup(scope: Scope, id: string): Promise<GroupInDB> {
      const group = await getGroup(scope, id);
      if (group.users.length > 0) throw badRequest('Cannot delete group with users');
      await deleteGroup(db, adminTenant(scope, id));
      return group;
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
