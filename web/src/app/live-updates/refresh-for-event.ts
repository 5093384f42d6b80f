import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { cookbookDetailsQueryKey } from '../../features/cookbooks/api/get-cookbook';
import { getCookbooksQueryOptions } from '../../features/cookbooks/api/get-cookbooks';
import { getOrganizersQueryOptions } from '../../features/organizers/api/get-organizers';
import { getFilterOptionsQueryOptions } from '../../features/recipe-browse/api/get-filter-options';
import { finderCandidatesQueryKey } from '../../features/recipe-browse/api/get-finder-recipes';
import { recipeListsQueryKey } from '../../features/recipe-browse/api/get-recipes';
import { recipesByIdQueryKey } from '../../features/recipe-browse/api/get-recipes-by-id';
import { timelinesQueryKey } from '../../features/recipe-browse/api/get-timeline-events';
import { recipeSearchesQueryKey } from '../../features/recipe-browse/api/search-recipes';
import { listOrganizersQueryOptions } from '../../features/recipes/api/get-organizer-choices';
import { getRecipeQueryOptions, type Recipe, recipeDetailsQueryKey } from '../../features/recipes/api/get-recipe';
import { reportListsQueryKey } from '../../features/reports/api/get-reports';
import { MEMBER_SOURCE } from '../../lib/group-source/group-source';
import type { LiveEvent } from '../../lib/live-events/live-event';

type Operation = LiveEvent['documentData']['operation'];

const invalidate = (queryClient: QueryClient, ...keys: QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** Every list that shows recipes: the explorer, cookbook and organizer pages, searches, favourites, the finder. */
const refreshRecipeLists = (queryClient: QueryClient) =>
  invalidate(queryClient, recipeListsQueryKey(), recipeSearchesQueryKey, recipesByIdQueryKey, finderCandidatesQueryKey);

/**
 * The cached copies of one recipe, which are keyed by the slug or id they were read with. A rename
 * changes the slug: a page still showing the old one is handed the recipe under its new slug (the
 * recipe route then moves to the new address, where it refetches); a copy nobody shows is dropped.
 */
function refreshRecipe(queryClient: QueryClient, operation: Operation, recipeId?: string, recipeSlug?: string) {
  const readWith = (query: Query) => query.queryKey.at(-1);
  const copies = queryClient
    .getQueryCache()
    .findAll({ queryKey: recipeDetailsQueryKey() })
    .filter((query) => {
      const id = (query.state.data as Recipe | undefined)?.id;
      return (
        (recipeId !== undefined && (id === recipeId || readWith(query) === recipeId)) ||
        (recipeSlug !== undefined && readWith(query) === recipeSlug)
      );
    });
  if (operation !== 'update' || recipeSlug === undefined) return invalidate(queryClient, ...copies.map((query) => query.queryKey));

  const current = getRecipeQueryOptions(recipeSlug).queryKey;
  const stale: QueryKey[] = [current];
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
  return invalidate(queryClient, ...stale);
}

function refreshOrganizers(queryClient: QueryClient, kind: 'tags' | 'categories', operation: Operation) {
  const keys: QueryKey[] = [
    getOrganizersQueryOptions(kind).queryKey,
    listOrganizersQueryOptions(kind).queryKey,
    getFilterOptionsQueryOptions(MEMBER_SOURCE, kind).queryKey,
  ];
  // Recipes carry their tags and categories by name.
  if (operation !== 'create') keys.push(recipeListsQueryKey(), recipeDetailsQueryKey());
  return invalidate(queryClient, ...keys);
}

/** Marks what a live event changed as stale, so that what is on screen refetches. */
export async function refreshForEvent(queryClient: QueryClient, event: LiveEvent): Promise<void> {
  const { documentType, operation, recipeId, recipeSlug } = event.documentData;
  switch (documentType) {
    case 'recipe':
      await Promise.all([
        refreshRecipeLists(queryClient),
        // A new recipe gets a "created" timeline entry; a deleted one takes its entries along.
        operation === 'update' ? undefined : invalidate(queryClient, timelinesQueryKey),
        operation === 'create' ? undefined : refreshRecipe(queryClient, operation, recipeId, recipeSlug),
      ]);
      return;
    case 'recipe_timeline_event':
      await invalidate(queryClient, timelinesQueryKey);
      return;
    case 'recipe_bulk_report':
      await invalidate(queryClient, reportListsQueryKey);
      return;
    case 'cookbook':
      await invalidate(queryClient, getCookbooksQueryOptions().queryKey, cookbookDetailsQueryKey);
      // A cookbook page lists the recipes its filter selects.
      if (operation !== 'create') await invalidate(queryClient, recipeListsQueryKey());
      return;
    case 'tag':
      await refreshOrganizers(queryClient, 'tags', operation);
      return;
    case 'category':
      await refreshOrganizers(queryClient, 'categories', operation);
      return;
    default:
      // Shopping lists, meal plans and the rest have no screens here yet.
      return;
  }
}

/** After the stream was down with nothing to resume from: anything on screen may be outdated. */
export function refreshAfterGap(queryClient: QueryClient): Promise<void> {
  // Public app data (`['app', …]`) does not change through events.
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'app' });
}
