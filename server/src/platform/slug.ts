import { createRequire } from 'node:module';
import { lazy } from './lazy.js';

// Both libraries hold large tables. They load (synchronously) the first time a name needs them,
// not at start: most names are plain ASCII without an entity.
const load = createRequire(import.meta.url);
const entities = lazy((): typeof import('entities') => load('entities'));
const transliteration = lazy((): typeof import('transliteration') => load('transliteration'));

const decodeEntities = (text: string) => (text.includes('&') ? entities().decodeHTML(text) : text);
const toAscii = (text: string) => (/[^ -~]/.test(text) ? transliteration().transliterate(text, { unknown: ' ' }) : text);

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
  const ascii = toAscii(decodeEntities(text).normalize('NFKC')).toLowerCase();
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
