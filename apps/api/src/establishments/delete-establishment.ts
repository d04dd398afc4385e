import { and, count, eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { describeDependants } from '../common/dependants.ts';
import { conflict, notFound } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { agreements, establishmentMembers, establishments, user } from '../db/schema.ts';
import { actions } from '../db/schema-action-plans.ts';
import { documents } from '../db/schema-documents.ts';
import { evaluations } from '../db/schema-questionnaires.ts';
import type { Actor } from '../scope/actor.ts';
import { ESTABLISHMENT_ERRORS, establishmentScopeWhere } from './queries.ts';

/** Refused while agreements, team members, users, documents, evaluations or actions are attached to it. */
export async function deleteEstablishment(db: Database, actor: Actor, id: string): Promise<void> {
  const scope = await actor.getScope();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(establishments)
      .where(and(eq(establishments.id, id), establishmentScopeWhere(scope)))
      .for('update');
    if (!before) notFound(ESTABLISHMENT_ERRORS.notFound);
    // One query at a time: a transaction holds a single connection.
    const [agreementCount] = await tx
      .select({ total: count() })
      .from(agreements)
      .where(eq(agreements.establishmentId, id));
    const [memberCount] = await tx
      .select({ total: count() })
      .from(establishmentMembers)
      .where(eq(establishmentMembers.establishmentId, id));
    const [userCount] = await tx.select({ total: count() }).from(user).where(eq(user.establishmentId, id));
    const [documentCount] = await tx
      .select({ total: count() })
      .from(documents)
      .where(eq(documents.establishmentId, id));
    const [evaluationCount] = await tx
      .select({ total: count() })
      .from(evaluations)
      .where(eq(evaluations.establishmentId, id));
    const [actionCount] = await tx.select({ total: count() }).from(actions).where(eq(actions.establishmentId, id));
    const refusal = describeDependants('cet établissement', [
      { count: agreementCount?.total ?? 0, singular: 'agrément', plural: 'agréments' },
      { count: memberCount?.total ?? 0, singular: 'membre', plural: 'membres' },
      { count: userCount?.total ?? 0, singular: 'utilisateur', plural: 'utilisateurs' },
      { count: documentCount?.total ?? 0, singular: 'document', plural: 'documents' },
      { count: evaluationCount?.total ?? 0, singular: 'évaluation', plural: 'évaluations', isFeminine: true },
      { count: actionCount?.total ?? 0, singular: 'action', plural: 'actions', isFeminine: true },
    ]);
    if (refusal) conflict(refusal);
    await audited(
      tx,
      actor,
      { entity: 'establishment', action: 'delete', clientId: before.clientId, id, before },
      async () => {
        await tx.delete(establishments).where(eq(establishments.id, id));
      },
    );
  });
}
