export interface ImageSource {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * Asks the browser for a picture before the page that shows it has rendered: a `<link
 * rel="preload">` with the same `srcset` and `sizes` as the `<img>` to come, so that the browser
 * picks the same file for both and fetches it once. Asking twice for one picture adds nothing.
 */
export function preloadImage({ src, srcSet, sizes }: ImageSource, doc: Document = document): void {
  const asked = doc.head.querySelectorAll('link[rel="preload"][as="image"]');
  if ([...asked].some((link) => link.getAttribute('imagesrcset') === srcSet && link.getAttribute('imagesizes') === sizes)) return;
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', src);
  link.setAttribute('imagesrcset', srcSet);
  link.setAttribute('imagesizes', sizes);
  link.setAttribute('fetchpriority', 'high');
  doc.head.append(link);
}
