import { apiClient } from '../../../api/client';
import type { ApiRequestBody } from '../../../api/types';
import type { MutationConfig } from '../../../lib/react-query';
import { useInvalidatingMutation } from './use-invalidating-mutation';

export type RecipeSettingsInput = ApiRequestBody<'/api/recipes/bulk-actions/settings', 'post'>['settings'];

interface OrganizerRef {
  id: string;
  name: string;
  slug: string;
}

/** `POST /api/recipes/bulk-actions/tag`: adds the tags to every recipe (by slug). */
export async function bulkTagRecipes({ recipes, tags }: { recipes: string[]; tags: OrganizerRef[] }): Promise<void> {
  await apiClient.POST('/api/recipes/bulk-actions/tag', { body: { recipes, tags } });
}

/** `POST /api/recipes/bulk-actions/categorize`. */
export async function bulkCategorizeRecipes({ recipes, categories }: { recipes: string[]; categories: OrganizerRef[] }): Promise<void> {
  await apiClient.POST('/api/recipes/bulk-actions/categorize', { body: { recipes, categories } });
}

/** `POST /api/recipes/bulk-actions/settings`; the server keeps each recipe's `locked`. */
export async function bulkUpdateRecipeSettings({ recipes, settings }: { recipes: string[]; settings: RecipeSettingsInput }): Promise<void> {
  await apiClient.POST('/api/recipes/bulk-actions/settings', { body: { recipes, settings } });
}

/** `POST /api/recipes/bulk-actions/delete`. */
export async function bulkDeleteRecipes({ recipes }: { recipes: string[] }): Promise<void> {
  await apiClient.POST('/api/recipes/bulk-actions/delete', { body: { recipes } });
}

/** `POST /api/recipes/bulk-actions/export`: the server builds a JSON export in the background. */
export async function bulkExportRecipes({ recipes }: { recipes: string[] }): Promise<void> {
  await apiClient.POST('/api/recipes/bulk-actions/export', { body: { recipes, exportType: 'json' } });
}

// biome-ignore lint/suspicious/noExplicitAny: matches any fetcher
type Config<Fn extends (...args: any) => Promise<any>> = { mutationConfig?: MutationConfig<Fn> };

export const useBulkTagRecipes = ({ mutationConfig }: Config<typeof bulkTagRecipes> = {}) =>
  useInvalidatingMutation(bulkTagRecipes, [['recipes'], ['organizers']], mutationConfig);
export const useBulkCategorizeRecipes = ({ mutationConfig }: Config<typeof bulkCategorizeRecipes> = {}) =>
  useInvalidatingMutation(bulkCategorizeRecipes, [['recipes'], ['organizers']], mutationConfig);
export const useBulkUpdateRecipeSettings = ({ mutationConfig }: Config<typeof bulkUpdateRecipeSettings> = {}) =>
  useInvalidatingMutation(bulkUpdateRecipeSettings, [['recipes']], mutationConfig);
export const useBulkDeleteRecipes = ({ mutationConfig }: Config<typeof bulkDeleteRecipes> = {}) =>
  useInvalidatingMutation(bulkDeleteRecipes, [['recipes']], mutationConfig);
export const useBulkExportRecipes = ({ mutationConfig }: Config<typeof bulkExportRecipes> = {}) =>
  useInvalidatingMutation(bulkExportRecipes, [['recipes', 'exports']], mutationConfig);
