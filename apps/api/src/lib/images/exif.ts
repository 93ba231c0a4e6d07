/**
 * The one EXIF fact worth keeping: which way up the picture is. Phones store the sensor's
 * pixels and an Orientation tag (1–8); dropping it would show portrait photos on their side.
 */

/** Reads the Orientation tag (0x0112) of IFD0 from a TIFF structure; undefined if absent or odd. */
export function readOrientation(tiff: Uint8Array): number | undefined {
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  if (tiff.length < 8) return undefined;
  const order = String.fromCharCode(tiff[0] as number, tiff[1] as number);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  if (view.getUint16(2, little) !== 42) return undefined;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return undefined;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i++) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > tiff.length) return undefined;
    if (view.getUint16(at, little) !== 0x0112) continue;
    // SHORT, one value, stored in the first two bytes of the value field.
    if (view.getUint16(at + 2, little) !== 3 || view.getUint32(at + 4, little) !== 1) {
      return undefined;
    }
    const value = view.getUint16(at + 8, little);
    return value >= 1 && value <= 8 ? value : undefined;
  }
  return undefined;
}

/** A TIFF structure holding only an Orientation tag (big-endian, 26 bytes). */
export function orientationOnlyTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  return tiff;
}

/** An orientation that changes how the picture is shown (1 is the default). */
export function meaningfulOrientation(orientation: number | undefined): orientation is number {
  return orientation !== undefined && orientation >= 2 && orientation <= 8;
}

/** True for a TIFF block that is exactly what orientationOnlyTiff writes (already clean). */
export function isOrientationOnly(tiff: Uint8Array): boolean {
  const orientation = readOrientation(tiff);
  return (
    meaningfulOrientation(orientation) &&
    Buffer.from(tiff.buffer, tiff.byteOffset, tiff.byteLength).equals(
      orientationOnlyTiff(orientation),
    )
  );
}
