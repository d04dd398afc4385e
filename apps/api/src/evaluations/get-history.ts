import {
  HISTORY_EVENTS,
  HISTORY_LIMIT,
  type EvaluationHistory,
  type HistoryEvent,
} from '@qc/shared/evaluations/sharing';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { toIso } from '../common/dates.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema-audit.ts';
import { user } from '../db/schema-auth.ts';
import type { Actor } from '../scope/actor.ts';
import { findEvaluationInScope } from './queries.ts';
import { SHARING_ENTITY } from './sharing-queries.ts';

type Stored = {
  status?: string;
  event?: string;
  questionKeys?: string[];
  assigneeName?: string | null;
  note?: string | null;
};

/**
 * Issue 27 item 2: the history of one evaluation in scope — its start, completions and reopenings, and its
 * sharing (given, handed in, sent back, accepted) — read from the audit trail those writes feed, latest first.
 * Shown to whoever reads the evaluation: who did what to it, not the before/after of the journal (audit:read).
 */
export async function getHistory(db: Database, actor: Actor, id: string): Promise<EvaluationHistory> {
  await findEvaluationInScope(db, actor, id);
  const rows = await db
    .select({ entry: auditLog, actorName: user.name })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .where(and(eq(auditLog.entityId, id), inArray(auditLog.entity, ['evaluation', SHARING_ENTITY])))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  return {
    items: rows.map(({ entry, actorName }) => {
      const after = (entry.after ?? {}) as Stored;
      const before = (entry.before ?? {}) as Stored;
      return {
        id: entry.id,
        at: toIso(entry.at),
        actorName: actorName ?? entry.actorLabel ?? 'Utilisateur supprimé',
        event: eventOf(entry.entity, entry.action, before, after),
        questionKeys: after.questionKeys ?? [],
        assigneeName: after.assigneeName ?? null,
        note: after.note ?? null,
      };
    }),
  };
}

function eventOf(entity: string, action: string, before: Stored, after: Stored): HistoryEvent {
  if (entity === SHARING_ENTITY && (HISTORY_EVENTS as readonly string[]).includes(after.event ?? ''))
    return after.event as HistoryEvent;
  if (action === 'create') return 'STARTED';
  if (before.status === 'IN_PROGRESS' && after.status === 'COMPLETED') return 'COMPLETED';
  if (before.status === 'COMPLETED' && after.status === 'IN_PROGRESS') return 'REOPENED';
  return 'UPDATED';
}
