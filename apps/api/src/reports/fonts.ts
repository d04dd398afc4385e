import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { Font } from '@react-pdf/renderer';

const require = createRequire(import.meta.url);
let isRegistered = false;

/**
 * A WOFF 1.0 file as the TrueType font it wraps, tables inflated once with Node's zlib.
 * Why: fontkit reads a WOFF table by inflating it again, in pure JavaScript, on every
 * access, and subsetting reads the glyph table once per glyph: 80 % of a PDF's render
 * time went there (--cpu-prof: tiny-inflate), about 3 s for a one-page report.
 */
export function woffToTtf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Police WOFF attendue');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  // sfnt header: the binary-search fields of the OpenType table directory.
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const headerLength = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const ttf = Buffer.alloc(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  ttf.writeUInt32BE(flavor, 0);
  ttf.writeUInt16BE(numTables, 4);
  ttf.writeUInt16BE(searchRange, 6);
  ttf.writeUInt16BE(entrySelector, 8);
  ttf.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    ttf.writeUInt32BE(table.tag, record);
    ttf.writeUInt32BE(table.checksum, record + 4);
    ttf.writeUInt32BE(offset, record + 8);
    ttf.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(ttf, offset);
    offset += padded(table.data.length);
  });
  return ttf;
}

/** A font of the npm package, as a data URL of its TrueType form (react-pdf then parses it once). */
function trueTypeSource(file: string): string {
  const ttf = woffToTtf(readFileSync(require.resolve(`@fontsource/dejavu-sans/files/${file}`)));
  return `data:font/ttf;base64,${ttf.toString('base64')}`;
}

/**
 * DESIGN §7: an embedded font with every glyph French formatting uses.
 * Helvetica, react-pdf's default, lacks U+202F, the thousands separator of
 * Intl's fr-FR; DejaVu Sans has it (and œ, €, ’, arrows). Files come from npm,
 * so a fresh clone renders the same PDF on any machine. Registered once per
 * render worker (styles.ts imports this module).
 */
export function registerReportFonts(): string {
  if (!isRegistered) {
    Font.register({
      family: 'DejaVu Sans',
      fonts: [
        { src: trueTypeSource('dejavu-sans-latin-400-normal.woff') },
        { src: trueTypeSource('dejavu-sans-latin-700-normal.woff'), fontWeight: 700 },
        { src: trueTypeSource('dejavu-sans-latin-400-italic.woff'), fontStyle: 'italic' },
      ],
    });
    // French text breaks at spaces; react-pdf's default hyphenation is English.
    Font.registerHyphenationCallback((word) => [word]);
    isRegistered = true;
  }
  return 'DejaVu Sans';
}
