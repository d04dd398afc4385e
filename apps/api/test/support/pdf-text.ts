import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/**
 * The text of a PDF as a reader sees it, with pdf.js (a JavaScript library, so `npm test` needs no
 * poppler-utils): each line of text as drawn on the page, top to bottom, pages separated by a form
 * feed as pdftotext does. Pieces on the same baseline stay on one line unless a gap wider than
 * two characters separates them (another table column), which starts a line of its own: a line
 * then begins where the PDF begins a line, so « ? » or « % » pushed to a new line is seen.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const document = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent({ disableNormalization: true });
      pages.push(pageLines(content.items.filter((item): item is TextItem => 'str' in item)).join('\n'));
      page.cleanup();
    }
    return `${pages.join('\n\f')}\n`;
  } finally {
    await document.destroy();
  }
}

type Piece = { text: string; x: number; y: number; end: number; size: number };

/** A gap wider than this many font sizes (two spaces) separates two table columns: pdftotext puts them on lines of their own. */
const COLUMN_GAP = 0.6;
/** A gap wider than this (and no space drawn) reads as a space between words. */
const WORD_GAP = 0.15;

function pageLines(items: TextItem[]): string[] {
  const pieces: Piece[] = items
    .filter((item) => item.str !== '')
    .map((item) => {
      const [a, b, , , x, y] = item.transform as number[];
      const size = Math.hypot(a!, b!) || item.height || 1;
      return { text: item.str, x: x!, y: y!, end: x! + item.width, size };
    });
  const sameBaseline = (p: Piece, q: Piece) => Math.abs(p.y - q.y) <= Math.min(p.size, q.size) / 3;
  // Top to bottom (PDF y grows upwards), then left to right.
  pieces.sort((p, q) => (sameBaseline(p, q) ? p.x - q.x : q.y - p.y));
  // Each line as its pieces' text; `last` is the piece the current line ends with (null: start a new line).
  const lines: string[] = [];
  let last: Piece | null = null;
  for (const piece of pieces) {
    const blank = piece.text.trim() === '';
    const gap = last && sameBaseline(last, piece) ? piece.x - last.end : Number.POSITIVE_INFINITY;
    // pdf.js draws the space between two table cells as one wide blank piece: a column break too.
    const breaks = gap >= piece.size * COLUMN_GAP || (blank && piece.end - piece.x > piece.size * COLUMN_GAP);
    if (breaks && blank) {
      last = null;
    } else if (breaks) {
      lines.push(piece.text);
      last = piece;
    } else {
      const spaced = gap > piece.size * WORD_GAP && !/\s$/u.test(lines.at(-1)!) && !/^\s/u.test(piece.text);
      lines[lines.length - 1] += `${spaced ? ' ' : ''}${piece.text}`;
      last = { ...piece, end: Math.max(piece.end, last!.end) };
    }
  }
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}
