import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/** Groups, households, users and their tokens, with Mealie's table and column names. */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('groups')
    .addColumn('id', types.uuid, (c) => c.primaryKey())
    .addColumn('name', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('slug', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('created_at', types.timestamp, (c) => c.notNull())
    .addColumn('update_at', types.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('group_preferences')
    .addColumn('id', types.uuid, (c) => c.primaryKey())
    .addColumn('group_id', types.uuid, (c) => c.notNull().unique().references('groups.id').onDelete('cascade'))
    .addColumn('private_group', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', types.timestamp, (c) => c.notNull())
    .addColumn('update_at', types.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('households')
    .addColumn('id', types.uuid, (c) => c.primaryKey())
    .addColumn('group_id', types.uuid, (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('slug', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', types.timestamp, (c) => c.notNull())
    .addColumn('update_at', types.timestamp, (c) => c.notNull())
    .addUniqueConstraint('households_group_id_name_key', ['group_id', 'name'])
    .addUniqueConstraint('households_group_id_slug_key', ['group_id', 'slug'])
    .execute();

  await db.schema
    .createTable('household_preferences')
    .addColumn('id', types.uuid, (c) => c.primaryKey())
    .addColumn('household_id', types.uuid, (c) => c.notNull().unique().references('households.id').onDelete('cascade'))
    .addColumn('private_household', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('lock_recipe_edits_from_other_households', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('first_day_of_week', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recipe_public', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('recipe_show_nutrition', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('recipe_show_assets', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('recipe_landscape_view', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('recipe_disable_comments', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('recipe_disable_amount', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', types.timestamp, (c) => c.notNull())
    .addColumn('update_at', types.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', types.uuid, (c) => c.primaryKey())
    .addColumn('username', 'varchar(255)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('password', 'varchar(255)', (c) => c.notNull())
    .addColumn('auth_method', 'varchar(16)', (c) => c.notNull().defaultTo('Mealie'))
    .addColumn('admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('advanced', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('group_id', types.uuid, (c) => c.notNull().references('groups.id'))
    .addColumn('household_id', types.uuid, (c) => c.notNull().references('households.id'))
    .addColumn('cache_key', 'varchar(64)', (c) => c.notNull().defaultTo('1234'))
    .addColumn('login_attemps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_at', types.timestamp)
    .addColumn('can_manage_household', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_manage', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_invite', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('can_organize', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', types.timestamp, (c) => c.notNull())
    .addColumn('update_at', types.timestamp, (c) => c.notNull())
    .execute();
  // Usernames and e-mails are unique regardless of case (sign-in matches case-insensitively).
  await sql`CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username))`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`.execute(db);
  await db.schema.createIndex('users_group_id_idx').on('users').column('group_id').execute();
  await db.schema.createIndex('users_household_id_idx').on('users').column('household_id').execute();

  await db.schema
    .createTable('long_live_tokens')
    .addColumn('id', types.serial, (c) => c.primaryKey().$call(types.autoIncrement))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('user_id', types.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', types.timestamp, (c) => c.notNull())
    .addColumn('update_at', types.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('long_live_tokens_user_id_idx').on('long_live_tokens').column('user_id').execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', types.serial, (c) => c.primaryKey().$call(types.autoIncrement))
    .addColumn('user_id', types.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', types.timestamp, (c) => c.notNull())
    .addColumn('update_at', types.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('invite_tokens')
    .addColumn('id', types.serial, (c) => c.primaryKey().$call(types.autoIncrement))
    .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('uses_left', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('group_id', types.uuid, (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('household_id', types.uuid, (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('created_at', types.timestamp, (c) => c.notNull())
    .addColumn('update_at', types.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('update_at', types.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'site_settings',
    'invite_tokens',
    'password_reset_tokens',
    'long_live_tokens',
    'users',
    'household_preferences',
    'households',
    'group_preferences',
    'groups',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
