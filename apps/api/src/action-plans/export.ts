import { ACTION_PRIORITY_LABELS, ACTION_STATUS_LABELS } from '@qc/shared/action-plans/schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { XLSX_MIME_TYPE, writeXlsx } from '../common/xlsx-writer.ts';
import { establishments, user } from '../db/schema.ts';
import { actionComments, actions } from '../db/schema-action-plans.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { assertPermission, notFound } from '../orpc/base.ts';
import type { Actor } from '../scope/actor.ts';
import { actionScopeWhere, selectActions, toActions } from './queries.ts';

const HEADERS = [
  'Intitulé',
  'Description',
  'Questionnaire',
  'Question',
  'Responsable',
  'Échéance',
  'Priorité',
  'Statut',
  'Avancement (%)',
  'En retard',
  'Preuves',
  'Commentaires',
  'Créée le',
  'Terminée le',
];

/** One CSV cell: quoted, inner quotes doubled; a leading = + - @ is neutralised (spreadsheet formula injection). */
function toCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const parisDate = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date(iso)) : '';
const frenchDate = (day: string | null) => (day ? day.split('-').reverse().join('/') : '');

/** The export's cells: raw text, numbers, null when empty; each writer makes them safe for its format. */
export type ExportTable = { headers: string[]; rows: Array<Array<string | number | null>> };

/**
 * DESIGN §6 export, comments included (DOMAIN.md): the whole plan of an
 * establishment in the caller's scope (else 404), one row per action, dates
 * as French text in Paris time. Shared by the CSV and XLSX writers.
 */
export async function buildActionsExport(db: Database, actor: Actor, establishmentId: string): Promise<ExportTable> {
  assertPermission(actor, 'action-plan:read');
  const [establishment] = await db
    .select({ id: establishments.id })
    .from(establishments)
    .where(and(eq(establishments.id, establishmentId), establishmentScopeWhere(await actor.getScope())));
  if (!establishment) notFound('Établissement introuvable');
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
    const line = `${parisDate(comment.at.toISOString())} ${comment.author ?? 'Utilisateur supprimé'} : ${comment.body}`;
    commentsByAction.set(comment.actionId, [...(commentsByAction.get(comment.actionId) ?? []), line]);
  }
  const rows = items.map((item) => [
    item.title,
    item.description,
    item.formName,
    item.questionLabel,
    item.responsibleName,
    frenchDate(item.dueDate),
    ACTION_PRIORITY_LABELS[item.priority],
    ACTION_STATUS_LABELS[item.status],
    item.progress,
    item.isOverdue ? 'Oui' : 'Non',
    item.evidence.map((document) => document.name).join(', '),
    (commentsByAction.get(item.id) ?? []).join('\n'),
    parisDate(item.createdAt),
    parisDate(item.completedAt),
  ]);
  return { headers: HEADERS, rows };
}

/** CSV as French spreadsheets open it: UTF-8 with BOM, semicolons, CRLF. */
export async function exportActionsCsv(db: Database, actor: Actor, establishmentId: string): Promise<File> {
  const { headers, rows } = await buildActionsExport(db, actor, establishmentId);
  const lines = [headers, ...rows].map((cells) => cells.map(toCell).join(';'));
  const csv = `\uFEFF${lines.join('\r\n')}\r\n`;
  return new File([csv], 'plan-d-action.csv', { type: 'text/csv; charset=utf-8' });
}

/** The same table as an Excel workbook: text stays text (no formula to neutralise), progress a number. */
export async function exportActionsXlsx(db: Database, actor: Actor, establishmentId: string): Promise<File> {
  const { headers, rows } = await buildActionsExport(db, actor, establishmentId);
  const workbook = writeXlsx({ name: "Plan d'action", headers, rows });
  return new File([workbook], 'plan-d-action.xlsx', { type: XLSX_MIME_TYPE });
}
