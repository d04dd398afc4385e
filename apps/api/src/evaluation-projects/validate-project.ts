import { EVALUATION_PROJECT_MESSAGES, missingForValidation } from '@qc/shared/evaluation-projects/schemas';
import { conflict, invalid } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { findScopedEstablishment } from '../establishments/queries.ts';
import type { Actor } from '../scope/actor.ts';
import { projectView } from './project-view.ts';
import { openForWrite, updateVersion } from './draft.ts';

/** « Valider »: the draft becomes a frozen version, kept and readable; the next edit opens a new draft. */
export async function validateEvaluationProject(
  db: Database,
  actor: Actor,
  input: { establishmentId: string; expectedRevision: number },
) {
  const establishment = await findScopedEstablishment(db, actor, input.establishmentId);
  await db.transaction(async (tx) => {
    const { draft } = await openForWrite(tx, establishment, input.expectedRevision);
    if (!draft) conflict(EVALUATION_PROJECT_MESSAGES.noDraft);
    const missing = missingForValidation(draft.content, draft.pilotMemberId);
    if (missing.length > 0) invalid(`${EVALUATION_PROJECT_MESSAGES.incomplete} ${missing.join(', ')}.`);
    await updateVersion(tx, actor, establishment.clientId, draft, {
      state: 'VALIDATED',
      validatedAt: new Date(),
      validatedById: actor.id,
    });
  });
  return projectView(db, actor, establishment);
}
