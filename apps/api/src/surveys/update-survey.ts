import { getParisToday } from '@qc/shared/dates';
import type { SurveyDetail } from '@qc/shared/surveys/outputs';
import { SURVEY_MESSAGES, type SurveyUpdateInput } from '@qc/shared/surveys/schemas';
import { conflict, fieldError } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { findSurvey, toDetail, writeSurvey } from './access.ts';

/** Adapting the questions is for a survey in preparation only: answers already given were to the questions asked. */
export async function updateSurvey(db: Database, actor: Actor, input: SurveyUpdateInput): Promise<SurveyDetail> {
  if (input.closesOn && input.closesOn < getParisToday()) fieldError('closesOn', SURVEY_MESSAGES.closesOnPast);
  await actor.getScope(); // read before the transaction: one connection on PGlite
  await db.transaction(async (tx) => {
    const { survey } = await findSurvey(tx, actor, input.id, true);
    if (survey.state !== 'DRAFT') conflict(SURVEY_MESSAGES.notDraft);
    await writeSurvey(tx, actor, survey, {
      title: input.title,
      introduction: input.introduction,
      closesOn: input.closesOn ?? null,
      questions: input.questions,
    });
  });
  return toDetail(db, await findSurvey(db, actor, input.id));
}
