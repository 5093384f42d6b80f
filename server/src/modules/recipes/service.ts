import { can, requireAccess, type Scope, systemTenant, type Tenant, type VisitorScope } from '../../platform/access.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, notFound, notFoundText } from '../../platform/errors.js';
import { recipeEvent } from '../../platform/events/types.js';
import type { Page } from '../../platform/pagination.js';
import { toBool } from '../../platform/time.js';
import { type Db, withTransaction } from '../../platform/transactions.js';
import { withUniqueName } from '../organizers/group-data.js';
import { createRecipeList, type ListOptions } from './list.js';
import { recipeOutWithParts, toRecipeOut, toSummaries } from './mappers.js';
import { replaceSettings, type SettingsValues } from './parts.queries.js';
import {
  deleteRecipeRow,
  findPublicRecipeRow,
  findRecipeRow,
  findRecipeWithParts,
  findSettingsRow,
  householdPreferences,
  insertRecipe,
  insertTimelineEvent,
  ownerHouseholdPreferences,
  type RecipeColumns,
  type RecipeRecord,
  recipeEditFacts,
  setLastMade,
  setUserRating,
  slugTaken,
  summaryRowsInGroup,
  updateRecipeColumns,
} from './queries.js';
import { mergeSettings, parseUtc, recipeColumns, type SaveMode, settingsOf, slugFor, writeParts } from './save.js';
import {
  type ParsedRecipeInput,
  RecipeInput,
  type RecipeListQuery,
  type RecipeOut,
  type RecipeSummaryOut,
  recipeBodyInCamelCase,
} from './schemas.js';
import type { RecipeSearch } from './search/recipe-search.js';

export type { ListOptions } from './list.js';

const PLACEHOLDER_INGREDIENT = { note: '1 Cup Flour', quantity: 1 };
const PLACEHOLDER_STEP = {
  text: 'Recipe steps as well as other fields in the recipe page support markdown syntax.\n\n**Add a link**\n\n[My Link](https://demo.mealie.io)\n',
};
/** On create a clashing name becomes `Name (1)`, `Name (2)`, … up to this many tries (as Mealie). */
const MAX_NAME_TRIES = 10;

/** A slug taken by a concurrent request between our check and the write is still a 400. */
const unique = <T>(write: () => Promise<T>) => withUniqueName('Recipe already exists', write);

/** /api/recipes: the group's recipes (reads group-wide, writes under the recipe edit rule). */
export function createRecipesService(deps: Deps, recipeSearch: RecipeSearch) {
  const { db, files } = deps;
  const list = createRecipeList({ db, engine: deps.engine, recipeSearch });

  async function getRecipeRow(auth: AuthContext, slugOrId: string, opts: { ownHousehold?: boolean } = {}): Promise<RecipeRecord> {
    const row = await findRecipeRow(db, auth, slugOrId, opts);
    if (!row) throw notFound('No Entry Found');
    return row;
  }

  async function editFacts(trx: Db, recipeId: string) {
    const facts = await recipeEditFacts(trx, recipeId);
    if (!facts) throw notFound('No Entry Found');
    return facts;
  }

  /** The recipe edit rule (domain.md §2.2), through platform/access. */
  async function assertCanEdit(auth: AuthContext, recipeId: string, trx: Db = db): Promise<void> {
    requireAccess(auth, 'recipe.edit', await editFacts(trx, recipeId));
  }

  const readRecipe = (trx: Db, auth: AuthContext, recipeId: string) =>
    findRecipeRow(trx, auth, recipeId).then((row) => {
      if (!row) throw notFound('No Entry Found');
      return toRecipeOut(trx, row, auth);
    });

  /**
   * Settings a recipe starts with: its household's recipe preferences (the caller's for a new
   * recipe, the owner's for one without settings), unlocked.
   */
  async function defaultSettings(trx: Db, of: { member: AuthContext } | { recipeId: string }): Promise<SettingsValues> {
    const prefs = 'member' in of ? await householdPreferences(trx, of.member) : await ownerHouseholdPreferences(trx, of.recipeId);
    return {
      public: prefs ? toBool(prefs.recipe_public) : true,
      show_nutrition: prefs ? toBool(prefs.recipe_show_nutrition) : false,
      show_assets: prefs ? toBool(prefs.recipe_show_assets) : false,
      landscape_view: prefs ? toBool(prefs.recipe_landscape_view) : false,
      disable_comments: prefs ? toBool(prefs.recipe_disable_comments) : false,
      disable_amount: prefs ? toBool(prefs.recipe_disable_amount) : true,
      locked: false,
    };
  }

  /** A free name and slug for a new recipe: `Name`, else `Name (1)` … `Name (10)`. */
  async function freeName(trx: Db, tenant: Tenant, name: string): Promise<{ name: string; slug: string }> {
    for (let i = 0; i <= MAX_NAME_TRIES; i++) {
      const candidate = i === 0 ? name : `${name} (${i})`;
      const slug = slugFor(candidate);
      if (!(await slugTaken(trx, tenant, slug))) return { name: candidate, slug };
    }
    throw badRequest('Recipe already exists');
  }

  async function insertNew(trx: Db, auth: AuthContext, input: ParsedRecipeInput, importing: boolean): Promise<string> {
    const id = crypto.randomUUID();
    const { name, slug } = await freeName(trx, auth, input.name ?? '');
    const body: ParsedRecipeInput = {
      ...input,
      name,
      recipeIngredient: input.recipeIngredient?.length ? input.recipeIngredient : [PLACEHOLDER_INGREDIENT],
      recipeInstructions: input.recipeInstructions?.length ? input.recipeInstructions : [PLACEHOLDER_STEP],
    };
    const columns = recipeColumns(body, 'create', null) as RecipeColumns;
    await insertRecipe(trx, id, auth, { ...columns, slug });
    await writeParts(trx, auth, id, body, 'create', importing);
    await replaceSettings(trx, id, mergeSettings(await defaultSettings(trx, { member: auth }), { ...input.settings, locked: false }));
    if (input.rating && input.rating > 0) await setUserRating(trx, auth.userId, id, input.rating);
    await insertTimelineEvent(trx, id, auth.userId, 'Recipe Created');
    await recipeSearch.reindex(trx, [id]);
    await deps.events.emit(auth, recipeEvent('recipe_created', { id, slug }));
    return id;
  }

  /** Saves a body onto an existing recipe the caller may edit (checked here, inside the transaction). */
  async function saveExisting(trx: Db, auth: AuthContext, recipe: RecipeRecord, input: ParsedRecipeInput, mode: SaveMode): Promise<void> {
    const facts = await editFacts(trx, recipe.id);
    requireAccess(auth, 'recipe.edit', facts);
    const columns = recipeColumns(input, mode, recipe);
    if (columns.name !== undefined) {
      const slug = columns.name === recipe.name ? recipe.slug : slugFor(columns.name);
      if (slug !== recipe.slug && (await slugTaken(trx, auth, slug, recipe.id))) throw badRequest('Recipe already exists');
      columns.slug = slug;
    }
    await updateRecipeColumns(trx, recipe.id, columns);
    await writeParts(trx, auth, recipe.id, input, mode, false);
    if (input.settings) {
      const current = settingsOf(await findSettingsRow(trx, recipe.id));
      const base = current ?? (await defaultSettings(trx, { recipeId: recipe.id }));
      const next = mergeSettings(base, input.settings);
      if (next.locked !== base.locked) requireAccess(auth, 'recipe.lock', facts);
      await replaceSettings(trx, recipe.id, next);
    }
    await recipeSearch.reindex(trx, [recipe.id]);
    await deps.events.emit(auth, recipeEvent('recipe_updated', { id: recipe.id, slug: columns.slug ?? recipe.slug }));
  }

  /** Asset files no longer listed in the recipe's `assets` are removed after an update (as Mealie). */
  async function pruneAssetFiles(recipe: RecipeOut): Promise<void> {
    await files.recipeAssets(recipe.id).removeFilesExcept(recipe.assets.flatMap((a) => (a.fileName ? [a.fileName] : [])));
  }

  return {
    getRecipeRow,
    assertCanEdit: (auth: AuthContext, recipeId: string) => assertCanEdit(auth, recipeId),

    /** The caller's recipe row by slug or id, or undefined (for callers that skip what they cannot see). */
    findRecipeRow: (tenant: Tenant, slugOrId: string, opts: { ownHousehold?: boolean } = {}) => findRecipeRow(db, tenant, slugOrId, opts),

    /**
     * What the caller may do with a recipe of their group, as the edit rule decides: change or
     * delete it, and lock it. The web app shows its edit controls from this answer.
     */
    async getPermissions(auth: AuthContext, slugOrId: string): Promise<{ canEdit: boolean; canDelete: boolean; canLock: boolean }> {
      const recipe = await getRecipeRow(auth, slugOrId);
      const facts = await editFacts(db, recipe.id);
      const canEdit = can(auth, 'recipe.edit', facts);
      return { canEdit, canDelete: canEdit, canLock: can(auth, 'recipe.lock', facts) };
    },

    /** Whether the caller may edit a recipe of their group (the edit rule), without throwing. */
    async canEdit(auth: AuthContext, recipeId: string): Promise<boolean> {
      const facts = await recipeEditFacts(db, recipeId);
      return facts !== undefined && can(auth, 'recipe.edit', facts);
    },

    /** A recipe of the tenant's group by id, as its owner sees it, or null: reads that a share or zip token grants. */
    async findRecipeAsOwner(tenant: Tenant, recipeId: string): Promise<RecipeOut | null> {
      const row = await findRecipeRow(db, tenant, recipeId);
      return row ? toRecipeOut(db, row, systemTenant(row.group_id, row.household_id)) : null;
    },

    /** A public recipe of a public group's household that is not private, as a visitor sees it. */
    async getPublicRecipe(visitor: VisitorScope, slug: string): Promise<RecipeOut> {
      const row = await findPublicRecipeRow(db, visitor, slug);
      if (!row) throw notFoundText('recipe not found');
      return toRecipeOut(db, row, visitor);
    },

    /** A recipe of the caller's own household by slug or id (shopping lists add only those without an ingredient list). */
    async getHouseholdRecipe(auth: AuthContext, slugOrId: string): Promise<RecipeOut> {
      const row = await getRecipeRow(auth, slugOrId, { ownHousehold: true });
      return toRecipeOut(db, row, auth);
    },

    /** Summaries of the tenant's group's recipes among `ids`, in that order; unknown ids are left out. */
    async recipeSummaries(tenant: Tenant, ids: string[]): Promise<RecipeSummaryOut[]> {
      return toSummaries(db, await summaryRowsInGroup(db, tenant, ids), tenant);
    },

    async getRecipe(auth: AuthContext, slugOrId: string): Promise<RecipeOut> {
      // The row, its organizers and its parts in one statement.
      const row = await findRecipeWithParts(db, deps.engine, auth, slugOrId, auth);
      if (!row) throw notFound('No Entry Found');
      return recipeOutWithParts(db, row, auth);
    },

    /**
     * A new recipe of the caller from a full or partial body (imports, duplicate). With `importing`,
     * unknown categories, tags, tools, foods and units are created instead of refused.
     */
    async createRecipe(auth: AuthContext, input: RecipeInput, opts: { importing?: boolean } = {}): Promise<RecipeOut> {
      const parsed = RecipeInput.safeParse(recipeBodyInCamelCase(input));
      if (!parsed.success)
        throw badRequest(`Invalid recipe: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      if (!parsed.data.name) throw badRequest('Recipe name is required');
      const id = await unique(() => withTransaction(db, (trx) => insertNew(trx, auth, parsed.data, opts.importing ?? false)));
      return readRecipe(db, auth, id);
    },

    /** POST /api/recipes: a new recipe from a name; answers its slug. */
    async createRecipeFromName(auth: AuthContext, name: string): Promise<string> {
      const id = await unique(() => withTransaction(db, (trx) => insertNew(trx, auth, { name }, false)));
      const row = await findRecipeRow(db, auth, id);
      return row!.slug;
    },

    async updateRecipe(auth: AuthContext, slugOrId: string, input: ParsedRecipeInput, mode: 'put' | 'patch'): Promise<RecipeOut> {
      const recipe = await getRecipeRow(auth, slugOrId);
      await unique(() => withTransaction(db, (trx) => saveExisting(trx, auth, recipe, input, mode)));
      const out = await readRecipe(db, auth, recipe.id);
      if (mode === 'put' || input.assets !== undefined) await pruneAssetFiles(out);
      return out;
    },

    /** PUT/PATCH "" with `[Recipe]`: every recipe by its id, all in one transaction. */
    async updateRecipes(auth: AuthContext, inputs: (ParsedRecipeInput & { id: string })[], mode: 'put' | 'patch'): Promise<RecipeOut[]> {
      const ids = await unique(() =>
        withTransaction(db, async (trx) => {
          const done: string[] = [];
          for (const input of inputs) {
            const recipe = await findRecipeRow(trx, auth, input.id);
            if (!recipe) throw notFound('No Entry Found');
            await saveExisting(trx, auth, recipe, input, mode);
            done.push(recipe.id);
          }
          return done;
        }),
      );
      const out: RecipeOut[] = [];
      for (const id of ids) out.push(await readRecipe(db, auth, id));
      return out;
    },

    async deleteRecipe(auth: AuthContext, slugOrId: string): Promise<RecipeOut> {
      const recipe = await getRecipeRow(auth, slugOrId);
      await assertCanEdit(auth, recipe.id);
      const out = await toRecipeOut(db, recipe, auth);
      await withTransaction(db, async (trx) => {
        await deleteRecipeRow(trx, recipe.id);
        // Its search rows went with it: the index takes it out once this commits.
        await recipeSearch.reindex(trx, [recipe.id]);
        await deps.events.emit(auth, recipeEvent('recipe_deleted', recipe));
      });
      await files.recipe(recipe.id).removeAll();
      return out;
    },

    /** PATCH /{slug}/last-made: any member of the group, locks do not apply. */
    async updateLastMade(auth: AuthContext, slugOrId: string, timestamp: string): Promise<RecipeOut> {
      const recipe = await getRecipeRow(auth, slugOrId);
      const when = parseUtc(timestamp);
      if (Number.isNaN(when.getTime())) throw badRequest(`"${timestamp}" is not a valid timestamp`);
      await setLastMade(db, recipe.id, when.toISOString());
      await deps.events.emit(auth, recipeEvent('recipe_updated', recipe));
      return readRecipe(db, auth, recipe.id);
    },

    /** POST /{slug}/duplicate: a copy owned by the caller, with new ids and a copy of the recipe's files. */
    async duplicateRecipe(auth: AuthContext, slugOrId: string, name: string | null | undefined): Promise<RecipeOut> {
      const source = await toRecipeOut(db, await getRecipeRow(auth, slugOrId), auth);
      // Steps point at ingredients by reference id, so the new ids are mapped consistently.
      const newRefs = new Map(source.recipeIngredient.map((i) => [i.referenceId, crypto.randomUUID()]));
      const body: ParsedRecipeInput = {
        name: name?.trim() || source.name,
        description: source.description,
        image: source.image,
        recipeServings: source.recipeServings,
        recipeYieldQuantity: source.recipeYieldQuantity,
        recipeYield: source.recipeYield,
        totalTime: source.totalTime,
        prepTime: source.prepTime,
        cookTime: source.cookTime,
        performTime: source.performTime,
        orgURL: source.orgURL,
        recipeCategory: source.recipeCategory,
        tags: source.tags,
        tools: source.tools,
        recipeIngredient: source.recipeIngredient.map((i) => ({ ...i, referenceId: newRefs.get(i.referenceId) })),
        recipeInstructions: source.recipeInstructions.map((s) => ({
          title: s.title,
          summary: s.summary,
          text: s.text,
          ingredientReferences: s.ingredientReferences.map((r) => ({ referenceId: newRefs.get(r.referenceId) ?? r.referenceId })),
        })),
        nutrition: source.nutrition,
        assets: source.assets,
        notes: source.notes,
        extras: source.extras,
      };
      const id = await unique(() =>
        withTransaction(db, async (trx) => {
          const newId = await insertNew(trx, auth, body, false);
          await replaceSettings(trx, newId, {
            ...mergeSettings(await defaultSettings(trx, { member: auth }), source.settings),
            locked: false,
          });
          return newId;
        }),
      );
      await files.recipe(source.id).copyTo(files.recipe(id));
      return readRecipe(db, auth, id);
    },

    /** The recipe list as `scope` may see it: a member the group's recipes, a visitor the public ones. */
    listRecipes: (scope: Scope, query: RecipeListQuery, opts: ListOptions = {}): Promise<Page<RecipeSummaryOut>> =>
      list.listRecipes(scope, query, opts),

    /** Refuses with a 422 a queryFilter to be saved (a cookbook's, a meal-plan rule's) that the list would not accept. */
    requireValidFilter: list.requireValidFilter,
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
