import {
  isOrientationOnly,
  meaningfulOrientation,
  orientationOnlyTiff,
  readOrientation,
} from './exif.ts';
import { type ImageStructure, MAX_PARTS, need } from './structure.ts';

/** The chunks of a WebP file that make the picture; EXIF, XMP and unknown chunks go. */
const KEPT = new Set(['VP8 ', 'VP8L', 'VP8X', 'ICCP', 'ANIM', 'ANMF', 'ALPH']);
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;
const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');

interface Chunk {
  type: string;
  /** The whole chunk: header, data and its padding byte. */
  bytes: Buffer;
  data: Buffer;
}

/**
 * Walks a WebP's RIFF chunks. The size is the largest of the VP8X canvas, each animation
 * frame and each VP8/VP8L bitstream; the orientation of an EXIF chunk survives in a new one
 * holding only that tag (extended files only: a simple file cannot carry metadata).
 */
export function readWebp(file: Buffer): ImageStructure {
  need(file.length >= 20, 'too short for a WebP');
  const riffEnd = 8 + file.readUInt32LE(4);
  need(riffEnd <= file.length && riffEnd >= 20, 'RIFF size beyond the file');
  const chunks = chunksOf(file, 12, riffEnd);
  need(chunks.length > 0, 'no chunks');
  let width = 0;
  let height = 0;
  const measure = (size: { width: number; height: number }) => {
    need(size.width > 0 && size.height > 0, 'image without a size');
    if (size.width * size.height > width * height) ({ width, height } = size);
  };
  for (const chunk of chunks) {
    if (chunk.type === 'VP8X' || chunk.type === 'ANMF') measure(canvasSize(chunk));
    if (chunk.type === 'VP8 ') measure(lossySize(chunk.data));
    if (chunk.type === 'VP8L') measure(losslessSize(chunk.data));
    if (chunk.type === 'ANMF') {
      for (const inner of chunksOf(chunk.data, 16, chunk.data.length)) {
        if (inner.type === 'VP8 ') measure(lossySize(inner.data));
        if (inner.type === 'VP8L') measure(losslessSize(inner.data));
      }
    }
  }
  need(width > 0, 'no image data');

  const kept = chunks.filter(
    (chunk) => KEPT.has(chunk.type) || (chunk.type === 'EXIF' && isOrientationOnly(chunk.data)),
  );
  if (kept.length === chunks.length && riffEnd === file.length) {
    return { width, height, cleaned: null };
  }
  const exif = chunks.find((chunk) => chunk.type === 'EXIF' && !kept.includes(chunk));
  const tiff = exif?.data.subarray(0, 6).equals(EXIF_HEADER) ? exif.data.subarray(6) : exif?.data;
  const orientation = tiff ? readOrientation(tiff) : undefined;
  const parts = kept.map((chunk) => chunk.bytes);
  const extended = kept[0]?.type === 'VP8X';
  if (extended) {
    const header = Buffer.from(parts[0] as Buffer);
    const hasExif = kept.some((chunk) => chunk.type === 'EXIF');
    let flags = (header[8] as number) & ~(EXIF_FLAG | XMP_FLAG);
    if (!hasExif && meaningfulOrientation(orientation)) parts.push(exifChunk(orientation));
    if (hasExif || meaningfulOrientation(orientation)) flags |= EXIF_FLAG;
    header[8] = flags;
    parts[0] = header;
  }
  const size = parts.reduce((sum, part) => sum + part.length, 4);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(size, 4);
  riff.write('WEBP', 8, 'latin1');
  return { width, height, cleaned: [riff, ...parts] };
}

function chunksOf(file: Buffer, start: number, end: number): Chunk[] {
  const chunks: Chunk[] = [];
  let at = start;
  while (at < end) {
    need(chunks.length < MAX_PARTS, 'too many chunks');
    need(at + 8 <= end, 'cut-off chunk');
    const length = file.readUInt32LE(at + 4);
    const dataEnd = at + 8 + length;
    const next = dataEnd + (length % 2);
    need(dataEnd <= end, 'chunk longer than the file');
    chunks.push({
      type: file.toString('latin1', at, at + 4),
      bytes: file.subarray(at, Math.min(next, end)),
      data: file.subarray(at + 8, dataEnd),
    });
    at = next;
  }
  return chunks;
}

/** VP8X canvas and ANMF frame: 24-bit width−1 and height−1 (after 4 bytes of flags or x/y). */
function canvasSize(chunk: Chunk) {
  const at = chunk.type === 'VP8X' ? 4 : 6;
  need(chunk.data.length >= at + 6, 'short canvas header');
  return { width: chunk.data.readUIntLE(at, 3) + 1, height: chunk.data.readUIntLE(at + 3, 3) + 1 };
}

function lossySize(data: Buffer) {
  need(data.length >= 10 && data[3] === 0x9d && data[4] === 0x01 && data[5] === 0x2a, 'bad VP8');
  return { width: data.readUInt16LE(6) & 0x3fff, height: data.readUInt16LE(8) & 0x3fff };
}

function losslessSize(data: Buffer) {
  need(data.length >= 5 && data[0] === 0x2f, 'bad VP8L');
  const bits = data.readUInt32LE(1);
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

function exifChunk(orientation: number): Buffer {
  const data = orientationOnlyTiff(orientation);
  const chunk = Buffer.alloc(8 + data.length);
  chunk.write('EXIF', 0, 'latin1');
  chunk.writeUInt32LE(data.length, 4);
  data.copy(chunk, 8);
  return chunk;
}
