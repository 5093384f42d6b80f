import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import { shoppingListKeys } from './keys';
import type { ShoppingList, ShoppingListLabelSetting } from './types';

export interface UpdateLabelSettingsInput {
  listId: string;
  /** In the new order; positions are renumbered from 0. */
  settings: ShoppingListLabelSetting[];
}

/** `PUT /api/households/shopping/lists/{id}/label-settings`: the order of the label groups. */
export async function updateLabelSettings({ listId, settings }: UpdateLabelSettingsInput): Promise<ShoppingList> {
  const body = settings.map(({ id, shoppingListId, labelId }, position) => ({ id, shoppingListId, labelId, position }));
  return unwrap(
    await apiClient.PUT('/api/households/shopping/lists/{itemId}/label-settings', { params: { path: { itemId: listId } }, body }),
  );
}

export function useUpdateLabelSettings({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<UpdateLabelSettingsInput, ShoppingList>;
} = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useApiMutation(updateLabelSettings, [], {
    ...config,
    onSuccess: async (list, ...rest) => {
      queryClient.setQueryData(shoppingListKeys.detail(list.id), list);
      await onSuccess?.(list, ...rest);
    },
  });
}
