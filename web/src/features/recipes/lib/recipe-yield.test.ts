import { describe, expect, it } from 'vitest';
import { baseServings, parseYieldNumber, scaleYield } from './recipe-yield';

describe('parseYieldNumber', () => {
  it('finds mixed fractions, fractions, decimals and integers', () => {
    expect(parseYieldNumber('1 1/2 loaves')).toMatchObject({ value: 1.5, isFraction: true });
    expect(parseYieldNumber('1/2 cake')).toMatchObject({ value: 0.5, isFraction: true });
    expect(parseYieldNumber('2.5 cups')).toMatchObject({ value: 2.5, isFraction: false });
    expect(parseYieldNumber('Serves 4 to 6')).toMatchObject({ value: 4, start: 7, end: 8 });
    expect(parseYieldNumber('a lot')).toBeNull();
  });
});

describe('scaleYield', () => {
  it('rewrites only the first number', () => {
    expect(scaleYield('4 servings', 2)).toBe('8 servings');
    expect(scaleYield('Serves 4 to 6', 1.5)).toBe('Serves 6 to 6');
  });

  it('keeps fractions as fractions', () => {
    expect(scaleYield('1 1/2 loaves', 2)).toBe('3 loaves');
    expect(scaleYield('1/2 cake', 3)).toBe('1 1/2 cake');
  });

  it('rounds other values to three decimals', () => {
    expect(scaleYield('3 cups', 1 / 3)).toBe('1 cups');
    expect(scaleYield('4 cups', 1 / 3)).toBe('1.333 cups');
  });

  it('shows the factor when the yield has no number', () => {
    expect(scaleYield('a big pot', 2)).toBe('a big pot x2');
    expect(scaleYield('', 1.5)).toBe('x1.5');
  });
});

describe('baseServings', () => {
  it('is the first number, or 1', () => {
    expect(baseServings('6 servings')).toBe(6);
    expect(baseServings(null)).toBe(1);
  });
});
