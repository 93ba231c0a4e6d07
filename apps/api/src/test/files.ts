import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { verhoeffCheckDigit } from '@seva/schemas';

/**
 * Bytes that start like real files: detection reads only the first bytes, and images are
 * well-formed enough for the header checks (a 1×1 JPEG, PNG or WebP structure without
 * metadata, padded to `size` inside its image data, so it is kept byte for byte).
 */
export function fakeFile(
  kind: 'jpeg' | 'png' | 'pdf' | 'webp' | 'exe' | 'html',
  size = 2048,
): Buffer {
  if (kind === 'jpeg' || kind === 'png' || kind === 'webp') return fakeImage(kind, size);
  const heads: Record<'pdf' | 'exe' | 'html', number[]> = {
    pdf: [...Buffer.from('%PDF-1.7\n')],
    exe: [0x4d, 0x5a, 0x90, 0x00],
    html: [...Buffer.from('<!doctype html><script>alert(1)</script>')],
  };
  const buffer = Buffer.alloc(size, 0x20);
  Buffer.from(heads[kind]).copy(buffer);
  // Something that varies, so checksums differ from file to file.
  buffer.writeUInt32BE(Math.floor(Math.random() * 2 ** 32), Math.max(0, size - 8));
  return buffer;
}

function fakeImage(kind: 'jpeg' | 'png' | 'webp', size: number): Buffer {
  const { head, tail } = imageFrame[kind](size);
  const filler = Buffer.alloc(size - head.length - tail.length, 0x20);
  // Something that varies (never 0xFF, which would be a marker inside JPEG data).
  if (filler.length >= 4) {
    filler.writeUInt32BE(Math.floor(Math.random() * 2 ** 32) & 0x7f7f7f7f, filler.length >> 1);
  }
  const image = Buffer.concat([head, filler, tail]);
  if (kind === 'png') {
    // The IDAT chunk's CRC covers its filler.
    const idat = image.subarray(33, size - 12);
    idat.writeUInt32BE(crc32(idat.subarray(4, idat.length - 4)), idat.length - 4);
  }
  return image;
}

const imageFrame: Record<
  'jpeg' | 'png' | 'webp',
  (size: number) => { head: Buffer; tail: Buffer }
> = {
  jpeg: () => ({
    head: Buffer.from([
      ...[0xff, 0xd8],
      ...[0xff, 0xe0, 0, 16, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0],
      ...[0xff, 0xc0, 0, 17, 8, 0, 1, 0, 1, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0],
      ...[0xff, 0xda, 0, 12, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0],
    ]),
    tail: Buffer.from([0xff, 0xd9]),
  }),
  png: (size) => {
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(1, 0);
    ihdr.writeUInt32BE(1, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const idatHead = Buffer.alloc(8);
    idatHead.writeUInt32BE(size - 57, 0);
    idatHead.write('IDAT', 4, 'latin1');
    return {
      head: Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr), idatHead]),
      tail: Buffer.concat([Buffer.alloc(4), pngChunk('IEND', Buffer.alloc(0))]),
    };
  },
  webp: (size) => {
    // An even RIFF; an odd size leaves one byte after it.
    const payload = (size - 20) & ~1;
    const head = Buffer.alloc(30);
    head.write('RIFF', 0, 'latin1');
    head.writeUInt32LE(payload + 12, 4);
    head.write('WEBPVP8 ', 8, 'latin1');
    head.writeUInt32LE(payload, 16);
    head.set([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, 1, 0, 1, 0], 20);
    return { head, tail: Buffer.alloc(0) };
  },
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

export function validAadhaar(seed = '23456789012'): string {
  return `${seed}${verhoeffCheckDigit(seed)}`;
}

/** Every file under a folder, for "nothing was left behind" checks. */
export function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    let entries: string[];
    try {
      entries = readdirSync(current);
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(current, entry);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(path);
    }
  };
  walk(dir);
  return found;
}

/** What a phone writes into a photo: who, where, which way up. */
export const PHONE_METADATA = {
  artist: 'Ramesh Kumar 9876543210',
  /** 25°36'N, as GPS rationals: a byte pattern to look for after cleaning. */
  latitude: [25, 1, 36, 1, 1234, 100],
};

/**
 * An EXIF TIFF block (big-endian) as phones write it: IFD0 with Orientation, Artist and a
 * pointer to a GPS IFD holding GPSLatitudeRef and GPSLatitude.
 */
export function phoneExif(orientation = 6): Buffer {
  const artist = Buffer.from(`${PHONE_METADATA.artist}\0`, 'latin1');
  const tiff = Buffer.alloc(80 + artist.length + 24);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    if (type === 3 && count === 1) tiff.writeUInt16BE(value, at + 8);
    else tiff.writeUInt32BE(value, at + 8);
  };
  tiff.writeUInt16BE(3, 8);
  entry(10, 0x0112, 3, 1, orientation); // Orientation
  entry(22, 0x013b, 2, artist.length, 80); // Artist
  entry(34, 0x8825, 4, 1, 50); // GPS IFD
  tiff.writeUInt16BE(2, 50);
  tiff.writeUInt16BE(0x0001, 52); // GPSLatitudeRef 'N'
  tiff.writeUInt16BE(2, 54);
  tiff.writeUInt32BE(2, 56);
  tiff.write('N\0', 60, 'latin1');
  entry(64, 0x0002, 5, 3, 80 + artist.length); // GPSLatitude
  artist.copy(tiff, 80);
  PHONE_METADATA.latitude.forEach((value, i) => {
    tiff.writeUInt32BE(value, 80 + artist.length + i * 4);
  });
  return tiff;
}

/** A JPEG segment: marker and its length-prefixed body. */
export function jpegSegment(marker: number, body: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/**
 * A phone-like JPEG: JFIF, EXIF (orientation 6, a name and a phone number, GPS), XMP, IPTC and
 * a comment, the image, and a trailer after the end (as some phones append).
 */
export function jpegWithMetadata(size = 4096): Buffer {
  const plain = fakeFile('jpeg', size);
  const metadata = Buffer.concat([
    jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), phoneExif()])),
    jpegSegment(
      0xe1,
      Buffer.from(
        'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><dc:creator>Ramesh Kumar</dc:creator></x:xmpmeta>',
        'latin1',
      ),
    ),
    jpegSegment(0xed, Buffer.from('Photoshop 3.0\0IPTC By-line: Ramesh Kumar', 'latin1')),
    jpegSegment(0xfe, Buffer.from('Taken at Ward 4, Goh by Ramesh Kumar', 'latin1')),
  ]);
  // After SOI and APP0 (2 + 18 bytes).
  return Buffer.concat([
    plain.subarray(0, 20),
    metadata,
    plain.subarray(20),
    Buffer.from('SEFT trailer: Ramesh Kumar', 'latin1'),
  ]);
}

/** A PNG whose header claims `width` × `height`, with a tiny (not decodable) body. */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    fakeFile('png', 57).subarray(0, 8),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PAN form's text fields, valid, as the API tests send them (files added by each test). */
export const panTextFields = {
  fullName: 'Alice Kumari',
  dateOfBirth: '1992-03-14',
  fatherName: 'Ramesh Prasad',
  mobileNumber: '9876543210',
  aadharNumber: validAadhaar(),
  address: 'Ward 4, Goh',
};
