/** Mealie's nutrition fields in display order, with the unit a bare number is taken to be in. */
export const NUTRITION_FIELDS = [
  { key: 'calories', unit: 'kcal', label: 'recipe.nutrition.calories' },
  { key: 'carbohydrateContent', unit: 'g', label: 'recipe.nutrition.carbohydrateContent' },
  { key: 'cholesterolContent', unit: 'mg', label: 'recipe.nutrition.cholesterolContent' },
  { key: 'fatContent', unit: 'g', label: 'recipe.nutrition.fatContent' },
  { key: 'fiberContent', unit: 'g', label: 'recipe.nutrition.fiberContent' },
  { key: 'proteinContent', unit: 'g', label: 'recipe.nutrition.proteinContent' },
  { key: 'saturatedFatContent', unit: 'g', label: 'recipe.nutrition.saturatedFatContent' },
  { key: 'sodiumContent', unit: 'mg', label: 'recipe.nutrition.sodiumContent' },
  { key: 'sugarContent', unit: 'g', label: 'recipe.nutrition.sugarContent' },
  { key: 'transFatContent', unit: 'g', label: 'recipe.nutrition.transFatContent' },
  { key: 'unsaturatedFatContent', unit: 'g', label: 'recipe.nutrition.unsaturatedFatContent' },
] as const;

export type NutritionKey = (typeof NUTRITION_FIELDS)[number]['key'];
export type NutritionValues = Partial<Record<NutritionKey, string | null>>;

/**
 * A nutrition value as shown: Mealie stores free text ("375kcal", "27 g", "1,2 g"), so it is shown
 * as written; a bare number gets the field's unit ("375" → "375 kcal"), as migrations store some.
 */
export function nutritionText(value: string | null | undefined, unit: string): string {
  const text = value?.toString().trim() ?? '';
  return /^\d+(?:[.,]\d+)?$/.test(text) ? `${text} ${unit}` : text;
}
