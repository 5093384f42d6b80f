import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RecipeOut } from '../modules/recipes/schemas.js';
import { fromJsonText, jsonBytesWriter, jsonWriter } from './json-writer.js';
import { paginated } from './pagination.js';

const same = <T>(schema: z.ZodType<T>, value: unknown) => {
  const text = JSON.stringify(z.encode(schema, value as T));
  expect(jsonWriter(schema)(value as T)).toBe(text);
  expect(jsonBytesWriter(schema)(value as T).equals(Buffer.from(text))).toBe(true);
};

describe('jsonWriter', () => {
  it('writes what Zod encodes: keys in schema order, undeclared keys left out, absent optionals left out', () => {
    const schema = z.object({
      b: z.string(),
      a: z.number().nullable(),
      o: z.string().optional(),
      list: z.array(z.object({ y: z.boolean(), x: z.string().nullable() })),
      extras: z.record(z.string(), z.string()),
      either: z.union([z.string(), z.number()]),
    });
    same(schema, { a: 1.5, b: 'q"\n\u2028', extra: 1, list: [{ x: null, y: true, z: 0 }], extras: { k2: 'v', '1': 'w' }, either: 3 });
    same(schema, { a: null, b: '', o: 'set', list: [], extras: {}, either: 'x' });
    same(schema, { a: 1 / 3, b: 'é', o: undefined, list: [], extras: {}, either: 'x' });
  });

  it('writes a recipe as Zod encodes it', () => {
    const organizer = { id: 'c1', name: 'Dinner', slug: 'dinner' };
    const recipe = {
      recipeInstructions: [{ ingredientReferences: [{ referenceId: 'r1' }], text: 'Stir', summary: null, title: null, id: 's1' }],
      id: 'r',
      userId: 'u',
      householdId: 'h',
      groupId: 'g',
      name: 'Soup',
      slug: 'soup',
      image: null,
      recipeServings: 2,
      recipeYieldQuantity: 0,
      recipeYield: null,
      totalTime: '1 hour',
      prepTime: null,
      cookTime: null,
      performTime: null,
      description: 'A "soup"',
      recipeCategory: [organizer],
      tags: [],
      tools: [{ ...organizer, onHand: false }],
      rating: 4.333333333333333,
      orgURL: null,
      dateAdded: '2024-01-01',
      dateUpdated: '2024-01-01T00:00:00.000Z',
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
      lastMade: null,
      recipeIngredient: [
        {
          quantity: 1,
          maxQuantity: null,
          unit: null,
          food: null,
          note: 'salt',
          isFood: false,
          disableAmount: true,
          display: '1 salt',
          title: null,
          originalText: null,
          referenceId: 'r1',
        },
      ],
      nutrition: { calories: '100' },
      settings: {
        public: true,
        showNutrition: false,
        showAssets: false,
        landscapeView: false,
        disableComments: false,
        disableAmount: true,
        locked: false,
      },
      assets: [],
      notes: [{ title: 'n', text: 't' }],
      extras: { b: '2', a: '1' },
      comments: [],
    };
    same(RecipeOut, { ...recipe, nutrition: Object.fromEntries(Object.keys(RecipeOut.shape.nutrition.shape).map((k) => [k, null])) });
    same(paginated(RecipeOut), { page: 1, per_page: 50, total: 1, total_pages: 1, items: [], next: null, previous: '?page=1' });
  });

  describe('fromJsonText', () => {
    const item = z.object({ b: z.string(), a: z.number() });
    const page = z.array(item);

    it('is copied into the page as it was written, and never parsed unless read', () => {
      // Spacing the writer would not produce shows the text was copied, not written again.
      const text = '{"b":"x", "a":1}';
      expect(jsonWriter(page)([fromJsonText(item, text), { a: 2, b: 'y' }])).toBe(`[${text},{"b":"y","a":2}]`);
      // Text nothing reads is not even parsed.
      expect(jsonWriter(page)([fromJsonText(item, 'not JSON')])).toBe('[not JSON]');
    });

    it('reads as the value the text holds', () => {
      const value = fromJsonText(item, '{"b":"x","a":1,"extra":[1]}');
      expect(value.b).toBe('x');
      expect('a' in value).toBe(true);
      expect(Object.keys(value)).toEqual(['b', 'a', 'extra']);
      expect({ ...value }).toEqual({ b: 'x', a: 1, extra: [1] });
      expect(JSON.stringify(value)).toBe('{"b":"x","a":1,"extra":[1]}');
    });

    it('is copied as UTF-8 bytes, whatever its characters and however long the page', () => {
      const texts = ['{"b":"plain","a":1}', '{"b":"crème brûlée — 🍋","a":2}', '{"b":"香菜","a":3}'];
      const bytes = jsonBytesWriter(page);
      expect(bytes(texts.map((t) => fromJsonText(item, t))).toString('utf8')).toBe(`[${texts.join(',')}]`);
      // Longer than the writer's scratch space (it gets one of its own), mostly in four-byte characters.
      const long = Array.from({ length: 2000 }, (_, i) => `{"b":"${'🍋é'.repeat(40)}${i}","a":${i}}`);
      const written = bytes(long.map((t) => fromJsonText(item, t)));
      expect(written.equals(Buffer.from(`[${long.join(',')}]`))).toBe(true);
      // The next page is not left with the longer one's bytes.
      expect(bytes([fromJsonText(item, texts[0])]).toString('utf8')).toBe(`[${texts[0]}]`);
    });

    it('is written afresh once one of its keys is set', () => {
      const value = fromJsonText(item, '{"b":"x", "a":1}');
      value.a = 5;
      expect(jsonWriter(page)([value])).toBe('[{"b":"x","a":5}]');
    });
  });
});
