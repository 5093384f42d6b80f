import { afterEach, describe, expect, it } from 'vitest';
import { preloadImage } from './preload-image';

const picture = { src: '/a/medium.webp', srcSet: '/a/medium.webp 800w, /a/original.webp 1600w', sizes: '100vw' };
const links = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

afterEach(() => {
  for (const link of links()) link.remove();
});

describe('preloadImage', () => {
  it('asks for the picture with the srcset and sizes of the image to come, at high priority', () => {
    preloadImage(picture);
    expect(links()).toHaveLength(1);
    const link = links()[0]!;
    expect(link.getAttribute('href')).toBe('/a/medium.webp');
    expect(link.getAttribute('imagesrcset')).toBe(picture.srcSet);
    expect(link.getAttribute('imagesizes')).toBe('100vw');
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it('asks once for one picture, and again for the same files shown at another size', () => {
    preloadImage(picture);
    preloadImage(picture);
    expect(links()).toHaveLength(1);
    preloadImage({ ...picture, sizes: '50vw' });
    expect(links()).toHaveLength(2);
  });
});
