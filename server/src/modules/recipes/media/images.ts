import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { badRequest } from '../../../platform/errors.js';

/** The three renditions Mealie keeps of every recipe or timeline image (domain.md §3.20). */
export const IMAGE_FILES = ['original.webp', 'min-original.webp', 'tiny-original.webp'] as const;
export type ImageFileName = (typeof IMAGE_FILES)[number];

export type ProcessedImage = Record<ImageFileName, Buffer>;

// Guards against decompression bombs: 40 megapixels is beyond any phone photo, and one decoded
// image of that size stays around 160 MB of memory.
const MAX_PIXELS = 40_000_000;

/** Converts any supported image (jpeg, png, webp, gif, avif, tiff, heif) to the three webp files; anything else is a 400. */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  try {
    const source = () => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    // One after the other, so that only one decoded copy is in memory at a time.
    const original = await source().webp({ quality: 70 }).toBuffer();
    const tiny = await source().resize(300, 300, { fit: 'cover', position: 'centre' }).webp({ quality: 70 }).toBuffer();
    // Mealie's "min" rendition keeps the size and quality of the original.
    return { 'original.webp': original, 'min-original.webp': original, 'tiny-original.webp': tiny };
  } catch {
    throw badRequest('The file is not a supported image');
  }
}

/** Writes the renditions into `dir` and removes any other file there (sub-folders, such as timeline images, stay). */
export async function writeImages(dir: string, image: ProcessedImage): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  for (const name of IMAGE_FILES) {
    const temporary = path.join(dir, `.${name}.${crypto.randomUUID()}.tmp`);
    await fs.writeFile(temporary, image[name]);
    await fs.rename(temporary, path.join(dir, name));
  }
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    if (entry.isFile() && !(IMAGE_FILES as readonly string[]).includes(entry.name)) {
      await fs.rm(path.join(dir, entry.name), { force: true });
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** `DATA_DIR/recipes/{id}`; ids come from the database or are checked to be UUIDs, so they never climb out. */
export function recipeFolder(dataDir: string, recipeId: string): string {
  if (!isUuid(recipeId)) throw new Error(`not a recipe id: ${recipeId}`);
  return path.join(dataDir, 'recipes', recipeId.toLowerCase());
}
export const recipeImagesFolder = (dataDir: string, recipeId: string) => path.join(recipeFolder(dataDir, recipeId), 'images');
export const recipeAssetsFolder = (dataDir: string, recipeId: string) => path.join(recipeFolder(dataDir, recipeId), 'assets');
export function timelineImagesFolder(dataDir: string, recipeId: string, eventId: string): string {
  if (!isUuid(eventId)) throw new Error(`not an event id: ${eventId}`);
  return path.join(recipeImagesFolder(dataDir, recipeId), 'timeline', eventId.toLowerCase());
}
