import { SURVEY_MAX_CODES } from '@qc/shared/surveys/enums';
import type { SurveyCodes } from '@qc/shared/surveys/outputs';
import { SURVEY_MESSAGES, type SurveyCodesInput } from '@qc/shared/surveys/schemas';
import { conflict } from '../common/domain-errors.ts';
import type { Database } from '../db/client.ts';
import { surveyCodes } from '../db/schema-surveys.ts';
import type { Actor } from '../scope/actor.ts';
import { effectiveState, findSurvey, writeSurvey } from './access.ts';
import { hashSurveyCode, newSurveyCode } from './codes.ts';

/**
 * A batch of single-use codes, answered in clear this once (to print, or to hand out as QR codes): only their hashes
 * are kept, so a lost list is replaced by a new batch, never shown again.
 */
export async function generateSurveyCodes(db: Database, actor: Actor, input: SurveyCodesInput): Promise<SurveyCodes> {
  await actor.getScope(); // read before the transaction: one connection on PGlite
  return db.transaction(async (tx) => {
    const { survey } = await findSurvey(tx, actor, input.id, true);
    if (effectiveState(survey) === 'CLOSED') conflict(SURVEY_MESSAGES.notOpenForCodes);
    if (survey.codeCount + input.count > SURVEY_MAX_CODES) conflict(SURVEY_MESSAGES.tooManyCodes);
    const codes = new Set<string>();
    while (codes.size < input.count) codes.add(newSurveyCode());
    await tx
      .insert(surveyCodes)
      .values([...codes].map((code) => ({ codeHash: hashSurveyCode(code), surveyId: survey.id })));
    const updated = await writeSurvey(tx, actor, survey, { codeCount: survey.codeCount + codes.size });
    return { codes: [...codes], codeCount: updated.codeCount };
  });
}
