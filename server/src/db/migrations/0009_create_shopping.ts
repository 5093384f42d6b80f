import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.js';

/**
 * Shopping lists (reference/domain.md §1.4), named as Mealie's tables so that a backup maps onto
 * them, plus Larder's operation log for offline and concurrent clients:
 * - Lists keep `household_id` as a column (Mealie derives it from the owner) so that tenancy goes
 *   through `inHousehold` like every other household document.
 * - `extras` is JSON text on the list and item rows (Mealie keeps it in `api_extras`).
 * - `note_added` on an item's recipe reference records the note parts that merging the recipe's
 *   line added to the item, so that removing the recipe takes exactly those away again.
 * - `shopping_list_operations`: one row per applied operation (`op_id` from the client, for
 *   replays) and a tombstone for every deleted item (a deleted item never comes back); `seq`
 *   numbers them per list in the order the server applied them.
 */
export async function up(db: Kysely<unknown>, { types }: MigrationContext): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: the builder's table-name type parameter varies per table
  const stamps = (t: CreateTableBuilder<any, any>) =>
    t.addColumn('created_at', types.timestamp, (c) => c.notNull()).addColumn('update_at', types.timestamp, (c) => c.notNull());
  const uuidPk = (c: ColumnDefinitionBuilder) => c.primaryKey();
  const listFk = (c: ColumnDefinitionBuilder) => c.notNull().references('shopping_lists.id').onDelete('cascade');

  await stamps(
    db.schema
      .createTable('shopping_lists')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('group_id', types.uuid, (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('household_id', types.uuid, (c) => c.notNull().references('households.id').onDelete('cascade'))
      .addColumn('user_id', types.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'varchar(255)')
      .addColumn('extras', 'text', (c) => c.notNull().defaultTo('{}')),
  ).execute();
  await db.schema.createIndex('shopping_lists_household_id_idx').on('shopping_lists').columns(['household_id', 'group_id']).execute();

  await stamps(
    db.schema
      .createTable('shopping_list_items')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('shopping_list_id', types.uuid, listFk)
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('checked', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('quantity', 'double precision', (c) => c.notNull().defaultTo(1))
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_food', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('unit_id', types.uuid, (c) => c.references('ingredient_units.id').onDelete('set null'))
      .addColumn('food_id', types.uuid, (c) => c.references('ingredient_foods.id').onDelete('set null'))
      .addColumn('label_id', types.uuid, (c) => c.references('multi_purpose_labels.id').onDelete('set null'))
      .addColumn('extras', 'text', (c) => c.notNull().defaultTo('{}')),
  ).execute();
  await db.schema.createIndex('shopping_list_items_list_idx').on('shopping_list_items').column('shopping_list_id').execute();

  await stamps(
    db.schema
      .createTable('shopping_list_item_recipe_reference')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('shopping_list_item_id', types.uuid, (c) => c.notNull().references('shopping_list_items.id').onDelete('cascade'))
      .addColumn('recipe_id', types.uuid, (c) => c.notNull().references('recipes.id').onDelete('cascade'))
      .addColumn('recipe_quantity', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('recipe_scale', 'double precision')
      .addColumn('recipe_note', 'text')
      .addColumn('note_added', 'text'),
  ).execute();
  await db.schema
    .createIndex('shopping_list_item_recipe_reference_item_idx')
    .on('shopping_list_item_recipe_reference')
    .column('shopping_list_item_id')
    .execute();

  await stamps(
    db.schema
      .createTable('shopping_list_recipe_reference')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('shopping_list_id', types.uuid, listFk)
      .addColumn('recipe_id', types.uuid, (c) => c.notNull().references('recipes.id').onDelete('cascade'))
      .addColumn('recipe_quantity', 'double precision', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createIndex('shopping_list_recipe_reference_list_idx')
    .on('shopping_list_recipe_reference')
    .column('shopping_list_id')
    .execute();

  // A deleted label's settings go with it (domain.md rule 12).
  await stamps(
    db.schema
      .createTable('shopping_lists_multi_purpose_labels')
      .addColumn('id', types.uuid, uuidPk)
      .addColumn('shopping_list_id', types.uuid, listFk)
      .addColumn('label_id', types.uuid, (c) => c.notNull().references('multi_purpose_labels.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('shopping_lists_multi_purpose_labels_list_label_key', ['shopping_list_id', 'label_id']),
  ).execute();

  await db.schema
    .createTable('shopping_list_operations')
    .addColumn('op_id', types.uuid, (c) => c.notNull())
    .addColumn('shopping_list_id', types.uuid, listFk)
    .addColumn('item_id', types.uuid, (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('applied_at', types.timestamp, (c) => c.notNull())
    // An operation id is the client's, so it is unique per list: lists are locked one at a time, and
    // the same id sent to two lists at once must not collide.
    .addPrimaryKeyConstraint('shopping_list_operations_pkey', ['shopping_list_id', 'op_id'])
    .addUniqueConstraint('shopping_list_operations_list_seq_key', ['shopping_list_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('shopping_list_operations_item_idx')
    .on('shopping_list_operations')
    .columns(['shopping_list_id', 'item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'shopping_list_operations',
    'shopping_lists_multi_purpose_labels',
    'shopping_list_recipe_reference',
    'shopping_list_item_recipe_reference',
    'shopping_list_items',
    'shopping_lists',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
