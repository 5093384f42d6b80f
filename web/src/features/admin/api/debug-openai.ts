import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiResponse } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';

export type DebugResponse = ApiResponse<'/api/admin/debug/openai', 'post'>;

/** `POST /api/admin/debug/openai`: multipart with an optional `image` and its `extension`. */
export async function debugOpenai({ image }: { image: File | null }): Promise<DebugResponse> {
  const form = new FormData();
  if (image) {
    form.append('image', image);
    form.append('extension', image.name.split('.').pop()?.toLowerCase() ?? '');
  }
  return unwrap(
    await apiClient.POST('/api/admin/debug/openai', {
      // biome-ignore lint/suspicious/noExplicitAny: multipart bodies are not described as JSON
      body: form as any,
      bodySerializer: (body) => body as unknown as FormData,
    }),
  );
}

export function useDebugOpenai({ mutationConfig }: { mutationConfig?: MutationConfig<typeof debugOpenai> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: debugOpenai });
}
