import { and, count, desc, eq } from 'drizzle-orm';
import { toIso } from '../common/dates.ts';
import type { Database } from '../db/client.ts';
import { evaluations } from '../db/schema-evaluations.ts';
import { formVersions, questions } from '../db/schema-questionnaires.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { establishments } from '../db/schema.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import { FORM_ERRORS, findFormRow } from './forms-queries.ts';

export async function listFormVersions(db: Database, actor: Actor, id: string) {
  const form = await findFormRow(db, actor, id);
  if (!form) notFound(FORM_ERRORS.notFound);
  const [versions, questionCounts, evaluationCounts] = await Promise.all([
    db.select().from(formVersions).where(eq(formVersions.formId, id)).orderBy(desc(formVersions.version)),
    db
      .select({ version: questions.version, total: count() })
      .from(questions)
      .where(eq(questions.formId, id))
      .groupBy(questions.version),
    db
      .select({ version: evaluations.formVersion, total: count() })
      .from(evaluations)
      // Only the evaluations the caller could see: a shared form's count must not reveal other clients' activity (issue 12).
      .innerJoin(establishments, eq(establishments.id, evaluations.establishmentId))
      .where(and(eq(evaluations.formId, id), establishmentScopeWhere(await actor.getScope())))
      .groupBy(evaluations.formVersion),
  ]);
  const questionsBy = new Map(questionCounts.map((row) => [row.version, row.total]));
  const evaluationsBy = new Map(evaluationCounts.map((row) => [row.version, row.total]));
  return versions.map((row) => ({
    version: row.version,
    questionCount: questionsBy.get(row.version) ?? 0,
    evaluationCount: evaluationsBy.get(row.version) ?? 0,
    createdAt: toIso(row.createdAt),
  }));
}
