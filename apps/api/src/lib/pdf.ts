import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/**
 * Printed papers (acknowledgement slips; later receipts): A4, real text, fonts embedded.
 * pdfkit shapes Devanagari with the font's OpenType tables (conjuncts as a browser draws them)
 * but has no font fallback, so text is drawn in runs, each in the font of its script. The
 * fonts (Noto Sans, Noto Sans Devanagari; SIL OFL, licence beside them) sit in ./fonts next to
 * this module in the sources and next to the bundle in dist/ (build.mjs).
 */
const fontFile = (name: string) => fileURLToPath(new URL(`./fonts/${name}`, import.meta.url));

const fonts = {
  latin: fontFile('NotoSans-Regular.ttf'),
  latinBold: fontFile('NotoSans-Bold.ttf'),
  devanagari: fontFile('NotoSansDevanagari-Regular.ttf'),
  devanagariBold: fontFile('NotoSansDevanagari-Bold.ttf'),
} as const;

export type Weight = 'regular' | 'bold';

/**
 * Noto Sans's ascent, in ems (its hhea table: 1069/1000). pdfkit puts each run's baseline one
 * ascent of its own font below the line's top, and Noto Sans Devanagari's is smaller (896): runs
 * of both on one line would not share a baseline. Every run is placed by the Latin ascent.
 */
const LATIN_ASCENT = 1.069;

/** Devanagari, its extensions and the joiners that shape it. */
const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF\u200C\u200D]/;
/** Characters either font draws the same: spaces, digits, common punctuation. */
const NEUTRAL = /[\s0-9.,:;!?()/'"\-–—·|+=×%&@#*]/;

/** Splits text into runs of one script; neutral characters join the run before them. */
export function scriptRuns(text: string): Array<{ devanagari: boolean; text: string }> {
  const runs: Array<{ devanagari: boolean; text: string }> = [];
  for (const char of text) {
    const last = runs.at(-1);
    const devanagari = DEVANAGARI.test(char);
    if (last && (NEUTRAL.test(char) || last.devanagari === devanagari)) {
      last.text += char;
    } else {
      runs.push({ devanagari: NEUTRAL.test(char) ? false : devanagari, text: char });
    }
  }
  return runs;
}

export type Pdf = PDFKit.PDFDocument;

export interface TextOptions extends PDFKit.Mixins.TextOptions {
  size?: number;
  weight?: Weight;
  color?: string;
}

/**
 * Writes `text` at the cursor (or at x, y), each script in its own font. Extra options go to
 * pdfkit for every run (width, align, lineGap).
 */
export function write(
  doc: Pdf,
  text: string,
  options: TextOptions & { x?: number; y?: number } = {},
): void {
  const { size = 11, weight = 'regular', color = '#111111', x, y, ...rest } = options;
  const runs = scriptRuns(text);
  if (runs.length === 0) return;
  doc.fontSize(size).fillColor(color);
  runs.forEach((run, index) => {
    const font = run.devanagari
      ? weight === 'bold'
        ? 'devanagariBold'
        : 'devanagari'
      : weight === 'bold'
        ? 'latinBold'
        : 'latin';
    doc.font(font);
    const more = index < runs.length - 1;
    const placed = { ...rest, continued: more, baseline: -LATIN_ASCENT * size };
    if (index === 0 && (x !== undefined || y !== undefined)) {
      doc.text(run.text, x ?? doc.x, y ?? doc.y, placed);
    } else {
      doc.text(run.text, placed);
    }
  });
}

/** A new A4 page with the fonts registered; `finish()` ends it and gives the bytes. */
export function createPdf(info: { title: string; author: string }) {
  const doc: Pdf = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: info.title, Author: info.author, Creator: 'Seva' },
    displayTitle: true,
  });
  for (const [name, file] of Object.entries(fonts)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish(): Promise<Buffer> {
      doc.end();
      return done;
    },
  };
}

/**
 * A QR code drawn as vector squares (sharp at any printer's resolution), `size` points wide
 * with a four-module quiet zone inside it.
 */
export function drawQr(doc: Pdf, value: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const module = size / (count + 8);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row++) {
    // One rectangle per run of dark modules: no hairline seams between neighbours.
    let start = -1;
    for (let column = 0; column <= count; column++) {
      const dark = column < count && qr.modules.get(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        doc.rect(
          x + (start + 4) * module,
          y + (row + 4) * module,
          (column - start) * module,
          module,
        );
        start = -1;
      }
    }
  }
  doc.fill('#000000');
  doc.restore();
}
