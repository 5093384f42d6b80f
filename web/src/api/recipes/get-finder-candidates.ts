import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient } from '../client';
import { unwrap } from '../unwrap';
import { getRecipe, type Recipe } from './get-recipe';
import type { RecipeSummary } from './get-recipes';
import { recipeKeys } from './keys';

interface NamedItem {
  id: string;
  name: string;
}

/** A recipe the finder can rank: its ingredient foods and tools, and the summary it shows. */
export interface FinderCandidate {
  id: string;
  slug: string;
  name: string;
  foods: NamedItem[];
  tools: NamedItem[];
  summary: RecipeSummary;
}

export interface FinderProgress {
  done: number;
  total: number;
}

// Full recipes are fetched a few at a time so a large group does not flood the server.
const CONCURRENCY = 6;

function ingredientFoods(recipe: Recipe): NamedItem[] {
  return (recipe.recipeIngredient ?? []).flatMap((ingredient) =>
    ingredient.food?.id ? [{ id: ingredient.food.id, name: ingredient.food.name }] : [],
  );
}

/**
 * Recipes using any of the foods (`GET /api/recipes?foods=…`), each with its ingredient foods
 * read from the full recipe. A full recipe is cached under its `updatedAt`, so a second search
 * only fetches what changed.
 */
export async function getFinderCandidates(
  queryClient: QueryClient,
  foodIds: readonly string[],
  onProgress: (progress: FinderProgress) => void = () => undefined,
): Promise<FinderCandidate[]> {
  if (foodIds.length === 0) return [];
  const list = unwrap(
    await apiClient.GET('/api/recipes', {
      params: { query: { foods: [...foodIds], perPage: -1, orderBy: 'name', orderDirection: 'asc' } },
    }),
  );
  const candidates: FinderCandidate[] = [];
  const queue = [...list.items];
  onProgress({ done: 0, total: queue.length });
  const worker = async () => {
    for (let summary = queue.shift(); summary; summary = queue.shift()) {
      const full = await queryClient.fetchQuery({
        queryKey: recipeKeys.finderRecipe(summary.id, summary.updatedAt),
        queryFn: () => getRecipe(summary.slug),
        staleTime: Number.POSITIVE_INFINITY,
      });
      candidates.push({
        id: summary.id,
        slug: summary.slug,
        name: summary.name,
        foods: ingredientFoods(full),
        tools: (summary.tools ?? []).map((tool) => ({ id: tool.id, name: tool.name })),
        summary,
      });
      onProgress({ done: candidates.length, total: list.items.length });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return candidates;
}

export function finderCandidatesQueryOptions(
  queryClient: QueryClient,
  foodIds: readonly string[],
  onProgress?: (progress: FinderProgress) => void,
) {
  const sorted = [...foodIds].sort();
  return queryOptions({
    queryKey: recipeKeys.finderCandidates({ foods: sorted }),
    queryFn: () => getFinderCandidates(queryClient, sorted, onProgress),
  });
}

/** The candidates, and how many full recipes have been read so far (a large group takes a moment). */
export function useFinderCandidates(foodIds: readonly string[]) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<FinderProgress>({ done: 0, total: 0 });
  const query = useQuery({ ...finderCandidatesQueryOptions(queryClient, foodIds, setProgress), enabled: foodIds.length > 0 });
  return { ...query, progress };
}
