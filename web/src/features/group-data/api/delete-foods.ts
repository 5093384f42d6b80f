import { apiClient } from '../../../api/client';
import type { MutationConfig } from '../../../lib/react-query';
import { getFoodsQueryOptions } from './get-foods';
import { useInvalidatingMutation } from './use-invalidating-mutation';

/** `DELETE /api/foods/{id}` for each id; Mealie has no bulk delete. */
export async function deleteFoods(ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => apiClient.DELETE('/api/foods/{itemId}', { params: { path: { itemId: id } } })));
}

export function useDeleteFoods({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteFoods> } = {}) {
  return useInvalidatingMutation(deleteFoods, [getFoodsQueryOptions().queryKey], mutationConfig);
}
