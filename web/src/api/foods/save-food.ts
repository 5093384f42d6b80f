import { z } from '../../lib/zod';
import { apiClient } from '../client';
import { type MutationConfig, useApiMutation } from '../mutation';
import type { ApiRequestBody } from '../types';
import { unwrap } from '../unwrap';
import type { Food } from './get-foods';
import { foodKeys } from './keys';

export const foodFormSchema = z.object({
  name: z.string().trim().min(1, 'common.validation.required').max(255, 'common.validation.tooLong'),
  pluralName: z.string().trim().max(255, 'common.validation.tooLong'),
  description: z.string().trim(),
  labelId: z.string(),
  onHand: z.boolean(),
  aliases: z.array(z.string()),
});
export type FoodFormInput = z.infer<typeof foodFormSchema>;

export type FoodBody = ApiRequestBody<'/api/foods', 'post'>;

export function foodToFormInput(food: Food | null | undefined): FoodFormInput {
  return {
    name: food?.name ?? '',
    pluralName: food?.pluralName ?? '',
    description: food?.description ?? '',
    labelId: food?.labelId ?? '',
    onHand: food?.onHand ?? false,
    aliases: food?.aliases.map((alias) => alias.name) ?? [],
  };
}

export function toFoodBody(values: FoodFormInput): FoodBody {
  return {
    name: values.name,
    pluralName: values.pluralName || null,
    description: values.description,
    labelId: values.labelId || null,
    onHand: values.onHand,
    aliases: values.aliases.map((name) => ({ name })),
  };
}

export interface SaveFoodInput {
  /** Absent to create. */
  id?: string;
  values: FoodFormInput;
}

/** `POST /api/foods`, or `PUT /api/foods/{id}` when an id is given. */
export async function saveFood({ id, values }: SaveFoodInput): Promise<Food> {
  const body = toFoodBody(values);
  if (id) return unwrap(await apiClient.PUT('/api/foods/{itemId}', { params: { path: { itemId: id } }, body }));
  return unwrap(await apiClient.POST('/api/foods', { body }));
}

export function useSaveFood({ mutationConfig }: { mutationConfig?: MutationConfig<SaveFoodInput, Food> } = {}) {
  return useApiMutation(saveFood, [foodKeys.all], mutationConfig);
}

export interface AssignFoodLabelInput {
  foods: Food[];
  labelId: string | null;
}

/** Bulk "assign label": there is no bulk endpoint, so each food is saved whole with the new label. */
export async function assignFoodLabel({ foods, labelId }: AssignFoodLabelInput): Promise<void> {
  await Promise.all(foods.map((food) => saveFood({ id: food.id, values: { ...foodToFormInput(food), labelId: labelId ?? '' } })));
}

export function useAssignFoodLabel({ mutationConfig }: { mutationConfig?: MutationConfig<AssignFoodLabelInput, void> } = {}) {
  return useApiMutation(assignFoodLabel, [foodKeys.all], mutationConfig);
}
