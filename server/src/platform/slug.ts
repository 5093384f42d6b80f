import slugifyLib from 'slugify';

/**
 * Mealie slugs (python-slugify): transliterate to ASCII, lower-case, every run of other
 * characters (apostrophes included) becomes one dash, dashes trimmed at both ends.
 * "Grandma's Brisket (1)" → "grandma-s-brisket-1".
 */
export function slugify(text: string): string {
  // Every character that is not a letter or a digit separates words ("stir-fry", "a_b", "a.b");
  // the library alone would drop hyphens, underscores and dots instead.
  const ascii = slugifyLib(text.replace(/[^\p{L}\p{N}]+/gu, ' '), { lower: true, strict: true, trim: true, replacement: ' ' });
  return ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
