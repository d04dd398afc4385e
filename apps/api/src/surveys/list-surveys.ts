import type { ListResult } from '@qc/shared/common/list';
import type { SurveySummary } from '@qc/shared/surveys/outputs';
import type { SurveyListInput } from '@qc/shared/surveys/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import { countWhere, eqIfGiven, readPage, searchWhere } from '../common/pagination.ts';
import type { Database } from '../db/client.ts';
import { surveyResponses, surveys } from '../db/schema-surveys.ts';
import type { Actor } from '../scope/actor.ts';
import { surveyScopeWhere, toSummary } from './access.ts';

/** The surveys of one establishment the caller handles, newest first; another's establishment lists nothing. */
export async function listSurveys(
  db: Database,
  actor: Actor,
  input: SurveyListInput,
): Promise<ListResult<SurveySummary>> {
  const where = and(
    surveyScopeWhere(actor, await actor.getScope()),
    eq(surveys.establishmentId, input.establishmentId),
    // The stored state: an open survey past its date is listed under « OPEN » too, shown as closed.
    eqIfGiven(surveys.state, input.state),
    searchWhere(input.search, surveys.title),
  );
  const { rows, total } = await readPage(
    db
      .select({
        survey: surveys,
        responseCount: sql<number>`(select count(*)::int from ${surveyResponses} where ${surveyResponses.surveyId} = ${surveys.id})`,
      })
      .from(surveys)
      .where(where)
      .orderBy(desc(surveys.createdAt), desc(surveys.id)),
    countWhere(db, surveys, where),
    input,
  );
  return { items: rows.map((row) => toSummary(row.survey, row.responseCount)), total };
}
