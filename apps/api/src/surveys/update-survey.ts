import { getParisToday } from '@qc/shared/dates';
import type { SurveyDetail } from '@qc/shared/surveys/outputs';
import { SURVEY_MESSAGES, type SurveyUpdateInput } from '@qc/shared/surveys/schemas';
import { eq } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import { conflict, fieldError } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { surveys } from '../db/schema-surveys.ts';
import type { Actor } from '../scope/actor.ts';
import { auditSnapshot, findSurvey, toDetail } from './access.ts';

/** Adapting the questions is for a survey in preparation only: answers already given were to the questions asked. */
export async function updateSurvey(db: Database, actor: Actor, input: SurveyUpdateInput): Promise<SurveyDetail> {
  if (input.closesOn && input.closesOn < getParisToday()) fieldError('closesOn', SURVEY_MESSAGES.closesOnPast);
  await actor.getScope(); // read before the transaction: one connection on PGlite
  await db.transaction(async (tx) => {
    const { survey } = await findSurvey(tx, actor, input.id, true);
    if (survey.state !== 'DRAFT') conflict(SURVEY_MESSAGES.notDraft);
    const audit = {
      entity: 'survey',
      action: 'update',
      clientId: survey.clientId,
      before: auditSnapshot(survey),
    } as const;
    await audited(tx, actor, audit, async () => {
      const [row] = await tx
        .update(surveys)
        .set({
          title: input.title,
          introduction: input.introduction,
          closesOn: input.closesOn ?? null,
          questions: input.questions,
        })
        .where(eq(surveys.id, survey.id))
        .returning();
      return auditSnapshot(row!);
    });
  });
  return toDetail(db, await findSurvey(db, actor, input.id));
}
