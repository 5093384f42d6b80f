import type { IngredientConfidence } from './schemas.js';

/** What any parser gives for one line, before the food and unit are matched to the group's own. */
export interface RawParse {
  input: string;
  quantity: number | null;
  /** Upper bound of a range ("12-15"), else null. */
  quantityMax: number | null;
  unit: string | null;
  /** The unit as written in the line, when the parser gave its name in another form ("EL" for tablespoon). */
  unitText?: string;
  food: string | null;
  note: string;
  confidence: IngredientConfidence;
}
