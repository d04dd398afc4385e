import * as v from 'valibot';
import { SURVEY_THEME_LABELS, SURVEY_THEMES, type SurveyTheme } from '../surveys/templates.ts';
import { boundedInteger, idSchema, integerBetween, noControlCharacters } from '../validation/fields.ts';

/**
 * Issue 28 item 2 (ADR 044): the projet d'évaluation de la qualité de l'accueil of an establishment. Décret
 * n° 2025-304 asks the gestionnaire to formalise it with the projet d'établissement (a secondary source read, the
 * decree's own text could not be: see the library's sources); the product keeps it in versions the director
 * validates, and exports them to annex.
 */
export const EVALUATION_PROJECT_MESSAGES = {
  notFound: 'Projet d’évaluation introuvable',
  versionNotFound: 'Version du projet d’évaluation introuvable',
  stale:
    'Le projet d’évaluation a été modifié entre-temps par une autre personne : rechargez la page pour voir sa version actuelle, puis reprenez vos modifications.',
  noDraft: 'Aucun brouillon à valider : modifiez le projet pour en ouvrir un',
  incomplete: 'Pour valider le projet, complétez :',
  criterionUnknown: 'Ce critère ne fait ni partie du référentiel ni des questions qualité de l’établissement',
  criterionTwice: 'Un critère est choisi deux fois',
  pilotNotMember: 'Membre introuvable pour cet établissement : le pilote est choisi parmi ses membres',
  startYearInvalid: 'L’année de début est une année entre 2025 et 2100',
  calendarLength: 'Le calendrier compte cinq années au plus',
} as const;

/** What validation needs, named as the form's sections so that the message tells where to go. */
export const EVALUATION_PROJECT_MISSING = {
  criteria: 'au moins un critère retenu',
  reasons: 'les raisons de chaque critère',
  indicators: 'au moins un indicateur',
  calendar: 'ce qui est évalué chacune des cinq années',
  team: 'la participation de l’équipe',
  families: 'la participation des familles',
  pilot: 'le pilote',
} as const;

/** The three parts of the référentiel national (July 2025), as DOMAIN.md names them — no fiche is cited. */
export const REFERENTIEL_PARTS = SURVEY_THEMES;
export type ReferentielPart = SurveyTheme;
export const REFERENTIEL_PART_LABELS: Record<ReferentielPart, string> = SURVEY_THEME_LABELS;
export const REFERENTIEL_NAME = 'Référentiel national de la qualité d’accueil du jeune enfant (2025)';

/** A criterion is a whole part of the référentiel, or one QUALITY question of the establishment's library. */
export const CRITERION_KINDS = ['PART', 'QUESTION'] as const;
export type CriterionKind = (typeof CRITERION_KINDS)[number];

export const EVALUATION_PROJECT_STATES = ['DRAFT', 'VALIDATED'] as const;
export type EvaluationProjectState = (typeof EVALUATION_PROJECT_STATES)[number];

export const CALENDAR_YEARS = 5;

const text = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, `Ce champ ne peut pas dépasser ${max} caractères`),
      noControlCharacters(),
    ),
    '',
  );

export const CriterionInputSchema = v.object({
  kind: v.picklist(CRITERION_KINDS, 'Type de critère invalide'),
  /** The part's key (CHILD, PARENTS, ORGANISATION) or the question's key in the library. */
  ref: idSchema,
  reasons: text(2000),
});

export const IndicatorInputSchema = v.object({
  label: text(500),
  /** Optional: a figure or a state to reach (« 100 % des professionnels », « chaque année »). */
  target: text(200),
});

export const EvaluationProjectDraftInputSchema = v.object({
  establishmentId: idSchema,
  /** The project's revision the editor started from: another write since answers 409, never a lost write. */
  expectedRevision: boundedInteger(0),
  criteria: v.optional(v.pipe(v.array(CriterionInputSchema), v.maxLength(60, 'Soixante critères au plus')), []),
  indicators: v.optional(v.pipe(v.array(IndicatorInputSchema), v.maxLength(60, 'Soixante indicateurs au plus')), []),
  /** The calendar's first year; this year (Paris) when absent. */
  startYear: v.optional(integerBetween(2025, 2100, EVALUATION_PROJECT_MESSAGES.startYearInvalid)),
  /** What is evaluated each of the five years, from `startYear`; years not sent are left empty. */
  calendar: v.optional(
    v.pipe(v.array(text(2000)), v.maxLength(CALENDAR_YEARS, EVALUATION_PROJECT_MESSAGES.calendarLength)),
    [],
  ),
  teamParticipation: text(4000),
  familyParticipation: text(4000),
  /** An effective member linked to the establishment. */
  pilotMemberId: v.optional(v.nullable(idSchema), null),
});
export type EvaluationProjectDraftInput = v.InferOutput<typeof EvaluationProjectDraftInputSchema>;

export const EvaluationProjectValidateInputSchema = v.object({
  establishmentId: idSchema,
  expectedRevision: boundedInteger(0),
});

/** What names a criterion, as offered and as chosen. */
const criterionEntries = {
  kind: v.picklist(CRITERION_KINDS),
  ref: v.string(),
  /** Copied when chosen, so that a version reads as it was validated. */
  label: v.string(),
  /** The part of the référentiel, or the question's reference in the library. */
  reference: v.nullable(v.string()),
};

export const CriterionSchema = v.object({ ...criterionEntries, reasons: v.string() });
export type Criterion = v.InferOutput<typeof CriterionSchema>;

export const EvaluationProjectVersionSchema = v.object({
  id: v.string(),
  establishmentId: v.string(),
  /** v1, v2…: a draft carries the number it will take. */
  number: v.number(),
  state: v.picklist(EVALUATION_PROJECT_STATES),
  criteria: v.array(CriterionSchema),
  indicators: v.array(v.object({ label: v.string(), target: v.string() })),
  startYear: v.number(),
  calendar: v.array(v.object({ year: v.number(), plan: v.string() })),
  teamParticipation: v.string(),
  familyParticipation: v.string(),
  pilotMemberId: v.nullable(v.string()),
  pilotName: v.nullable(v.string()),
  updatedAt: v.string(),
  updatedByName: v.nullable(v.string()),
  validatedAt: v.nullable(v.string()),
  validatedByName: v.nullable(v.string()),
});
export type EvaluationProjectVersion = v.InferOutput<typeof EvaluationProjectVersionSchema>;

export const CriterionOptionSchema = v.object({
  ...criterionEntries,
  /** The heading it is listed under: « Parties du référentiel », or the QUALITY form's name. */
  group: v.string(),
});
export type CriterionOption = v.InferOutput<typeof CriterionOptionSchema>;

export const EvaluationProjectViewSchema = v.object({
  establishmentId: v.string(),
  establishmentName: v.string(),
  /** Sent back with every write (optimistic concurrency); 0 before anything was written. */
  revision: v.number(),
  draft: v.nullable(EvaluationProjectVersionSchema),
  /** The last validated version. */
  current: v.nullable(EvaluationProjectVersionSchema),
  /** Every validated version, the latest first. */
  versions: v.array(
    v.object({ id: v.string(), number: v.number(), validatedAt: v.string(), validatedByName: v.nullable(v.string()) }),
  ),
  canEdit: v.boolean(),
  criteriaOptions: v.array(CriterionOptionSchema),
  pilotOptions: v.array(v.object({ id: v.string(), name: v.string() })),
});
export type EvaluationProjectView = v.InferOutput<typeof EvaluationProjectViewSchema>;

/** The content a version stores (jsonb), without its bookkeeping. */
export type EvaluationProjectContent = Pick<
  EvaluationProjectVersion,
  'criteria' | 'indicators' | 'startYear' | 'calendar' | 'teamParticipation' | 'familyParticipation'
>;

/** What is still missing before a draft can be validated, in the form's words (empty: it can be). */
export function missingForValidation(content: EvaluationProjectContent, pilotMemberId: string | null): string[] {
  const missing: string[] = [];
  if (content.criteria.length === 0) missing.push(EVALUATION_PROJECT_MISSING.criteria);
  else if (content.criteria.some((criterion) => !criterion.reasons.trim()))
    missing.push(EVALUATION_PROJECT_MISSING.reasons);
  if (!content.indicators.some((indicator) => indicator.label.trim()))
    missing.push(EVALUATION_PROJECT_MISSING.indicators);
  if (content.calendar.length !== CALENDAR_YEARS || content.calendar.some((year) => !year.plan.trim()))
    missing.push(EVALUATION_PROJECT_MISSING.calendar);
  if (!content.teamParticipation.trim()) missing.push(EVALUATION_PROJECT_MISSING.team);
  if (!content.familyParticipation.trim()) missing.push(EVALUATION_PROJECT_MISSING.families);
  if (!pilotMemberId) missing.push(EVALUATION_PROJECT_MISSING.pilot);
  return missing;
}
