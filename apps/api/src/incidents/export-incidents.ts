import { getParisToday } from '@qc/shared/dates';
import {
  FACTOR_CATEGORY_LABELS,
  INCIDENT_KIND_LABELS,
  INCIDENT_SEVERITY_LABELS,
  INCIDENT_STATE_LABELS,
  type FactorCategory,
  type IncidentKind,
  type IncidentSeverity,
  type IncidentState,
} from '@qc/shared/incidents/enums';
import type { IncidentExportInput } from '@qc/shared/incidents/schemas';
import { and } from 'drizzle-orm';
import { formatShortCalendarDay } from '@qc/shared/dates';
import { eqIfGiven } from '../common/pagination.ts';
import { parisCalendarDay, writeXlsx, XLSX_MIME_TYPE, type XlsxCell, type XlsxColumn } from '../common/xlsx-writer.ts';
import type { Database } from '../db/client.ts';
import { incidents } from '../db/schema-incidents.ts';
import type { Actor } from '../scope/actor.ts';
import { periodWhere, readRegisterRows, type RegisterRow } from './register-rows.ts';
import { findScopedEstablishment } from '../establishments/queries.ts';

/** One CSV cell as the plan's export writes it: quoted, days as dd/mm/yyyy, a leading = + - @ neutralised. */
function csvCell(value: XlsxCell): string {
  const text =
    value === null
      ? ''
      : value instanceof Date
        ? formatShortCalendarDay(value.toISOString().slice(0, 10))
        : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');

/**
 * The register without personal data (issue 29 item 5): no description, place, measure, analysis text, person or
 * declarer — only what the figures are made of. Kept as columns and a cell function each, once for both formats.
 */
const FIELDS: readonly (readonly [string, XlsxColumn['kind'], (row: RegisterRow) => XlsxCell])[] = [
  ['Établissement', 'text', (row) => row.establishmentName],
  ['Ville', 'text', (row) => row.city],
  ['Type', 'text', (row) => INCIDENT_KIND_LABELS[row.kind as IncidentKind]],
  ['Gravité', 'text', (row) => INCIDENT_SEVERITY_LABELS[row.severity as IncidentSeverity]],
  ['État', 'text', (row) => INCIDENT_STATE_LABELS[row.state as IncidentState]],
  ['Date', 'date', (row) => parisCalendarDay(row.occurredAt)],
  ['Mois', 'text', (row) => row.month],
  ['Hospitalisation', 'text', (row) => yesNo(row.hospitalisation)],
  ['Secours extérieurs', 'text', (row) => yesNo(row.outsideEmergencyCare)],
  ['Décès', 'text', (row) => yesNo(row.death)],
  ['Déclaration requise', 'text', (row) => yesNo(row.declaration !== null)],
  ['Déclaration envoyée le', 'date', (row) => parisCalendarDay(row.declaration?.sentAt ?? null)],
  ['Déclaration en retard', 'text', (row) => (row.declaration ? yesNo(row.declaration.isLate) : '')],
  ['Analyse en retard', 'text', (row) => yesNo(row.isAnalysisLate)],
  [
    'Facteurs contributifs',
    'longText',
    (row) => row.factorCategories.map((key) => FACTOR_CATEGORY_LABELS[key as FactorCategory] ?? key).join(', '),
  ],
  ['Actions', 'integer', (row) => row.actionCount],
];

async function buildRows(db: Database, actor: Actor, input: IncidentExportInput) {
  // A named establishment must be one of the caller's: another client's answers the 404 of an unknown one, not an
  // empty file (which would still tell it apart by its bytes).
  if (input.establishmentId) await findScopedEstablishment(db, actor, input.establishmentId);
  const filters = and(periodWhere(input.from, input.to), eqIfGiven(incidents.establishmentId, input.establishmentId));
  const rows = await readRegisterRows(db, actor, filters);
  return rows.map((row) => FIELDS.map(([, , cell]) => cell(row)));
}

const columns: XlsxColumn[] = FIELDS.map(([header, kind]) => ({ header, kind }));

export async function exportIncidentsXlsx(db: Database, actor: Actor, input: IncidentExportInput): Promise<File> {
  const rows = await buildRows(db, actor, input);
  const bytes = await writeXlsx(
    { name: 'Événements', columns, rows },
    { title: 'Registre des événements indésirables', subject: 'Sans données personnelles' },
  );
  return new File([bytes as Uint8Array<ArrayBuffer>], `evenements-${getParisToday()}.xlsx`, { type: XLSX_MIME_TYPE });
}

export async function exportIncidentsCsv(db: Database, actor: Actor, input: IncidentExportInput): Promise<File> {
  const rows = await buildRows(db, actor, input);
  const lines = [columns.map((column) => column.header), ...rows].map((cells) => cells.map(csvCell).join(';'));
  // UTF-8 with BOM, semicolons, CRLF: as French spreadsheets open it (ADR 017).
  return new File([`\uFEFF${lines.join('\r\n')}\r\n`], `evenements-${getParisToday()}.csv`, {
    type: 'text/csv; charset=utf-8',
  });
}
