import * as v from 'valibot';
import { isCalendarDate } from '../dates.ts';
import { ESTABLISHMENT_CATEGORIES } from '../enums.ts';
import {
  ESSMS_SECTORS,
  MANAGER_TYPES,
  PRACTICES,
  STRUCTURE_TYPES,
  type RegulatoryProfile,
} from '../establishments/profile.ts';

/*
 * Issue 26 item 2 (ADR 035): when a question applies, declared on the question, read against the establishment's
 * regulatory profile. Every condition present must hold (AND); a list means « any of », except `practices`, where
 * every practice listed is required. A condition on a profile field left empty holds: the question stays asked
 * (the safer way: the director answers rather than the grid hiding an obligation), and the field is reported so
 * the screen invites her to complete the profile.
 */

export const APPLICABILITY_MESSAGES = {
  reasonRequired: 'Indiquez, en français, pourquoi la question ne s’applique pas (la raison affichée)',
  dateInvalid: 'Une date de condition doit être au format AAAA-MM-JJ',
  capacityInvalid: 'Une borne de capacité doit être un nombre entier positif',
  capacityOrder: 'La capacité minimale doit être inférieure ou égale à la capacité maximale',
  listEmpty: 'Une liste de condition ne peut pas être vide',
  unknownCondition: 'Condition d’applicabilité inconnue',
  valueInvalid: 'Valeur de condition inconnue',
  documentRequiredFor: 'Indiquez à quelle réponse le document est exigé : la réponse conforme ou toute réponse',
} as const;

const list = <const T extends readonly [string, ...string[]]>(values: T) =>
  v.optional(
    v.pipe(
      v.array(v.picklist(values, APPLICABILITY_MESSAGES.valueInvalid)),
      v.minLength(1, APPLICABILITY_MESSAGES.listEmpty),
    ),
  );
const day = v.optional(
  v.pipe(v.string(APPLICABILITY_MESSAGES.dateInvalid), v.check(isCalendarDate, APPLICABILITY_MESSAGES.dateInvalid)),
);
const capacity = v.optional(
  v.pipe(
    v.number(APPLICABILITY_MESSAGES.capacityInvalid),
    v.integer(APPLICABILITY_MESSAGES.capacityInvalid),
    v.minValue(0, APPLICABILITY_MESSAGES.capacityInvalid),
  ),
);

export const AppliesWhenSchema = v.pipe(
  v.strictObject(
    {
      structureTypes: list(STRUCTURE_TYPES),
      sizeCategories: list(ESTABLISHMENT_CATEGORIES),
      capacityMin: capacity,
      capacityMax: capacity,
      /** On or after this day. */
      authorisationRequestedFrom: day,
      /** Strictly before this day. */
      authorisationRequestedBefore: day,
      managerTypes: list(MANAGER_TYPES),
      /** Every practice listed is required. */
      practices: list(PRACTICES),
      denseZone: v.optional(v.boolean(APPLICABILITY_MESSAGES.valueInvalid)),
      residential: v.optional(v.boolean(APPLICABILITY_MESSAGES.valueInvalid)),
      essmsSectors: list(ESSMS_SECTORS),
      /** Shown as « Ne s'applique pas à cet établissement : <reason> ». */
      // A missing reason is checked as '' so that it gets this message rather than the generic one.
      reason: v.pipe(
        v.optional(v.string(APPLICABILITY_MESSAGES.reasonRequired), ''),
        v.trim(),
        v.nonEmpty(APPLICABILITY_MESSAGES.reasonRequired),
        v.maxLength(300, APPLICABILITY_MESSAGES.reasonRequired),
      ),
    },
    APPLICABILITY_MESSAGES.unknownCondition,
  ),
  v.forward(
    v.check(
      (when) =>
        when.capacityMin === undefined || when.capacityMax === undefined || when.capacityMin <= when.capacityMax,
      APPLICABILITY_MESSAGES.capacityOrder,
    ),
    ['capacityMax'],
  ),
);
export type AppliesWhen = v.InferOutput<typeof AppliesWhenSchema>;

/** Which answer a required document proves: the one that claims conformity (default), or any answer. */
export const DOCUMENT_REQUIRED_FOR = ['CONFORMING_ANSWER', 'ANY_ANSWER'] as const;
export type DocumentRequiredFor = (typeof DOCUMENT_REQUIRED_FOR)[number];

export type Applicability =
  | {
      applies: true;
      /** Profile fields the condition read that are empty. */ unknownFields: Array<keyof RegulatoryProfile>;
    }
  | { applies: false; reason: string };

/** Whether a question with `appliesWhen` applies to an establishment of `profile`. */
export function evaluateApplicability(
  appliesWhen: AppliesWhen | null | undefined,
  profile: RegulatoryProfile,
): Applicability {
  if (!appliesWhen) return { applies: true, unknownFields: [] };
  const unknownFields = new Set<keyof RegulatoryProfile>();
  const holds: boolean[] = [];
  /** One condition on one field: unknown holds (and is reported), else the test decides. */
  const check = <K extends keyof RegulatoryProfile>(
    field: K,
    present: boolean,
    test: (value: NonNullable<RegulatoryProfile[K]>) => boolean,
  ) => {
    if (!present) return;
    const value = profile[field];
    if (value === null || value === undefined) unknownFields.add(field);
    else holds.push(test(value as NonNullable<RegulatoryProfile[K]>));
  };
  const when = appliesWhen;
  check('structureType', when.structureTypes !== undefined, (value) => when.structureTypes!.includes(value));
  check('category', when.sizeCategories !== undefined, (value) => when.sizeCategories!.includes(value));
  check('capacity', when.capacityMin !== undefined, (value) => value >= when.capacityMin!);
  check('capacity', when.capacityMax !== undefined, (value) => value <= when.capacityMax!);
  check(
    'authorisationRequestedOn',
    when.authorisationRequestedFrom !== undefined,
    (value) => value >= when.authorisationRequestedFrom!,
  );
  check(
    'authorisationRequestedOn',
    when.authorisationRequestedBefore !== undefined,
    (value) => value < when.authorisationRequestedBefore!,
  );
  check('managerType', when.managerTypes !== undefined, (value) => when.managerTypes!.includes(value));
  check('practices', when.practices !== undefined, (value) => when.practices!.every((item) => value.includes(item)));
  check('denseZone', when.denseZone !== undefined, (value) => value === when.denseZone);
  check('residential', when.residential !== undefined, (value) => value === when.residential);
  check('essmsSector', when.essmsSectors !== undefined, (value) => when.essmsSectors!.includes(value));
  if (holds.some((held) => !held)) return { applies: false, reason: when.reason };
  return { applies: true, unknownFields: [...unknownFields] };
}

/** A question set aside for an evaluation, with the reason shown. */
export type ExcludedQuestion = { questionKey: string; reason: string };

/** The questions that do not apply to `profile`, in question order. */
export function findExcludedQuestions(
  questions: ReadonlyArray<{ key: string; appliesWhen: AppliesWhen | null }>,
  profile: RegulatoryProfile,
): ExcludedQuestion[] {
  return questions.flatMap((question) => {
    const result = evaluateApplicability(question.appliesWhen, profile);
    return result.applies ? [] : [{ questionKey: question.key, reason: result.reason }];
  });
}

/** The profile fields the questions' conditions read and the profile leaves empty (what to invite to complete). */
export function findUnknownProfileFields(
  questions: ReadonlyArray<{ appliesWhen: AppliesWhen | null }>,
  profile: RegulatoryProfile,
): Array<keyof RegulatoryProfile> {
  const fields = new Set<keyof RegulatoryProfile>();
  for (const question of questions) {
    const result = evaluateApplicability(question.appliesWhen, profile);
    if (result.applies) for (const field of result.unknownFields) fields.add(field);
  }
  return [...fields];
}

/** The questions an evaluation counts: all but those frozen as not applying (completion, score, impératifs). */
export function applicableQuestions<T extends { key: string }>(
  questions: readonly T[],
  excluded: readonly ExcludedQuestion[] | null | undefined,
): T[] {
  if (!excluded || excluded.length === 0) return [...questions];
  const keys = new Set(excluded.map((item) => item.questionKey));
  return questions.filter((question) => !keys.has(question.key));
}

/** Whether the question `key` is set aside by the frozen exclusions (it then takes no answer nor proof). */
export function isSetAside(excluded: readonly ExcludedQuestion[] | null | undefined, key: string): boolean {
  return excluded?.some((item) => item.questionKey === key) ?? false;
}
