import { lookupUnit } from './units.ts';

/**
 * Unit conversion for quantities of one food: mass with mass, volume with volume, metric and US
 * customary. Units are the canonical names of the unit lexicon (`units.ts`); a unit row of a group
 * maps onto one through any of its spellings (`canonicalUnitOf`). Counting units (clove, can,
 * pinch…) convert to nothing.
 */

export type Dimension = 'mass' | 'volume';

/** Grams per unit. The avoirdupois ounce and pound, as US recipes mean them. */
const MASS: Record<string, number> = {
  milligram: 0.001,
  gram: 1,
  kilogram: 1000,
  ounce: 28.349523125,
  pound: 453.59237,
};

/** Millilitres per unit: US customary volumes (cup = 236.588 ml, not the metric 250 ml cup). */
const VOLUME: Record<string, number> = {
  milliliter: 1,
  centiliter: 10,
  deciliter: 100,
  liter: 1000,
  teaspoon: 4.92892159375,
  tablespoon: 14.78676478125,
  dessertspoon: 9.8578431875,
  'fluid ounce': 29.5735295625,
  cup: 236.5882365,
  pint: 473.176473,
  quart: 946.352946,
  gallon: 3785.411784,
};

/** What a canonical unit measures, or null for a unit that does not convert. */
export function dimensionOf(canonical: string): Dimension | null {
  if (canonical in MASS) return 'mass';
  if (canonical in VOLUME) return 'volume';
  return null;
}

/**
 * The canonical convertible unit that a unit row means, from its spellings in order of trust
 * (name, plural name, abbreviation, plural abbreviation, aliases); null when none of them is a
 * mass or volume unit of the lexicon.
 */
export function canonicalUnitOf(spellings: readonly (string | null | undefined)[]): string | null {
  for (const spelling of spellings) {
    if (!spelling?.trim()) continue;
    const canonical = lookupUnit(spelling.trim());
    if (canonical && dimensionOf(canonical)) return canonical;
  }
  return null;
}

/** The factor that turns a quantity in `from` into one in `to`, or null when they do not convert. */
export function conversionFactor(from: string, to: string): number | null {
  const dimension = dimensionOf(from);
  if (!dimension || dimension !== dimensionOf(to)) return null;
  const table = dimension === 'mass' ? MASS : VOLUME;
  return (table[from] as number) / (table[to] as number);
}

/** `quantity` of `from` in `to`, or null when the units do not convert. */
export function convertQuantity(quantity: number, from: string, to: string): number | null {
  const factor = conversionFactor(from, to);
  return factor === null ? null : quantity * factor;
}
