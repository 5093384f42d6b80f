/** Mealie's nutrition fields in display order, with the unit each is given in. */
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
