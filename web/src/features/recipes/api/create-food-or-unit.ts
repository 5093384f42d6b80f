import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/client';
import { unwrap } from '../../../api/unwrap';
import type { MutationConfig } from '../../../lib/react-query';
import type { Food, FoodOrUnitKind, Unit } from './get-foods-or-units';

/** `POST /api/foods {name}` or `POST /api/units {name}`: the "create …" choice of a picker. */
export async function createFoodOrUnit({ kind, name }: { kind: FoodOrUnitKind; name: string }): Promise<Food | Unit> {
  if (kind === 'foods') return unwrap(await apiClient.POST('/api/foods', { body: { name } }));
  return unwrap(await apiClient.POST('/api/units', { body: { name } }));
}

export function useCreateFoodOrUnit({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createFoodOrUnit> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['recipes', args[1].kind] });
      await onSuccess?.(...args);
    },
    mutationFn: createFoodOrUnit,
  });
}
