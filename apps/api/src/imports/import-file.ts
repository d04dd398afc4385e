import { IMPORT_KIND_LABELS, kindOfHeaders, kindOfSheetName } from '@qc/shared/imports/columns';
import {
  IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  MAX_LISTED_ISSUES,
  type ImportFileInput,
  type ImportReport,
} from '@qc/shared/imports/schemas';
import { and, eq } from 'drizzle-orm';
import { fieldError, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { clients } from '../db/schema.ts';
import { checkFileContent } from '../documents/detect-file-type.ts';
import type { Actor } from '../scope/actor.ts';
import { clientScopeWhere } from '../scope/where.ts';
import { parseTables, type ParsedTables } from './parse-rows.ts';
import { loadClientState } from './client-state.ts';
import { planImport } from './plan-import.ts';
import type { ImportPlan } from './planning.ts';
import { readCsv, readXlsx, tooManyRows, type RawTable, type ReadFile } from './read-file.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The client the file goes to: an ADMIN names it; a CLIENT_MASTER imports into her own (naming another answers
 * 404, like an id that does not exist). Read before any transaction (PGlite has one connection).
 */
export async function resolveImportClient(db: Database, actor: Actor, clientId: string | undefined) {
  const scope = await actor.getScope();
  const id = clientId ?? (scope.kind === 'client' ? scope.clientId : undefined);
  if (!id) fieldError('clientId', IMPORT_MESSAGES.clientRequired);
  // A DIRECTOR (scoped to establishments) has no user:manage and never gets here; refused all the same.
  if (scope.kind === 'establishments') notFound(IMPORT_MESSAGES.clientNotFound);
  const [client] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, id), clientScopeWhere(scope)));
  if (!client) notFound(IMPORT_MESSAGES.clientNotFound);
  return client;
}

/** Text with no NUL byte in its first kilobytes: what a CSV file is; a binary file is refused. */
function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  return !head.includes(0);
}

/** The file recognised by its content (never its name): an Excel workbook checked like a document, or CSV text. */
export async function readImportFile(file: File): Promise<ReadFile & { fileName: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  let read: ReadFile;
  if (detected?.mime === XLSX || detected?.mime === 'application/zip') {
    const checked = await checkFileContent(bytes, file.name);
    if (!('type' in checked) || checked.type.mimeType !== XLSX) {
      fieldError('file', 'refused' in checked ? checked.refused : IMPORT_MESSAGES.fileTypeRefused);
    }
    read = await readXlsx(bytes);
  } else if (!detected && looksLikeText(bytes)) {
    read = readCsv(bytes, file.name);
    if ((read.tables[0]?.rows.length ?? 0) > MAX_IMPORT_ROWS) tooManyRows();
  } else {
    fieldError('file', IMPORT_MESSAGES.fileTypeRefused);
  }
  return { ...read, fileName: file.name };
}

/** A sheet's kind: its name, else its headers. A CSV table takes its kind's name. */
function kindOfTable(isCsv: boolean) {
  return (table: RawTable) => {
    const kind = (isCsv ? null : kindOfSheetName(table.sheet)) ?? kindOfHeaders(table.headers);
    if (kind && isCsv) table.sheet = IMPORT_KIND_LABELS[kind];
    return kind;
  };
}

export async function parseImportFile(read: ReadFile): Promise<ParsedTables> {
  const parsed = await parseTables(read.tables, kindOfTable(read.format.startsWith('CSV')));
  if (Object.keys(parsed.sheets).length === 0) fieldError('file', IMPORT_MESSAGES.noTable);
  return parsed;
}

/** The e-mails the file names (users and members' accounts): the only users read beyond the client's own. */
export function emailsOf(parsed: ParsedTables): string[] {
  const emails = new Set<string>();
  for (const row of parsed.users) if (row.values) emails.add(row.values.email);
  for (const row of parsed.members) if (row.email) emails.add(row.email);
  return [...emails];
}

export function reportOf(
  client: { id: string; name: string },
  read: { fileName: string; format: string },
  plan: ImportPlan,
  applied: boolean,
): ImportReport {
  const totalRows = plan.tables.reduce((sum, table) => sum + table.rows, 0);
  const invalidRows = plan.tables.reduce((sum, table) => sum + table.invalid, 0);
  const issues = [...plan.issues].sort((a, b) => a.sheet.localeCompare(b.sheet) || a.line - b.line);
  return {
    clientId: client.id,
    clientName: client.name,
    fileName: read.fileName,
    format: read.format,
    tables: plan.tables,
    totalRows,
    validRows: totalRows - invalidRows,
    invalidRows,
    linksToCreate: plan.links.length,
    issueCount: issues.length,
    issues: issues.slice(0, MAX_LISTED_ISSUES),
    applied,
  };
}

/** The dry run: everything the import would do, nothing written. */
export async function checkImport(db: Database, actor: Actor, input: ImportFileInput) {
  const client = await resolveImportClient(db, actor, input.clientId);
  const read = await readImportFile(input.file);
  const parsed = await parseImportFile(read);
  const state = await loadClientState(db, client.id, emailsOf(parsed));
  const plan = planImport(parsed, state, actor, client.id);
  return { client, read, plan };
}

export async function checkImportFile(db: Database, actor: Actor, input: ImportFileInput): Promise<ImportReport> {
  const { client, read, plan } = await checkImport(db, actor, input);
  return reportOf(client, read, plan, false);
}
