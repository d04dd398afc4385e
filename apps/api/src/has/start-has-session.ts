import { type HasMethod } from '@qc/shared/has-sessions/rules';
import { HAS_SESSION_MESSAGES, type HasSession } from '@qc/shared/has-sessions/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { isUniqueViolation } from '../common/database-errors.ts';
import { conflict, fieldError, invalid } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { hasSessions } from '../db/schema-evaluations.ts';
import { lockOpenEvaluation } from '../evaluations/open-evaluation.ts';
import type { Actor } from '../scope/actor.ts';
import { loadCriteria, toSession } from './has-sessions-queries.ts';

const MAX_SESSIONS_PER_METHOD = 50;

/** `POST /evaluations/{evaluationId}/has-sessions` (`evaluation:answer`): the next number of its method. */
export async function startHasSession(
  db: Database,
  actor: Actor,
  input: { evaluationId: string; method: HasMethod },
): Promise<HasSession> {
  const { record, criteria } = await loadCriteria(db, actor, input.evaluationId);
  if (criteria.length === 0) invalid(HAS_SESSION_MESSAGES.notHas);
  if (!criteria.some((criterion) => criterion.method === input.method))
    fieldError('method', HAS_SESSION_MESSAGES.noCriterionForMethod);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        await lockOpenEvaluation(tx, input.evaluationId, 'share');
        const [{ next } = { next: 1 }] = await tx
          .select({ next: sql<number>`coalesce(max(${hasSessions.number}), 0)::int + 1` })
          .from(hasSessions)
          .where(and(eq(hasSessions.evaluationId, input.evaluationId), eq(hasSessions.method, input.method)));
        if (next > MAX_SESSIONS_PER_METHOD) conflict(HAS_SESSION_MESSAGES.tooManySessions);
        const row = await audited(
          tx,
          actor,
          { entity: 'evaluation', action: 'update', clientId: record.clientId, id: input.evaluationId },
          async () => {
            const [inserted] = await tx
              .insert(hasSessions)
              .values({ evaluationId: input.evaluationId, method: input.method, number: next, createdById: actor.id })
              .returning();
            return inserted!;
          },
        );
        return toSession(row, []);
      });
    } catch (error) {
      // Two sessions opened at once took the same number: the second takes the next one.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
