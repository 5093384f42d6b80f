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

// ── Recipe library (migration 0002) ─────────────────────────────────────────

interface Stamped {
  created_at: Timestamp;
  update_at: Timestamp;
}

export interface MultiPurposeLabelsTable extends Stamped {
  id: string;
  group_id: string;
  name: string;
  color: string;
}

export interface IngredientFoodsTable extends Stamped {
  id: string;
  group_id: string;
  name: string;
  name_normalized: string;
  plural_name: string | null;
  plural_name_normalized: string | null;
  description: string;
  /** Legacy group-wide flag kept for Mealie backups; "on hand" is per household (households_to_ingredient_foods). */
  on_hand: Bool;
  label_id: string | null;
}

export interface AliasTable extends Stamped {
  id: string;
  name: string;
  name_normalized: string;
}
export interface IngredientFoodsAliasesTable extends AliasTable {
  food_id: string;
}
export interface IngredientUnitsAliasesTable extends AliasTable {
  unit_id: string;
}

export interface IngredientUnitsTable extends Stamped {
  id: string;
  group_id: string;
  name: string;
  name_normalized: string;
  plural_name: string | null;
  plural_name_normalized: string | null;
  description: string;
  abbreviation: string;
  abbreviation_normalized: string;
  plural_abbreviation: string;
  plural_abbreviation_normalized: string;
  use_abbreviation: Bool;
  fraction: Bool;
}

export interface HouseholdsToIngredientFoodsTable extends Stamped {
  household_id: string;
  food_id: string;
}
export interface HouseholdsToToolsTable extends Stamped {
  household_id: string;
  tool_id: string;
}

export interface OrganizerTable extends Stamped {
  id: string;
  group_id: string;
  name: string;
  slug: string;
}
export interface ToolsTable extends OrganizerTable {
  /** Legacy group-wide flag kept for Mealie backups; "on hand" is per household (households_to_tools). */
  on_hand: Bool;
}

export interface RecipesTable extends Stamped {
  id: string;
  group_id: string;
  /** Owner; the recipe's household is the owner's household. */
  user_id: string;
  slug: string;
  name: string;
  name_normalized: string;
  description: string;
  description_normalized: string;
  image: string | null;
  total_time: string | null;
  prep_time: string | null;
  perform_time: string | null;
  cook_time: string | null;
  recipe_yield: string | null;
  recipe_yield_quantity: number;
  recipe_servings: number;
  recipe_cuisine: string | null;
  rating: number | null;
  org_url: string | null;
  /** YYYY-MM-DD (UTC). */
  date_added: string;
  date_updated: Timestamp | null;
  last_made: Timestamp | null;
  is_ocr_recipe: Bool;
}

export interface RecipesIngredientsTable extends Stamped {
  id: Generated<number>;
  recipe_id: string;
  position: number;
  title: string | null;
  note: string | null;
  note_normalized: string | null;
  quantity: number | null;
  /** Upper bound of a range (migration 0010); optional on insert, so null by default. */
  max_quantity: Generated<number | null>;
  unit_id: string | null;
  food_id: string | null;
  original_text: string | null;
  original_text_normalized: string | null;
  reference_id: string | null;
}

export interface RecipeInstructionsTable extends Stamped {
  id: string;
  recipe_id: string;
  position: number;
  type: string | null;
  title: string | null;
  summary: string | null;
  text: string | null;
}

export interface RecipeIngredientRefLinkTable extends Stamped {
  id: Generated<number>;
  instruction_id: string;
  reference_id: string;
}

export interface RecipeNutritionTable extends Stamped {
  id: Generated<number>;
  recipe_id: string;
  calories: string | null;
  carbohydrate_content: string | null;
  cholesterol_content: string | null;
  fat_content: string | null;
  fiber_content: string | null;
  protein_content: string | null;
  saturated_fat_content: string | null;
  sodium_content: string | null;
  sugar_content: string | null;
  trans_fat_content: string | null;
  unsaturated_fat_content: string | null;
}

export interface RecipeSettingsTable extends Stamped {
  id: Generated<number>;
  recipe_id: string;
  public: Bool;
  show_nutrition: Bool;
  show_assets: Bool;
  landscape_view: Bool;
  disable_comments: Bool;
  disable_amount: Bool;
  locked: Bool;
}

export interface RecipeAssetsTable extends Stamped {
  id: Generated<number>;
  recipe_id: string;
  name: string;
  icon: string;
  file_name: string;
}

export interface NotesTable extends Stamped {
  id: Generated<number>;
  recipe_id: string;
  position: number;
  title: string;
  text: string;
}

export interface ApiExtrasTable extends Stamped {
  id: Generated<number>;
  key_name: string;
  value: string | null;
  recipee_id: string | null;
  ingredient_food_id: string | null;
}

export interface RecipesToCategoriesTable {
  recipe_id: string;
  category_id: string;
}
export interface RecipesToTagsTable {
  recipe_id: string;
  tag_id: string;
}
export interface RecipesToToolsTable {
  recipe_id: string;
  tool_id: string;
}

export interface UsersToRecipesTable extends Stamped {
  id: string;
  user_id: string;
  recipe_id: string;
  rating: number | null;
  is_favorite: Bool;
}

export interface RecipeCommentsTable extends Stamped {
  id: string;
  recipe_id: string;
  user_id: string;
  text: string;
}

export interface RecipeTimelineEventsTable extends Stamped {
  id: string;
  recipe_id: string;
  user_id: string;
  subject: string;
  message: string | null;
  event_type: 'system' | 'info' | 'comment';
  image: string;
  timestamp: Timestamp;
}

export interface RecipeShareTokensTable extends Stamped {
  id: string;
  group_id: string;
  recipe_id: string;
  expires_at: Timestamp;
}

export interface CookbooksTable extends Stamped {
  id: string;
  group_id: string;
  household_id: string;
  name: string;
  slug: string;
  description: string;
  position: number;
  public: Bool;
  query_filter_string: string;
}

export interface GroupRecipeActionsTable extends Stamped {
  id: string;
  group_id: string;
  household_id: string;
  action_type: 'link' | 'post';
  title: string;
  url: string;
}

export interface GroupDataExportsTable extends Stamped {
  id: string;
  group_id: string;
  name: string;
  filename: string;
  path: string;
  size: string;
  expires: Timestamp;
}

export interface GroupReportsTable extends Stamped {
  id: string;
  group_id: string;
  name: string;
  /** `in-progress`, `success`, `failure` or `partial`. */
  status: string;
  /** `backup`, `restore`, `migration` or `bulk_import`. */
  category: string;
  timestamp: Timestamp;
}

export interface ReportEntriesTable extends Stamped {
  id: string;
  report_id: string;
  success: Bool;
  message: string;
  exception: string;
  timestamp: Timestamp;
}

/** Each recipe's summary as JSON (migration 0012); `version` is raised by triggers. */
export interface RecipeSummariesTable {
  recipe_id: string;
  version: number;
  summary: string | null;
  tool_ids: string | null;
}

/** How many recipes each group has (migration 0013), kept by triggers. */
export interface GroupRecipeCountsTable {
  group_id: string;
  recipes: number;
}

/** Raised by triggers on every change to a group's recipe library (migration 0006). */
export interface GroupDataVersionsTable {
  group_id: string;
  version: number;
}

/** A group's search version (migration 0017): raised by changes to what its search index holds. */
export interface GroupSearchVersionsTable {
  group_id: string;
  version: number;
}

/** The events outbox (migration 0008): written in the change's transaction, read by the live stream. */
export interface EventsTable {
  /** Monotonic: the stream's event id (`Last-Event-ID`). */
  id: Generated<number>;
  event_id: string;
  group_id: string;
  /** Null for group-level events (tags, categories), which every household of the group sees. */
  household_id: string | null;
  /** Mealie's `EventTypes` name, e.g. `recipe_created`. */
  event_type: string;
  integration_id: string;
  /** The camelCase `documentData` as JSON text. */
  document_data: string;
  /** The message body (the title follows from the event type). */
  message: string;
  timestamp: Timestamp;
}

/** The background job queue (migration 0007, platform/jobs). */
export interface JobsTable {
  id: string;
  name: string;
  /** The handler's input as JSON text. */
  payload: string;
  /** `queued`, `running`, `succeeded` or `failed`. */
  status: string;
  attempts: number;
  max_attempts: number;
  run_at: Timestamp;
  /** The process that runs it while `running`. */
  locked_by: string | null;
  heartbeat_at: Timestamp | null;
  /** The last failure's message. */
  error: string | null;
  /** `schedule:<name>:<slot>` for scheduled runs; unique, so each slot is enqueued once. */
  dedupe_key: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

// ── Shopping lists (migration 0009) ─────────────────────────────────────────

export interface ShoppingListsTable extends Stamped {
  id: string;
  group_id: string;
  /** Kept as a column (Mealie derives it from the owner) so tenancy goes through `inHousehold`. */
  household_id: string;
  /** The owner. */
  user_id: string;
  name: string | null;
  /** JSON text of a flat string map. */
  extras: string;
}

export interface ShoppingListItemsTable extends Stamped {
  id: string;
  shopping_list_id: string;
  position: number;
  checked: Bool;
  quantity: number;
  note: string;
  is_food: Bool;
  unit_id: string | null;
  food_id: string | null;
  label_id: string | null;
  /** JSON text of a flat string map. */
  extras: string;
}

export interface ShoppingListItemRecipeReferenceTable extends Stamped {
  id: string;
  shopping_list_item_id: string;
  recipe_id: string;
  /** The item's quantity in one 1× recipe, in the item's unit. */
  recipe_quantity: number;
  /** How many times the recipe was added; null reads as 1 (older Mealie rows). */
  recipe_scale: number | null;
  recipe_note: string | null;
  /** Larder: the note parts (` | `-joined) that merging this recipe's line added to the item. */
  note_added: string | null;
}

export interface ShoppingListRecipeReferenceTable extends Stamped {
  id: string;
  shopping_list_id: string;
  recipe_id: string;
  /** How many times the recipe is on the list. */
  recipe_quantity: number;
}

export interface ShoppingListsMultiPurposeLabelsTable extends Stamped {
  id: string;
  shopping_list_id: string;
  label_id: string;
  position: number;
}

/** Larder's operation log: applied operations (by the client's op id) and a tombstone per deleted item. */
export interface ShoppingListOperationsTable {
  op_id: string;
  shopping_list_id: string;
  item_id: string;
  /** `create`, `update` or `delete`. */
  type: string;
  /** Order of application within the list. */
  seq: number;
  applied_at: Timestamp;
}

// ── Meal plans (migration 0011) ─────────────────────────────────────────────

export interface GroupMealPlansTable extends Stamped {
  id: Generated<number>;
  /** `YYYY-MM-DD`. */
  date: string;
  entry_type: string;
  title: string;
  text: string;
  group_id: string;
  /** Kept as a column (Mealie derives it from the owner) so tenancy goes through `inHousehold`. */
  household_id: string;
  user_id: string;
  recipe_id: string | null;
  /** Larder: servings this entry is cooked for; null means the recipe's own. */
  servings: number | null;
}

export interface GroupMealPlanRulesTable extends Stamped {
  id: string;
  group_id: string;
  household_id: string;
  /** `monday` … `sunday` or `unset`. */
  day: string;
  /** An entry type or `unset`. */
  entry_type: string;
  query_filter_string: string;
}

/** The secret token of a household's iCalendar feed. */
export interface HouseholdMealplanFeedsTable {
  household_id: string;
  group_id: string;
  token: string;
  created_at: Timestamp;
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
  multi_purpose_labels: MultiPurposeLabelsTable;
  ingredient_foods: IngredientFoodsTable;
  ingredient_foods_aliases: IngredientFoodsAliasesTable;
  ingredient_units: IngredientUnitsTable;
  ingredient_units_aliases: IngredientUnitsAliasesTable;
  households_to_ingredient_foods: HouseholdsToIngredientFoodsTable;
  categories: OrganizerTable;
  tags: OrganizerTable;
  tools: ToolsTable;
  households_to_tools: HouseholdsToToolsTable;
  recipes: RecipesTable;
  recipes_ingredients: RecipesIngredientsTable;
  recipe_instructions: RecipeInstructionsTable;
  recipe_ingredient_ref_link: RecipeIngredientRefLinkTable;
  recipe_nutrition: RecipeNutritionTable;
  recipe_settings: RecipeSettingsTable;
  recipe_assets: RecipeAssetsTable;
  notes: NotesTable;
  api_extras: ApiExtrasTable;
  recipes_to_categories: RecipesToCategoriesTable;
  recipes_to_tags: RecipesToTagsTable;
  recipes_to_tools: RecipesToToolsTable;
  users_to_recipes: UsersToRecipesTable;
  recipe_comments: RecipeCommentsTable;
  recipe_timeline_events: RecipeTimelineEventsTable;
  recipe_share_tokens: RecipeShareTokensTable;
  cookbooks: CookbooksTable;
  group_recipe_actions: GroupRecipeActionsTable;
  group_data_exports: GroupDataExportsTable;
  group_reports: GroupReportsTable;
  report_entries: ReportEntriesTable;
  group_data_versions: GroupDataVersionsTable;
  group_search_versions: GroupSearchVersionsTable;
  recipe_summaries: RecipeSummariesTable;
  group_recipe_counts: GroupRecipeCountsTable;
  jobs: JobsTable;
  events: EventsTable;
  shopping_lists: ShoppingListsTable;
  shopping_list_items: ShoppingListItemsTable;
  shopping_list_item_recipe_reference: ShoppingListItemRecipeReferenceTable;
  shopping_list_recipe_reference: ShoppingListRecipeReferenceTable;
  shopping_lists_multi_purpose_labels: ShoppingListsMultiPurposeLabelsTable;
  shopping_list_operations: ShoppingListOperationsTable;
  group_meal_plans: GroupMealPlansTable;
  group_meal_plan_rules: GroupMealPlanRulesTable;
  household_mealplan_feeds: HouseholdMealplanFeedsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type GroupRow = Selectable<GroupsTable>;
export type HouseholdRow = Selectable<HouseholdsTable>;
export type HouseholdPreferencesRow = Selectable<HouseholdPreferencesTable>;
export type RecipeRow = Selectable<RecipesTable>;
export type FoodRow = Selectable<IngredientFoodsTable>;
export type UnitRow = Selectable<IngredientUnitsTable>;
export type LabelRow = Selectable<MultiPurposeLabelsTable>;
export type CookbookRow = Selectable<CookbooksTable>;
