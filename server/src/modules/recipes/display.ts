/**
 * The `display` text of an ingredient (domain.md §3.4), computed on the server as Mealie does so
 * that clients which only show `display` read the same line.
 */

export interface DisplayUnit {
  name: string;
  pluralName: string | null;
  abbreviation: string;
  pluralAbbreviation: string | null;
  useAbbreviation: boolean;
  fraction: boolean;
}

export interface DisplayFood {
  name: string;
  pluralName: string | null;
}

export interface DisplayIngredient {
  quantity: number | null;
  /** Upper bound of a range (Larder's addition to Mealie's ingredient): shown as "12–15". */
  maxQuantity?: number | null;
  unit: DisplayUnit | null;
  food: DisplayFood | null;
  note: string | null;
  /** False in amount-disabled mode: only the quantity (if not 1) and the note are shown. */
  isFood: boolean;
}

const SUPERSCRIPT: Record<string, string> = { 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };
const SUBSCRIPT: Record<string, string> = { 0: '₀', 1: '₁', 2: '₂', 3: '₃', 4: '₄', 5: '₅', 6: '₆', 7: '₇', 8: '₈', 9: '₉' };

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Closest fraction with a denominator up to `maxDenominator`; the bound is small, so every denominator is tried. */
function nearestFraction(value: number, maxDenominator: number): [number, number] {
  let best: [number, number] = [Math.round(value), 1];
  let bestError = Math.abs(value - best[0]);
  for (let d = 2; d <= maxDenominator; d++) {
    const n = Math.round(value * d);
    const error = Math.abs(value - n / d);
    if (error < bestError - 1e-12) {
      best = [n, d];
      bestError = error;
    }
  }
  const g = gcd(Math.abs(best[0]), best[1]) || 1;
  return [best[0] / g, best[1] / g];
}

export function formatDecimal(quantity: number): string {
  return String(Math.round(quantity * 1000) / 1000);
}

/** `2.75` → `2 ³/₄`, `0.5` → `¹/₂`, `3` → `3`. */
export function formatFraction(quantity: number): string {
  const [numerator, denominator] = nearestFraction(quantity, 32);
  if (denominator === 1) return String(numerator);
  const whole = Math.trunc(numerator / denominator);
  const rest = Math.abs(numerator - whole * denominator);
  const fraction = `${[...String(rest)].map((c) => SUPERSCRIPT[c]).join('')}/${[...String(denominator)].map((c) => SUBSCRIPT[c]).join('')}`;
  return whole === 0 ? (numerator < 0 ? `-${fraction}` : fraction) : `${whole} ${fraction}`;
}

function formatQuantity(quantity: number, unit: DisplayUnit | null): string {
  return unit && !unit.fraction ? formatDecimal(quantity) : formatFraction(quantity);
}

function formatUnit(quantity: number, unit: DisplayUnit): string {
  const plural = quantity > 1;
  if (unit.useAbbreviation) {
    if (plural && unit.pluralAbbreviation) return unit.pluralAbbreviation;
    return unit.abbreviation || unit.name;
  }
  return plural && unit.pluralName ? unit.pluralName : unit.name;
}

function formatFood(quantity: number | null, food: DisplayFood): string {
  const plural = !quantity || quantity > 1;
  return plural && food.pluralName ? food.pluralName : food.name;
}

export function ingredientDisplay(ing: DisplayIngredient): string {
  const parts: string[] = [];
  const quantity = ing.quantity ?? 0;
  const max = ing.maxQuantity && quantity && ing.maxQuantity > quantity ? ing.maxQuantity : null;
  // A plain note line arrives with quantity 1, which would read "1 2 tbsp olive oil".
  if (quantity && (ing.isFood || quantity !== 1 || max)) {
    const unit = ing.isFood ? ing.unit : null;
    parts.push(max ? `${formatQuantity(quantity, unit)}–${formatQuantity(max, unit)}` : formatQuantity(quantity, unit));
  }
  if (!ing.isFood) {
    if (ing.note) parts.push(ing.note);
  } else {
    // A range reads in the plural when its upper bound does ("1–2 cups").
    if (quantity && ing.unit) parts.push(formatUnit(max ?? quantity, ing.unit));
    if (ing.food) parts.push(formatFood(max ?? ing.quantity, ing.food));
    if (ing.note) parts.push(ing.note);
  }
  return parts
    .filter((p) => p !== '')
    .join(' ')
    .trim();
}
