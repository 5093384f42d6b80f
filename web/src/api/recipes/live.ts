import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { components } from '../schema';
import { MEMBER_SOURCE } from '../source';
import type { Recipe } from './get-recipe';
import { recipeKeys } from './keys';

/** What a live event says about a recipe (`documentData` of a `recipe` or `recipe_timeline_event` event). */
export type RecipeEventData = Pick<components['schemas']['EventDocumentData'], 'operation' | 'recipeId' | 'recipeSlug'>;

const invalidate = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/**
 * Every member list that shows recipes: the explorer, cookbook and organizer pages, searches,
 * favourites, the timeline's recipes, the finder. Live events concern the member's own group, so
 * what a visitor read of another group stays as it is.
 */
export const recipeListKeys = (): QueryKey[] => [
  recipeKeys.sourceLists(MEMBER_SOURCE),
  recipeKeys.searches(),
  recipeKeys.byIds(),
  recipeKeys.finder(),
];

/**
 * The cached copies of one recipe, which are keyed by the slug or id they were read with. A rename
 * changes the slug: a page still showing the old one is handed the recipe under its new slug (the
 * recipe route then moves to the new address, where it refetches); a copy nobody shows is dropped.
 * What the caller may do with it is asked again too.
 */
function refreshRecipe(queryClient: QueryClient, { operation, recipeId, recipeSlug }: RecipeEventData) {
  const readWith = (query: Query) => query.queryKey.at(-1);
  const copies = queryClient
    .getQueryCache()
    .findAll({ queryKey: recipeKeys.sourceDetails(MEMBER_SOURCE) })
    .filter((query) => {
      const id = (query.state.data as Recipe | undefined)?.id;
      return (
        (recipeId !== undefined && (id === recipeId || readWith(query) === recipeId)) ||
        (recipeSlug !== undefined && readWith(query) === recipeSlug)
      );
    });
  const permissions = [recipeSlug, recipeId, ...copies.map(readWith)].flatMap((slug) =>
    typeof slug === 'string' ? [recipeKeys.permissions(slug)] : [],
  );
  if (operation !== 'update' || recipeSlug === undefined) {
    return invalidate(queryClient, [...copies.map((query) => query.queryKey), ...permissions]);
  }

  const current = recipeKeys.detail(recipeSlug);
  const stale: QueryKey[] = [current, ...permissions];
  for (const query of copies) {
    const data = query.state.data as Recipe | undefined;
    if (readWith(query) === recipeSlug) continue;
    if (readWith(query) === recipeId || !data) stale.push(query.queryKey);
    else if (query.getObserversCount() === 0) queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
    else {
      const moved = { ...data, slug: recipeSlug };
      if (queryClient.getQueryData(current) === undefined) queryClient.setQueryData(current, moved);
      queryClient.setQueryData(query.queryKey, moved);
    }
  }
  return invalidate(queryClient, stale);
}

/** A recipe was created, changed or deleted elsewhere: what shows it refetches. */
export async function refreshForRecipeEvent(queryClient: QueryClient, data: RecipeEventData): Promise<void> {
  await Promise.all([
    invalidate(queryClient, recipeListKeys()),
    // A new recipe gets a "created" timeline entry; a deleted one takes its entries along.
    data.operation === 'update' ? undefined : invalidate(queryClient, [recipeKeys.timelines()]),
    data.operation === 'create' ? undefined : refreshRecipe(queryClient, data),
  ]);
}

/** A timeline entry changed: every timeline (the group's and each recipe's) refetches. */
export async function refreshForTimelineEvent(queryClient: QueryClient): Promise<void> {
  await invalidate(queryClient, [recipeKeys.timelines()]);
}
