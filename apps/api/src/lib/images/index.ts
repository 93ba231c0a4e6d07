import type { DetectedType } from '@seva/schemas';
import { readJpeg } from './jpeg.ts';
import { readPng } from './png.ts';
import { type ImageStructure, UnreadableImage } from './structure.ts';
import { readWebp } from './webp.ts';

export { type ImageStructure, UnreadableImage } from './structure.ts';

const readers: Partial<Record<DetectedType, (file: Buffer) => ImageStructure>> = {
  'image/jpeg': readJpeg,
  'image/png': readPng,
  'image/webp': readWebp,
};

export const isImageType = (type: DetectedType) => type in readers;

/**
 * Reads an image's structure: its size from the headers, and the file without its metadata
 * (docs/decisions/024-image-limits-and-metadata.md). Throws UnreadableImage when the bytes
 * are not a whole image of that type.
 */
export function readImage(file: Buffer, type: DetectedType): ImageStructure {
  const reader = readers[type];
  if (!reader) throw new Error(`${type} is not an image type`);
  try {
    return reader(file);
  } catch (error) {
    // A length field pointing past the end, read before its check: still a broken file.
    if (error instanceof RangeError) throw new UnreadableImage(error.message);
    throw error;
  }
}
