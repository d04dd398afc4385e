import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { registerReportFonts } from '../src/reports/fonts.ts';
import { pdfText } from './support/pdf-text.ts';

/**
 * Issue 34 item 12: the tests read PDFs with pdf.js (support/pdf-text.ts) instead of poppler's pdftotext.
 * What their assertions rely on, on PDFs drawn by the product's own renderer and font: a line of the
 * text is a line the PDF draws (a « ? » pushed to the next line starts a line), table columns on one
 * baseline are lines of their own, the words of a line keep their spaces, pages end with a form feed.
 */

const family = registerReportFonts();

async function pdfOf(...pages: ReturnType<typeof h>[][]): Promise<Uint8Array> {
  const document = h(
    Document,
    null,
    ...pages.map((children) =>
      h(Page, { size: 'A4', style: { fontFamily: family, fontSize: 10, padding: 30 } }, ...children),
    ),
  );
  return new Uint8Array(await renderToBuffer(document as Parameters<typeof renderToBuffer>[0]));
}

describe('pdfText (pdf.js)', () => {
  it('breaks lines where the PDF breaks them: « % » after a plain space may start a line, never after U+202F', async () => {
    const words = 'les professionnels de la crèche connaissent et appliquent le protocole'.split(' ');
    // Labels one word longer each time in a narrow box: some line break falls just before « % ».
    const labels = words.map((_, index) => words.slice(0, index + 1).join(' '));
    const box = { width: 90, marginBottom: 4 };
    const read = async (space: string) => {
      const text = await pdfText(await pdfOf(labels.map((label) => h(Text, { style: box }, `${label}${space}%`))));
      return text.split('\n').map((line) => line.trim());
    };
    const plain = await read(' ');
    expect(plain.filter((line) => line.startsWith('%')).length).toBeGreaterThan(0);
    const narrowNoBreak = await read('\u202F');
    expect(narrowNoBreak.filter((line) => line.startsWith('%'))).toEqual([]);
    // Every word is read, each line as drawn (never the whole box joined into one line).
    expect(narrowNoBreak.length).toBeGreaterThan(labels.length);
    expect(narrowNoBreak.join(' ')).toContain('les professionnels de la crèche connaissent et appliquent le protocole');
  });

  it('reads the words of a line with their spaces, table cells on one baseline as separate lines, pages apart', async () => {
    const cell = { width: 150 };
    const text = await pdfText(
      await pdfOf(
        [
          h(Text, null, 'Rapport au conseil d’administration'),
          h(
            View,
            { style: { flexDirection: 'row' } },
            h(Text, { style: cell }, 'Crèche A1'),
            h(Text, { style: cell }, '90 (75\u202F%)'),
            h(Text, { style: cell }, '+30 pts'),
          ),
        ],
        [h(Text, null, 'Page 2 sur 2')],
      ),
    );
    expect(text.split('\n')).toEqual([
      'Rapport au conseil d’administration',
      'Crèche A1',
      // The narrow no-break space is read as a plain space, as pdftotext read it.
      '90 (75 %)',
      '+30 pts',
      '\fPage 2 sur 2',
      '',
    ]);
  });
});
