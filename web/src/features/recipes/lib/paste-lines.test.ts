import { describe, expect, it } from 'vitest';
import { pastedLinesToIngredients, splitPastedLines } from './paste-lines';

describe('splitPastedLines', () => {
  it('drops bullets, numbering and blank lines', () => {
    const text = '- 2 cups flour\n\n• 1 tsp salt\n* 3 eggs\n1. 1/2 cup milk\n2) 1.5 tbsp oil\n  ▢ 1 pinch sugar  \n';
    expect(splitPastedLines(text)).toEqual([
      { kind: 'item', text: '2 cups flour' },
      { kind: 'item', text: '1 tsp salt' },
      { kind: 'item', text: '3 eggs' },
      { kind: 'item', text: '1/2 cup milk' },
      { kind: 'item', text: '1.5 tbsp oil' },
      { kind: 'item', text: '1 pinch sugar' },
    ]);
  });

  it('keeps quantities that look like numbering', () => {
    expect(splitPastedLines('1 cup rice\n1.5 l water')).toEqual([
      { kind: 'item', text: '1 cup rice' },
      { kind: 'item', text: '1.5 l water' },
    ]);
  });

  it('turns lines ending in a colon into section titles', () => {
    expect(splitPastedLines('For the sauce:\n- 1 onion\n\nTopping:\ncheese')).toEqual([
      { kind: 'title', text: 'For the sauce' },
      { kind: 'item', text: '1 onion' },
      { kind: 'title', text: 'Topping' },
      { kind: 'item', text: 'cheese' },
    ]);
  });
});

describe('pastedLinesToIngredients', () => {
  it('puts each title on the ingredient after it', () => {
    expect(pastedLinesToIngredients(splitPastedLines('Dough:\nflour\nwater\nFilling:\nEmpty:'))).toEqual([
      { title: 'Dough', note: 'flour' },
      { title: '', note: 'water' },
      { title: 'Filling', note: '' },
      { title: 'Empty', note: '' },
    ]);
  });
});
