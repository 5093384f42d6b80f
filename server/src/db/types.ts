import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Column names follow Mealie's database (snake_case, `update_at`, `login_attemps`)
 * so that Mealie backups map onto our tables column for column.
 *
 * Booleans are stored as 0/1 on SQLite and read back as numbers there; the mappers in each
 * module turn them into booleans. Timestamps are ISO strings on write; PostgreSQL returns Date.
 */
export type Bool = boolean | number;
export type Timestamp = string | Date;

export interface GroupsTable {
  id: string;
  name: string;
  slug: string;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface GroupPreferencesTable {
  id: string;
  group_id: string;
  private_group: Bool;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface HouseholdsTable {
  id: string;
  group_id: string;
  name: string;
  slug: string;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface HouseholdPreferencesTable {
  id: string;
  household_id: string;
  private_household: Bool;
  lock_recipe_edits_from_other_households: Bool;
  first_day_of_week: number;
  recipe_public: Bool;
  recipe_show_nutrition: Bool;
  recipe_show_assets: Bool;
  recipe_landscape_view: Bool;
  recipe_disable_comments: Bool;
  recipe_disable_amount: Bool;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface UsersTable {
  id: string;
  username: string;
  full_name: string;
  email: string;
  password: string;
  auth_method: 'Mealie' | 'LDAP' | 'OIDC';
  admin: Bool;
  advanced: Bool;
  group_id: string;
  household_id: string;
  cache_key: string;
  login_attemps: number;
  locked_at: Timestamp | null;
  can_manage_household: Bool;
  can_manage: Bool;
  can_invite: Bool;
  can_organize: Bool;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface LongLiveTokensTable {
  id: Generated<number>;
  name: string;
  token: string;
  user_id: string;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: string;
  token: string;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface InviteTokensTable {
  id: Generated<number>;
  token: string;
  uses_left: number;
  group_id: string;
  household_id: string;
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
  update_at: Timestamp;
}

export interface Database {
  groups: GroupsTable;
  group_preferences: GroupPreferencesTable;
  households: HouseholdsTable;
  household_preferences: HouseholdPreferencesTable;
  users: UsersTable;
  long_live_tokens: LongLiveTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  invite_tokens: InviteTokensTable;
  site_settings: SiteSettingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type GroupRow = Selectable<GroupsTable>;
export type HouseholdRow = Selectable<HouseholdsTable>;
export type HouseholdPreferencesRow = Selectable<HouseholdPreferencesTable>;
