import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiRequestBody, ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';

export type DebugParsedIngredient = ApiResponse<'/api/parser/ingredient', 'post'>;
export type DebugParserName = NonNullable<ApiRequestBody<'/api/parser/ingredient', 'post'>['parser']>;

/** `POST /api/parser/ingredient`: one line through the chosen parser, for the debug page. */
export async function debugParseIngredient({ parser, ingredient }: { parser: DebugParserName; ingredient: string }) {
  return unwrap(await apiClient.POST('/api/parser/ingredient', { body: { parser, ingredient } }));
}

export function useDebugParseIngredient({ mutationConfig }: { mutationConfig?: MutationConfig<typeof debugParseIngredient> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: debugParseIngredient });
}
