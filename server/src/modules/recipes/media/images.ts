import type { Sharp } from 'sharp';
import { badRequest } from '../../../platform/errors.js';
import type { Folder } from '../../../platform/files.js';
import { loadSharp } from '../../../platform/images.js';

/** The three renditions Mealie keeps of every recipe or timeline image (domain.md §3.20). */
export const IMAGE_FILES = ['original.webp', 'min-original.webp', 'tiny-original.webp'] as const;
export type ImageFileName = (typeof IMAGE_FILES)[number];

/**
 * Larder's own fourth rendition: at most MEDIUM_WIDTH pixels wide, for recipe cards and phones,
 * which would otherwise load the original at its uploaded size (a phone photo is 4,000 px wide).
 * Made with the others, and from the original when first asked for where it is missing (images
 * restored from a backup, or stored before it existed).
 */
export const MEDIUM_IMAGE = 'medium.webp';
export const MEDIUM_WIDTH = 800;
const STORED_FILES = [...IMAGE_FILES, MEDIUM_IMAGE] as const;
export type StoredImageName = (typeof STORED_FILES)[number];

export type ProcessedImage = Record<StoredImageName, Buffer>;

/** Whether `fileName` names a rendition the media routes serve. */
export function isImageFileName(fileName: string): fileName is StoredImageName {
  return (STORED_FILES as readonly string[]).includes(fileName);
}

// Guards against decompression bombs: 40 megapixels is beyond any phone photo, and one decoded
// image of that size stays around 160 MB of memory.
const MAX_PIXELS = 40_000_000;

type Source = () => Sharp;

/** Runs `make` on the decoded (and upright) image; input that is not a supported image is a 400. */
async function fromImage<T>(input: Buffer, make: (source: Source) => Promise<T>): Promise<T> {
  const sharp = await loadSharp();
  try {
    return await make(() => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate());
  } catch {
    throw badRequest('The file is not a supported image');
  }
}

const mediumOf = (source: Source) => source().resize({ width: MEDIUM_WIDTH, withoutEnlargement: true }).webp({ quality: 70 }).toBuffer();

/** Converts any supported image (jpeg, png, webp, gif, avif, tiff, heif) to the webp renditions; anything else is a 400. */
export function processImage(input: Buffer): Promise<ProcessedImage> {
  return fromImage(input, async (source) => {
    // One after the other, so that only one decoded copy is in memory at a time.
    const original = await source().webp({ quality: 70 }).toBuffer();
    const tiny = await source().resize(300, 300, { fit: 'cover', position: 'centre' }).webp({ quality: 70 }).toBuffer();
    // Mealie's "min" rendition keeps the size and quality of the original.
    return { 'original.webp': original, 'min-original.webp': original, 'tiny-original.webp': tiny, [MEDIUM_IMAGE]: await mediumOf(source) };
  });
}

/** Writes the renditions into `folder` and removes any other file there (sub-folders, such as timeline images, stay). */
export async function writeImages(folder: Folder, image: ProcessedImage): Promise<void> {
  for (const name of STORED_FILES) await folder.write(name, image[name]);
  await folder.removeFilesExcept(STORED_FILES);
}

// One making of a missing medium rendition per folder at a time, however many ask for it.
const makingMedium = new Map<string, Promise<Buffer | null>>();

/**
 * The rendition `fileName` from `folder`, or null when there is none. A missing medium rendition
 * is made from the original and kept (null when there is no original either).
 */
export async function readImage(folder: Folder, fileName: StoredImageName): Promise<Buffer | null> {
  const data = await folder.read(fileName);
  if (data || fileName !== MEDIUM_IMAGE) return data;
  const key = folder.path;
  let making = makingMedium.get(key);
  if (!making) {
    making = (async () => {
      const original = await folder.read('original.webp');
      if (!original) return null;
      // An original that cannot be decoded has no medium rendition: a 404, as for a missing file.
      const medium = await fromImage(original, mediumOf).catch(() => null);
      if (!medium) return null;
      await folder.write(MEDIUM_IMAGE, medium);
      return medium;
    })().finally(() => makingMedium.delete(key));
    makingMedium.set(key, making);
  }
  return making;
}
