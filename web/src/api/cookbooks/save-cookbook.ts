import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { recipeKeys } from '../recipes/keys';
import type { ApiRequestBody } from '../types';
import { unwrap } from '../unwrap';
import type { Cookbook } from './get-cookbooks';
import { cookbookKeys } from './keys';

export type CookbookInput = ApiRequestBody<'/api/households/cookbooks', 'post'>;

export interface SaveCookbookInput {
  /** Absent to create. */
  id?: string;
  data: CookbookInput;
}

/** `POST /api/households/cookbooks`, or `PUT /api/households/cookbooks/{id}` when an id is given. */
export async function saveCookbook({ id, data }: SaveCookbookInput): Promise<Cookbook> {
  if (id) return unwrap(await apiClient.PUT('/api/households/cookbooks/{itemId}', { params: { path: { itemId: id } }, body: data }));
  return unwrap(await apiClient.POST('/api/households/cookbooks', { body: data }));
}

export function useSaveCookbook({ mutationConfig }: { mutationConfig?: MutationConfig<SaveCookbookInput, Cookbook> } = {}) {
  // A cookbook's recipes are a recipe list filtered by it.
  return useApiMutation(saveCookbook, [cookbookKeys.all, recipeKeys.lists()], mutationConfig);
}
