import { describe, expect, it } from 'vitest';
import { draftDisplay } from './draft-item';

describe('draftDisplay', () => {
  it('shows a plain note alone, with its quantity when it is not 1', () => {
    expect(draftDisplay({ quantity: 1, note: 'birthday candles' })).toBe('birthday candles');
    expect(draftDisplay({ quantity: 3, note: 'lemons' })).toBe('3 lemons');
  });

  it('shows quantity, unit, food and note of a food item', () => {
    expect(draftDisplay({ isFood: true, quantity: 0.5, unit: { name: 'cup' }, food: { name: 'flour' }, note: 'sifted' })).toBe(
      '0.5 cup flour sifted',
    );
    expect(draftDisplay({ isFood: true, quantity: 2, food: { name: 'eggs' } })).toBe('2 eggs');
  });
});
