import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import { unwrap } from '../unwrap';
import type { MealplanRule } from './get-mealplan-rules';
import { mealplanRuleKeys } from './keys';

/** What the web app sends: every field of the request body (`PlanRulesCreate`), none left to the server's defaults. */
export type MealplanRuleInput = Pick<MealplanRule, 'day' | 'entryType' | 'queryFilterString'>;

export interface SaveMealplanRuleInput {
  /** Absent to create. */
  id?: string;
  data: MealplanRuleInput;
}

/** `POST /api/households/mealplans/rules`, or `PUT …/rules/{id}` when an id is given (422 for a bad filter). */
export async function saveMealplanRule({ id, data }: SaveMealplanRuleInput): Promise<MealplanRule> {
  if (id) {
    return unwrap(await apiClient.PUT('/api/households/mealplans/rules/{itemId}', { params: { path: { itemId: id } }, body: data }));
  }
  return unwrap(await apiClient.POST('/api/households/mealplans/rules', { body: data }));
}

export function useSaveMealplanRule({ mutationConfig }: { mutationConfig?: MutationConfig<SaveMealplanRuleInput, MealplanRule> } = {}) {
  return useApiMutation(saveMealplanRule, [mealplanRuleKeys.all], mutationConfig);
}
