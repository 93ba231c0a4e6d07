/** What reading an image's structure yields: its size and the file without its metadata. */
export interface ImageStructure {
  /** The largest frame's size, read from the headers (no pixel is decoded). */
  width: number;
  height: number;
  /** The file to keep, as pieces to write one after the other; null: nothing to remove. */
  cleaned: Buffer[] | null;
}

/** The bytes do not hold a whole, well-formed image of the type their first bytes claim. */
export class UnreadableImage extends Error {
  constructor(reason: string) {
    super(`unreadable image: ${reason}`);
    this.name = 'UnreadableImage';
  }
}

export function need(condition: boolean, reason: string): asserts condition {
  if (!condition) throw new UnreadableImage(reason);
}

/**
 * The byte ranges of a file to keep, merged when they touch, so a file of many small
 * segments still becomes a few pieces; `pieces` may insert new bytes at one offset.
 */
export class KeptRanges {
  private readonly ranges: Array<[number, number]> = [];

  keep(start: number, end: number) {
    const last = this.ranges.at(-1);
    if (last && last[1] === start) last[1] = end;
    else this.ranges.push([start, end]);
  }

  pieces(file: Buffer, insert?: { at: number; bytes: Buffer }): Buffer[] {
    const pieces: Buffer[] = [];
    let pending = insert;
    for (const [start, end] of this.ranges) {
      if (pending && pending.at >= start && pending.at <= end) {
        if (pending.at > start) pieces.push(file.subarray(start, pending.at));
        pieces.push(pending.bytes);
        if (pending.at < end) pieces.push(file.subarray(pending.at, end));
        pending = undefined;
      } else {
        pieces.push(file.subarray(start, end));
      }
    }
    return pieces;
  }
}

/** More segments or chunks than any real picture has: a file built to make the walk slow. */
export const MAX_PARTS = 100_000;
