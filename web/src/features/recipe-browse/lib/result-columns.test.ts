import { describe, expect, it } from 'vitest';
import { cardImageSizes } from './result-columns';

describe('cardImageSizes', () => {
  it('gives each breakpoint of the card grid the share of the viewport one column takes', () => {
    expect(cardImageSizes()).toBe('(min-width: 1920px) 25vw, (min-width: 1280px) 33.33vw, (min-width: 600px) 50vw, 100vw');
  });
});
