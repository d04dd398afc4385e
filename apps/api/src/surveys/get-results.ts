import type { SurveyResults } from '@qc/shared/surveys/outputs';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { findSurvey } from './access.ts';
import { readResults } from './results.ts';

/** The results the director reads, hidden comments included (marked), from five answers. */
export async function getSurveyResults(db: Database, actor: Actor, id: string): Promise<SurveyResults> {
  const row = await findSurvey(db, actor, id);
  return readResults(db, row.survey, row.responseCount);
}
