/** A non-negative number split into whole part and a proper fraction (`numerator / denominator`). */
export interface MixedFraction {
  whole: number;
  numerator: number;
  denominator: number;
}

/**
 * The closest mixed fraction with a denominator of at most `maxDenominator`; a value that no
 * such fraction approximates within 1 % of the step is returned as the nearest whole/fraction
 * anyway, so callers always get something printable.
 */
export function toMixedFraction(value: number, maxDenominator = 10): MixedFraction {
  const sign = value < 0 ? -1 : 1;
  const absolute = Math.abs(value);
  let whole = Math.floor(absolute);
  const rest = absolute - whole;
  let best = { numerator: 0, denominator: 1, error: rest };
  for (let denominator = 2; denominator <= maxDenominator; denominator++) {
    const numerator = Math.round(rest * denominator);
    const error = Math.abs(rest - numerator / denominator);
    // Strictly smaller: the smallest denominator wins ties (2/4 stays 1/2).
    if (error < best.error - 1e-9) best = { numerator, denominator, error };
  }
  if (Math.abs(1 - rest) < best.error - 1e-9) best = { numerator: 0, denominator: 1, error: Math.abs(1 - rest) };
  let { numerator, denominator } = best;
  if (numerator === denominator) {
    whole += 1;
    numerator = 0;
    denominator = 1;
  } else if (numerator === 0 && rest > 0.5) {
    whole += 1;
  }
  if (numerator === 0) denominator = 1;
  return { whole: sign * whole, numerator, denominator };
}

const VULGAR: Record<string, string> = {
  '1/2': '½',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/4': '¼',
  '3/4': '¾',
  '1/5': '⅕',
  '2/5': '⅖',
  '3/5': '⅗',
  '4/5': '⅘',
  '1/6': '⅙',
  '5/6': '⅚',
  '1/7': '⅐',
  '1/8': '⅛',
  '3/8': '⅜',
  '5/8': '⅝',
  '7/8': '⅞',
  '1/9': '⅑',
  '1/10': '⅒',
};
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉';
const mapDigits = (value: number, digits: string) =>
  String(value)
    .split('')
    .map((digit) => digits[Number(digit)])
    .join('');

/** `1 ½`, `⅔`, `2 ⁴/₉`: a Unicode glyph when one exists, else superscript over subscript. */
export function formatFraction(value: number, maxDenominator = 10): string {
  const { whole, numerator, denominator } = toMixedFraction(value, maxDenominator);
  if (numerator === 0) return String(whole);
  const key = `${numerator}/${denominator}`;
  const glyph = VULGAR[key] ?? `${mapDigits(numerator, SUPERSCRIPT)}⁄${mapDigits(denominator, SUBSCRIPT)}`;
  return whole === 0 ? glyph : `${whole} ${glyph}`;
}

/** `1 1/2`: plain ASCII, for copying to the clipboard or a text field. */
export function formatFractionPlain(value: number, maxDenominator = 10): string {
  const { whole, numerator, denominator } = toMixedFraction(value, maxDenominator);
  if (numerator === 0) return String(whole);
  const fraction = `${numerator}/${denominator}`;
  return whole === 0 ? fraction : `${whole} ${fraction}`;
}

/** Rounded to 3 decimals without trailing zeros (units marked "not a fraction"). */
export function formatDecimal(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}
