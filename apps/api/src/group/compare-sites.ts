import { GROUP_COMPARE_MESSAGES, type GroupCompareInput } from '@qc/shared/group/compare-schemas';
import type { RegulatoryProfile } from '@qc/shared/establishments/profile';
import { evaluateApplicability, type ExcludedQuestion } from '@qc/shared/questionnaires/applicability';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import type { AnswerValue } from '@qc/shared/scoring/score';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { forms } from '../db/schema-questionnaires.ts';
import { loadQuestions } from '../evaluations/queries.ts';
import { notFound } from '../common/domain-errors.ts';
import { visibleWhere } from '../questionnaires/access.ts';
import type { Actor } from '../scope/actor.ts';
import { rowsOf } from '../db/rows-of.ts';
import { resolveEstablishments } from './queries.ts';

/** An answer as the comparison judges it. */
export type VerdictRow = {
  evaluation_id: string;
  question_key: string;
  value: AnswerValue | null;
  not_applicable: boolean;
};

export type SiteRow = {
  id: string;
  name: string;
  city: string;
  evaluation_id: string | null;
  form_version: number | null;
  completed_at: string | Date | null;
  score: number | string | null;
  conformity_rate: number | string | null;
  /** Issue 26: the questions its evaluation froze as not applying (null: none frozen, or no evaluation). */
  excluded: ExcludedQuestion[] | null;
  /** The site's regulatory profile today: what a site not yet evaluated would be asked. */
  profile: RegulatoryProfile;
};

/** Where a question does not apply at a site, and why (GroupQuestionComparison's `setAside`). */
export type SetAside = { reason: string; source: 'EVALUATION' | 'PROFILE' };

/**
 * Issue 26 (ADR 035): whether `question` is set aside at `site`. An evaluated site answers as its evaluation froze
 * it (never re-read against today's profile: the comparison shows what was evaluated); a site not yet evaluated
 * answers as its profile says today, by the same rule an evaluation started now would freeze.
 */
export function setAsideAt(site: SiteRow, question: Pick<Question, 'key' | 'appliesWhen'>): SetAside | null {
  if (site.evaluation_id) {
    const item = site.excluded?.find((candidate) => candidate.questionKey === question.key);
    return item ? { reason: item.reason, source: 'EVALUATION' } : null;
  }
  const result = evaluateApplicability(question.appliesWhen, site.profile);
  return result.applies ? null : { reason: result.reason, source: 'PROFILE' };
}

/**
 * The sites in scope and filters that the form applies to (its establishment
 * categories), each with its latest completed evaluation of the form, in one
 * query. A form the caller cannot see answers like an unknown one.
 */
export async function loadSites(db: Database, actor: Actor, input: GroupCompareInput) {
  const [form] = await db
    .select({ id: forms.id, name: forms.name, version: forms.version })
    .from(forms)
    .where(and(eq(forms.id, input.formId), visibleWhere(forms.clientId, actor)));
  if (!form) notFound(GROUP_COMPARE_MESSAGES.formNotFound);
  const { where } = await resolveEstablishments(db, actor, input);
  const sites = await rowsOf<SiteRow>(
    db,
    sql`select distinct on (e.name, e.id) e.id, e.name, e.city,
          ev.id as evaluation_id, ev.form_version, ev.completed_at,
          (ev.result->>'score')::float8 as score, (ev.result->>'conformityRate')::float8 as conformity_rate,
          ev.applicability->'excluded' as excluded,
          json_build_object('structureType', e.structure_type, 'capacity', e.capacity, 'category', e.category,
            'authorisationRequestedOn', e.authorisation_requested_on, 'premisesProjectOn', e.premises_project_on,
            'managerType', e.manager_type, 'denseZone', e.dense_zone, 'practices', e.practices,
            'essmsSector', e.essms_sector, 'residential', e.residential) as profile
        from establishments e
        join forms f on f.id = ${form.id}
        left join evaluations ev on ev.establishment_id = e.id and ev.form_id = f.id and ev.status = 'COMPLETED'
        where ${where}
          and (cardinality(f.establishment_categories) = 0 or e.category is null
            or e.category = any(f.establishment_categories))
        order by e.name, e.id, ev.completed_at desc nulls last`,
  );
  const evaluated = sites.filter((site) => site.evaluation_id !== null);
  const questionsByVersion = await loadQuestions(db, [
    { formId: form.id, version: form.version },
    ...[...new Set(evaluated.map((site) => site.form_version!))].map((version) => ({ formId: form.id, version })),
  ]);
  return { form, sites, evaluated, questionsByVersion };
}

/** The questions by key, the current version's first (in order), then those only older versions had. */
export function questionsByKey(form: { id: string; version: number }, byVersion: Map<string, Question[]>) {
  const merged = new Map<string, Question>();
  for (const question of byVersion.get(`${form.id}:${form.version}`) ?? []) merged.set(question.key, question);
  for (const [key, list] of byVersion) {
    if (key === `${form.id}:${form.version}`) continue;
    for (const question of list) if (!merged.has(question.key)) merged.set(question.key, question);
  }
  return merged;
}
