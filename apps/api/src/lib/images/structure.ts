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
