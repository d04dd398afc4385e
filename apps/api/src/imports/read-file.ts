import { IMPORT_MESSAGES, MAX_IMPORT_ROWS } from '@qc/shared/imports/schemas';
import { fieldError } from '../common/domain-errors.ts';

/** A cell as read: text, a number, a day (Excel date) or a boolean; null when empty. */
export type Cell = string | number | boolean | Date | null;
export type RawRow = { line: number; cells: Cell[] };
/** One sheet of a workbook, or the one table of a CSV file: its header row and the rows under it. */
export type RawTable = { sheet: string; headers: string[]; rows: RawRow[] };
export type ReadFile = { format: string; tables: RawTable[] };

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Issue 32: a CSV saved by Excel in France is Windows-1252 (« Crèche » as 0xE8), by LibreOffice or a web tool UTF-8,
 * sometimes with a byte-order mark. UTF-8 is tried strictly first: Windows-1252 text with an accent is never valid
 * UTF-8, while pure ASCII reads the same either way.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: 'UTF-8' | 'Windows-1252' } {
  const hasBom = UTF8_BOM.every((byte, index) => bytes[index] === byte);
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'UTF-8' };
  } catch {
    return { text: decodeWindows1252(body), encoding: 'Windows-1252' };
  }
}

/**
 * 0x80–0x9F of Windows-1252 (€, ’, œ, «…»), where it differs from Latin-1. Written out: Node's TextDecoder built
 * with small ICU decodes the label 'windows-1252' as Latin-1 and turns Excel's apostrophe ’ into a control character.
 */
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 8192) {
    const part = bytes.subarray(index, index + 8192);
    text += String.fromCharCode(
      ...Array.from(part, (byte) => (byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH.charCodeAt(byte - 0x80) : byte)),
    );
  }
  return text;
}

/** `;` (Excel in French) or `,`: the one found more often outside quotes on the header line. */
export function detectSeparator(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return semicolons >= commas && semicolons > 0 ? ';' : commas > 0 ? ',' : ';';
}

/** RFC 4180: quoted fields may hold the separator, doubled quotes and line breaks; CRLF, LF or CR end a record. */
export function parseCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
      } else {
        field += char;
      }
      index++;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
    } else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      if (char === '\r' && text[index + 1] === '\n') index++;
    } else {
      field += char;
    }
    index++;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

const isEmpty = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** Rows from the second line on, numbered as the spreadsheet shows them; empty rows are skipped, not renumbered. */
function toTable(sheet: string, grid: Cell[][]): RawTable | null {
  const [header, ...body] = grid;
  if (!header || header.every(isEmpty)) return null;
  const headers = header.map((cell) => (cell === null ? '' : String(cell).trim()));
  const rows: RawRow[] = [];
  body.forEach((cells, index) => {
    if (!cells.every(isEmpty)) rows.push({ line: index + 2, cells });
  });
  return { sheet, headers, rows };
}

export function readCsv(bytes: Uint8Array, sheet: string): ReadFile {
  const { text, encoding } = decodeText(bytes);
  const separator = detectSeparator(text);
  const table = toTable(sheet, parseCsv(text, separator));
  return {
    format: `CSV (${encoding}, séparateur « ${separator} »)`,
    tables: table ? [table] : [],
  };
}

type ExcelValue = unknown;

/** What ExcelJS gives for a cell, as the value a person sees: rich text joined, a formula's result, a link's text. */
function cellOf(value: ExcelValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    const object = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(object.richText)) return object.richText.map((part) => part.text).join('');
    if ('result' in object) return cellOf(object.result);
    if (typeof object.text === 'string') return object.text;
  }
  return null;
}

export async function readXlsx(bytes: Uint8Array): Promise<ReadFile> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    fieldError('file', IMPORT_MESSAGES.unreadable);
  }
  const tables: RawTable[] = [];
  let total = 0;
  for (const worksheet of workbook.worksheets) {
    if (worksheet.state !== 'visible') continue;
    const grid: Cell[][] = [];
    worksheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const values = row.values as ExcelValue[];
      // ExcelJS numbers columns from 1: values[0] is empty.
      grid[rowNumber - 1] = values.slice(1).map(cellOf);
    });
    for (let index = 0; index < grid.length; index++) grid[index] ??= [];
    total += Math.max(grid.length - 1, 0);
    if (total > MAX_IMPORT_ROWS) tooManyRows();
    const table = toTable(worksheet.name, grid);
    if (table) tables.push(table);
  }
  return { format: 'Classeur Excel (XLSX)', tables };
}

export function tooManyRows(): never {
  fieldError('file', IMPORT_MESSAGES.tooManyRows);
}
