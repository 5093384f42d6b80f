import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import type { ApiRequestBody } from '../../../api/types';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';
import type { Cookbook } from './get-cookbooks';

export type CookbookInput = ApiRequestBody<'/api/households/cookbooks', 'post'>;

/** `POST /api/households/cookbooks`, or `PUT /api/households/cookbooks/{id}` when an id is given. */
export async function saveCookbook({ id, data }: { id?: string; data: CookbookInput }): Promise<Cookbook> {
  if (id) return unwrap(await apiClient.PUT('/api/households/cookbooks/{itemId}', { params: { path: { itemId: id } }, body: data }));
  return unwrap(await apiClient.POST('/api/households/cookbooks', { body: data }));
}

export function useSaveCookbook({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveCookbook> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['cookbooks'] });
      await queryClient.invalidateQueries({ queryKey: ['recipes', 'list'] });
      await onSuccess?.(...args);
    },
    mutationFn: saveCookbook,
  });
}
