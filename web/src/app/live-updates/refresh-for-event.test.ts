import { type QueryKey, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { cookbookKeys } from '../../api/cookbooks/keys';
import { mealPlanKeys } from '../../api/mealplans/keys';
import { organizersQueryOptions } from '../../api/organizers/get-organizers';
import { type Recipe, recipeQueryOptions } from '../../api/recipes/get-recipe';
import { recipesInfiniteQueryOptions } from '../../api/recipes/get-recipes';
import { recipeTimelineInfiniteQueryOptions, timelineEventsInfiniteQueryOptions } from '../../api/recipes/get-timeline-events';
import { recipeKeys } from '../../api/recipes/keys';
import { searchRecipesQueryOptions } from '../../api/recipes/search-recipes';
import { reportKeys } from '../../api/reports/keys';
import { shoppingListKeys } from '../../api/shopping-lists/keys';
import { type GroupSource, MEMBER_SOURCE } from '../../api/source';
import { DEFAULT_FILTERS, toRecipeListQuery } from '../../features/recipe-browse/lib/browse-filters';
import type { LiveEvent } from '../../lib/live-events/live-event';
import { createTestQueryClient } from '../../testing/test-utils';
import { refreshAfterGap, refreshForEvent } from './refresh-for-event';

const RECIPE_ID = '0b6f4c1e-1111-4a2b-9c3d-000000000001';
const OTHER_ID = '0b6f4c1e-2222-4a2b-9c3d-000000000002';
const VISITOR: GroupSource = { kind: 'explore', groupSlug: 'neighbours' };

const keys = {
  list: recipesInfiniteQueryOptions(MEMBER_SOURCE, toRecipeListQuery(DEFAULT_FILTERS)).queryKey,
  visitorList: recipesInfiniteQueryOptions(VISITOR, toRecipeListQuery(DEFAULT_FILTERS)).queryKey,
  search: searchRecipesQueryOptions('pan').queryKey,
  pancakes: recipeQueryOptions('pancakes').queryKey,
  pancakesById: recipeQueryOptions(RECIPE_ID).queryKey,
  waffles: recipeQueryOptions('waffles').queryKey,
  visitorPancakes: recipeQueryOptions('pancakes', VISITOR).queryKey,
  pancakesPermissions: recipeKeys.permissions('pancakes'),
  timeline: timelineEventsInfiniteQueryOptions({ orderDirection: 'desc' }).queryKey,
  recipeTimeline: recipeTimelineInfiniteQueryOptions(RECIPE_ID).queryKey,
  cookbooks: cookbookKeys.list(),
  cookbook: cookbookKeys.detail('breakfast'),
  tags: organizersQueryOptions('tags').queryKey,
  categories: organizersQueryOptions('categories').queryKey,
  reports: reportKeys.list('bulk_import'),
  shoppingLists: shoppingListKeys.list(),
  groceries: shoppingListKeys.detail('groceries'),
  hardware: shoppingListKeys.detail('hardware'),
  thisWeek: mealPlanKeys.range('2026-11-23', '2026-11-29'),
  nextWeek: mealPlanKeys.range('2026-11-30', '2026-12-06'),
  mealPlanEntry: mealPlanKeys.detail(7),
  about: ['app', 'about'],
} satisfies Record<string, QueryKey>;

type Key = keyof typeof keys;

const recipe = (id: string, slug: string, name: string) => ({ id, slug, name }) as Recipe;

function liveEvent(eventType: LiveEvent['eventType'], documentData: Partial<LiveEvent['documentData']>): LiveEvent {
  return {
    eventId: crypto.randomUUID(),
    eventType,
    integrationId: 'generic',
    documentData: { documentType: 'recipe', operation: 'update', ...documentData },
    message: { title: '', body: '' },
    timestamp: new Date().toISOString(),
    groupId: 'g',
    householdId: 'h',
  };
}

let queryClient = createTestQueryClient();

beforeEach(() => {
  queryClient = createTestQueryClient();
  for (const [name, key] of Object.entries(keys))
    queryClient.setQueryData(key, name === 'pancakes' ? recipe(RECIPE_ID, 'pancakes', 'Pancakes') : {});
  queryClient.setQueryData(keys.pancakesById, recipe(RECIPE_ID, 'pancakes', 'Pancakes'));
  queryClient.setQueryData(keys.waffles, recipe(OTHER_ID, 'waffles', 'Waffles'));
});

/** The named queries now marked stale, in the order of `keys`. */
const invalidated = () => (Object.keys(keys) as Key[]).filter((name) => queryClient.getQueryState(keys[name])?.isInvalidated === true);

/** A page showing the query, without fetching anything. */
function show(queryKey: QueryKey) {
  const observer = new QueryObserver(queryClient, { queryKey, enabled: false });
  return observer.subscribe(() => undefined);
}

describe('refreshForEvent', () => {
  it('refreshes every member recipe list and the timelines when a recipe is created', async () => {
    await refreshForEvent(queryClient, liveEvent('recipe_created', { operation: 'create', recipeId: RECIPE_ID, recipeSlug: 'pancakes' }));
    expect(invalidated()).toEqual(['list', 'search', 'timeline', 'recipeTimeline']);
  });

  it('refreshes the lists and the copies of an updated recipe, read by slug or by id', async () => {
    await refreshForEvent(queryClient, liveEvent('recipe_updated', { recipeId: RECIPE_ID, recipeSlug: 'pancakes' }));
    expect(invalidated()).toEqual(['list', 'search', 'pancakes', 'pancakesById', 'pancakesPermissions']);
  });

  it('hands a page showing a renamed recipe the new slug, and drops the copies nobody shows', async () => {
    const stopShowing = show(keys.pancakes);
    queryClient.setQueryData(recipeKeys.detail('old-pancakes'), recipe(RECIPE_ID, 'old-pancakes', 'Old pancakes'));

    await refreshForEvent(queryClient, liveEvent('recipe_updated', { recipeId: RECIPE_ID, recipeSlug: 'crepes' }));

    const crepes = recipeQueryOptions('crepes').queryKey;
    expect(queryClient.getQueryData<Recipe>(keys.pancakes)?.slug).toBe('crepes');
    expect(queryClient.getQueryState(keys.pancakes)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryData<Recipe>(crepes)).toMatchObject({ id: RECIPE_ID, slug: 'crepes' });
    expect(queryClient.getQueryState(crepes)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(keys.pancakesById)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(recipeKeys.detail('old-pancakes'))).toBeUndefined();
    expect(queryClient.getQueryData<Recipe>(keys.waffles)?.slug).toBe('waffles');
    stopShowing();
  });

  it('refreshes the copies of a deleted recipe, so that an open page finds it gone', async () => {
    await refreshForEvent(queryClient, liveEvent('recipe_deleted', { operation: 'delete', recipeId: RECIPE_ID, recipeSlug: 'pancakes' }));
    expect(invalidated()).toEqual(['list', 'search', 'pancakes', 'pancakesById', 'pancakesPermissions', 'timeline', 'recipeTimeline']);
  });

  it('refreshes the timelines when a timeline entry changes', async () => {
    const event = liveEvent('recipe_updated', { documentType: 'recipe_timeline_event', recipeId: RECIPE_ID, recipeSlug: 'pancakes' });
    await refreshForEvent(queryClient, event);
    expect(invalidated()).toEqual(['timeline', 'recipeTimeline']);
  });

  it('refreshes the cookbooks, and the recipe lists when a cookbook changes', async () => {
    await refreshForEvent(queryClient, liveEvent('cookbook_created', { documentType: 'cookbook', operation: 'create', cookbookId: 'c1' }));
    expect(invalidated()).toEqual(['cookbooks', 'cookbook']);
    await refreshForEvent(queryClient, liveEvent('cookbook_updated', { documentType: 'cookbook', operation: 'update', cookbookId: 'c1' }));
    expect(invalidated()).toEqual(['list', 'visitorList', 'cookbooks', 'cookbook']);
  });

  it('refreshes every list of tags, and the recipes that name them when one changes', async () => {
    await refreshForEvent(queryClient, liveEvent('tag_created', { documentType: 'tag', operation: 'create', tagId: 't1' }));
    expect(invalidated()).toEqual(['tags']);
    await refreshForEvent(queryClient, liveEvent('tag_deleted', { documentType: 'tag', operation: 'delete', tagId: 't1' }));
    expect(invalidated()).toEqual(['list', 'visitorList', 'pancakes', 'pancakesById', 'waffles', 'visitorPancakes', 'tags']);
  });

  it('refreshes the categories on a category event', async () => {
    await refreshForEvent(queryClient, liveEvent('category_created', { documentType: 'category', operation: 'create', categoryId: 'c' }));
    expect(invalidated()).toEqual(['categories']);
  });

  it('refreshes the import reports when a bulk import starts', async () => {
    await refreshForEvent(
      queryClient,
      liveEvent('recipe_created', { documentType: 'recipe_bulk_report', operation: 'create', reportId: 'r' }),
    );
    expect(invalidated()).toEqual(['reports']);
  });

  it('refreshes the index and the one list a shopping list event names', async () => {
    const event = liveEvent('shopping_list_updated', { documentType: 'shopping_list', operation: 'update', shoppingListId: 'groceries' });
    await refreshForEvent(queryClient, event);
    expect(invalidated()).toEqual(['shoppingLists', 'groceries']);
  });

  it('refreshes only the named list when its items change', async () => {
    const event = liveEvent('shopping_list_updated', {
      documentType: 'shopping_list_item',
      operation: 'update',
      shoppingListId: 'hardware',
    });
    await refreshForEvent(queryClient, event);
    expect(invalidated()).toEqual(['hardware']);
  });

  it('refreshes every planned range and entry on a meal-plan event (a move may leave one range for another)', async () => {
    const event = liveEvent('mealplan_entry_updated', { documentType: 'mealplan', operation: 'update', mealplanId: 7 });
    await refreshForEvent(queryClient, event);
    expect(invalidated()).toEqual(['thisWeek', 'nextWeek', 'mealPlanEntry']);
  });

  it('leaves everything alone for events without a screen here', async () => {
    const event = liveEvent('user_signup', { documentType: 'user', operation: 'create' });
    await refreshForEvent(queryClient, event);
    expect(invalidated()).toEqual([]);
  });
});

describe('refreshAfterGap', () => {
  it('refreshes everything but the public app data', async () => {
    await refreshAfterGap(queryClient);
    expect(invalidated()).toEqual((Object.keys(keys) as Key[]).filter((name) => name !== 'about'));
  });
});
