import { EstablishmentCreateInputSchema } from '@qc/shared/establishments/schemas';
import {
  ESSMS_SECTORS,
  ESSMS_SECTOR_LABELS,
  EstablishmentProfileInputSchema,
  MANAGER_TYPES,
  MANAGER_TYPE_LABELS,
  PRACTICES,
  PRACTICE_LABELS,
  STRUCTURE_TYPES,
  STRUCTURE_TYPE_LABELS,
  type EstablishmentProfileInput,
} from '@qc/shared/establishments/profile';
import {
  ESTABLISHMENT_CATEGORIES,
  ESTABLISHMENT_CATEGORY_LABELS,
  MANAGEMENT_TYPES,
  MANAGEMENT_TYPE_LABELS,
  MEMBER_ROLES,
  MEMBER_ROLE_LABELS,
  ROLES,
  ROLE_LABELS,
  type MemberRole,
  type Role,
} from '@qc/shared/enums';
import { fieldOfHeader, foldHeader, headerOfField, type ImportKind } from '@qc/shared/imports/columns';
import { IMPORT_MESSAGES, type ImportIssue } from '@qc/shared/imports/schemas';
import { LegalEntityCreateInputSchema } from '@qc/shared/legal-entities/schemas';
import { MemberCreateInputSchema } from '@qc/shared/members/schemas';
import { UserCreateInputSchema } from '@qc/shared/users/schemas';
import { emailField, siretSchema, sirenSchema } from '@qc/shared/validation/fields';
import { siretOfOtherSirenMessage, sirenOfSiret } from '@qc/shared/validation/identifiers';
import * as v from 'valibot';
import type { Cell, RawRow, RawTable } from './read-file.ts';

/*
 * Issue 32: each row is checked by the very schemas of the forms (their French messages, SPEC §5), after its cells
 * are read as those forms would send them: labels of a list (« Association », « Micro-crèche ») or their codes, Oui
 * or Non, dates written JJ/MM/AAAA or as Excel dates, identifiers Excel turned into numbers.
 */

export type RowIssues = ImportIssue[];
/** `key`: the row's identifier (SIREN, SIRET, e-mail) when it reads right, even if another cell is refused. */
type Base = { line: number; sheet: string; issues: RowIssues; key: string | null };

/** The identifier alone, so that a row refused for another cell is still known (and named) by the rows citing it. */
function keyOf(schema: v.GenericSchema, value: string): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? (result.output as string) : null;
}

export type LegalEntityRow = Base & {
  values: Omit<v.InferOutput<typeof LegalEntityCreateInputSchema>, 'clientId'> | null;
};
type EstablishmentFields = Omit<v.InferOutput<typeof EstablishmentCreateInputSchema>, 'legalEntityId' | 'clientId'>;
export type EstablishmentRow = Base & {
  values: Omit<EstablishmentFields, 'category' | 'capacity'> | null;
  legalEntitySiren: string | null;
  /** Null when the file says nothing of the profile: it is left as it is. */
  profile: Omit<EstablishmentProfileInput, 'id'> | null;
};
export type MemberRow = Base & {
  values: { firstName: string; lastName: string; role: MemberRole; qualifications: unknown } | null;
  email: string | null;
  establishmentSirets: string[];
};
export type UserRow = Base & {
  values: { firstName: string; lastName: string; email: string; roles: Role[] } | null;
  establishmentSiret: string | null;
};

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

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const FRENCH_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

function pad(value: number, length: number) {
  return String(value).padStart(length, '0');
}

/** A cell as the text a form field would hold. `digits`: an identifier Excel may have turned into a number. */
function text(cell: Cell | undefined, digits?: number): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') {
    return digits && Number.isInteger(cell) && cell >= 0 ? pad(cell, digits) : String(cell);
  }
  if (cell instanceof Date) return dayOf(cell);
  if (typeof cell === 'boolean') return cell ? 'Oui' : 'Non';
  return cell.trim();
}

function dayOf(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** JJ/MM/AAAA, AAAA-MM-JJ or an Excel date, as AAAA-MM-JJ; anything else as written (the schema refuses it). */
function day(cell: Cell | undefined): string {
  if (cell instanceof Date) return dayOf(cell);
  const value = text(cell);
  if (DAY.test(value)) return value;
  const french = FRENCH_DAY.exec(value);
  return french ? `${french[3]}-${pad(Number(french[2]), 2)}-${pad(Number(french[1]), 2)}` : value;
}

function numberOf(cell: Cell | undefined): unknown {
  if (cell === null || cell === undefined || cell === '') return null;
  if (typeof cell === 'number') return cell;
  const value = text(cell).replace(/\s/g, '');
  if (value === '') return null;
  return /^-?\d+([.,]\d+)?$/.test(value) ? Number(value.replace(',', '.')) : value;
}

function booleanOf(cell: Cell | undefined): unknown {
  if (typeof cell === 'boolean') return cell;
  const folded = foldHeader(text(cell));
  if (folded === '') return null;
  if (['oui', 'o', 'vrai', 'true', '1', 'yes'].includes(folded)) return true;
  if (['non', 'n', 'faux', 'false', '0', 'no'].includes(folded)) return false;
  return text(cell);
}

/** A value of a list from its code or its French label (« Directeur·rice », « directrice », « DIRECTOR »). */
function enumMatcher<T extends string>(values: readonly T[], labels: Record<T, string>, extra: Record<string, T> = {}) {
  const byFolded = new Map<string, T>();
  for (const value of values) {
    byFolded.set(foldHeader(value), value);
    const label = labels[value];
    byFolded.set(foldHeader(label), value);
    // « Directeur·rice » is written « Directeur » or « Directrice »; « Crèche familiale (service…) » by its first words.
    byFolded.set(foldHeader(label.replace(/·\S*/g, '')), value);
    byFolded.set(foldHeader(label.replace(/\s*\(.*\)$/, '')), value);
  }
  for (const [alias, value] of Object.entries(extra)) byFolded.set(foldHeader(alias), value);
  return (cell: Cell | undefined): string => {
    const raw = text(cell);
    return byFolded.get(foldHeader(raw)) ?? raw;
  };
}

const managementType = enumMatcher(MANAGEMENT_TYPES, MANAGEMENT_TYPE_LABELS);
const memberRole = enumMatcher(MEMBER_ROLES, MEMBER_ROLE_LABELS, {
  Directrice: 'DIRECTOR',
  'Directrice adjointe': 'ASSISTANT_DIRECTOR',
  'Référent santé': 'HEALTH_REFERENT',
  'Référente santé': 'HEALTH_REFERENT',
  Animatrice: 'PRACTICES_ANIMATOR',
  Animateur: 'PRACTICES_ANIMATOR',
});
const userRole = enumMatcher(ROLES, ROLE_LABELS, {
  Directrice: 'DIRECTOR',
  Collaboratrice: 'COLLABORATOR',
  Admin: 'ADMIN',
  Responsable: 'CLIENT_MASTER',
});
const structureType = enumMatcher(STRUCTURE_TYPES, STRUCTURE_TYPE_LABELS, {
  'Crèche familiale': 'CRECHE_FAMILIALE',
  'Multi-accueil': 'HALTE_GARDERIE_MULTI_ACCUEIL',
  'Halte-garderie': 'HALTE_GARDERIE_MULTI_ACCUEIL',
});
const category = enumMatcher(ESTABLISHMENT_CATEGORIES, ESTABLISHMENT_CATEGORY_LABELS, {
  'Micro-crèche': 'MICRO_CRECHE',
  'Petite crèche': 'PETITE_CRECHE',
  Crèche: 'CRECHE',
  'Grande crèche': 'GRANDE_CRECHE',
  'Très grande crèche': 'TRES_GRANDE_CRECHE',
});
const managerType = enumMatcher(MANAGER_TYPES, MANAGER_TYPE_LABELS, { Public: 'PUBLIC', Privé: 'PRIVATE' });
const practice = enumMatcher(PRACTICES, PRACTICE_LABELS, {
  Sorties: 'OUTINGS',
  Surnombre: 'OVER_ENROLMENT',
  Repas: 'MEALS_ON_SITE',
  Nuit: 'NIGHT_CARE',
  'Activités aquatiques': 'WATER_ACTIVITIES',
  Animaux: 'ANIMALS',
});
const essmsSector = enumMatcher(ESSMS_SECTORS, ESSMS_SECTOR_LABELS, { Handicap: 'HANDICAP', Autre: 'AUTRE' });

/** A list in one cell: « a, b ; c » or one per line. */
export function listOf(cell: Cell | undefined): string[] {
  return text(cell)
    .split(/[,;|\n]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The field each header names for `kind` (null: a column the import ignores), worked out once per table. */
type Fields = ReadonlyArray<string | null>;

function fieldsOf(kind: ImportKind, headers: readonly string[]): Fields {
  return headers.map((header) => fieldOfHeader(kind, header));
}

/** The row's cells by field; unknown columns are left out, a repeated column read once (the first). */
function recordOf(fields: Fields, row: RawRow): Record<string, Cell | undefined> {
  const record: Record<string, Cell | undefined> = {};
  fields.forEach((field, index) => {
    if (field && record[field] === undefined) record[field] = row.cells[index] ?? null;
  });
  return record;
}

/** Runs a form's schema; its issues land under the column of the field they name (the row's when none). */
function check<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  where: { kind: ImportKind; sheet: string; line: number; issues: RowIssues },
  fieldOf: (key: string) => string = (key) => key,
): v.InferOutput<TSchema> | null {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const seen = new Set<string>();
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const column = typeof key === 'string' ? headerOfField(where.kind, fieldOf(key)) : '';
    // One message per column: the first, as the form shows it.
    if (seen.has(column)) continue;
    seen.add(column);
    where.issues.push({ sheet: where.sheet, line: where.line, column, message: issue.message });
  }
  return null;
}

function parseLegalEntity(sheet: string, fields: Fields, row: RawRow): LegalEntityRow {
  const record = recordOf(fields, row);
  const issues: RowIssues = [];
  const where = { kind: 'legalEntities' as const, sheet, line: row.line, issues };
  const parsed = check(
    LegalEntityCreateInputSchema,
    {
      clientId: 'import',
      name: text(record.name),
      addressLine: text(record.addressLine),
      city: text(record.city),
      postalCode: text(record.postalCode, 5),
      email: text(record.email),
      siren: text(record.siren, 9),
      managementType: managementType(record.managementType),
    },
    where,
  );
  const values = parsed ? (({ clientId: _clientId, ...rest }) => rest)(parsed) : null;
  return { line: row.line, sheet, issues, values, key: keyOf(sirenSchema, text(record.siren, 9)) };
}

const PROFILE_KEYS = [
  'structureType',
  'capacity',
  'category',
  'authorisationRequestedOn',
  'premisesProjectOn',
  'managerType',
  'denseZone',
  'practices',
  'essmsSector',
  'residential',
] as const;

function parseEstablishment(sheet: string, fields: Fields, row: RawRow): EstablishmentRow {
  const record = recordOf(fields, row);
  const issues: RowIssues = [];
  const where = { kind: 'establishments' as const, sheet, line: row.line, issues };
  const siren = check(
    v.object({ legalEntitySiren: sirenSchema }),
    { legalEntitySiren: text(record.legalEntitySiren, 9) },
    where,
  );
  const lastAssembly = record.lastAssembly;
  const parsed = check(
    EstablishmentCreateInputSchema,
    {
      legalEntityId: 'import',
      name: text(record.name),
      address: text(record.address),
      phoneNumber: text(record.phoneNumber, 10),
      postalCode: text(record.postalCode, 5),
      city: text(record.city),
      siret: text(record.siret, 14),
      raisonSocialeOfTheManager: text(record.raisonSocialeOfTheManager),
      modalityOfTarification: text(record.modalityOfTarification),
      lastAssembly: lastAssembly === null || lastAssembly === undefined ? undefined : day(lastAssembly),
    },
    where,
  );
  const saysProfile = PROFILE_KEYS.some((key) => text(record[key]) !== '');
  const profile = saysProfile
    ? check(
        EstablishmentProfileInputSchema,
        {
          id: 'import',
          structureType: text(record.structureType) ? structureType(record.structureType) : null,
          capacity: numberOf(record.capacity),
          category: text(record.category) ? category(record.category) : null,
          authorisationRequestedOn: text(record.authorisationRequestedOn) ? day(record.authorisationRequestedOn) : null,
          premisesProjectOn: text(record.premisesProjectOn) ? day(record.premisesProjectOn) : null,
          managerType: text(record.managerType) ? managerType(record.managerType) : null,
          denseZone: booleanOf(record.denseZone),
          practices: listOf(record.practices).map((item) => practice(item)),
          essmsSector: text(record.essmsSector) ? essmsSector(record.essmsSector) : null,
          residential: booleanOf(record.residential),
        },
        where,
      )
    : null;
  if (parsed && siren && sirenOfSiret(parsed.siret) !== siren.legalEntitySiren) {
    issues.push({
      sheet,
      line: row.line,
      column: headerOfField('establishments', 'siret'),
      message: siretOfOtherSirenMessage(siren.legalEntitySiren),
    });
  }
  const values =
    parsed && issues.length === 0
      ? (({ legalEntityId: _l, clientId: _c, category: _cat, capacity: _cap, ...rest }) => rest)(parsed)
      : null;
  return {
    line: row.line,
    sheet,
    issues,
    values,
    key: keyOf(siretSchema, text(record.siret, 14)),
    legalEntitySiren: siren?.legalEntitySiren ?? null,
    profile: profile ? (({ id: _id, ...rest }) => rest)(profile) : null,
  };
}

const optionalEmail = v.object({ email: emailField("L'email est obligatoire") });

function parseMember(sheet: string, fields: Fields, row: RawRow): MemberRow {
  const record = recordOf(fields, row);
  const issues: RowIssues = [];
  const where = { kind: 'members' as const, sheet, line: row.line, issues };
  const qualifications = text(record.qualifications);
  const parsed = check(
    MemberCreateInputSchema,
    {
      clientId: 'import',
      firstName: text(record.firstName),
      lastName: text(record.lastName),
      role: memberRole(record.role),
      qualifications: qualifications === '' ? null : qualifications,
    },
    where,
  );
  const email = text(record.email) ? (check(optionalEmail, { email: text(record.email) }, where)?.email ?? null) : null;
  const establishmentSirets: string[] = [];
  for (const item of listOf(record.establishmentSirets)) {
    const siret = check(v.object({ establishmentSirets: siretSchema }), { establishmentSirets: item }, where);
    if (siret && !establishmentSirets.includes(siret.establishmentSirets)) {
      establishmentSirets.push(siret.establishmentSirets);
    }
  }
  return {
    line: row.line,
    sheet,
    issues,
    values: parsed
      ? {
          firstName: parsed.firstName,
          lastName: parsed.lastName,
          role: parsed.role,
          qualifications: parsed.qualifications ?? null,
        }
      : null,
    email,
    key: email,
    establishmentSirets,
  };
}

function parseUser(sheet: string, fields: Fields, row: RawRow): UserRow {
  const record = recordOf(fields, row);
  const issues: RowIssues = [];
  const where = { kind: 'users' as const, sheet, line: row.line, issues };
  const parsed = check(
    UserCreateInputSchema,
    {
      firstName: text(record.firstName),
      lastName: text(record.lastName),
      email: text(record.email),
      roles: listOf(record.roles).map((item) => userRole(item)),
    },
    where,
  );
  const siretText = text(record.establishmentSiret, 14);
  const siret = siretText
    ? check(v.object({ establishmentSiret: siretSchema }), { establishmentSiret: siretText }, where)
    : null;
  return {
    line: row.line,
    sheet,
    issues,
    values: parsed
      ? { firstName: parsed.firstName, lastName: parsed.lastName, email: parsed.email, roles: parsed.roles as Role[] }
      : null,
    key: keyOf(emailField(''), text(record.email)),
    establishmentSiret: siret?.establishmentSiret ?? null,
  };
}

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
