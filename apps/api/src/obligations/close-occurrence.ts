import { addMonthsToDay } from '@qc/shared/obligations/library';
import { OBLIGATION_MESSAGES, type OccurrenceCloseInput } from '@qc/shared/obligations/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { audited, auditedInsert } from '../audit/audit.ts';
import { conflict, fieldError, forbidden, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { effectiveMembers } from '../db/schema-members.ts';
import { establishments } from '../db/schema.ts';
import { documents } from '../db/schema-documents.ts';
import { obligationOccurrences, obligations } from '../db/schema-obligations.ts';
import { INCIDENT_DOCUMENT_PURPOSE } from '../documents/queries.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import type { Actor } from '../scope/actor.ts';
import { readOccurrences } from './list-occurrences.ts';

/**
 * Close the open occurrence with a proof (a document of the establishment, kept and reusable as evidence) or
 * an explanation, and create the next one: due the previous due date plus the period (ADR 039: a drill held
 * late does not move the calendar), as many periods as needed to fall after the day it was done, with the
 * same responsible. The occurrence is locked: a second close
 * (a double click, another tab) finds it closed and answers 409; the next one exists once.
 */
export async function closeOccurrence(db: Database, actor: Actor, input: OccurrenceCloseInput) {
  const today = getParisToday();
  const closedOn = input.closedOn ?? today;
  const explanation = input.explanation || null;
  const scope = await actor.getScope();
  const ids = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        occurrence: obligationOccurrences,
        periodMonths: obligations.periodMonths,
        clientId: obligations.clientId,
        responsibleUserId: effectiveMembers.userId,
      })
      .from(obligationOccurrences)
      .innerJoin(obligations, eq(obligations.id, obligationOccurrences.obligationId))
      .innerJoin(establishments, eq(establishments.id, obligationOccurrences.establishmentId))
      .leftJoin(effectiveMembers, eq(effectiveMembers.id, obligationOccurrences.responsibleId))
      .where(and(eq(obligationOccurrences.id, input.id), establishmentScopeWhere(scope)))
      .for('update', { of: obligationOccurrences });
    if (!found) notFound(OBLIGATION_MESSAGES.occurrenceNotFound);
    const { occurrence } = found;
    // Who may close what: the director and the group any occurrence of their scope; anyone else only hers.
    const isResponsible = found.responsibleUserId !== null && found.responsibleUserId === actor.id;
    if (!actor.permissions.has('obligation:manage') && !isResponsible) forbidden(OBLIGATION_MESSAGES.closeForbidden);
    if (occurrence.closedAt) conflict(OBLIGATION_MESSAGES.alreadyClosed);
    // Checked once the occurrence is known to be the caller's: a foreign id answers 404 whatever the body.
    if (closedOn > today) fieldError('closedOn', OBLIGATION_MESSAGES.closedOnFuture);
    if (!input.proofDocumentId && !explanation) fieldError('explanation', OBLIGATION_MESSAGES.proofOrExplanation);
    if (input.proofDocumentId) {
      const [proof] = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(
            eq(documents.id, input.proofDocumentId),
            eq(documents.establishmentId, occurrence.establishmentId),
            notInArray(documents.purpose, ['TEMPLATE', INCIDENT_DOCUMENT_PURPOSE]),
          ),
        );
      if (!proof) fieldError('proofDocumentId', OBLIGATION_MESSAGES.proofNotFound);
    }
    const change = {
      entity: 'obligation-occurrence',
      action: 'update',
      clientId: found.clientId,
      id: occurrence.id,
      before: occurrence,
    } as const;
    await audited(tx, actor, change, async () => {
      const [row] = await tx
        .update(obligationOccurrences)
        .set({
          closedOn,
          closedAt: sql`now()`,
          closedById: actor.id,
          proofDocumentId: input.proofDocumentId ?? null,
          explanation,
        })
        .where(and(eq(obligationOccurrences.id, occurrence.id), isNull(obligationOccurrences.closedAt)))
        .returning();
      return row ?? null;
    });
    const next = await auditedInsert(
      tx,
      actor,
      { entity: 'obligation-occurrence', clientId: found.clientId },
      obligationOccurrences,
      {
        obligationId: occurrence.obligationId,
        establishmentId: occurrence.establishmentId,
        dueDate: nextDueDate(occurrence.dueDate, found.periodMonths, closedOn),
        responsibleId: occurrence.responsibleId,
      },
    );
    return [occurrence.id, next.id];
  });
  const [closed, next] = await readOccurrences(db, ids);
  return { closed: closed!, next: next! };
}

/** The previous due date plus whole periods, the first after the day the occurrence was done (ADR 039). */
export function nextDueDate(dueDate: string, periodMonths: number, doneOn: string): string {
  let periods = 1;
  while (addMonthsToDay(dueDate, periods * periodMonths) <= doneOn) periods += 1;
  return addMonthsToDay(dueDate, periods * periodMonths);
}
