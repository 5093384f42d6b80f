import { strFromU8, strToU8, type UnzipFileInfo, unzipSync, type Zippable, zipSync } from 'fflate';
import { AppError, badRequest } from '../../../platform/errors.js';
import { MEDIUM_IMAGE } from '../media/images.js';

// Keys whose values are user data (free key/value pairs) and keep their spelling.
const OPAQUE_KEYS = new Set(['extras']);

const toSnake = (key: string) => (key === 'orgURL' ? 'org_url' : key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase());
const toCamel = (key: string) =>
  key === 'org_url' || key === 'orgUrl' ? 'orgURL' : key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function renameKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, rename));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[rename(key)] = OPAQUE_KEYS.has(key) ? v : renameKeys(v, rename);
  }
  return out;
}

/** Mealie's per-recipe export JSON is a plain (snake_case) model dump (domain.md §3.22). */
export const snakeCaseDump = (recipe: unknown) => renameKeys(recipe, toSnake);

/** Reads a recipe JSON written in either casing into the API's camelCase. */
export const camelCaseLoad = (recipe: unknown) => renameKeys(recipe, toCamel);

/** `<slug>.json` plus `original.webp` when the recipe has an image. */
export function buildRecipeZip(slug: string, recipe: unknown, image: Buffer | null): Uint8Array {
  const files: Zippable = { [`${slug}.json`]: strToU8(JSON.stringify(snakeCaseDump(recipe), null, 2)) };
  if (image) files['original.webp'] = [new Uint8Array(image), { level: 0 }];
  return zipSync(files);
}

export const zipFiles = (files: Zippable) => zipSync(files);

// Caps on what an uploaded archive may make us unpack (zip bombs): per entry, in all, and the entry count.
const MAX_ENTRY_BYTES = 30 * 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const MAX_ENTRIES = 1000;

/** One recipe found in an archive: its JSON (camelCase) or why it could not be read, and its image. */
export interface ArchivedRecipe {
  /** The JSON entry's name, for report messages only (never used as a path). */
  source: string;
  recipe: Record<string, unknown> | null;
  error: string | null;
  image: Buffer | null;
}

const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);
const dirName = (name: string) => (name.includes('/') ? name.slice(0, name.lastIndexOf('/')) : '');
// The smaller renditions (Mealie's and the medium one) are made again from the original; Mac archives
// carry AppleDouble noise.
const SKIPPED_IMAGES = new Set(['min-original.webp', 'tiny-original.webp', MEDIUM_IMAGE]);
const isNoise = (name: string) => name.toLowerCase().startsWith('__macosx/') || baseName(name).startsWith('.');

/** An absolute path, a drive letter or a `..` segment: formats.md asks that such archives be refused. */
function isUnsafe(name: string): boolean {
  if (/^([/\\]|[a-z]:)/i.test(name)) return true;
  return name.split(/[/\\]/).some((segment) => segment === '..');
}

/**
 * The recipes of a Mealie or Larder recipe archive: the single-recipe export (`<slug>.json` and
 * `original.webp`) or the bulk export (`recipes/<slug>/<slug>.json` with `images/original.webp`),
 * at the root or inside a wrapping folder. Each JSON is one recipe; its image is the `.webp` named
 * like it, else the only JSON's folder image (`original.webp` first). `detectForeign` is asked
 * about the entry names first, so another app's export is named before anything is unpacked.
 * Entry names are keys only, never paths, and unsafe names refuse the whole archive.
 */
export function readRecipeArchive(archive: Buffer, detectForeign: (names: string[]) => void): ArchivedRecipe[] {
  const names: string[] = [];
  let valid = true;
  try {
    unzipSync(new Uint8Array(archive), {
      filter: (file) => {
        names.push(file.name);
        if (names.length > MAX_ENTRIES) throw badRequest(`The archive holds more than ${MAX_ENTRIES} entries`);
        return false;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    valid = false;
  }
  if (!valid) throw badRequest('The archive is not a valid zip file');
  const unsafe = names.find(isUnsafe);
  if (unsafe !== undefined) throw badRequest(`The archive holds an entry with an unsafe path: ${unsafe}`);
  const files = names.filter((name) => !name.endsWith('/') && !isNoise(name));
  detectForeign(files);

  const jsonNames = files.filter((name) => name.toLowerCase().endsWith('.json'));
  if (!jsonNames.length) throw badRequest('The archive holds no recipe JSON file');
  const imageNames = files.filter((name) => name.toLowerCase().endsWith('.webp') && !SKIPPED_IMAGES.has(baseName(name).toLowerCase()));
  const recipeFolder = (name: string) => {
    const dir = dirName(name);
    return baseName(dir) === 'images' ? dirName(dir) : dir;
  };
  const stem = (name: string) =>
    baseName(name)
      .replace(/\.[^.]+$/, '')
      .toLowerCase();
  const jsonsIn = new Map<string, number>();
  for (const name of jsonNames) jsonsIn.set(dirName(name), (jsonsIn.get(dirName(name)) ?? 0) + 1);
  const imageFor = (json: string): string | undefined => {
    const folder = dirName(json);
    const near = imageNames.filter((image) => recipeFolder(image) === folder);
    const named = near.filter((image) => stem(image) === stem(json));
    if (named.length) return named.at(-1);
    if (jsonsIn.get(folder) !== 1) return undefined;
    return near.filter((image) => baseName(image).toLowerCase() === 'original.webp').at(-1) ?? near.at(-1);
  };
  const pairs = jsonNames.map((json) => ({ json, image: imageFor(json) }));
  const wanted = new Set(pairs.flatMap((pair) => (pair.image ? [pair.json, pair.image] : [pair.json])));

  let unpacked = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(archive), {
      filter: (file: UnzipFileInfo) => {
        if (!wanted.has(file.name)) return false;
        if (file.originalSize > MAX_ENTRY_BYTES) throw badRequest(`Archive entry ${file.name} is too large`);
        // fflate unpacks each entry into a buffer of its declared size, so this running sum caps the memory used.
        unpacked += file.originalSize;
        if (unpacked > MAX_TOTAL_BYTES) throw badRequest('The archive is too large when unpacked');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest('The archive is not a valid zip file');
  }
  return pairs.map(({ json, image }) => {
    const data = image && entries[image] ? Buffer.from(entries[image]) : null;
    let recipe: unknown;
    try {
      recipe = JSON.parse(strFromU8(entries[json] ?? new Uint8Array()));
    } catch {
      return { source: json, recipe: null, error: 'The recipe JSON is not valid JSON', image: data };
    }
    if (recipe === null || typeof recipe !== 'object' || Array.isArray(recipe)) {
      return { source: json, recipe: null, error: 'The recipe JSON is not an object', image: data };
    }
    return { source: json, recipe: camelCaseLoad(recipe) as Record<string, unknown>, error: null, image: data };
  });
}
