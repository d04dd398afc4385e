import { OBLIGATION_MESSAGES, type OccurrenceState } from '@qc/shared/obligations/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { obligations } from '../db/schema-obligations.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import type { Actor } from '../scope/actor.ts';

/** An occurrence is « à échéance proche » within its obligation's notice, and late the day after its due date. */
export function stateOf(dueDate: string, today: string, noticeDays: number): OccurrenceState {
  if (dueDate < today) return 'LATE';
  const days = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return days <= noticeDays ? 'DUE_SOON' : 'UPCOMING';
}

type Executor = Pick<Database, 'select'>;

/** An obligation of an establishment in the caller's scope (404 otherwise). */
export async function findScopedObligation(db: Executor, actor: Actor, obligationId: string) {
  const scope = await actor.getScope();
  const [row] = await db
    .select({ obligation: obligations })
    .from(obligations)
    .innerJoin(establishments, eq(establishments.id, obligations.establishmentId))
    .where(and(eq(obligations.id, obligationId), establishmentScopeWhere(scope)));
  return row?.obligation ?? notFound(OBLIGATION_MESSAGES.notFound);
}

/** The name of a member (« Prénom Nom »), for the lists. */
export const memberName = sql<
  string | null
>`(select m.first_name || ' ' || m.last_name from effective_members m where m.id = occ.responsible_id)`;
