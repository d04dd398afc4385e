import type { SurveyDetail } from '@qc/shared/surveys/outputs';
import { SURVEY_MESSAGES } from '@qc/shared/surveys/schemas';
import { conflict } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { findSurvey, toDetail, writeSurvey } from './access.ts';

/** OPEN → CLOSED before its date (or to record a close the date already made). */
export async function closeSurvey(db: Database, actor: Actor, id: string): Promise<SurveyDetail> {
  await actor.getScope(); // read before the transaction: one connection on PGlite
  await db.transaction(async (tx) => {
    const { survey } = await findSurvey(tx, actor, id, true);
    if (survey.state === 'DRAFT') conflict(SURVEY_MESSAGES.notOpenYet);
    if (survey.state === 'CLOSED') conflict(SURVEY_MESSAGES.alreadyClosed);
    await writeSurvey(tx, actor, survey, { state: 'CLOSED', closedAt: new Date() });
  });
  return toDetail(db, await findSurvey(db, actor, id));
}
