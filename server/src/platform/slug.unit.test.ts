import { describe, expect, it } from 'vitest';
import { slugify } from './slug.js';

describe('slugify', () => {
  it('makes the slugs Mealie makes', () => {
    expect(slugify("Grandma's Brisket (1)")).toBe('grandma-s-brisket-1');
    expect(slugify("Grandma's")).toBe('grandma-s');
    expect(slugify('Crème brûlée')).toBe('creme-brulee');
    expect(slugify('Mac & Cheese')).toBe('mac-cheese');
    expect(slugify('  Ñoquis  ')).toBe('noquis');
    expect(slugify('Straßenbahn Æbleskiver')).toBe('strassenbahn-aebleskiver');
    expect(slugify('1,000 Island Dressing')).toBe('1000-island-dressing');
  });

  it('keeps hyphens, underscores and dots as word breaks', () => {
    expect(slugify('Sous-vide Smoked Beef Ribs')).toBe('sous-vide-smoked-beef-ribs');
    expect(slugify('Schinken-Käse')).toBe('schinken-kase');
    expect(slugify('Stir-fry noodles')).toBe('stir-fry-noodles');
    expect(slugify('a_b')).toBe('a-b');
    expect(slugify('v1.2 bread')).toBe('v1-2-bread');
    expect(slugify('--a--b--')).toBe('a-b');
  });

  it('decodes HTML entities before slugging', () => {
    expect(slugify('&lt;b&gt;Bold&lt;/b&gt; Soup')).toBe('b-bold-b-soup');
    expect(slugify('Fish &amp; Chips')).toBe('fish-chips');
    expect(slugify('Caf&eacute; au lait')).toBe('cafe-au-lait');
    expect(slugify('Tom &#38; Jerry&#x27;s Pie')).toBe('tom-jerry-s-pie');
  });

  it('transliterates non-Latin text instead of dropping it', () => {
    expect(slugify('日本語カレー')).toBe('ri-ben-yu-kare');
    expect(slugify('Beef 日本語カレー')).toMatch(/^beef-[a-z0-9-]+$/);
    expect(slugify('Борщ')).toBe('borshch');
    expect(slugify('Γύρος')).toBe('gyros');
  });

  it('gives an empty slug only when nothing can be transliterated', () => {
    expect(slugify('!!! ---')).toBe('');
  });
});
