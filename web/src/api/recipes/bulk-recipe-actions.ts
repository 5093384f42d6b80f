import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { organizerKeys } from '../organizers/keys';
import type { ApiRequestBody } from '../types';
import { recipeKeys } from './keys';

export type RecipeSettingsInput = ApiRequestBody<'/api/recipes/bulk-actions/settings', 'post'>['settings'];

interface OrganizerRef {
  id: string;
  name: string;
  slug: string;
}

export interface BulkTagInput {
  recipes: string[];
  tags: OrganizerRef[];
}
export interface BulkCategorizeInput {
  recipes: string[];
  categories: OrganizerRef[];
}
export interface BulkSettingsInput {
  recipes: string[];
  settings: RecipeSettingsInput;
}
export interface BulkRecipesInput {
  recipes: string[];
}

/** `POST /api/recipes/bulk-actions/tag`: adds the tags to every recipe (by slug). */
export async function bulkTagRecipes({ recipes, tags }: BulkTagInput): Promise<void> {
  await apiClient.POST('/api/recipes/bulk-actions/tag', { body: { recipes, tags } });
}

/** `POST /api/recipes/bulk-actions/categorize`. */
export async function bulkCategorizeRecipes({ recipes, categories }: BulkCategorizeInput): Promise<void> {
  await apiClient.POST('/api/recipes/bulk-actions/categorize', { body: { recipes, categories } });
}

/** `POST /api/recipes/bulk-actions/settings`; the server keeps each recipe's `locked`. */
export async function bulkUpdateRecipeSettings({ recipes, settings }: BulkSettingsInput): Promise<void> {
  await apiClient.POST('/api/recipes/bulk-actions/settings', { body: { recipes, settings } });
}

/** `POST /api/recipes/bulk-actions/delete`. */
export async function bulkDeleteRecipes({ recipes }: BulkRecipesInput): Promise<void> {
  await apiClient.POST('/api/recipes/bulk-actions/delete', { body: { recipes } });
}

/** `POST /api/recipes/bulk-actions/export`: the server builds a JSON export in the background. */
export async function bulkExportRecipes({ recipes }: BulkRecipesInput): Promise<void> {
  await apiClient.POST('/api/recipes/bulk-actions/export', { body: { recipes, exportType: 'json' } });
}

type Config<TInput> = { mutationConfig?: MutationConfig<TInput, void> };

export const useBulkTagRecipes = ({ mutationConfig }: Config<BulkTagInput> = {}) =>
  useApiMutation(bulkTagRecipes, [recipeKeys.all, organizerKeys.kind('tags')], mutationConfig);
export const useBulkCategorizeRecipes = ({ mutationConfig }: Config<BulkCategorizeInput> = {}) =>
  useApiMutation(bulkCategorizeRecipes, [recipeKeys.all, organizerKeys.kind('categories')], mutationConfig);
export const useBulkUpdateRecipeSettings = ({ mutationConfig }: Config<BulkSettingsInput> = {}) =>
  useApiMutation(bulkUpdateRecipeSettings, [recipeKeys.all], mutationConfig);
export const useBulkDeleteRecipes = ({ mutationConfig }: Config<BulkRecipesInput> = {}) =>
  useApiMutation(bulkDeleteRecipes, [recipeKeys.all], mutationConfig);
export const useBulkExportRecipes = ({ mutationConfig }: Config<BulkRecipesInput> = {}) =>
  useApiMutation(bulkExportRecipes, [recipeKeys.exports()], mutationConfig);
