import { createZip } from './zip.ts';

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Text stays text (never a formula), a number is a number, null an empty cell. */
export type XlsxCell = string | number | null;
export type XlsxSheet = { name: string; headers: string[]; rows: XlsxCell[][] };

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Excel refuses longer cells (it "repairs" the file). */
const MAX_CELL_LENGTH = 32_767;
const STYLE = { header: 1, body: 2 } as const;

/** Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF) are dropped. */
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Cell text as Excel reads it back: `_x0041_` would become "A", so a literal one is escaped; overlong text is cut. */
function cellText(text: string): string {
  let value = text.replace(INVALID_XML, '').replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1');
  if (value.length > MAX_CELL_LENGTH) {
    value = value.slice(0, MAX_CELL_LENGTH - 1);
    if (/[\uD800-\uDBFF]$/.test(value)) value = value.slice(0, -1);
    value += '…';
  }
  return escapeXml(value);
}

/** 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

function cellXml(value: XlsxCell, reference: string, style: number): string {
  if (typeof value === 'number')
    return Number.isFinite(value) ? `<c r="${reference}" s="${style}"><v>${value}</v></c>` : '';
  if (value === null || value === '') return '';
  return `<c r="${reference}" s="${style}" t="inlineStr"><is><t xml:space="preserve">${cellText(value)}</t></is></c>`;
}

function rowXml(cells: XlsxCell[], rowNumber: number, style: number): string {
  const xml = cells.map((value, index) => cellXml(value, `${columnName(index)}${rowNumber}`, style)).join('');
  return `<row r="${rowNumber}">${xml}</row>`;
}

/** Wide enough for the longest line of the column (header included), within reason. */
function columnWidths(sheet: XlsxSheet): number[] {
  return sheet.headers.map((header, index) => {
    const longest = [header, ...sheet.rows.map((row) => row[index] ?? '')]
      .flatMap((value) => String(value).split('\n'))
      .reduce((max, line) => Math.max(max, [...line].length), 0);
    return Math.min(Math.max(longest + 2, 8), 60);
  });
}

/** Sheet names: at most 31 characters, none of []:*?/\ and no apostrophe at either end. */
function sheetName(name: string): string {
  const clean = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .replace(/^[\s']+|[\s']+$/g, '');
  return clean || 'Feuille1';
}

/** The header and every row, e.g. A1:N12. */
function sheetRange(sheet: XlsxSheet): string {
  return `A1:${columnName(Math.max(sheet.headers.length, 1) - 1)}${sheet.rows.length + 1}`;
}

function worksheetXml(sheet: XlsxSheet): string {
  const range = sheetRange(sheet);
  const cols = columnWidths(sheet)
    .map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  const rows = [
    rowXml(sheet.headers, 1, STYLE.header),
    ...sheet.rows.map((cells, index) => rowXml(cells, index + 2, STYLE.body)),
  ].join('');
  return (
    `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<dimension ref="${range}"/>` +
    '<sheetViews><sheetView tabSelected="1" workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
    '</sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    (cols ? `<cols>${cols}</cols>` : '') +
    `<sheetData>${rows}</sheetData>` +
    `<autoFilter ref="${range}"/>` +
    '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
    '</worksheet>'
  );
}

function workbookXml(name: string, range: string): string {
  const [from, to] = range.split(':').map((cell) => cell.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2'));
  const filterRange = `'${name.replace(/'/g, "''")}'!${from}:${to}`;
  return (
    `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<bookViews><workbookView activeTab="0"/></bookViews>' +
    `<sheets><sheet name="${escapeXml(name)}" sheetId="1" r:id="rId1"/></sheets>` +
    '<definedNames>' +
    `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${escapeXml(filterRange)}</definedName>` +
    '</definedNames>' +
    '</workbook>'
  );
}

const STYLES_XML =
  `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="2">' +
  '<font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '</fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1">' +
  '<alignment vertical="top" wrapText="1"/></xf>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

const CONTENT_TYPES_XML =
  `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS_XML =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS_XML =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/**
 * A one-sheet Office Open XML workbook (ECMA-376), dependency-free: inline
 * strings, bold frozen header row with a filter, columns sized to their text.
 */
export function writeXlsx(sheet: XlsxSheet, modifiedAt: Date = new Date()): Uint8Array {
  const name = sheetName(sheet.name);
  return createZip(
    [
      { name: '[Content_Types].xml', data: CONTENT_TYPES_XML },
      { name: '_rels/.rels', data: ROOT_RELS_XML },
      { name: 'xl/workbook.xml', data: workbookXml(name, sheetRange(sheet)) },
      { name: 'xl/_rels/workbook.xml.rels', data: WORKBOOK_RELS_XML },
      { name: 'xl/styles.xml', data: STYLES_XML },
      { name: 'xl/worksheets/sheet1.xml', data: worksheetXml(sheet) },
    ],
    modifiedAt,
  );
}
