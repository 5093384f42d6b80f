import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('slugify', () => {
  it('makes the slugs Mealie makes', () => {
    expect(slugify("Grandma's Brisket (1)")).toBe('grandma-s-brisket-1');
    expect(slugify('Crème brûlée')).toBe('creme-brulee');
    expect(slugify('Mac & Cheese')).toBe('mac-cheese');
    expect(slugify('  Ñoquis  ')).toBe('noquis');
  });

  it('keeps hyphens, underscores and dots as word breaks', () => {
    expect(slugify('Stir-fry noodles')).toBe('stir-fry-noodles');
    expect(slugify('a_b')).toBe('a-b');
    expect(slugify('v1.2 bread')).toBe('v1-2-bread');
    expect(slugify('--a--b--')).toBe('a-b');
  });
});
