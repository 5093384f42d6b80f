import { formatDecimal, formatFraction, formatFractionPlain } from './fractions';

/** The fields of a recipe ingredient that its display text depends on (api.md §5). */
export interface DisplayableIngredient {
  quantity?: number | null;
  /** Upper bound of a range (Larder's addition to Mealie's ingredient), shown as "12–15". */
  maxQuantity?: number | null;
  unit?: {
    name: string;
    pluralName?: string | null;
    abbreviation?: string | null;
    pluralAbbreviation?: string | null;
    useAbbreviation?: boolean | null;
    fraction?: boolean | null;
  } | null;
  food?: { name: string; pluralName?: string | null } | null;
  note?: string | null;
}

/** The pieces of one ingredient line, so the food can be set in bold and the note faded. */
export interface IngredientParts {
  quantity: string;
  unit: string;
  food: string;
  note: string;
}

export interface DisplayOptions {
  scale?: number;
  /** The recipe's "disable ingredient amounts" setting: only the note (and a quantity ≠ 1) shows. */
  disableAmount?: boolean;
  /** Plain ASCII fractions (`1 1/2`) instead of Unicode glyphs, for copied text. */
  plain?: boolean;
}

// Scaled values use denominators up to 10 (domain.md §3.6).
const MAX_DENOMINATOR = 10;

export function formatQuantity(value: number, { fraction = true, plain = false } = {}): string {
  if (!fraction) return formatDecimal(value);
  return plain ? formatFractionPlain(value, MAX_DENOMINATOR) : formatFraction(value, MAX_DENOMINATOR);
}

/** domain.md §3.4, applied to the scaled quantity. */
export function ingredientParts(ingredient: DisplayableIngredient, options: DisplayOptions = {}): IngredientParts {
  const scale = options.scale ?? 1;
  const note = ingredient.note?.trim() ?? '';
  const rawQuantity = ingredient.quantity ?? 0;
  const quantity = rawQuantity * scale;
  const fraction = ingredient.unit?.fraction !== false;
  const quantityText = (value: number) => formatQuantity(value, { fraction, plain: options.plain });
  // The upper end of a range, "12–15": only above the quantity, scaled with it.
  const rawMax = ingredient.maxQuantity ?? 0;
  const max = rawQuantity && rawMax > rawQuantity ? rawMax * scale : null;
  const amount = max ? `${quantityText(quantity)}–${quantityText(max)}` : quantityText(quantity);

  if (options.disableAmount) {
    // Amount-disabled recipes keep their text in the note; a leftover quantity ≠ 1 (or a range) still shows.
    const showQuantity = max !== null || (rawQuantity !== 0 && rawQuantity !== 1);
    return { quantity: showQuantity ? amount : '', unit: '', food: '', note };
  }

  const showQuantity = quantity !== 0;
  // A range reads in the plural when its upper end does ("1–2 cups").
  const plural = (max ?? quantity) > 1 || quantity === 0;
  let unit = '';
  if (showQuantity && ingredient.unit) {
    const u = ingredient.unit;
    if (u.useAbbreviation && u.abbreviation) unit = plural ? u.pluralAbbreviation || u.abbreviation : u.abbreviation;
    else unit = plural ? u.pluralName || u.name : u.name;
  }
  let food = '';
  if (ingredient.food) food = plural && ingredient.food.pluralName ? ingredient.food.pluralName : ingredient.food.name;
  return { quantity: showQuantity ? amount : '', unit, food, note };
}

/** One line of text, as Mealie's `display`: `1 ½ cups flour sifted`. */
export function ingredientText(ingredient: DisplayableIngredient, options: DisplayOptions = {}): string {
  const parts = ingredientParts(ingredient, options);
  return [parts.quantity, parts.unit, parts.food, parts.note].filter(Boolean).join(' ');
}

/** The ingredients as copyable text: section titles as `[Title]` after a blank line (screens.md §3.2). */
export function ingredientsAsText(
  ingredients: (DisplayableIngredient & { title?: string | null })[],
  options: DisplayOptions = {},
): string {
  const lines: string[] = [];
  for (const ingredient of ingredients) {
    if (ingredient.title) {
      if (lines.length > 0) lines.push('');
      lines.push(`[${ingredient.title}]`);
    }
    lines.push(ingredientText(ingredient, { ...options, plain: true }));
  }
  return lines.join('\n');
}
