import type { UserRow } from '../../db/types.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { type Page, type PaginationQuery, paginate } from '../../platform/pagination.js';
import type { RecipeCookBook } from '../cookbooks/schemas.js';
import type { CookbooksService } from '../cookbooks/service.js';
import type { FoodsService } from '../foods/service.js';
import { householdAttributes } from '../households/queries.js';
import type { HouseholdSummary } from '../households/schemas.js';
import { toHouseholdSummary } from '../households/service.js';
import type { SearchPaginationQuery } from '../organizers/group-data.js';
import type { OrganizersService } from '../organizers/service.js';
import { listRecipes } from '../recipes/list.js';
import { toRecipeOut } from '../recipes/mappers.js';
import { RecipeListQuery, type RecipeOut, type RecipeSummaryOut } from '../recipes/schemas.js';
import type { RecipeSearch } from '../recipes/search/recipe-search.js';
import { findPublicGroup, findPublicHousehold, findPublicRecipe, publicHouseholds } from './queries.js';

type OrganizerKind = 'categories' | 'tags' | 'tools';

// A visitor belongs to no household: nothing is "on hand" for them.
const NO_HOUSEHOLD = '00000000-0000-0000-0000-000000000000';

/**
 * The signed-out visitor of a public group, for the group-scoped services that read with a
 * caller context (foods, organizers). It carries no user and no permission.
 */
function visitorOf(groupId: string): AuthContext {
  return {
    user: { id: NO_HOUSEHOLD, group_id: groupId, household_id: NO_HOUSEHOLD } as UserRow,
    userId: NO_HOUSEHOLD,
    groupId,
    householdId: NO_HOUSEHOLD,
    admin: false,
    advanced: false,
    canInvite: false,
    canManage: false,
    canManageHousehold: false,
    canOrganize: false,
    integrationId: 'generic',
    via: 'session',
  };
}

/** Other areas' list links point at their own paths; explore pages link to themselves. */
function relinked<T>(page: Page<T>, from: string, to: string): Page<T> {
  const fix = (link: string | null) => (link?.startsWith(`${from}?`) ? `${to}${link.slice(from.length)}` : link);
  return { ...page, next: fix(page.next), previous: fix(page.previous) };
}

/**
 * /api/explore/groups/{group_slug}: what a public group shows to anyone (reference/domain.md
 * §2.4). A private or unknown group is 404 `group not found`; households, cookbooks and recipes
 * also need their own public flags.
 */
export function createExploreService(
  deps: Deps,
  services: {
    recipeSearch: RecipeSearch;
    foods: Pick<FoodsService, 'listFoods' | 'getFood'>;
    organizers: OrganizersService;
    cookbooks: Pick<CookbooksService, 'listPublicCookbooks' | 'getPublicCookbook'>;
  },
) {
  const { db } = deps;

  async function requireGroup(groupSlug: string): Promise<{ id: string; base: string }> {
    const group = await findPublicGroup(db, groupSlug);
    if (!group) throw new AppError('not_found', 'group not found');
    return { id: group.id, base: `/api/explore/groups/${encodeURIComponent(groupSlug)}` };
  }

  /**
   * What a visitor sees of the on-hand households a food or tool names (`householdsWithIngredientFood`,
   * `householdsWithTool`): only households that are not private.
   */
  async function withoutPrivateHouseholds<T>(groupId: string, items: T[]): Promise<T[]> {
    const rows = await publicHouseholds(db, groupId).select('households.slug as visibleSlug').execute();
    const visible = new Set(rows.map((h) => h.visibleSlug));
    const keep = (slugs: unknown) => (Array.isArray(slugs) ? slugs.filter((slug) => visible.has(slug)) : slugs);
    return items.map((item) => {
      if (item === null || typeof item !== 'object') return item;
      const out = { ...item } as Record<string, unknown>;
      for (const key of ['householdsWithIngredientFood', 'householdsWithTool']) if (key in out) out[key] = keep(out[key]);
      return out as T;
    });
  }

  function publicRecipes(groupId: string, q: RecipeListQuery, opts: { extraFilter?: string; basePath?: string } = {}) {
    return listRecipes({ db, recipeSearch: services.recipeSearch }, null, q, { ...opts, publicOnly: true, groupId });
  }

  return {
    async listFoods(groupSlug: string, q: SearchPaginationQuery) {
      const group = await requireGroup(groupSlug);
      const page = relinked(await services.foods.listFoods(visitorOf(group.id), q), '/api/foods', `${group.base}/foods`);
      return { ...page, items: await withoutPrivateHouseholds(group.id, page.items) };
    },

    async getFood(groupSlug: string, id: string) {
      const group = await requireGroup(groupSlug);
      const [food] = await withoutPrivateHouseholds(group.id, [await services.foods.getFood(visitorOf(group.id), id)]);
      return food;
    },

    async listHouseholds(groupSlug: string, q: PaginationQuery): Promise<Page<HouseholdSummary>> {
      const group = await requireGroup(groupSlug);
      return paginate(publicHouseholds(db, group.id), q, {
        basePath: `${group.base}/households`,
        attributes: householdAttributes('households'),
        idColumn: 'households.id',
        defaultOrder: 'created_at',
        map: (rows) => rows.map(toHouseholdSummary),
      });
    },

    async getHousehold(groupSlug: string, householdSlug: string): Promise<HouseholdSummary> {
      const group = await requireGroup(groupSlug);
      const row = await findPublicHousehold(db, group.id, householdSlug);
      if (!row) throw new AppError('not_found', 'Household not found');
      return toHouseholdSummary(row);
    },

    async listOrganizers(groupSlug: string, kind: OrganizerKind, q: SearchPaginationQuery) {
      const group = await requireGroup(groupSlug);
      const page = await services.organizers[kind].list(visitorOf(group.id), q);
      const items = await withoutPrivateHouseholds(group.id, page.items);
      return relinked({ ...page, items }, `/api/organizers/${kind}`, `${group.base}/organizers/${kind}`);
    },

    async getOrganizer(groupSlug: string, kind: OrganizerKind, id: string) {
      const group = await requireGroup(groupSlug);
      const [organizer] = await withoutPrivateHouseholds(group.id, [await services.organizers[kind].get(visitorOf(group.id), id)]);
      return organizer;
    },

    async listCookbooks(groupSlug: string, q: SearchPaginationQuery) {
      const group = await requireGroup(groupSlug);
      return services.cookbooks.listPublicCookbooks(group.id, q, `${group.base}/cookbooks`);
    },

    async getCookbook(groupSlug: string, idOrSlug: string): Promise<RecipeCookBook> {
      const group = await requireGroup(groupSlug);
      const cookbook = await services.cookbooks.getPublicCookbook(group.id, idOrSlug);
      const query = RecipeListQuery.parse({ page: 1, perPage: -1, orderBy: 'name', orderDirection: 'asc' });
      const recipes = await publicRecipes(group.id, query, { extraFilter: cookbook.queryFilterString || undefined });
      return { ...cookbook, recipes: recipes.items };
    },

    async listRecipes(groupSlug: string, q: RecipeListQuery): Promise<Page<RecipeSummaryOut>> {
      const group = await requireGroup(groupSlug);
      // Only a public cookbook may narrow the list; a private one is as unknown as a missing one.
      if (q.cookbook) await services.cookbooks.getPublicCookbook(group.id, q.cookbook);
      return publicRecipes(group.id, q, { basePath: `${group.base}/recipes` });
    },

    async getRecipe(groupSlug: string, recipeSlug: string): Promise<RecipeOut> {
      const group = await requireGroup(groupSlug);
      const row = await findPublicRecipe(db, group.id, recipeSlug);
      if (!row) throw new AppError('not_found', 'recipe not found');
      const recipe = await toRecipeOut(db, row, null);
      const foods = await withoutPrivateHouseholds(
        group.id,
        recipe.recipeIngredient.map((ingredient) => ingredient.food),
      );
      return { ...recipe, recipeIngredient: recipe.recipeIngredient.map((ingredient, i) => ({ ...ingredient, food: foods[i] })) };
    },
  };
}

export type ExploreService = ReturnType<typeof createExploreService>;
