import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiRequestBody, ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';

export type ParsedIngredient = ApiResponse<'/api/parser/ingredients', 'post'>[number];
export type IngredientParserName = NonNullable<ApiRequestBody<'/api/parser/ingredients', 'post'>['parser']>;

/** `POST /api/parser/ingredients`: every line parsed and matched to the group's foods and units. */
export async function parseIngredients({ parser, ingredients }: { parser: IngredientParserName; ingredients: string[] }) {
  return unwrap(await apiClient.POST('/api/parser/ingredients', { body: { parser, ingredients } }));
}

/** A mutation: parsing runs when the page opens and again on "Parse all", never in the background. */
export function useParseIngredients({ mutationConfig }: { mutationConfig?: MutationConfig<typeof parseIngredients> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: parseIngredients });
}
