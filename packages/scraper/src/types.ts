import type { Step } from './instructions.ts';

export interface Ingredient {
  title?: string;
  note: string;
  originalText: string;
}

export interface ScrapedRecipe {
  name: string;
  description: string;
  image?: string;
  recipeYield?: string;
  recipeServings?: number;
  totalTime?: string;
  prepTime?: string;
  performTime?: string;
  recipeIngredient: Ingredient[];
  recipeInstructions: Step[];
  recipeCategory: string[];
  recipeCuisine: string[];
  tags: string[];
  nutrition: Record<string, string>;
  orgURL: string;
  extras: { author?: string; language?: string; source: 'json-ld' | 'microdata' | 'html' };
}
