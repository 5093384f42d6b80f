import { strFromU8, strToU8, type UnzipFileInfo, unzipSync, type Zippable, zipSync } from 'fflate';
import { AppError, badRequest } from '../../../platform/errors.js';

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

// An uploaded recipe archive holds one JSON and one image; anything larger is refused unread.
const MAX_ENTRY_BYTES = 30 * 1024 * 1024;
// Caps on the whole archive (zip bombs): what the wanted entries unpack to, and the entry count.
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const MAX_ENTRIES = 1000;

/**
 * The last `*.json` and the last `*.webp` entry of a recipe archive (as Mealie reads it). Entry
 * names are only matched by their ending and never used as paths, so a crafted name cannot
 * write anywhere.
 */
export function readRecipeZip(archive: Buffer): { recipe: Record<string, unknown>; image: Buffer | null } {
  const last: { json?: string; image?: string } = {};
  let entryCount = 0;
  let unpacked = 0;
  const wanted = (file: UnzipFileInfo) => {
    entryCount += 1;
    if (entryCount > MAX_ENTRIES) throw badRequest(`The archive holds more than ${MAX_ENTRIES} entries`);
    const name = file.name.toLowerCase();
    if (name.endsWith('/') || name.startsWith('__macosx/') || name.includes('/._')) return false;
    if (name.endsWith('.json')) last.json = file.name;
    else if (name.endsWith('.webp')) last.image = file.name;
    else return false;
    if (file.originalSize > MAX_ENTRY_BYTES) throw badRequest(`Archive entry ${file.name} is too large`);
    // fflate unpacks each entry into a buffer of its declared size, so this running sum caps the memory used.
    unpacked += file.originalSize;
    if (unpacked > MAX_TOTAL_BYTES) throw badRequest('The archive is too large when unpacked');
    return true;
  };
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(archive), { filter: wanted });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest('The archive is not a valid zip file');
  }
  if (!last.json || !entries[last.json]) throw badRequest('The archive holds no recipe JSON file');
  let recipe: unknown;
  try {
    recipe = JSON.parse(strFromU8(entries[last.json]));
  } catch {
    throw badRequest('The recipe JSON in the archive is not valid JSON');
  }
  if (recipe === null || typeof recipe !== 'object' || Array.isArray(recipe))
    throw badRequest('The recipe JSON in the archive is not an object');
  const image = last.image && entries[last.image] ? Buffer.from(entries[last.image]) : null;
  return { recipe: camelCaseLoad(recipe) as Record<string, unknown>, image };
}
