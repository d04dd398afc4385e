import type { DocumentItem } from '@qc/shared/documents/schemas';
import { uploadEstablishmentDocument } from '../documents/upload-establishment-document.ts';
import type { Database } from '../db/client.ts';
import type { AuthedContext } from '../orpc/base.ts';
import type { Actor } from '../scope/actor.ts';
import { findSurvey } from './access.ts';
import { exportSurveyXlsx } from './export-results.ts';

/**
 * « They feed the evaluation as evidence »: the results workbook (counts and comments not hidden, from five
 * answers) stored among the establishment's documents, through the same checks and quota as any upload; from
 * there it is attached as evidence to the evaluation answers on the practices concerned.
 */
export async function saveSurveyResultsDocument(
  db: Database,
  actor: Actor,
  input: { id: string },
  context: AuthedContext,
): Promise<DocumentItem> {
  const { survey } = await findSurvey(db, actor, input.id);
  const file = await exportSurveyXlsx(db, actor, input);
  return uploadEstablishmentDocument(db, context.deps.storage, actor, {
    establishmentId: survey.establishmentId,
    file,
    type: 'AUTRE',
  });
}
