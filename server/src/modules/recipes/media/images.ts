import { badRequest } from '../../../platform/errors.js';
import type { Folder } from '../../../platform/files.js';
import { loadSharp } from '../../../platform/images.js';

/** The three renditions Mealie keeps of every recipe or timeline image (domain.md §3.20). */
export const IMAGE_FILES = ['original.webp', 'min-original.webp', 'tiny-original.webp'] as const;
export type ImageFileName = (typeof IMAGE_FILES)[number];

export type ProcessedImage = Record<ImageFileName, Buffer>;

// Guards against decompression bombs: 40 megapixels is beyond any phone photo, and one decoded
// image of that size stays around 160 MB of memory.
const MAX_PIXELS = 40_000_000;

/** Converts any supported image (jpeg, png, webp, gif, avif, tiff, heif) to the three webp files; anything else is a 400. */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp();
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

/** Writes the renditions into `folder` and removes any other file there (sub-folders, such as timeline images, stay). */
export async function writeImages(folder: Folder, image: ProcessedImage): Promise<void> {
  for (const name of IMAGE_FILES) await folder.write(name, image[name]);
  await folder.removeFilesExcept(IMAGE_FILES);
}
