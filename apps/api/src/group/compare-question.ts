import {
  GROUP_COMPARE_MESSAGES,
  type GroupCompareQuestionInput,
  type GroupQuestionComparison,
} from '@qc/shared/group/compare-schemas';
import type { Database } from '../db/client.ts';
import { loadAnswers, toAnswer } from '../evaluations/answer-queries.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { loadSites, questionsByKey, setAsideAt } from './compare-sites.ts';
import { toIsoOrNull } from './group-row.ts';

/**
 * From one question: each site's answer, comment and proof in its latest completed evaluation, or that the
 * question does not apply there (issue 26).
 */
export async function compareQuestion(
  db: Database,
  actor: Actor,
  input: GroupCompareQuestionInput,
): Promise<GroupQuestionComparison> {
  const { form, sites, evaluated, questionsByVersion } = await loadSites(db, actor, input);
  const question = questionsByKey(form, questionsByVersion).get(input.questionKey);
  if (!question) notFound(GROUP_COMPARE_MESSAGES.questionNotFound);
  const answersByEvaluation = await loadAnswers(
    db,
    evaluated.map((site) => site.evaluation_id!),
    input.questionKey,
  );
  return {
    question: {
      key: question.key,
      label: question.label,
      reference: question.reference ?? null,
      isCritical: question.isCritical,
      expectedDocument: question.expectedDocument ?? null,
      type: question.type,
      scale: question.scale,
    },
    rows: sites.map((site) => {
      const item = site.evaluation_id ? answersByEvaluation.get(site.evaluation_id)?.[0] : undefined;
      const versionQuestion = (questionsByVersion.get(`${form.id}:${site.form_version}`) ?? []).find(
        (candidate) => candidate.key === input.questionKey,
      );
      return {
        site: { id: site.id, name: site.name, city: site.city },
        evaluationId: site.evaluation_id,
        completedAt: toIsoOrNull(site.completed_at),
        answer: item ? toAnswer(versionQuestion, item) : null,
        setAside: setAsideAt(site, question),
      };
    }),
  };
}
