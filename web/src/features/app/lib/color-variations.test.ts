import { describe, expect, it } from 'vitest';
import { colorVariations, isHexColor } from './color-variations';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
};

describe('colorVariations', () => {
  it('gives the base colour and three lighter and three darker steps', () => {
    const v = colorVariations('#E58325');
    expect(v.base).toBe('#e58325');
    const order = [v.darken3, v.darken2, v.darken1, v.base, v.lighten1, v.lighten2, v.lighten3].map(luminance);
    for (let i = 1; i < order.length; i++) expect(order[i]).toBeGreaterThan(order[i - 1] ?? 0);
    for (const value of Object.values(v)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('moves CIELAB lightness by 10 per step, as Vuetify does', () => {
    // Mid grey has L* ≈ 53.6; L* 63.6 is sRGB 154 (#9a), L* 43.6 is sRGB 103 (#67).
    expect(colorVariations('#808080').lighten1).toBe('#9a9a9a');
    expect(colorVariations('#808080').darken1).toBe('#676767');
  });

  it('clamps at white and black', () => {
    expect(colorVariations('#ffffff').lighten3).toBe('#ffffff');
    expect(colorVariations('#000000').darken3).toBe('#000000');
  });

  it('accepts the three-digit form', () => {
    expect(colorVariations('#fff').base).toBe('#ffffff');
  });

  it('rejects what is not a hex colour', () => {
    expect(() => colorVariations('orange')).toThrow('Not a hex colour: orange');
    expect(isHexColor('#12345')).toBe(false);
    expect(isHexColor(undefined)).toBe(false);
  });
});
