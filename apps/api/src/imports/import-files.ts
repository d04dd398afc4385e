import { IMPORT_COLUMNS, IMPORT_KIND_LABELS, IMPORT_KINDS, type ImportKind } from '@qc/shared/imports/columns';
import type { ImportFileInput, ImportTemplateInput } from '@qc/shared/imports/schemas';
import { fileNameSlug } from '../common/file-name.ts';
import { writeXlsxSheets, XLSX_MIME_TYPE, type XlsxSheet } from '../common/xlsx-writer.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { checkImport } from './import-file.ts';

const CSV_SEPARATOR = ';';

function csvField(value: string): string {
  return /[";\n\r,]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Issue 32: a template per kind, its columns the SPEC fields under their French names. The workbook has the sheets
 * asked for and an « Aide » sheet saying what each column takes (the importer ignores it). The CSV is what Excel
 * writes in France: UTF-8 with a byte-order mark, `;` between fields.
 */
export async function downloadImportTemplate(_db: Database, _actor: Actor, input: ImportTemplateInput): Promise<File> {
  const kinds: ImportKind[] = input.kind === 'all' ? [...IMPORT_KINDS] : [input.kind];
  const stem = input.kind === 'all' ? 'modele-import' : `modele-${fileNameSlug(IMPORT_KIND_LABELS[input.kind], 40)}`;
  if (input.format === 'csv') {
    const kind = kinds[0]!;
    const line = IMPORT_COLUMNS[kind].map((column) => csvField(column.header)).join(CSV_SEPARATOR);
    const csvStem = input.kind === 'all' ? `modele-${fileNameSlug(IMPORT_KIND_LABELS[kind], 40)}` : stem;
    return new File([`\uFEFF${line}\r\n`], `${csvStem}.csv`, { type: 'text/csv; charset=utf-8' });
  }
  const sheets: XlsxSheet[] = kinds.map((kind) => ({
    name: IMPORT_KIND_LABELS[kind],
    columns: IMPORT_COLUMNS[kind].map((column) => ({ header: column.header, kind: 'text' as const })),
    rows: [],
  }));
  sheets.push({
    name: 'Aide',
    columns: [
      { header: 'Feuille', kind: 'text' },
      { header: 'Colonne', kind: 'text' },
      { header: 'Ce qu’elle contient', kind: 'longText' },
    ],
    rows: kinds.flatMap((kind) =>
      IMPORT_COLUMNS[kind].map((column) => [IMPORT_KIND_LABELS[kind], column.header, column.hint]),
    ),
  });
  const bytes = await writeXlsxSheets(sheets, { title: "Modèle d'import", subject: 'Qualité & Conformité' });
  return new File([bytes as Uint8Array<ArrayBuffer>], `${stem}.xlsx`, { type: XLSX_MIME_TYPE });
}

/** The dry run's report as a workbook: every issue (line, column, message) and the counts of each sheet. */
export async function downloadImportReport(db: Database, actor: Actor, input: ImportFileInput): Promise<File> {
  const { client, read, plan } = await checkImport(db, actor, input);
  const issues = [...plan.issues].sort((a, b) => a.sheet.localeCompare(b.sheet) || a.line - b.line);
  const sheets: XlsxSheet[] = [
    {
      name: 'Rapport',
      columns: [
        { header: 'Feuille', kind: 'text' },
        { header: 'Ligne', kind: 'integer' },
        { header: 'Colonne', kind: 'text' },
        { header: 'Message', kind: 'longText' },
      ],
      rows: issues.map((issue) => [issue.sheet, issue.line, issue.column, issue.message]),
    },
    {
      name: 'Synthèse',
      columns: [
        { header: 'Feuille', kind: 'text' },
        { header: 'Lignes', kind: 'integer' },
        { header: 'À créer', kind: 'integer' },
        { header: 'À mettre à jour', kind: 'integer' },
        { header: 'Inchangées', kind: 'integer' },
        { header: 'En erreur', kind: 'integer' },
      ],
      rows: plan.tables.map((table) => [
        table.sheet,
        table.rows,
        table.create,
        table.update,
        table.unchanged,
        table.invalid,
      ]),
    },
  ];
  const bytes = await writeXlsxSheets(sheets, {
    title: `Rapport d'import — ${read.fileName}`,
    subject: client.name,
  });
  const stem = fileNameSlug(read.fileName.replace(/\.[^.]+$/, ''), 60) || 'import';
  return new File([bytes as Uint8Array<ArrayBuffer>], `rapport-${stem}.xlsx`, { type: XLSX_MIME_TYPE });
}
