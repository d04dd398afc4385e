import { formatShortDate, getParisToday } from '@qc/shared/dates';
import type ExcelJS from 'exceljs';

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * How a column is written: `text` on one line, `longText` wrapped (comments,
 * descriptions), `date` a real Excel date shown dd/mm/yyyy (sorts and filters
 * as a date in Excel and LibreOffice), `integer` a whole number, `decimal` one shown with one decimal.
 */
export type XlsxColumnKind = 'text' | 'longText' | 'date' | 'integer' | 'decimal';
export type XlsxColumn = { header: string; kind: XlsxColumnKind };
/**
 * Text stays text (never a formula), a number is a number, null an empty cell.
 * A Date is a calendar day: its UTC year, month and day are written, so
 * callers pass `new Date(Date.UTC(y, m, d))` (see `calendarDay`).
 */
export type XlsxCell = string | number | Date | null;
export type XlsxSheet = { name: string; columns: XlsxColumn[]; rows: XlsxCell[][] };
/** A column as a table row: its header, its kind and what each item of the sheet puts in it. */
export type XlsxField<T> = readonly [header: string, kind: XlsxColumnKind, cell: (item: T) => XlsxCell];

/** A sheet of one row per item, its columns described by `fields`. */
export function sheetOf<T>(name: string, items: readonly T[], fields: readonly XlsxField<T>[]): XlsxSheet {
  return {
    name,
    columns: fields.map(([header, kind]) => ({ header, kind })),
    rows: items.map((item) => fields.map(([, , cell]) => cell(item))),
  };
}
/** Printed in the page header and stored in the document properties. */
export type XlsxDocument = { title: string; subject: string; createdAt?: Date };

export const XLSX_CREATOR = 'Qualité & Conformité';
export const XLSX_DATE_FORMAT = 'dd/mm/yyyy';

/** A "YYYY-MM-DD" day as the Date an XLSX date cell expects; null when absent or malformed. */
export function calendarDay(day: string | null | undefined): Date | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** The Paris day an instant falls on, as a calendar-day cell: "completed on" means the French day. */
export function parisCalendarDay(instant: string | Date | null): Date | null {
  return instant ? calendarDay(getParisToday(new Date(instant))) : null;
}

/** Excel refuses longer cells (it "repairs" the file). */
const MAX_CELL_LENGTH = 32_767;
/** Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF) are dropped. */
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Cell text as Excel reads it back: ExcelJS escapes XML but not `_x0041_`,
 * which Excel would turn into "A", so a literal one is escaped; invalid XML
 * characters are dropped; overlong text is cut.
 */
function cellText(text: string): string {
  let value = text.replace(INVALID_XML, '').replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1');
  if (value.length > MAX_CELL_LENGTH) {
    value = value.slice(0, MAX_CELL_LENGTH - 1);
    if (/[\uD800-\uDBFF]$/.test(value)) value = value.slice(0, -1);
    value += '…';
  }
  return value;
}

/**
 * Sheet names: at most 31 characters, none of []:*?/\ ; the apostrophe
 * becomes the French ’ because ExcelJS writes the name unescaped inside
 * quotes in the print-titles reference ('Plan d'action'!$1:$1), an invalid
 * reference that readers drop (ExcelJS itself reads no print titles back).
 */
function sheetName(name: string): string {
  const clean = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/'/g, '’')
    .slice(0, 31)
    .trim();
  return clean || 'Feuille1';
}

/** Header and footer text: `&` starts a code there, so it is doubled; Excel caps each at 255 characters. */
const headerText = (text: string, max: number) => {
  const clean = text.replace(INVALID_XML, '').replace(/\s+/g, ' ').trim();
  return (clean.length > max ? `${clean.slice(0, max - 1)}…` : clean).replace(/&/g, '&&');
};

/** Wide enough for the longest line of the column (header included), within reason. */
function columnWidth(column: XlsxColumn, index: number, rows: XlsxCell[][]): number {
  if (column.kind === 'date') return Math.max(column.header.length + 4, 12);
  const longest = [column.header, ...rows.map((row) => row[index] ?? '')]
    .flatMap((value) => String(value).split('\n'))
    .reduce((max, line) => Math.max(max, [...line].length), 0);
  return Math.min(Math.max(longest + 2, 8), column.kind === 'longText' ? 50 : 30);
}

function cellValue(value: XlsxCell | undefined): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  return cellText(value);
}

/**
 * A one-sheet workbook through ExcelJS, built in one buffer (an export is
 * bounded by one establishment's data): bold frozen header row with an
 * auto-filter, typed cells (dates as Excel dates in dd/mm/yyyy, numbers as
 * numbers), long text wrapped, A4 landscape print fitted to the page width
 * with the header row repeated on each page, the subject and page numbers in
 * the page header and footer, and the document properties filled in.
 */
export async function writeXlsx(sheet: XlsxSheet, document: XlsxDocument): Promise<Uint8Array> {
  return writeXlsxSheets([sheet], document);
}

/** The same, with several sheets (each set up as above), in the order given. */
export async function writeXlsxSheets(sheets: XlsxSheet[], document: XlsxDocument): Promise<Uint8Array> {
  const createdAt = document.createdAt ?? new Date();
  // Loaded on the first export: ExcelJS takes ~0.5 s to import, which every start paid (issue 16).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = XLSX_CREATOR;
  workbook.lastModifiedBy = XLSX_CREATOR;
  workbook.title = document.title;
  workbook.subject = document.subject;
  workbook.created = createdAt;
  workbook.modified = createdAt;

  const exportDay = formatShortDate(createdAt);
  for (const sheet of sheets) addSheet(workbook, sheet, document, exportDay);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function addSheet(workbook: ExcelJS.Workbook, sheet: XlsxSheet, document: XlsxDocument, exportDay: string): void {
  const worksheet = workbook.addWorksheet(sheetName(sheet.name), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
    pageSetup: {
      paperSize: 9, // A4
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0, // as many pages as needed downwards
      printTitlesRow: '1:1',
      margins: { left: 0.4, right: 0.4, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
    },
    headerFooter: {
      // &B toggles bold: on for the subject, off again for the title.
      oddHeader: `&L&B${headerText(document.subject, 120)}&B&R${headerText(document.title, 100)}`,
      oddFooter: `&L${XLSX_CREATOR.replace(/&/g, '&&')} — exporté le ${exportDay}&RPage &P sur &N`,
    },
  });

  worksheet.columns = sheet.columns.map((column, index) => ({
    key: String(index),
    width: columnWidth(column, index, sheet.rows),
    style:
      column.kind === 'date'
        ? { numFmt: XLSX_DATE_FORMAT, alignment: { vertical: 'top', horizontal: 'left' } }
        : column.kind === 'integer'
          ? { numFmt: '0', alignment: { vertical: 'top' } }
          : column.kind === 'decimal'
            ? { numFmt: '0.0', alignment: { vertical: 'top' } }
            : { alignment: { vertical: 'top', wrapText: column.kind === 'longText' } },
  }));

  const header = worksheet.getRow(1);
  header.values = sheet.columns.map((column) => cellText(column.header));
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  for (const row of sheet.rows) worksheet.addRow(sheet.columns.map((_, index) => cellValue(row[index])));

  worksheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: sheet.rows.length + 1, column: Math.max(sheet.columns.length, 1) },
  };
}
