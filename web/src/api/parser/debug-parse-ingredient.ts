import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiRequestBody, ApiResponse } from '../types';
import { unwrap } from '../unwrap';

export type DebugParsedIngredient = ApiResponse<'/api/parser/ingredient', 'post'>;
export type DebugParserName = NonNullable<ApiRequestBody<'/api/parser/ingredient', 'post'>['parser']>;

export interface DebugParseInput {
  parser: DebugParserName;
  ingredient: string;
}

/** `POST /api/parser/ingredient`: one line through the chosen parser, for the admin debug page. */
export async function debugParseIngredient({ parser, ingredient }: DebugParseInput): Promise<DebugParsedIngredient> {
  return unwrap(await apiClient.POST('/api/parser/ingredient', { body: { parser, ingredient } }));
}

export function useDebugParseIngredient({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<DebugParseInput, DebugParsedIngredient>;
} = {}) {
  return useApiMutation(debugParseIngredient, [], mutationConfig);
}
