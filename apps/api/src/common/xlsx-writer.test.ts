import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { checkFileContent } from '../documents/detect-file-type.ts';
import { calendarDay, writeXlsx, XLSX_CREATOR } from './xlsx-writer.ts';

async function readBack(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return workbook;
}

describe('writeXlsx', () => {
  it('reads "YYYY-MM-DD" as a calendar day at UTC midnight, nothing else', () => {
    expect(calendarDay('2026-11-13')?.toISOString()).toBe('2026-11-13T00:00:00.000Z');
    expect([null, undefined, '', '13/11/2026', '2026-11-13T10:00'].map(calendarDay)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('writes typed cells whose text survives escaping, a frozen filtered header and a print setup', async () => {
    const bytes = await writeXlsx(
      {
        name: "Plan d'action [2026]",
        columns: [
          { header: 'Intitulé', kind: 'text' },
          { header: 'Avancement (%)', kind: 'integer' },
          { header: 'Échéance', kind: 'date' },
          { header: 'Notes', kind: 'longText' },
        ],
        rows: [
          ['<b> & "c" \'d\' 🧸', 50, calendarDay('2027-01-07'), 'bip\u0001\u0007 _x0041_ fin'],
          ['=SUM(A1)', Number.NaN, calendarDay('2026-11-13'), 'x'.repeat(40_000)],
          [null, 0, null, ''],
        ],
      },
      { title: "Plan d'action", subject: 'Crèche « Les Lutins » & Cie', createdAt: new Date('2026-11-23T10:00:00Z') },
    );
    // Our own export passes the upload checks, so it can be uploaded back as evidence.
    expect(await checkFileContent(bytes, 'export.bin')).toMatchObject({ type: { label: 'Excel' } });

    const workbook = await readBack(bytes);
    expect(workbook.creator).toBe(XLSX_CREATOR);
    expect(workbook.title).toBe("Plan d'action");
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Plan d’action  2026');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Intitulé', 'Avancement (%)', 'Échéance', 'Notes']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').value).toBe('<b> & "c" \'d\' 🧸');
    expect(sheet.getCell('A3').value).toBe('=SUM(A1)'); // text, never a formula
    expect(sheet.getCell('A3').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('B2').value).toBe(50);
    expect(sheet.getCell('B3').value).toBeNull(); // NaN: empty cell
    expect(sheet.getCell('B4').value).toBe(0);
    expect(sheet.getCell('C2').value).toEqual(new Date('2027-01-07T00:00:00Z'));
    expect(sheet.getCell('C2').numFmt).toBe('dd/mm/yyyy');
    // A reader decodes _xHHHH_ (Excel turns _x0041_ into "A"): the literal text comes back as typed.
    expect(sheet.getCell('D2').value).toBe('bip _x0041_ fin');
    expect(sheet.getCell('D2').alignment?.wrapText).toBe(true);
    expect(sheet.getCell('D3').value).toBe(`${'x'.repeat(32_766)}…`);
    expect(sheet.getColumn(4).width).toBe(50);

    // Dates sort as dates: 13/11/2026 before 07/01/2027, whatever their text.
    const days = [2, 3].map((row) => sheet.getCell(`C${row}`).value as Date);
    expect(days.sort((a, b) => a.getTime() - b.getTime()).map((day) => day.toISOString().slice(0, 10))).toEqual([
      '2026-11-13',
      '2027-01-07',
    ]);

    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:D4');
    expect(sheet.pageSetup).toMatchObject({
      orientation: 'landscape',
      paperSize: 9,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
    });
    expect(sheet.headerFooter.oddHeader).toContain('Crèche « Les Lutins » && Cie');
    expect(sheet.headerFooter.oddFooter).toContain('exporté le 23/11/2026');
    expect(sheet.headerFooter.oddFooter).toContain('Page &P sur &N');
  });
});
