import type { GroupCompareInput, GroupComparison } from '@qc/shared/group/compare-schemas';
import { isConforming, scoreAnswer, toScorableQuestion } from '@qc/shared/scoring/score';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { loadSites, questionsByKey, type SiteRow, type VerdictRow } from './compare-sites.ts';
import { toIsoOrNull, toNullableNumber } from './group-row.ts';
import { rowsOf } from '../db/rows-of.ts';
import { sqlList } from '../common/sql-list.ts';

/** Issue 17 item 2: per question, who is not conforming, the rate across the group, the impératifs failed. */
export async function compareForm(db: Database, actor: Actor, input: GroupCompareInput): Promise<GroupComparison> {
  const { form, sites, evaluated, questionsByVersion } = await loadSites(db, actor, input);
  // Only what judges an answer (value, N/A): at 200 sites that is 100 answers a site, and their comments,
  // authors and proofs (shown one question at a time by compareQuestion) would triple the cost (bench, issue 17).
  const answersByEvaluation = new Map<string, Map<string, VerdictRow>>();
  const evaluationIds = evaluated.map((site) => site.evaluation_id!);
  const rows =
    evaluationIds.length === 0
      ? []
      : await rowsOf<VerdictRow>(
          db,
          sql`select evaluation_id, question_key, value, not_applicable from answers
              where evaluation_id in (${sqlList(evaluationIds)})`,
        );
  for (const row of rows) {
    const byKey = answersByEvaluation.get(row.evaluation_id) ?? new Map<string, VerdictRow>();
    byKey.set(row.question_key, row);
    answersByEvaluation.set(row.evaluation_id, byKey);
  }
  const scorableByVersion = new Map(
    [...questionsByVersion].map(([key, list]) => [
      key,
      new Map(list.map((question) => [question.key, toScorableQuestion(question)])),
    ]),
  );
  const merged = questionsByKey(form, questionsByVersion);
  const tallies = new Map(
    [...merged.keys()].map((key) => [
      key,
      { conforming: 0, nonConforming: 0, notApplicable: 0, setAside: 0, unanswered: 0, sites: [] as SiteRow[] },
    ]),
  );
  for (const site of evaluated) {
    // Each answer is judged against the question of the version its evaluation answered (as toAnswer does).
    const versionQuestions = scorableByVersion.get(`${form.id}:${site.form_version}`) ?? new Map();
    const answers = answersByEvaluation.get(site.evaluation_id!) ?? new Map<string, VerdictRow>();
    // Issue 26: a question the site's evaluation froze as not applying is neither unanswered nor a gap there,
    // even with an answer kept from before it stopped applying.
    const excluded = new Set((site.excluded ?? []).map((item) => item.questionKey));
    for (const [key, tally] of tallies) {
      if (excluded.has(key)) {
        tally.setAside += 1;
        continue;
      }
      const row = answers.get(key);
      const question = versionQuestions.get(key);
      if (!row || !question) {
        tally.unanswered += 1;
        continue;
      }
      if (row.not_applicable) {
        tally.notApplicable += 1;
        continue;
      }
      const value = row.value;
      const score = value === null ? null : scoreAnswer(question, value);
      const conforming = score === null ? null : isConforming(question, value);
      if (conforming === true) tally.conforming += 1;
      else if (conforming === false) {
        tally.nonConforming += 1;
        tally.sites.push(site);
      } else tally.unanswered += 1;
    }
  }
  return {
    form: { id: form.id, name: form.name, version: form.version },
    sites: sites.map((site) => ({
      id: site.id,
      name: site.name,
      city: site.city,
      evaluationId: site.evaluation_id,
      completedAt: toIsoOrNull(site.completed_at),
      formVersion: site.form_version,
      score: toNullableNumber(site.score),
      conformityRate: toNullableNumber(site.conformity_rate),
    })),
    questions: [...merged.values()].map((question) => {
      const tally = tallies.get(question.key)!;
      const applicable = tally.conforming + tally.nonConforming;
      return {
        key: question.key,
        label: question.label,
        position: question.position,
        reference: question.reference ?? null,
        isCritical: question.isCritical,
        conforming: tally.conforming,
        nonConforming: tally.nonConforming,
        notApplicable: tally.notApplicable,
        setAside: tally.setAside,
        unanswered: tally.unanswered,
        conformityRate: applicable === 0 ? null : (tally.conforming / applicable) * 100,
        nonConformingSites: tally.sites.map((site) => ({ id: site.id, name: site.name, city: site.city })),
      };
    }),
  };
}
