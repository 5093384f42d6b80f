import { inGroup, type Tenant } from '../../platform/access.js';
import { nowIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';

/** The group of that name with its privacy (the instance's default group, for /api/app/about). */
export const findGroupPrivacyByName = (db: Db, name: string) =>
  db
    .selectFrom('groups')
    .innerJoin('group_preferences', 'group_preferences.group_id', 'groups.id')
    .select(['groups.id', 'groups.slug', 'group_preferences.private_group'])
    .where('groups.name', '=', name)
    .executeTakeFirst();

/** The household of that name in the tenant's group, with its privacy. */
export const findHouseholdPrivacyByName = (db: Db, tenant: Tenant, name: string) =>
  db
    .selectFrom('households')
    .innerJoin('household_preferences', 'household_preferences.household_id', 'households.id')
    .select(['households.slug', 'household_preferences.private_household'])
    .$call(inGroup(tenant, 'households.group_id'))
    .where('households.name', '=', name)
    .executeTakeFirst();

export const listSiteSettings = (db: Db) => db.selectFrom('site_settings').select(['key', 'value']).execute();

/** Stores one setting's JSON value, replacing the old one. */
export const upsertSiteSetting = (db: Db, key: string, json: string) => {
  const row = { key, value: json, update_at: nowIso() };
  return db
    .insertInto('site_settings')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, update_at: row.update_at }))
    .execute();
};
