import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  fakeFile,
  jpegWithMetadata,
  PHONE_METADATA,
  phoneExif,
  pngChunk,
  pngClaiming,
} from '../../test/files.ts';
import { readOrientation } from './exif.ts';
import { readImage, UnreadableImage } from './index.ts';

const latitudeBytes = Buffer.alloc(24);
PHONE_METADATA.latitude.forEach((value, i) => {
  latitudeBytes.writeUInt32BE(value, i * 4);
});

/** The traces a phone leaves: none may survive cleaning. */
function expectNoMetadata(file: Buffer) {
  expect(file.includes('Ramesh')).toBe(false);
  expect(file.includes('9876543210')).toBe(false);
  expect(file.includes(latitudeBytes)).toBe(false);
  expect(file.includes('xmpmeta')).toBe(false);
}

/** The JPEG's segments up to the scan, as [marker, body] pairs (a structure check). */
function jpegSegments(file: Buffer): Array<[number, Buffer]> {
  const segments: Array<[number, Buffer]> = [];
  let at = 2;
  while (file[at + 1] !== 0xda) {
    const length = file.readUInt16BE(at + 2);
    segments.push([file[at + 1] as number, file.subarray(at + 4, at + 2 + length)]);
    at += 2 + length;
  }
  return segments;
}

const clean = (file: Buffer, type: Parameters<typeof readImage>[1]) => {
  const image = readImage(file, type);
  return { ...image, file: image.cleaned ? Buffer.concat(image.cleaned) : file };
};

describe('JPEG', () => {
  it('drops EXIF (name, phone, GPS), XMP, IPTC, comments and trailers; keeps the orientation', () => {
    const original = jpegWithMetadata();
    expect(original.includes('Ramesh')).toBe(true);
    const { width, height, file } = clean(original, 'image/jpeg');
    expect([width, height]).toEqual([1, 1]);
    expectNoMetadata(file);
    expect(file.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(file.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    const segments = jpegSegments(file);
    expect(segments.map(([marker]) => marker.toString(16))).toEqual(['e0', 'e1', 'c0']);
    const exif = segments[1]?.[1] as Buffer;
    expect(exif.subarray(0, 6).toString('latin1')).toBe('Exif\0\0');
    expect(readOrientation(exif.subarray(6))).toBe(6);
    // Cleaned once, there is nothing left to clean.
    expect(readImage(file, 'image/jpeg').cleaned).toBeNull();
    // The image data itself is untouched.
    expect(original.includes(file.subarray(file.length - 1500, file.length - 2))).toBe(true);
  });

  it('keeps a file with nothing to remove as it is', () => {
    expect(readImage(fakeFile('jpeg', 3000), 'image/jpeg').cleaned).toBeNull();
  });

  it('reads the largest frame size and refuses broken files', () => {
    const big = fakeFile('jpeg');
    big.writeUInt16BE(30000, 20 + 5); // SOF0 height
    big.writeUInt16BE(30000, 20 + 7); // SOF0 width
    expect(readImage(big, 'image/jpeg')).toMatchObject({ width: 30000, height: 30000 });
    for (const broken of [
      fakeFile('jpeg').subarray(0, 1000), // no end of image
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x40, 0x00, 0x01]), // segment past the end
      Buffer.concat([fakeFile('jpeg').subarray(0, 20), Buffer.from([0xff, 0xd9])]), // no frame
    ]) {
      expect(() => readImage(broken, 'image/jpeg')).toThrow(UnreadableImage);
    }
  });
});

describe('files built to make the walk slow', () => {
  it('refuses more segments than any picture has, and merges what it keeps', () => {
    const plain = fakeFile('jpeg');
    const restarts = Buffer.alloc(2 * 200_000);
    for (let i = 0; i < restarts.length; i += 2) restarts.writeUInt16BE(0xffd0, i);
    const flood = Buffer.concat([plain.subarray(0, 20), restarts, plain.subarray(20)]);
    expect(() => readImage(flood, 'image/jpeg')).toThrow(UnreadableImage);
    // Many small kept segments between dropped ones: few pieces, in order, still whole.
    const comment = Buffer.from([0xff, 0xfe, 0, 2]);
    const table = Buffer.from([0xff, 0xdd, 0, 4, 0, 0]); // DRI
    const mixed = Buffer.concat([
      plain.subarray(0, 20),
      ...Array.from({ length: 1000 }, () => table),
      comment,
      ...Array.from({ length: 1000 }, () => table),
      plain.subarray(20),
    ]);
    const { cleaned } = readImage(mixed, 'image/jpeg');
    expect(cleaned).toHaveLength(2);
    expect(
      Buffer.concat(cleaned ?? []).equals(
        Buffer.concat([mixed.subarray(0, 6020), mixed.subarray(6024)]),
      ),
    ).toBe(true);
  });
});

describe('PNG', () => {
  it('reads the size from IHDR without decoding: a 30000 × 30000 claim in 90 bytes', () => {
    const bomb = pngClaiming(30000, 30000);
    expect(bomb.length).toBeLessThan(100);
    expect(readImage(bomb, 'image/png')).toMatchObject({ width: 30000, height: 30000 });
  });

  it('drops text, time and EXIF chunks, keeps colour chunks and the orientation', () => {
    const plain = fakeFile('png', 500);
    const srgb = pngChunk('sRGB', Buffer.from([0]));
    const original = Buffer.concat([
      plain.subarray(0, 33),
      srgb,
      pngChunk('tEXt', Buffer.from(`Author\0${PHONE_METADATA.artist}`, 'latin1')),
      pngChunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>', 'latin1')),
      pngChunk('tIME', Buffer.from([0x07, 0xea, 11, 23, 10, 0, 0])),
      pngChunk('eXIf', phoneExif(8)),
      plain.subarray(33),
      Buffer.from('appended'),
    ]);
    const { file, width } = clean(original, 'image/png');
    expect(width).toBe(1);
    expectNoMetadata(file);
    expect(file.includes('tIME')).toBe(false);
    expect(file.includes('appended')).toBe(false);
    expect(file.includes(srgb)).toBe(true);
    expect(file.subarray(-12).toString('latin1', 4, 8)).toBe('IEND');
    // Every chunk is whole, with a right CRC; eXIf holds the orientation alone.
    const types: string[] = [];
    for (let at = 8; at < file.length; ) {
      const length = file.readUInt32BE(at);
      const body = file.subarray(at + 4, at + 8 + length);
      expect(file.readUInt32BE(at + 8 + length)).toBe(crc32(body));
      types.push(body.toString('latin1', 0, 4));
      if (types.at(-1) === 'eXIf') expect(readOrientation(body.subarray(4))).toBe(8);
      at += 12 + length;
    }
    expect(types).toEqual(['IHDR', 'eXIf', 'sRGB', 'IDAT', 'IEND']);
  });

  it('refuses a chunk that runs past the end', () => {
    const cut = fakeFile('png', 500).subarray(0, 300);
    expect(() => readImage(cut, 'image/png')).toThrow(UnreadableImage);
  });
});

describe('WebP', () => {
  /** An extended WebP: VP8X (EXIF and XMP flags set), the image, EXIF and XMP chunks. */
  function webpWithMetadata() {
    const simple = fakeFile('webp', 400);
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(8);
      head.write(type, 0, 'latin1');
      head.writeUInt32LE(data.length, 4);
      return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
    };
    const vp8x = Buffer.alloc(10);
    vp8x[0] = 0x08 | 0x04;
    vp8x.writeUIntLE(0, 4, 3);
    vp8x.writeUIntLE(0, 7, 3);
    const body = Buffer.concat([
      chunk('VP8X', vp8x),
      simple.subarray(12),
      chunk('EXIF', Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), phoneExif(3)])),
      chunk('XMP ', Buffer.from(`<x:xmpmeta>${PHONE_METADATA.artist}</x:xmpmeta>`, 'latin1')),
    ]);
    const riff = Buffer.alloc(12);
    riff.write('RIFF', 0, 'latin1');
    riff.writeUInt32LE(body.length + 4, 4);
    riff.write('WEBP', 8, 'latin1');
    return Buffer.concat([riff, body]);
  }

  it('drops EXIF and XMP, fixes the flags and the RIFF size, keeps the orientation', () => {
    const { file, width, height } = clean(webpWithMetadata(), 'image/webp');
    expect([width, height]).toEqual([1, 1]);
    expectNoMetadata(file);
    expect(file.readUInt32LE(4)).toBe(file.length - 8);
    expect(file[20]).toBe(0x08); // EXIF flag only: XMP is gone
    const exifAt = file.indexOf('EXIF');
    expect(readOrientation(file.subarray(exifAt + 8))).toBe(3);
    expect(readImage(file, 'image/webp').cleaned).toBeNull();
  });

  it('reads lossless and canvas sizes', () => {
    const lossless = fakeFile('webp', 64);
    lossless.write('VP8L', 12, 'latin1');
    lossless[20] = 0x2f;
    lossless.writeUInt32LE(16383 | (16383 << 14), 21);
    expect(readImage(lossless, 'image/webp')).toMatchObject({ width: 16384, height: 16384 });
    const truncated = fakeFile('webp', 400).subarray(0, 200);
    expect(() => readImage(truncated, 'image/webp')).toThrow(UnreadableImage);
  });
});
