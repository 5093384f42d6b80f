import type { VisitorScope } from '../../platform/access.js';
import type { Page, PaginationQuery } from '../../platform/pagination.js';
import type { ReadCookBook, RecipeCookBook } from '../cookbooks/schemas.js';
import type { CookbooksService } from '../cookbooks/service.js';
import type { FoodsService } from '../foods/service.js';
import type { HouseholdsService } from '../groups/households.service.js';
import type { HouseholdSummary } from '../groups/schemas.js';
import type { GroupsService } from '../groups/service.js';
import type { SearchPaginationQuery } from '../organizers/group-data.js';
import type { OrganizersService } from '../organizers/service.js';
import type { RecipeListQuery, RecipeOut, RecipeSummaryOut } from '../recipes/schemas.js';
import type { RecipesService } from '../recipes/service.js';

type OrganizerKind = 'categories' | 'tags' | 'tools';

/**
 * /api/explore/groups/{group_slug}: what a public group shows to anyone (reference/domain.md
 * §2.4). A private or unknown group is 404 `group not found`; households, cookbooks and recipes
 * also need their own public flags. Every read goes through the owning area's service with the
 * visitor's scope, which narrows it to what a visitor may see.
 */
export function createExploreService(services: {
  groups: Pick<GroupsService, 'visitorOf'>;
  households: Pick<HouseholdsService, 'listGroupHouseholds' | 'getGroupHousehold' | 'visibleHouseholdSlugs'>;
  recipes: Pick<RecipesService, 'listRecipes' | 'getPublicRecipe'>;
  foods: Pick<FoodsService, 'listFoods' | 'getFood'>;
  organizers: OrganizersService;
  cookbooks: Pick<CookbooksService, 'listCookbooks' | 'getCookbook'>;
}) {
  const visitorOf = (groupSlug: string): Promise<VisitorScope> => services.groups.visitorOf(groupSlug);

  /**
   * What a visitor sees of the on-hand households a food or tool names (`householdsWithIngredientFood`,
   * `householdsWithTool`): only households that are not private.
   */
  async function withoutPrivateHouseholds<T>(visitor: VisitorScope, items: T[]): Promise<T[]> {
    const visible = await services.households.visibleHouseholdSlugs(visitor);
    const keep = (slugs: unknown) => (Array.isArray(slugs) ? slugs.filter((slug) => visible.has(slug)) : slugs);
    return items.map((item) => {
      if (item === null || typeof item !== 'object') return item;
      const out = { ...item } as Record<string, unknown>;
      for (const key of ['householdsWithIngredientFood', 'householdsWithTool']) if (key in out) out[key] = keep(out[key]);
      return out as T;
    });
  }

  return {
    async listFoods(groupSlug: string, q: SearchPaginationQuery) {
      const visitor = await visitorOf(groupSlug);
      const page = await services.foods.listFoods(visitor, q);
      return { ...page, items: await withoutPrivateHouseholds(visitor, page.items) };
    },

    async getFood(groupSlug: string, id: string) {
      const visitor = await visitorOf(groupSlug);
      const [food] = await withoutPrivateHouseholds(visitor, [await services.foods.getFood(visitor, id)]);
      return food;
    },

    async listHouseholds(groupSlug: string, q: PaginationQuery): Promise<Page<HouseholdSummary>> {
      return services.households.listGroupHouseholds(await visitorOf(groupSlug), q);
    },

    async getHousehold(groupSlug: string, householdSlug: string): Promise<HouseholdSummary> {
      return services.households.getGroupHousehold(await visitorOf(groupSlug), householdSlug);
    },

    async listOrganizers(groupSlug: string, kind: OrganizerKind, q: SearchPaginationQuery) {
      const visitor = await visitorOf(groupSlug);
      const page = await services.organizers[kind].list(visitor, q);
      return { ...page, items: await withoutPrivateHouseholds(visitor, page.items) };
    },

    async getOrganizer(groupSlug: string, kind: OrganizerKind, id: string) {
      const visitor = await visitorOf(groupSlug);
      const [organizer] = await withoutPrivateHouseholds(visitor, [await services.organizers[kind].get(visitor, id)]);
      return organizer;
    },

    async listCookbooks(groupSlug: string, q: SearchPaginationQuery): Promise<Page<ReadCookBook>> {
      return services.cookbooks.listCookbooks(await visitorOf(groupSlug), q);
    },

    async getCookbook(groupSlug: string, idOrSlug: string): Promise<RecipeCookBook> {
      return services.cookbooks.getCookbook(await visitorOf(groupSlug), idOrSlug);
    },

    async listRecipes(groupSlug: string, q: RecipeListQuery): Promise<Page<RecipeSummaryOut>> {
      return services.recipes.listRecipes(await visitorOf(groupSlug), q);
    },

    async getRecipe(groupSlug: string, recipeSlug: string): Promise<RecipeOut> {
      const visitor = await visitorOf(groupSlug);
      const recipe = await services.recipes.getPublicRecipe(visitor, recipeSlug);
      const foods = await withoutPrivateHouseholds(
        visitor,
        recipe.recipeIngredient.map((ingredient) => ingredient.food),
      );
      return { ...recipe, recipeIngredient: recipe.recipeIngredient.map((ingredient, i) => ({ ...ingredient, food: foods[i] })) };
    },
  };
}

export type ExploreService = ReturnType<typeof createExploreService>;
