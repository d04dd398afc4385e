import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkFileContent } from '../documents/detect-file-type.ts';
import { columnName, writeXlsx } from './xlsx-writer.ts';

/** A minimal ZIP reader from the central directory, checking each entry's CRC-32. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const data = Buffer.from(bytes);
  const end = data.length - 22;
  expect(data.readUInt32LE(end)).toBe(0x06054b50);
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let index = 0; index < count; index++) {
    expect(data.readUInt32LE(at)).toBe(0x02014b50);
    const method = data.readUInt16LE(at + 10);
    const checksum = data.readUInt32LE(at + 16);
    const size = data.readUInt32LE(at + 20);
    const nameLength = data.readUInt16LE(at + 28);
    const local = data.readUInt32LE(at + 42);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    expect(data.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const raw = data.subarray(start, start + size);
    const content = method === 8 ? inflateRawSync(raw) : raw;
    expect(crc32(content), name).toBe(checksum);
    files.set(name, content.toString('utf8'));
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return files;
}

describe('writeXlsx', () => {
  it('names columns like a spreadsheet', () => {
    expect([0, 25, 26, 51, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA']);
  });

  it('writes a ZIP of the workbook parts whose text survives escaping, as Excel reads it back', async () => {
    const bytes = writeXlsx({
      name: "Plan d'action [2026]",
      headers: ['Intitulé', 'Avancement (%)', 'Notes'],
      rows: [
        ['<b> & "c" \'d\' 🧸', 50, 'bip\u0001\u0007 _x0041_ fin'],
        ['=SUM(A1)', Number.NaN, 'x'.repeat(40_000)],
        [null, 0, ''],
      ],
    });
    // Our own export passes the upload checks, so it can be uploaded back as evidence.
    expect(await checkFileContent(bytes, 'export.bin')).toMatchObject({ type: { label: 'Excel' } });
    const files = unzip(bytes);
    expect([...files.keys()][0]).toBe('[Content_Types].xml');
    const sheet = files.get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toContain(
      '<c r="A2" s="2" t="inlineStr"><is><t xml:space="preserve">&lt;b&gt; &amp; &quot;c&quot; &apos;d&apos; 🧸</t></is></c>',
    );
    expect(sheet).toContain('<c r="B2" s="2"><v>50</v></c>');
    expect(sheet).toContain('bip _x005F_x0041_ fin</t>');
    expect(sheet).toContain('<t xml:space="preserve">=SUM(A1)</t>');
    expect(sheet).not.toContain('<c r="B3"'); // NaN: empty cell
    expect(sheet).toContain(`${'x'.repeat(32_766)}…</t>`);
    expect(sheet).toContain('<row r="4"><c r="B4" s="2"><v>0</v></c></row>');
    expect(sheet).toContain('<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">Intitulé</t></is></c>');
    expect(sheet).toContain('<autoFilter ref="A1:C4"/>');
    expect(sheet).toContain('<col min="3" max="3" width="60" customWidth="1"/>');
    const workbook = files.get('xl/workbook.xml')!;
    expect(workbook).toContain('<sheet name="Plan d&apos;action  2026" sheetId="1" r:id="rId1"/>');
    expect(workbook).toContain('&apos;Plan d&apos;&apos;action  2026&apos;!$A$1:$C$4');
  });
});
