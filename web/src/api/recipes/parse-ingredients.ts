import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiRequestBody, ApiResponse } from '../types';
import { unwrap } from '../unwrap';

export type ParsedIngredient = ApiResponse<'/api/parser/ingredients', 'post'>[number];
export type IngredientParserName = NonNullable<ApiRequestBody<'/api/parser/ingredients', 'post'>['parser']>;

export interface ParseIngredientsInput {
  parser: IngredientParserName;
  ingredients: string[];
}

/** `POST /api/parser/ingredients`: every line parsed and matched to the group's foods and units. */
export async function parseIngredients({ parser, ingredients }: ParseIngredientsInput): Promise<ParsedIngredient[]> {
  return unwrap(await apiClient.POST('/api/parser/ingredients', { body: { parser, ingredients } }));
}

/** A mutation: parsing runs when the page opens and again on "Parse all", never in the background. Nothing is saved. */
export function useParseIngredients({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<ParseIngredientsInput, ParsedIngredient[]>;
} = {}) {
  return useApiMutation(parseIngredients, [], mutationConfig);
}
