import type SharpModule from 'sharp';

let sharpModule: Promise<typeof SharpModule> | undefined;

/**
 * The image library (libvips), loaded the first time an image is read or written: it is the
 * largest native library the server has, and most requests never touch an image.
 */
export function loadSharp(): Promise<typeof SharpModule> {
  sharpModule ??= import('sharp').then((m) => m.default);
  return sharpModule;
}
