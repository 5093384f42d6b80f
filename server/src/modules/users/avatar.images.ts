import { invalid } from '../../platform/errors.js';
import { loadSharp } from '../../platform/images.js';

/**
 * The renditions kept of a profile picture in `users/{id}/`: Mealie's `profile.webp` (what its
 * clients load) and, named as Mealie names a recipe image's smaller renditions, a 128 px and a
 * 32 px square for lists and the app bar.
 */
export const AVATAR_FILES = ['profile.webp', 'min-profile.webp', 'tiny-profile.webp'] as const;
export type AvatarFileName = (typeof AVATAR_FILES)[number];
export type ProcessedAvatar = Record<AvatarFileName, Buffer>;

const SIDES: Record<AvatarFileName, number> = { 'profile.webp': 512, 'min-profile.webp': 128, 'tiny-profile.webp': 32 };

// Raster formats only: sharp would also render an SVG (a document that can carry scripts and
// external references), so the decoded format is checked, not just whether sharp can read it.
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
// A decompression bomb is refused before it is decoded: 40 megapixels is beyond any phone photo.
const MAX_PIXELS = 40_000_000;

const refused = (message: string) => invalid('body', 'profile', message);

/**
 * Decodes `input` and re-encodes it as the square webp renditions (centre crop, never enlarged
 * beyond the picture). Anything that is not a raster image is a 422 naming the problem, and
 * nothing is written by the caller then.
 */
export async function processAvatar(input: Buffer): Promise<ProcessedAvatar> {
  const sharp = await loadSharp();
  let format: string | undefined;
  let shortSide = 0;
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
    format = meta.format;
    shortSide = Math.min(meta.width ?? 0, meta.height ?? 0);
  } catch {
    throw refused('The file is not an image: upload a JPEG, PNG, WebP, GIF or AVIF picture');
  }
  if (format === 'svg') throw refused('SVG pictures are not accepted: upload a JPEG, PNG, WebP, GIF or AVIF picture');
  if (!format || !RASTER_FORMATS.has(format)) {
    throw refused(`The ${format ?? 'file'} format is not accepted: upload a JPEG, PNG, WebP, GIF or AVIF picture`);
  }
  try {
    const out = {} as ProcessedAvatar;
    // One after the other, so that only one decoded copy is in memory at a time.
    for (const name of AVATAR_FILES) {
      // The full picture is a square of its short side (at most 512 px); the small ones are exact.
      const side = name === 'profile.webp' ? Math.min(SIDES[name], shortSide) : SIDES[name];
      out[name] = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize(side, side, { fit: 'cover', position: 'centre' })
        .webp({ quality: 80 })
        .toBuffer();
    }
    return out;
  } catch {
    throw refused('The picture could not be read: the file is damaged or not an image');
  }
}
