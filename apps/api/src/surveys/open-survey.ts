import { getParisToday } from '@qc/shared/dates';
import type { SurveyDetail } from '@qc/shared/surveys/outputs';
import { SURVEY_MESSAGES } from '@qc/shared/surveys/schemas';
import { conflict } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { findSurvey, toDetail, writeSurvey } from './access.ts';

/** DRAFT → OPEN: a closing date to come is needed; from then on the questions are frozen. */
export async function openSurvey(db: Database, actor: Actor, id: string): Promise<SurveyDetail> {
  await actor.getScope(); // read before the transaction: one connection on PGlite
  await db.transaction(async (tx) => {
    const { survey } = await findSurvey(tx, actor, id, true);
    if (survey.state !== 'DRAFT') conflict(SURVEY_MESSAGES.alreadyOpen);
    if (!survey.closesOn) conflict(SURVEY_MESSAGES.closesOnRequired);
    if (survey.closesOn < getParisToday()) conflict(SURVEY_MESSAGES.closesOnPast);
    await writeSurvey(tx, actor, survey, { state: 'OPEN', openedAt: new Date() });
  });
  return toDetail(db, await findSurvey(db, actor, id));
}
