import { describe, expect, it } from 'vitest';
import { canonicalUnitOf, conversionFactor, convertQuantity, dimensionOf } from './convert.ts';

describe('unit conversion', () => {
  it('knows mass and volume units and nothing else', () => {
    expect(dimensionOf('gram')).toBe('mass');
    expect(dimensionOf('pound')).toBe('mass');
    expect(dimensionOf('cup')).toBe('volume');
    expect(dimensionOf('fluid ounce')).toBe('volume');
    expect(dimensionOf('clove')).toBeNull();
    expect(dimensionOf('pinch')).toBeNull();
  });

  it('converts within metric, within US customary, and between them', () => {
    expect(convertQuantity(1, 'kilogram', 'gram')).toBe(1000);
    expect(convertQuantity(250, 'milliliter', 'liter')).toBe(0.25);
    expect(convertQuantity(1, 'cup', 'tablespoon')).toBeCloseTo(16, 10);
    expect(convertQuantity(1, 'tablespoon', 'teaspoon')).toBeCloseTo(3, 10);
    expect(convertQuantity(1, 'pound', 'ounce')).toBeCloseTo(16, 10);
    expect(convertQuantity(1, 'gallon', 'quart')).toBeCloseTo(4, 10);
    expect(convertQuantity(1, 'pound', 'gram')).toBeCloseTo(453.59237, 8);
    expect(convertQuantity(1, 'cup', 'milliliter')).toBeCloseTo(236.588, 3);
    expect(convertQuantity(1, 'fluid ounce', 'milliliter')).toBeCloseTo(29.574, 3);
  });

  it('refuses mass with volume and counting units', () => {
    expect(conversionFactor('gram', 'cup')).toBeNull();
    expect(conversionFactor('cup', 'ounce')).toBeNull();
    expect(conversionFactor('clove', 'gram')).toBeNull();
    expect(convertQuantity(2, 'can', 'can')).toBeNull();
  });

  it('maps a unit row onto a canonical unit through any of its spellings', () => {
    expect(canonicalUnitOf(['Tablespoon', 'Tablespoons', 'tbsp', 'tbsps'])).toBe('tablespoon');
    expect(canonicalUnitOf(['Esslöffel', null, 'EL'])).toBe('tablespoon');
    expect(canonicalUnitOf(['kilo'])).toBe('kilogram');
    expect(canonicalUnitOf(['my big mug', null, '', 'cups'])).toBe('cup');
    expect(canonicalUnitOf(['Grams', 'grams', 'g'])).toBe('gram');
    expect(canonicalUnitOf(['clove', 'cloves'])).toBeNull();
    expect(canonicalUnitOf(['handful of'])).toBeNull();
  });
});
