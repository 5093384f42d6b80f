import slugifyLib from 'slugify';

/**
 * Search/matching form of a text, as Mealie's `*_normalized` columns hold it: transliterated to
 * ASCII (diacritics dropped, "ß" → "ss", "æ" → "ae"), lower-cased, whitespace collapsed, trimmed.
 * Used for recipe names, ingredient notes, food/unit names and aliases.
 */
export function normalizeText(text: string | null | undefined): string {
  if (!text) return '';
  const ascii = slugifyLib(text, { lower: true, strict: false, trim: true, replacement: ' ' });
  return ascii.replace(/\s+/g, ' ').trim();
}
