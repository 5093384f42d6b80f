import { formatDecimal, formatFractionPlain } from '../../../lib/ingredients/fractions';

export interface YieldNumber {
  value: number;
  /** Where the number sits in the text. */
  start: number;
  end: number;
  /** The original was written as a fraction, so the scaled value is shown as one too. */
  isFraction: boolean;
}

// Mixed fraction, fraction, decimal, then integer: the first match in the text wins.
const NUMBER = /(\d+)\s+(\d+)\s*\/\s*(\d+)|(\d+)\s*\/\s*(\d+)|(\d+[.,]\d+)|(\d+)/;

/** The first number in a yield text such as "4 servings", "1 1/2 loaves", "2.5 cups". */
export function parseYieldNumber(text: string | null | undefined): YieldNumber | null {
  if (!text) return null;
  const match = NUMBER.exec(text);
  if (!match) return null;
  const [whole, mixedWhole, mixedNum, mixedDen, num, den, decimal, integer] = match;
  const start = match.index;
  const end = start + whole.length;
  if (mixedWhole !== undefined) {
    const denominator = Number(mixedDen);
    if (denominator === 0) return null;
    return { value: Number(mixedWhole) + Number(mixedNum) / denominator, start, end, isFraction: true };
  }
  if (num !== undefined) {
    const denominator = Number(den);
    if (denominator === 0) return null;
    return { value: Number(num) / denominator, start, end, isFraction: true };
  }
  if (decimal !== undefined) return { value: Number(decimal.replace(',', '.')), start, end, isFraction: false };
  return { value: Number(integer), start, end, isFraction: false };
}

function formatScaled(value: number, isFraction: boolean): string {
  if (Number.isInteger(Math.round(value * 1000) / 1000)) return String(Math.round(value));
  return isFraction ? formatFractionPlain(value, 10) : formatDecimal(value);
}

/**
 * The yield text with its first number multiplied by `scale` (domain.md §3.6); a text without a
 * number gets `x{scale}` instead, and an empty one only `x{scale}`.
 */
export function scaleYield(text: string | null | undefined, scale: number): string {
  const found = parseYieldNumber(text);
  if (!text || !found) {
    const factor = `x${formatDecimal(scale)}`;
    return text ? `${text} ${factor}` : factor;
  }
  return `${text.slice(0, found.start)}${formatScaled(found.value * scale, found.isFraction)}${text.slice(found.end)}`;
}

/** The servings a recipe makes as written, for the scaler's starting value (1 when none is given). */
export function baseServings(text: string | null | undefined): number {
  const found = parseYieldNumber(text);
  return found && found.value > 0 ? found.value : 1;
}
