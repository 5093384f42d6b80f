import { conversionFactor } from '@larder/ingredient-parser/convert';
import { describe, expect, it } from 'vitest';
import { matchFoodLabel } from './label-match.js';
import {
  combineRecipeLines,
  type ItemDraft,
  joinNotes,
  mergeFactor,
  mergeInto,
  planCreate,
  type RefDraft,
  removeRecipe,
  type UnitConverter,
} from './merge.js';

// Unit ids of a group, mapped onto the lexicon's canonical units as the service does.
const CANONICAL: Record<string, string> = { g: 'gram', kg: 'kilogram', cup: 'cup', tbsp: 'tablespoon', ml: 'milliliter', lb: 'pound' };
const convert: UnitConverter = (from, to) => (CANONICAL[from] && CANONICAL[to] ? conversionFactor(CANONICAL[from], CANONICAL[to]) : null);

const item = (overrides: Partial<ItemDraft> = {}): ItemDraft => ({
  checked: false,
  foodId: null,
  unitId: null,
  note: '',
  quantity: 1,
  extras: {},
  recipeReferences: [],
  ...overrides,
});
const ref = (recipeId: string, recipeQuantity: number, recipeScale: number | null = 1, recipeNote: string | null = null): RefDraft => ({
  recipeId,
  recipeQuantity,
  recipeScale,
  recipeNote,
  noteAdded: null,
});
/** A recipe line as adding a recipe `n` times makes it (rule 10). */
const line = (recipeId: string, qty: number, n: number, fields: Partial<ItemDraft> = {}): ItemDraft =>
  item({ ...fields, quantity: qty * n, recipeReferences: [ref(recipeId, qty, n, fields.note || null)] });

/** Adds a recipe's lines to a list as the service does (combine, then rule 8), answering the new list. */
function addRecipe(list: ItemDraft[], lines: ItemDraft[], n: number): ItemDraft[] {
  const combined = combineRecipeLines(lines, convert).map((l) => ({ ...l, quantity: l.recipeReferences[0].recipeQuantity * n }));
  const plan = planCreate(
    list.map((l, i) => ({ ...l, id: l.id ?? `item-${i}` })),
    combined.map((l, i) => ({ ...l, id: `new-${list.length}-${i}` })),
    convert,
  );
  const byId = new Map(plan.updated.map((u) => [u.id, u]));
  return [...list.map((l, i) => byId.get(l.id ?? `item-${i}`) ?? { ...l, id: l.id ?? `item-${i}` }), ...plan.created];
}

function takeRecipe(list: ItemDraft[], recipeId: string, d: number): ItemDraft[] {
  return list.flatMap((l) => {
    const result = removeRecipe(l, recipeId, d);
    if (!result) return [l];
    return result.deleted ? [] : [result.item];
  });
}

describe('the merge test (rule 7)', () => {
  it('merges unchecked items of the same food and unit, whatever their notes', () => {
    expect(mergeFactor(item({ foodId: 'milk', unitId: 'cup', note: 'whole' }), item({ foodId: 'milk', unitId: 'cup', note: 'skim' }))).toBe(
      1,
    );
  });

  it('without a food, merges only equal notes', () => {
    expect(mergeFactor(item({ note: 'bread' }), item({ note: 'bread' }))).toBe(1);
    expect(mergeFactor(item({ note: 'bread' }), item({ note: 'rolls' }))).toBeNull();
  });

  it('never merges a checked item, another food or another unit that does not convert', () => {
    expect(mergeFactor(item({ foodId: 'milk', checked: true }), item({ foodId: 'milk' }))).toBeNull();
    expect(mergeFactor(item({ foodId: 'milk' }), item({ foodId: 'eggs' }))).toBeNull();
    expect(mergeFactor(item({ foodId: 'flour', unitId: 'g' }), item({ foodId: 'flour', unitId: 'cup' }), convert)).toBeNull();
    expect(mergeFactor(item({ foodId: 'flour', unitId: 'g' }), item({ foodId: 'flour', unitId: null }), convert)).toBeNull();
  });

  it('converts mass with mass and volume with volume into the existing unit', () => {
    expect(mergeFactor(item({ foodId: 'flour', unitId: 'g' }), item({ foodId: 'flour', unitId: 'kg' }), convert)).toBe(1000);
    expect(mergeFactor(item({ foodId: 'milk', unitId: 'cup' }), item({ foodId: 'milk', unitId: 'tbsp' }), convert)).toBeCloseTo(1 / 16, 12);
    // Without a food there is nothing to say the two are the same stuff.
    expect(mergeFactor(item({ note: 'x', unitId: 'g' }), item({ note: 'x', unitId: 'kg' }), convert)).toBeNull();
  });
});

describe('merging (rule 7)', () => {
  it('adds quantities, joins differing notes once, lets incoming extras win and adds scales of the same recipe', () => {
    const target = item({
      foodId: 'milk',
      quantity: 0.5,
      note: 'whole',
      extras: { a: '1', b: '1' },
      recipeReferences: [ref('r1', 0.5, null)],
    });
    const incoming = item({
      foodId: 'milk',
      quantity: 0.25,
      note: 'whole | cold',
      extras: { b: '2' },
      recipeReferences: [ref('r1', 0.5), ref('r2', 1)],
    });
    const merged = mergeInto(target, incoming);
    expect(merged.quantity).toBe(0.75);
    expect(merged.note).toBe('whole | cold');
    expect(merged.extras).toEqual({ a: '1', b: '2' });
    expect(merged.recipeReferences.map((r) => [r.recipeId, r.recipeScale])).toEqual([
      ['r1', 2],
      ['r2', 1],
    ]);
  });

  it('keeps fractions exact enough to display: ⅓ + ⅓ + ⅓ = 1', () => {
    let target = item({ foodId: 'sugar', quantity: 1 / 3 });
    target = mergeInto(target, item({ foodId: 'sugar', quantity: 1 / 3 }));
    target = mergeInto(target, item({ foodId: 'sugar', quantity: 1 / 3 }));
    expect(target.quantity).toBe(1);
  });

  it('converts the incoming quantity into the target unit', () => {
    const merged = mergeInto(
      item({ foodId: 'flour', unitId: 'g', quantity: 500 }),
      item({ foodId: 'flour', unitId: 'kg', quantity: 1.5 }),
      1000,
    );
    expect(merged).toMatchObject({ unitId: 'g', quantity: 2000 });
    const cups = mergeInto(
      item({ foodId: 'milk', unitId: 'cup', quantity: 1 }),
      item({ foodId: 'milk', unitId: 'tbsp', quantity: 4 }),
      1 / 16,
    );
    expect(cups.quantity).toBe(1.25);
  });

  it('joins notes without repeating a part', () => {
    expect(joinNotes('a | b', 'b | c')).toEqual({ note: 'a | b | c', added: ['c'] });
    expect(joinNotes('', 'fresh')).toEqual({ note: 'fresh', added: ['fresh'] });
    expect(joinNotes('same', 'same')).toEqual({ note: 'same', added: [] });
  });
});

describe('creating items (rule 8)', () => {
  it('merges within the request, then into the first unchecked existing item, and drops new negative quantities', () => {
    const existing = [
      item({ id: 'checked-milk', foodId: 'milk', checked: true, quantity: 9 }),
      item({ id: 'milk', foodId: 'milk', quantity: 1 }),
      item({ id: 'milk-2', foodId: 'milk', quantity: 5 }),
    ];
    const plan = planCreate(existing, [
      item({ foodId: 'milk', quantity: 2 }),
      item({ foodId: 'milk', quantity: 3 }),
      item({ note: 'bread' }),
      item({ note: 'debt', quantity: -1 }),
    ]);
    expect(plan.updated).toEqual([expect.objectContaining({ id: 'milk', quantity: 6 })]);
    expect(plan.created.map((c) => c.note)).toEqual(['bread']);
  });

  it('a new checked item loses its recipe references', () => {
    const plan = planCreate([], [item({ note: 'x', checked: true, recipeReferences: [ref('r', 1)] })]);
    expect(plan.created[0].recipeReferences).toEqual([]);
  });
});

describe('recipes on a list (rules 10 and 11)', () => {
  const pancakes = (n: number) => [
    line('pancakes', 1.5, n, { foodId: 'flour', unitId: 'cup', note: 'sifted' }),
    line('pancakes', 2, n, { foodId: 'egg', isFood: true } as Partial<ItemDraft>),
    line('pancakes', 0.5, n, { foodId: 'flour', unitId: 'cup' }),
    line('pancakes', 0, n, { note: 'salt to taste' }),
  ];

  it('combines a recipe’s own mergeable lines, scaling quantities and keeping the unscaled quantity on the reference', () => {
    const list = addRecipe([], pancakes(3), 3);
    const flour = list.find((i) => i.foodId === 'flour')!;
    expect(flour.quantity).toBe(6);
    expect(flour.note).toBe('sifted');
    expect(flour.recipeReferences).toEqual([expect.objectContaining({ recipeId: 'pancakes', recipeQuantity: 2, recipeScale: 3 })]);
    expect(list.find((i) => i.foodId === 'egg')!.quantity).toBe(6);
    expect(list.find((i) => i.note === 'salt to taste')!.quantity).toBe(0);
  });

  it('adding a recipe N times and removing it N times leaves the list exactly as before', () => {
    const before = [
      item({ id: 'mine-flour', foodId: 'flour', unitId: 'g', quantity: 250, note: 'bread flour' }),
      item({ id: 'mine-milk', foodId: 'milk', unitId: 'ml', quantity: 100 }),
      item({ id: 'bread', note: 'bread' }),
    ];
    const recipe = (n: number) => [
      line('cake', 1, n, { foodId: 'flour', unitId: 'kg', note: 'sifted' }),
      line('cake', 1.25, n, { foodId: 'milk', unitId: 'cup' }),
      line('cake', 2, n, { foodId: 'egg' }),
    ];
    for (const times of [1, 2, 5]) {
      let list = before;
      for (let i = 0; i < times; i++) list = addRecipe(list, recipe(1), 1);
      expect(list.find((l) => l.id === 'mine-flour')!.quantity).toBe(250 + 1000 * times);
      expect(list.find((l) => l.id === 'mine-flour')!.note).toBe('bread flour | sifted');
      for (let i = 0; i < times; i++) list = takeRecipe(list, 'cake', 1);
      expect(list).toEqual(before);
    }
    // Added once with increment 3, removed once with decrement 3; and 3 then 1 + 2.
    expect(takeRecipe(addRecipe(before, recipe(3), 3), 'cake', 3)).toEqual(before);
    expect(takeRecipe(takeRecipe(addRecipe(before, recipe(3), 3), 'cake', 1), 'cake', 2)).toEqual(before);
  });

  it('removing one recipe leaves what another recipe and a person added', () => {
    const mine = item({ id: 'mine', foodId: 'milk', unitId: 'cup', quantity: 1, note: 'oat' });
    let list = addRecipe([mine], [line('a', 2, 1, { foodId: 'milk', unitId: 'cup', note: 'cold' })], 1);
    list = addRecipe(list, [line('b', 0.5, 1, { foodId: 'milk', unitId: 'cup', note: 'warm' })], 1);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ quantity: 3.5, note: 'oat | cold | warm' });
    list = takeRecipe(list, 'a', 1);
    expect(list).toEqual([
      expect.objectContaining({ quantity: 1.5, note: 'oat | warm', recipeReferences: [expect.objectContaining({ recipeId: 'b' })] }),
    ]);
    list = takeRecipe(list, 'b', 1);
    expect(list).toEqual([mine]);
  });

  it('with a scale above the decrement takes off decrement × quantity; a missing scale counts as 1', () => {
    const it3 = item({ foodId: 'x', quantity: 6, recipeReferences: [ref('r', 2, 3)] });
    expect(removeRecipe(it3, 'r', 1)).toEqual({
      item: expect.objectContaining({ quantity: 4, recipeReferences: [expect.objectContaining({ recipeScale: 2 })] }),
      deleted: false,
    });
    expect(removeRecipe(item({ foodId: 'x', quantity: 2, recipeReferences: [ref('r', 2, null)] }), 'r', 1)).toMatchObject({
      deleted: true,
    });
    expect(removeRecipe(item({ foodId: 'x', quantity: 2 }), 'r', 1)).toBeNull();
    // Someone lowered the quantity by hand: below zero the item goes.
    expect(removeRecipe(item({ foodId: 'x', quantity: 1, recipeReferences: [ref('r', 2)] }), 'r', 1)).toMatchObject({ deleted: true });
  });
});

describe('the label match (rule 8e)', () => {
  const foods = [
    { name: 'tomato', plural_name: 'tomatoes', aliases: [], label_id: 'produce' },
    { name: 'cherry tomato', plural_name: null, aliases: [], label_id: 'fancy' },
    { name: 'milk', plural_name: null, aliases: ['Milch'], label_id: 'dairy' },
    { name: 'salt', plural_name: null, aliases: [], label_id: null },
  ];
  it('finds a food named in the text as whole words, plural or alias, preferring the longest name', () => {
    expect(matchFoodLabel('2 Tomatoes, ripe', foods)).toBe('produce');
    expect(matchFoodLabel('cherry tomatoes', foods)).toBe('fancy');
    expect(matchFoodLabel('frische Milch', foods)).toBe('dairy');
    expect(matchFoodLabel('milkshake', foods)).toBeNull();
    expect(matchFoodLabel('sea salt', foods)).toBeNull();
    expect(matchFoodLabel('', foods)).toBeNull();
  });
});
