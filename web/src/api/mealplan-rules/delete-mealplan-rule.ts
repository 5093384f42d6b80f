import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import type { MealplanRule } from './get-mealplan-rules';
import { mealplanRuleKeys } from './keys';

/** `DELETE /api/households/mealplans/rules/{id}`; answers the deleted rule. */
export async function deleteMealplanRule(id: string): Promise<MealplanRule> {
  return unwrap(await apiClient.DELETE('/api/households/mealplans/rules/{itemId}', { params: { path: { itemId: id } } }));
}

export function useDeleteMealplanRule({ mutationConfig }: { mutationConfig?: MutationConfig<string, MealplanRule> } = {}) {
  return useApiMutation(deleteMealplanRule, [mealplanRuleKeys.all], mutationConfig);
}
