import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MutationConfig, useApiMutation } from '../mutation';
import { createUnit } from '../units/create-unit';
import type { Unit } from '../units/get-units';
import { unitKeys } from '../units/keys';
import { searchUnits } from '../units/search-units';
import { createFood } from './create-food';
import type { Food } from './get-foods';
import { foodKeys } from './keys';
import { searchFoods } from './search-foods';

/** The recipe editor's pickers search and create foods and units alike. */
export type FoodOrUnitKind = 'foods' | 'units';
export type FoodOrUnit = Food | Unit;

export function searchFoodsOrUnitsQueryOptions(kind: FoodOrUnitKind, term: string) {
  return queryOptions<FoodOrUnit[]>({
    queryKey: kind === 'foods' ? foodKeys.search(term) : unitKeys.search(term),
    queryFn: () => (kind === 'foods' ? searchFoods(term) : searchUnits(term)),
  });
}

export function useFoodsOrUnits(kind: FoodOrUnitKind, term: string, { enabled = true } = {}) {
  return useQuery({ ...searchFoodsOrUnitsQueryOptions(kind, term), enabled });
}

export interface CreateFoodOrUnitInput {
  kind: FoodOrUnitKind;
  name: string;
}

export const createFoodOrUnit = ({ kind, name }: CreateFoodOrUnitInput): Promise<FoodOrUnit> =>
  kind === 'foods' ? createFood(name) : createUnit(name);

/** The "create …" choice of a picker. */
export function useCreateFoodOrUnit({ mutationConfig }: { mutationConfig?: MutationConfig<CreateFoodOrUnitInput, FoodOrUnit> } = {}) {
  return useApiMutation(createFoodOrUnit, (input) => [input.kind === 'foods' ? foodKeys.all : unitKeys.all], mutationConfig);
}
