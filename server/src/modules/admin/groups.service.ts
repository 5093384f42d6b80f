import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { type PaginationQuery, paginate } from '../../platform/pagination.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import { slugify } from '../../platform/slug.js';
import { nowIso, toBool } from '../../platform/time.js';
import { findGroupById, type GroupWithPreferences, groupNameOrSlugTaken } from '../groups/queries.js';
import { createGroup } from '../groups/service.js';
import type { GroupInDB } from './schemas.js';

const GROUP_ATTRIBUTES: AttributeMap = {
  id: { column: 'groups.id', type: 'uuid' },
  name: { column: 'groups.name', type: 'string' },
  slug: { column: 'groups.slug', type: 'string' },
  created_at: { column: 'groups.created_at', type: 'datetime' },
  update_at: { column: 'groups.update_at', type: 'datetime' },
  updated_at: { column: 'groups.update_at', type: 'datetime' },
  'preferences.private_group': { column: 'group_preferences.private_group', type: 'boolean' },
};

/** /api/admin/groups: unscoped (admins see every group), as in Mealie. */
export function createAdminGroupsService(deps: Deps) {
  const { db, config } = deps;

  async function toGroupsInDB(rows: GroupWithPreferences[]): Promise<GroupInDB[]> {
    const ids = rows.map((r) => r.id);
    const households = ids.length
      ? await db.selectFrom('households').select(['id', 'name', 'group_id']).where('group_id', 'in', ids).orderBy('name').execute()
      : [];
    const users = ids.length
      ? await db
          .selectFrom('users')
          .select(['id', 'group_id', 'household_id', 'username', 'full_name'])
          .where('group_id', 'in', ids)
          .orderBy('username')
          .execute()
      : [];
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      categories: [],
      webhooks: [],
      households: households.filter((h) => h.group_id === row.id).map((h) => ({ id: h.id, name: h.name })),
      users: users
        .filter((u) => u.group_id === row.id)
        .map((u) => ({ id: u.id, groupId: u.group_id, householdId: u.household_id, username: u.username, fullName: u.full_name })),
      preferences: { privateGroup: toBool(row.private_group), groupId: row.id, id: row.preferences_id },
    }));
  }

  async function getGroup(_auth: AuthContext, id: string): Promise<GroupInDB> {
    const row = await findGroupById(db, id);
    if (!row) throw notFound('Group not found');
    return (await toGroupsInDB([row]))[0];
  }

  return {
    getGroup,

    listGroups: (_auth: AuthContext, q: PaginationQuery) =>
      paginate(
        db
          .selectFrom('groups')
          .innerJoin('group_preferences', 'group_preferences.group_id', 'groups.id')
          .select([
            'groups.id',
            'groups.name',
            'groups.slug',
            'groups.created_at',
            'groups.update_at',
            'group_preferences.id as preferences_id',
            'group_preferences.private_group',
          ]),
        q,
        {
          basePath: '/api/admin/groups',
          attributes: GROUP_ATTRIBUTES,
          idColumn: 'groups.id',
          defaultOrder: 'created_at',
          map: toGroupsInDB,
        },
      ),

    async createGroup(auth: AuthContext, name: string): Promise<GroupInDB> {
      const group = await db.transaction().execute((trx) => createGroup(trx, name, true, config.defaultHousehold));
      return getGroup(auth, group.id);
    },

    async updateGroup(auth: AuthContext, id: string, input: { name: string; preferences?: { privateGroup?: boolean } | null }) {
      const existing = await findGroupById(db, id);
      if (!existing) throw notFound('Group not found');
      const slug = slugify(input.name);
      if (!slug) throw badRequest('Name must contain at least one letter or digit');
      if (await groupNameOrSlugTaken(db, input.name, slug, id)) throw badRequest(`A group named "${input.name}" already exists`);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('groups').set({ name: input.name, slug, update_at: nowIso() }).where('id', '=', id).execute();
        if (input.preferences?.privateGroup !== undefined) {
          await trx
            .updateTable('group_preferences')
            .set({ private_group: input.preferences.privateGroup, update_at: nowIso() })
            .where('group_id', '=', id)
            .execute();
        }
      });
      return getGroup(auth, id);
    },

    async deleteGroup(auth: AuthContext, id: string): Promise<GroupInDB> {
      const group = await getGroup(auth, id);
      if (group.users.length > 0) throw badRequest('Cannot delete group with users');
      await db.deleteFrom('groups').where('id', '=', id).execute();
      return group;
    },
  };
}
