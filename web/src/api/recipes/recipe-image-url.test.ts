import { describe, expect, it } from 'vitest';
import { recipeImageSrcSet, recipeImageUrl } from './recipe-image-url';

const id = '5d38e5dd-20d3-4ac8-9dfe-72fb9836f683';

describe('recipe image addresses', () => {
  it('names the rendition and carries the version', () => {
    expect(recipeImageUrl(id, '42')).toBe(`/api/media/recipes/${id}/images/original.webp?version=42`);
    expect(recipeImageUrl(id, 'a b', 'medium')).toBe(`/api/media/recipes/${id}/images/medium.webp?version=a%20b`);
  });

  it('offers the 300 px crop only where a square will do, then 800 px, then the original', () => {
    const url = (size: string) => `/api/media/recipes/${id}/images/${size}.webp?version=7`;
    expect(recipeImageSrcSet(id, '7', { square: true })).toBe(
      `${url('tiny-original')} 300w, ${url('medium')} 800w, ${url('original')} 1600w`,
    );
    expect(recipeImageSrcSet(id, '7', { square: false })).toBe(`${url('medium')} 800w, ${url('original')} 1600w`);
  });
});
