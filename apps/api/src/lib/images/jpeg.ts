import {
  isOrientationOnly,
  meaningfulOrientation,
  orientationOnlyTiff,
  readOrientation,
} from './exif.ts';
import { type ImageStructure, KeptRanges, MAX_PARTS, need } from './structure.ts';

const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const ICC_HEADER = Buffer.from('ICC_PROFILE\0', 'latin1');
const ADOBE_HEADER = Buffer.from('Adobe', 'latin1');

/** SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC): the markers that carry the frame size. */
const isFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * Walks a JPEG's segments (and through its entropy-coded scans) to the end-of-image marker.
 * Kept: everything the decoder needs, APP0 (JFIF), APP2 ICC profiles and APP14 (Adobe colour
 * transform). Dropped: APP1 (EXIF with GPS, XMP), every other APPn (IPTC, maker notes, MPF),
 * comments and anything after the end of the image. The orientation survives in a new APP1
 * holding only that tag.
 */
export function readJpeg(file: Buffer): ImageStructure {
  need(file.length >= 4 && file[0] === 0xff && file[1] === 0xd8, 'no start of image');
  const kept = new KeptRanges();
  kept.keep(0, 2);
  let dropped = false;
  let parts = 0;
  let orientation: number | undefined;
  let width = 0;
  let height = 0;
  let exifAt = 2; // where the orientation segment goes: after APP0 when there is one
  let at = 2;
  for (;;) {
    need(++parts <= MAX_PARTS, 'too many segments');
    need(at + 1 < file.length && file[at] === 0xff, 'segment expected');
    while (file[at + 1] === 0xff && at + 2 < file.length) at++; // fill bytes
    const marker = file[at + 1] as number;
    if (marker === 0xd9) {
      kept.keep(at, at + 2);
      dropped ||= at + 2 < file.length;
      break;
    }
    need(marker !== 0xd8 && marker !== 0x00, 'misplaced marker');
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.keep(at, at + 2);
      at += 2;
      continue;
    }
    need(at + 4 <= file.length, 'cut-off segment');
    const length = file.readUInt16BE(at + 2);
    const end = at + 2 + length;
    need(length >= 2 && end <= file.length, 'segment longer than the file');
    const body = file.subarray(at + 4, end);
    if (isFrameMarker(marker)) {
      need(body.length >= 6, 'short frame header');
      const frameHeight = body.readUInt16BE(1);
      const frameWidth = body.readUInt16BE(3);
      need(frameHeight > 0 && frameWidth > 0, 'frame without a size');
      if (frameWidth * frameHeight > width * height) {
        width = frameWidth;
        height = frameHeight;
      }
    }
    if (keepsSegment(marker, body)) {
      kept.keep(at, end);
      if (marker === 0xe0 && exifAt === 2) exifAt = end;
    } else {
      dropped = true;
      if (marker === 0xe1 && body.subarray(0, 6).equals(EXIF_HEADER)) {
        orientation ??= readOrientation(body.subarray(6));
      }
    }
    at = marker === 0xda ? endOfScan(file, end) : end;
    if (marker === 0xda) kept.keep(end, at);
  }
  need(width > 0, 'no frame header');
  if (!dropped) return { width, height, cleaned: null };
  const insert = meaningfulOrientation(orientation)
    ? { at: exifAt, bytes: orientationSegment(orientation) }
    : undefined;
  return { width, height, cleaned: kept.pieces(file, insert) };
}

function keepsSegment(marker: number, body: Buffer): boolean {
  if (marker === 0xfe) return false; // comment
  if (marker < 0xe0 || marker > 0xef) return true; // not an application segment
  if (marker === 0xe0) return true; // JFIF / JFXX
  if (marker === 0xe1) {
    // Only the orientation segment this module writes itself.
    return body.subarray(0, 6).equals(EXIF_HEADER) && isOrientationOnly(body.subarray(6));
  }
  if (marker === 0xe2) return body.subarray(0, ICC_HEADER.length).equals(ICC_HEADER);
  if (marker === 0xee) return body.subarray(0, ADOBE_HEADER.length).equals(ADOBE_HEADER);
  return false;
}

/** The offset of the first marker after a scan's entropy-coded data (stuffed FF00 and RSTn skipped). */
function endOfScan(file: Buffer, from: number): number {
  let at = from;
  for (;;) {
    const ff = file.indexOf(0xff, at);
    need(ff >= 0 && ff + 1 < file.length, 'scan without an end');
    const next = file[ff + 1] as number;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
      at = ff + 2;
      continue;
    }
    if (next === 0xff) {
      at = ff + 1;
      continue;
    }
    return ff;
  }
}

function orientationSegment(orientation: number): Buffer {
  const tiff = orientationOnlyTiff(orientation);
  const segment = Buffer.alloc(4 + EXIF_HEADER.length + tiff.length);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(2 + EXIF_HEADER.length + tiff.length, 2);
  EXIF_HEADER.copy(segment, 4);
  tiff.copy(segment, 4 + EXIF_HEADER.length);
  return segment;
}
