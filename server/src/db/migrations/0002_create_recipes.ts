import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/**
 * The recipe library: organizers, foods/units/labels, recipes and their parts, the per-user and
 * social parts (ratings, comments, timeline, share tokens), cookbooks and recipe actions.
 * Table and column names follow Mealie's database (including `recipee_id` in api_extras) so that
 * a Mealie backup maps onto these tables column for column.
 */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: the builder's table-name type parameter varies per table
  const stamps = (t: CreateTableBuilder<any, any>) =>
    t.addColumn('created_at', types.timestamp, (c) => c.notNull()).addColumn('update_at', types.timestamp, (c) => c.notNull());
  const uuidPk = (c: ColumnDefinitionBuilder) => c.primaryKey();
  const serialPk = (c: ColumnDefinitionBuilder) => c.primaryKey().$call(types.autoIncrement);
  const groupFk = (c: ColumnDefinitionBuilder) => c.notNull().references('groups.id').onDelete('cascade');

  // Labels, foods, units.
  await stamps(
    db.schema
      .createTable('multi_purpose_labels')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('group_id', types.uuid, groupFk)
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('color', 'varchar(10)', (c) => c.notNull().defaultTo('#959595'))
      .addUniqueConstraint('multi_purpose_labels_name_group_id_key', ['name', 'group_id']),
  ).execute();

  await stamps(
    db.schema
      .createTable('ingredient_foods')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('group_id', types.uuid, groupFk)
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('name_normalized', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('plural_name', 'varchar(255)')
      .addColumn('plural_name_normalized', 'varchar(255)')
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('on_hand', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('label_id', types.uuid, (c) => c.references('multi_purpose_labels.id').onDelete('set null'))
      .addUniqueConstraint('ingredient_foods_name_group_id_key', ['name', 'group_id']),
  ).execute();
  await db.schema.createIndex('ingredient_foods_group_id_idx').on('ingredient_foods').column('group_id').execute();

  await stamps(
    db.schema
      .createTable('ingredient_foods_aliases')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('food_id', types.uuid, (c) => c.notNull().references('ingredient_foods.id').onDelete('cascade'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('name_normalized', 'varchar(255)', (c) => c.notNull().defaultTo('')),
  ).execute();

  await stamps(
    db.schema
      .createTable('ingredient_units')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('group_id', types.uuid, groupFk)
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('name_normalized', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('plural_name', 'varchar(255)')
      .addColumn('plural_name_normalized', 'varchar(255)')
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('abbreviation', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('abbreviation_normalized', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('plural_abbreviation', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('plural_abbreviation_normalized', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('use_abbreviation', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('fraction', 'boolean', (c) => c.notNull().defaultTo(true))
      .addUniqueConstraint('ingredient_units_name_group_id_key', ['name', 'group_id']),
  ).execute();
  await db.schema.createIndex('ingredient_units_group_id_idx').on('ingredient_units').column('group_id').execute();

  await stamps(
    db.schema
      .createTable('ingredient_units_aliases')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('unit_id', types.uuid, (c) => c.notNull().references('ingredient_units.id').onDelete('cascade'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('name_normalized', 'varchar(255)', (c) => c.notNull().defaultTo('')),
  ).execute();

  // "On hand" is per household: a row means the household has it.
  await stamps(
    db.schema
      .createTable('households_to_ingredient_foods')
      .addColumn('household_id', types.uuid, (c) => c.notNull().references('households.id').onDelete('cascade'))
      .addColumn('food_id', types.uuid, (c) => c.notNull().references('ingredient_foods.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('households_to_ingredient_foods_pkey', ['household_id', 'food_id']),
  ).execute();

  // Organizers.
  for (const table of ['categories', 'tags'] as const) {
    await stamps(
      db.schema
        .createTable(table)
        .addColumn('id', types.uuid, uuidPk)
        .addColumn('group_id', types.uuid, groupFk)
        .addColumn('name', 'varchar(255)', (c) => c.notNull())
        .addColumn('slug', 'varchar(255)', (c) => c.notNull())
        .addUniqueConstraint(`${table}_slug_group_id_key`, ['slug', 'group_id']),
    ).execute();
  }
  await stamps(
    db.schema
      .createTable('tools')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('group_id', types.uuid, groupFk)
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('slug', 'varchar(255)', (c) => c.notNull())
      .addColumn('on_hand', 'boolean', (c) => c.notNull().defaultTo(false))
      .addUniqueConstraint('tools_slug_group_id_key', ['slug', 'group_id']),
  ).execute();
  await stamps(
    db.schema
      .createTable('households_to_tools')
      .addColumn('household_id', types.uuid, (c) => c.notNull().references('households.id').onDelete('cascade'))
      .addColumn('tool_id', types.uuid, (c) => c.notNull().references('tools.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('households_to_tools_pkey', ['household_id', 'tool_id']),
  ).execute();

  // Recipes. The household is the owner's (users.household_id); there is no column for it.
  await stamps(
    db.schema
      .createTable('recipes')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('group_id', types.uuid, groupFk)
      .addColumn('user_id', types.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('slug', 'varchar(255)', (c) => c.notNull())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('name_normalized', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description_normalized', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image', 'varchar(255)')
      .addColumn('total_time', 'varchar(255)')
      .addColumn('prep_time', 'varchar(255)')
      .addColumn('perform_time', 'varchar(255)')
      .addColumn('cook_time', 'varchar(255)')
      .addColumn('recipe_yield', 'varchar(255)')
      .addColumn('recipe_yield_quantity', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('recipe_servings', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('recipe_cuisine', 'varchar(255)')
      .addColumn('rating', 'double precision')
      .addColumn('org_url', 'text')
      .addColumn('date_added', 'varchar(10)', (c) => c.notNull())
      .addColumn('date_updated', types.timestamp)
      .addColumn('last_made', types.timestamp)
      .addColumn('is_ocr_recipe', 'boolean', (c) => c.notNull().defaultTo(false))
      .addUniqueConstraint('recipes_slug_group_id_key', ['slug', 'group_id']),
  ).execute();
  await db.schema.createIndex('recipes_group_id_idx').on('recipes').column('group_id').execute();
  await db.schema.createIndex('recipes_user_id_idx').on('recipes').column('user_id').execute();
  await db.schema.createIndex('recipes_group_created_idx').on('recipes').columns(['group_id', 'created_at']).execute();

  const recipeFk = (c: ColumnDefinitionBuilder) => c.notNull().references('recipes.id').onDelete('cascade');

  await stamps(
    db.schema
      .createTable('recipes_ingredients')
      .addColumn('id', types.serial, serialPk)
      .addColumn('recipe_id', types.uuid, recipeFk)
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('title', 'varchar(255)')
      .addColumn('note', 'text')
      .addColumn('note_normalized', 'text')
      .addColumn('quantity', 'double precision')
      .addColumn('unit_id', types.uuid, (c) => c.references('ingredient_units.id').onDelete('set null'))
      .addColumn('food_id', types.uuid, (c) => c.references('ingredient_foods.id').onDelete('set null'))
      .addColumn('original_text', 'text')
      .addColumn('original_text_normalized', 'text')
      .addColumn('reference_id', types.uuid),
  ).execute();
  await db.schema.createIndex('recipes_ingredients_recipe_id_idx').on('recipes_ingredients').column('recipe_id').execute();
  await db.schema.createIndex('recipes_ingredients_food_id_idx').on('recipes_ingredients').column('food_id').execute();
  await db.schema.createIndex('recipes_ingredients_unit_id_idx').on('recipes_ingredients').column('unit_id').execute();

  await stamps(
    db.schema
      .createTable('recipe_instructions')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('recipe_id', types.uuid, recipeFk)
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('type', 'varchar(255)', (c) => c.defaultTo(''))
      .addColumn('title', 'varchar(255)', (c) => c.defaultTo(''))
      .addColumn('summary', 'text', (c) => c.defaultTo(''))
      .addColumn('text', 'text', (c) => c.defaultTo('')),
  ).execute();
  await db.schema.createIndex('recipe_instructions_recipe_id_idx').on('recipe_instructions').column('recipe_id').execute();

  await stamps(
    db.schema
      .createTable('recipe_ingredient_ref_link')
      .addColumn('id', types.serial, serialPk)
      .addColumn('instruction_id', types.uuid, (c) => c.notNull().references('recipe_instructions.id').onDelete('cascade'))
      .addColumn('reference_id', types.uuid, (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('recipe_ingredient_ref_link_instruction_id_idx')
    .on('recipe_ingredient_ref_link')
    .column('instruction_id')
    .execute();

  await stamps(
    db.schema
      .createTable('recipe_nutrition')
      .addColumn('id', types.serial, serialPk)
      .addColumn('recipe_id', types.uuid, (c) => recipeFk(c).unique())
      .addColumn('calories', 'varchar(255)')
      .addColumn('carbohydrate_content', 'varchar(255)')
      .addColumn('cholesterol_content', 'varchar(255)')
      .addColumn('fat_content', 'varchar(255)')
      .addColumn('fiber_content', 'varchar(255)')
      .addColumn('protein_content', 'varchar(255)')
      .addColumn('saturated_fat_content', 'varchar(255)')
      .addColumn('sodium_content', 'varchar(255)')
      .addColumn('sugar_content', 'varchar(255)')
      .addColumn('trans_fat_content', 'varchar(255)')
      .addColumn('unsaturated_fat_content', 'varchar(255)'),
  ).execute();

  await stamps(
    db.schema
      .createTable('recipe_settings')
      .addColumn('id', types.serial, serialPk)
      .addColumn('recipe_id', types.uuid, (c) => recipeFk(c).unique())
      .addColumn('public', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('show_nutrition', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('show_assets', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('landscape_view', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('disable_comments', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('disable_amount', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('locked', 'boolean', (c) => c.notNull().defaultTo(false)),
  ).execute();

  await stamps(
    db.schema
      .createTable('recipe_assets')
      .addColumn('id', types.serial, serialPk)
      .addColumn('recipe_id', types.uuid, recipeFk)
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('icon', 'varchar(255)', (c) => c.notNull())
      .addColumn('file_name', 'varchar(255)', (c) => c.notNull()),
  ).execute();

  await stamps(
    db.schema
      .createTable('notes')
      .addColumn('id', types.serial, serialPk)
      .addColumn('recipe_id', types.uuid, recipeFk)
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('title', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('text', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();

  // Free key/value pairs for recipes (and, later, foods and shopping lists).
  await stamps(
    db.schema
      .createTable('api_extras')
      .addColumn('id', types.serial, serialPk)
      .addColumn('key_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('value', 'text')
      .addColumn('recipee_id', types.uuid, (c) => c.references('recipes.id').onDelete('cascade'))
      .addColumn('ingredient_food_id', types.uuid, (c) => c.references('ingredient_foods.id').onDelete('cascade')),
  ).execute();
  await db.schema.createIndex('api_extras_recipee_id_idx').on('api_extras').column('recipee_id').execute();

  for (const [table, column, target] of [
    ['recipes_to_categories', 'category_id', 'categories.id'],
    ['recipes_to_tags', 'tag_id', 'tags.id'],
    ['recipes_to_tools', 'tool_id', 'tools.id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('recipe_id', types.uuid, recipeFk)
      .addColumn(column, types.uuid, (c) => c.notNull().references(target).onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pkey`, ['recipe_id', column])
      .execute();
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
  }

  // Per-user: rating and favourite on one row.
  await stamps(
    db.schema
      .createTable('users_to_recipes')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('user_id', types.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('recipe_id', types.uuid, recipeFk)
      .addColumn('rating', 'double precision')
      .addColumn('is_favorite', 'boolean', (c) => c.notNull().defaultTo(false))
      .addUniqueConstraint('users_to_recipes_user_id_recipe_id_key', ['user_id', 'recipe_id']),
  ).execute();
  await db.schema.createIndex('users_to_recipes_recipe_id_idx').on('users_to_recipes').column('recipe_id').execute();

  await stamps(
    db.schema
      .createTable('recipe_comments')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('recipe_id', types.uuid, recipeFk)
      .addColumn('user_id', types.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('text', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('recipe_comments_recipe_id_idx').on('recipe_comments').column('recipe_id').execute();

  await stamps(
    db.schema
      .createTable('recipe_timeline_events')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('recipe_id', types.uuid, recipeFk)
      .addColumn('user_id', types.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('subject', 'varchar(255)', (c) => c.notNull())
      .addColumn('message', 'text')
      .addColumn('event_type', 'varchar(16)', (c) => c.notNull().defaultTo('info'))
      .addColumn('image', 'varchar(32)', (c) => c.notNull().defaultTo('does not have image'))
      .addColumn('timestamp', types.timestamp, (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('recipe_timeline_events_recipe_id_idx').on('recipe_timeline_events').column('recipe_id').execute();
  await db.schema.createIndex('recipe_timeline_events_timestamp_idx').on('recipe_timeline_events').column('timestamp').execute();

  await stamps(
    db.schema
      .createTable('recipe_share_tokens')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('group_id', types.uuid, groupFk)
      .addColumn('recipe_id', types.uuid, recipeFk)
      .addColumn('expires_at', types.timestamp, (c) => c.notNull()),
  ).execute();

  // Household-owned.
  await stamps(
    db.schema
      .createTable('cookbooks')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('group_id', types.uuid, groupFk)
      .addColumn('household_id', types.uuid, (c) => c.notNull().references('households.id').onDelete('cascade'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('slug', 'varchar(255)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('public', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('query_filter_string', 'text', (c) => c.notNull().defaultTo(''))
      .addUniqueConstraint('cookbooks_slug_group_id_key', ['slug', 'group_id']),
  ).execute();

  await stamps(
    db.schema
      .createTable('group_recipe_actions')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('group_id', types.uuid, groupFk)
      .addColumn('household_id', types.uuid, (c) => c.notNull().references('households.id').onDelete('cascade'))
      .addColumn('action_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull()),
  ).execute();

  await stamps(
    db.schema
      .createTable('group_data_exports')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('group_id', types.uuid, groupFk)
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('filename', 'varchar(255)', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('size', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires', types.timestamp, (c) => c.notNull()),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'group_data_exports',
    'group_recipe_actions',
    'cookbooks',
    'recipe_share_tokens',
    'recipe_timeline_events',
    'recipe_comments',
    'users_to_recipes',
    'recipes_to_tools',
    'recipes_to_tags',
    'recipes_to_categories',
    'api_extras',
    'notes',
    'recipe_assets',
    'recipe_settings',
    'recipe_nutrition',
    'recipe_ingredient_ref_link',
    'recipe_instructions',
    'recipes_ingredients',
    'recipes',
    'households_to_tools',
    'tools',
    'tags',
    'categories',
    'households_to_ingredient_foods',
    'ingredient_units_aliases',
    'ingredient_units',
    'ingredient_foods_aliases',
    'ingredient_foods',
    'multi_purpose_labels',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
