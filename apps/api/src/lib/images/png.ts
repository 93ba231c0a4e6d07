import { crc32 } from 'node:zlib';
import {
  isOrientationOnly,
  meaningfulOrientation,
  orientationOnlyTiff,
  readOrientation,
} from './exif.ts';
import { type ImageStructure, KeptRanges, MAX_PARTS, need } from './structure.ts';

/**
 * Chunks that change how the image looks or decodes (PNG 3rd edition, with APNG); everything
 * else goes: tEXt, zTXt and iTXt (names, software, comments), eXIf (GPS), tIME, and private
 * chunks nobody here can vouch for.
 */
const KEPT = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCV',
  'cLLI',
  'bKGD',
  'hIST',
  'pHYs',
  'sPLT',
  'acTL',
  'fcTL',
  'fdAT',
]);

/**
 * Walks a PNG's chunks to IEND. The size is IHDR's; the orientation of an eXIf chunk survives
 * in a new eXIf holding only that tag, placed right after IHDR (before the image data, where
 * viewers read it).
 */
export function readPng(file: Buffer): ImageStructure {
  need(file.length >= 8 + 25 + 12, 'too short for a PNG');
  need(file.toString('latin1', 12, 16) === 'IHDR' && file.readUInt32BE(8) === 13, 'no IHDR');
  const width = file.readUInt32BE(16);
  const height = file.readUInt32BE(20);
  need(width > 0 && height > 0, 'image without a size');
  const kept = new KeptRanges();
  kept.keep(0, 8);
  let dropped = false;
  let parts = 0;
  let orientation: number | undefined;
  let at = 8;
  for (;;) {
    need(++parts <= MAX_PARTS, 'too many chunks');
    need(at + 12 <= file.length, 'cut-off chunk');
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    need(length < 2 ** 31 && end <= file.length, 'chunk longer than the file');
    if (KEPT.has(type) || (type === 'eXIf' && isOrientationOnly(file.subarray(at + 8, end - 4)))) {
      kept.keep(at, end);
    } else {
      dropped = true;
      if (type === 'eXIf') orientation ??= readOrientation(file.subarray(at + 8, end - 4));
    }
    at = end;
    if (type === 'IEND') break;
  }
  if (at < file.length) dropped = true;
  if (!dropped) return { width, height, cleaned: null };
  // Right after IHDR (8 + 25 bytes).
  const insert = meaningfulOrientation(orientation)
    ? { at: 33, bytes: exifChunk(orientation) }
    : undefined;
  return { width, height, cleaned: kept.pieces(file, insert) };
}

function exifChunk(orientation: number): Buffer {
  const data = orientationOnlyTiff(orientation);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('eXIf', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}
