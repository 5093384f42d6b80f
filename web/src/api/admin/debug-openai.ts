import { apiClient } from '../client';
import { fileExtension, multipart } from '../multipart';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiResponse } from '../types';
import { unwrap } from '../unwrap';

export type DebugResponse = ApiResponse<'/api/admin/debug/openai', 'post'>;

export interface DebugOpenaiInput {
  image: File | null;
}

/** `POST /api/admin/debug/openai`: multipart with an optional `image` and its `extension`. */
export async function debugOpenai({ image }: DebugOpenaiInput): Promise<DebugResponse> {
  const fields = image ? { image, extension: fileExtension(image.name) } : {};
  return unwrap(await apiClient.POST('/api/admin/debug/openai', multipart(fields)));
}

export function useDebugOpenai({ mutationConfig }: { mutationConfig?: MutationConfig<DebugOpenaiInput, DebugResponse> } = {}) {
  return useApiMutation(debugOpenai, [], mutationConfig);
}
