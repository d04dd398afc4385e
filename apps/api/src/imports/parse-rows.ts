import type { ImportKind } from '@qc/shared/imports/columns';
import { IMPORT_MESSAGES, type ImportIssue } from '@qc/shared/imports/schemas';
import { fieldsOf } from './check-row.ts';
import { parseEstablishment, parseLegalEntity, type EstablishmentRow, type LegalEntityRow } from './parse-entities.ts';
import { parseMember, parseUser, type MemberRow, type UserRow } from './parse-people.ts';
import type { RawTable } from './read-file.ts';

/*
 * Issue 32: each row is checked by the very schemas of the forms (their French messages, SPEC §5), after its cells
 * are read as those forms would send them: labels of a list (« Association », « Micro-crèche ») or their codes, Oui
 * or Non, dates written JJ/MM/AAAA or as Excel dates, identifiers Excel turned into numbers.
 */

export type ParsedTables = {
  legalEntities: LegalEntityRow[];
  establishments: EstablishmentRow[];
  members: MemberRow[];
  users: UserRow[];
  /** Issues of the file itself (a sheet nobody recognises). */
  fileIssues: ImportIssue[];
  /** The sheet each kind came from. */
  sheets: Partial<Record<ImportKind, string>>;
};

/**
 * The tables of a file by kind: a sheet named like a kind (« Établissements ») or whose headers name one; a CSV
 * file's one table by its headers. A second table of a kind already read is refused.
 */
export async function parseTables(
  tables: RawTable[],
  kindOf: (table: RawTable) => ImportKind | null,
): Promise<ParsedTables> {
  const parsed: ParsedTables = {
    legalEntities: [],
    establishments: [],
    members: [],
    users: [],
    fileIssues: [],
    sheets: {},
  };
  for (const table of tables) {
    const kind = kindOf(table);
    if (!kind) continue;
    const first = parsed.sheets[kind];
    if (first) {
      parsed.fileIssues.push({
        sheet: table.sheet,
        line: 0,
        column: '',
        message: IMPORT_MESSAGES.duplicateSheet(table.sheet, first),
      });
      continue;
    }
    parsed.sheets[kind] = table.sheet;
    const { sheet, rows } = table;
    const fields = fieldsOf(kind, table.headers);
    if (kind === 'legalEntities')
      parsed.legalEntities = await inTurns(rows, (row) => parseLegalEntity(sheet, fields, row));
    if (kind === 'establishments')
      parsed.establishments = await inTurns(rows, (row) => parseEstablishment(sheet, fields, row));
    if (kind === 'members') parsed.members = await inTurns(rows, (row) => parseMember(sheet, fields, row));
    if (kind === 'users') parsed.users = await inTurns(rows, (row) => parseUser(sheet, fields, row));
  }
  return parsed;
}

/** Rows checked between two turns of the event loop: ~10 ms of work, so other requests are served meanwhile. */
const ROWS_PER_TURN = 250;

/**
 * `rows.map(check)`, handing the event loop back every ROWS_PER_TURN rows: checking 5,000 rows takes a few hundred
 * milliseconds of CPU, which would otherwise hold every other request of the process for that long.
 */
async function inTurns<T, R>(rows: readonly T[], check: (row: T) => R): Promise<R[]> {
  const result: R[] = [];
  for (let index = 0; index < rows.length; index++) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    result.push(check(rows[index]!));
  }
  return result;
}
