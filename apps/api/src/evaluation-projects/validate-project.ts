import { EVALUATION_PROJECT_MESSAGES, missingForValidation } from '@qc/shared/evaluation-projects/schemas';
import { and, eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { conflict, invalid } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { evaluationProjectVersions } from '../db/schema-evaluation-projects.ts';
import type { Actor } from '../scope/actor.ts';
import { auditSnapshot, findProjectEstablishment } from './access.ts';
import { projectView } from './project-view.ts';
import { nextRevision } from './save-draft.ts';

/** « Valider »: the draft becomes a frozen version, kept and readable; the next edit opens a new draft. */
export async function validateEvaluationProject(
  db: Database,
  actor: Actor,
  input: { establishmentId: string; expectedRevision: number },
) {
  const establishment = await findProjectEstablishment(db, actor, input.establishmentId);
  await db.transaction(async (tx) => {
    const project = await nextRevision(tx, establishment, input.expectedRevision);
    const [draft] = await tx
      .select()
      .from(evaluationProjectVersions)
      .where(and(eq(evaluationProjectVersions.projectId, project.id), eq(evaluationProjectVersions.state, 'DRAFT')));
    if (!draft) conflict(EVALUATION_PROJECT_MESSAGES.noDraft);
    const missing = missingForValidation(draft.content, draft.pilotMemberId);
    if (missing.length > 0) invalid(`${EVALUATION_PROJECT_MESSAGES.incomplete} ${missing.join(', ')}.`);
    await audited(
      tx,
      actor,
      {
        entity: 'evaluation-project',
        action: 'update',
        clientId: establishment.clientId,
        id: draft.id,
        before: auditSnapshot(draft),
      },
      async () => {
        const [row] = await tx
          .update(evaluationProjectVersions)
          .set({ state: 'VALIDATED', validatedAt: new Date(), validatedById: actor.id })
          .where(eq(evaluationProjectVersions.id, draft.id))
          .returning();
        return auditSnapshot(row!);
      },
    );
  });
  return projectView(db, actor, establishment);
}
