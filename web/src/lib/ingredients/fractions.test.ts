import { describe, expect, it } from 'vitest';
import { formatDecimal, formatFraction, formatFractionPlain, toMixedFraction } from './fractions';

describe('toMixedFraction', () => {
  it('splits whole and fractional parts with the smallest denominator', () => {
    expect(toMixedFraction(1.5)).toEqual({ whole: 1, numerator: 1, denominator: 2 });
    expect(toMixedFraction(0.6666)).toEqual({ whole: 0, numerator: 2, denominator: 3 });
    expect(toMixedFraction(2)).toEqual({ whole: 2, numerator: 0, denominator: 1 });
  });

  it('rounds to the nearest whole when that is closest', () => {
    expect(toMixedFraction(2.98)).toEqual({ whole: 3, numerator: 0, denominator: 1 });
    expect(toMixedFraction(3.01)).toEqual({ whole: 3, numerator: 0, denominator: 1 });
  });

  it('never uses a denominator above the limit', () => {
    expect(toMixedFraction(1 / 16).denominator).toBeLessThanOrEqual(10);
    expect(toMixedFraction(0.3125, 10)).toEqual({ whole: 0, numerator: 3, denominator: 10 });
  });
});

describe('formatFraction', () => {
  it('uses Unicode fraction glyphs', () => {
    expect(formatFraction(0.5)).toBe('½');
    expect(formatFraction(1.5)).toBe('1 ½');
    expect(formatFraction(0.75)).toBe('¾');
    expect(formatFraction(1 / 3)).toBe('⅓');
    expect(formatFraction(2.125)).toBe('2 ⅛');
  });

  it('falls back to superscript over subscript', () => {
    expect(formatFraction(4 / 9)).toBe('⁴⁄₉');
    expect(formatFraction(2 + 3 / 7)).toBe('2 ³⁄₇');
  });

  it('prints whole numbers plainly', () => {
    expect(formatFraction(3)).toBe('3');
  });
});

describe('formatFractionPlain and formatDecimal', () => {
  it('writes ASCII fractions', () => {
    expect(formatFractionPlain(1.5)).toBe('1 1/2');
    expect(formatFractionPlain(0.25)).toBe('1/4');
  });

  it('rounds decimals to three places', () => {
    expect(formatDecimal(1.23456)).toBe('1.235');
    expect(formatDecimal(2)).toBe('2');
  });
});
