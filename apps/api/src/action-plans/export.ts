import { formatShortCalendarDay, formatShortDate } from '@qc/shared/dates';
import { ACTION_PRIORITY_LABELS, ACTION_STATUS_LABELS } from '@qc/shared/enums';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { calendarDay, parisCalendarDay, XLSX_MIME_TYPE, writeXlsx, type XlsxColumn } from '../common/xlsx-writer.ts';
import type { Database } from '../db/client.ts';
import { actionComments, actions } from '../db/schema-action-plans.ts';
import { user } from '../db/schema-auth.ts';
import type { Actor } from '../scope/actor.ts';
import { actionScopeWhere, selectActions, toActions } from './queries.ts';
import { findScopedEstablishment } from '../establishments/queries.ts';

/** The columns of both exports; the kind says how the XLSX types and shows each one. */
const COLUMNS: XlsxColumn[] = [
  { header: 'Intitulé', kind: 'longText' },
  { header: 'Description', kind: 'longText' },
  { header: 'Questionnaire', kind: 'text' },
  { header: 'Question', kind: 'longText' },
  { header: 'Responsable', kind: 'text' },
  { header: 'Échéance', kind: 'date' },
  { header: 'Priorité', kind: 'text' },
  { header: 'Statut', kind: 'text' },
  { header: 'Avancement (%)', kind: 'integer' },
  { header: 'En retard', kind: 'text' },
  { header: 'Preuves', kind: 'longText' },
  { header: 'Commentaires', kind: 'longText' },
  { header: 'Créée le', kind: 'date' },
  { header: 'Terminée le', kind: 'date' },
];

/** A calendar day (UTC midnight, see calendarDay) as French text: 13/11/2026. */
const frenchDay = (day: Date) => formatShortCalendarDay(day.toISOString().slice(0, 10));

/** One CSV cell: quoted, inner quotes doubled; a leading = + - @ is neutralised (spreadsheet formula injection). */
function toCell(value: ExportCell): string {
  const text = value === null ? '' : value instanceof Date ? frenchDay(value) : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The export's cells: raw text, numbers, calendar days (UTC midnight), null
 * when empty; each writer makes them safe for its format (the CSV writes
 * days as dd/mm/yyyy text, the XLSX as Excel dates).
 */
export type ExportCell = string | number | Date | null;
export type ExportTable = { columns: XlsxColumn[]; rows: ExportCell[][]; establishmentName: string };

/**
 * DESIGN §6 export, comments included (DOMAIN.md): the whole plan of an
 * establishment in the caller's scope (else 404), one row per action, days
 * in Paris time. Shared by the CSV and XLSX writers.
 */
export async function buildActionsExport(db: Database, actor: Actor, establishmentId: string): Promise<ExportTable> {
  const establishment = await findScopedEstablishment(db, actor, establishmentId);
  const records = await selectActions(db)
    .where(and(eq(actions.establishmentId, establishment.id), await actionScopeWhere(actor)))
    .orderBy(asc(actions.status), asc(actions.dueDate), asc(actions.createdAt));
  const items = await toActions(db, records);
  const comments = items.length
    ? await db
        .select({
          actionId: actionComments.actionId,
          body: actionComments.body,
          at: actionComments.createdAt,
          author: user.name,
        })
        .from(actionComments)
        .leftJoin(user, eq(user.id, actionComments.authorId))
        .where(
          inArray(
            actionComments.actionId,
            items.map((item) => item.id),
          ),
        )
        .orderBy(asc(actionComments.createdAt))
    : [];
  const commentsByAction = new Map<string, string[]>();
  for (const comment of comments) {
    const line = `${formatShortDate(comment.at)} ${comment.author ?? 'Utilisateur supprimé'} : ${comment.body}`;
    commentsByAction.set(comment.actionId, [...(commentsByAction.get(comment.actionId) ?? []), line]);
  }
  const rows = items.map((item): ExportCell[] => [
    item.title,
    item.description,
    item.formName,
    item.questionLabel,
    item.responsibleName,
    calendarDay(item.dueDate),
    ACTION_PRIORITY_LABELS[item.priority],
    ACTION_STATUS_LABELS[item.status],
    item.progress,
    item.isOverdue ? 'Oui' : 'Non',
    item.evidence.map((document) => document.name).join(', '),
    (commentsByAction.get(item.id) ?? []).join('\n'),
    parisCalendarDay(item.createdAt),
    parisCalendarDay(item.completedAt),
  ]);
  return { columns: COLUMNS, rows, establishmentName: establishment.name };
}

/** CSV as French spreadsheets open it: UTF-8 with BOM, semicolons, CRLF. */
export async function exportActionsCsv(db: Database, actor: Actor, establishmentId: string): Promise<File> {
  const { columns, rows } = await buildActionsExport(db, actor, establishmentId);
  const lines = [columns.map((column) => column.header), ...rows].map((cells) => cells.map(toCell).join(';'));
  const csv = `\uFEFF${lines.join('\r\n')}\r\n`;
  return new File([csv], 'plan-d-action.csv', { type: 'text/csv; charset=utf-8' });
}

/**
 * The same table as an Excel workbook (ExcelJS, one buffer: bounded by one
 * establishment's plan): text stays text (no formula to neutralise),
 * progress a number, days real dates that sort and filter as dates, printed
 * A4 landscape with the establishment's name in the page header.
 */
export async function exportActionsXlsx(db: Database, actor: Actor, establishmentId: string): Promise<File> {
  const { columns, rows, establishmentName } = await buildActionsExport(db, actor, establishmentId);
  const workbook = await writeXlsx(
    { name: 'Plan d’action', columns, rows },
    { title: 'Plan d’action', subject: establishmentName },
  );
  return new File([workbook], 'plan-d-action.xlsx', { type: XLSX_MIME_TYPE });
}
