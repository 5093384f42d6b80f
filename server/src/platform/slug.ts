import { decodeHTML } from 'entities';
import { transliterate } from 'transliteration';

/**
 * Mealie's slugs (python-slugify with text-unidecode), for recipes, cookbooks, organizers, groups
 * and households alike: HTML entities decoded ("&lt;b&gt;" is "<b>", not "lt-b-gt"), text
 * transliterated to ASCII ("Käse" → "kase", "日本語カレー" → "ri-ben-yu-kare"), lower-cased, commas
 * inside numbers dropped ("1,000" → "1000"), every other run of non-alphanumerics (apostrophes and
 * hyphens included) becomes one dash, dashes trimmed: "Grandma's Brisket (1)" → "grandma-s-brisket-1".
 * Slugs are computed only when a name is created or changed, so stored slugs never move by themselves.
 */
export function slugify(text: string): string {
  // python-slugify decodes entities after transliterating; decoding first also turns "&eacute;" into "e".
  const decoded = decodeHTML(text).normalize('NFKC');
  const ascii = transliterate(decoded, { unknown: ' ' }).toLowerCase();
  return ascii
    .replace(/(?<=\d),(?=\d)/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The slug for a record being saved under `name`: the stored slug while the name is unchanged, so a
 * record whose slug was made by an earlier rule keeps its URL; a new slug only on a rename.
 */
export function slugOnSave(name: string, current: { name: string; slug: string }): string {
  return current.name === name ? current.slug : slugify(name);
}
