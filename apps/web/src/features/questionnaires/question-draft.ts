import type { QuestionType } from '@qc/shared/enums';
import {
  DEFAULT_NOTATION_SCALE,
  DEFAULT_NOTATION_THRESHOLD,
  type Question,
} from '@qc/shared/questionnaires/question-schemas';
import { toOptionalNumber } from './field-errors.ts';

export type DocumentLevel = 'NONE' | 'RECOMMENDED' | 'MANDATORY';

/** A question being edited: text fields as typed, turned into the shared schema's input on save. */
export type QuestionDraft = {
  type: QuestionType;
  label: string;
  helpText: string;
  reference: string;
  weight: string;
  isCritical: boolean;
  documentLevel: DocumentLevel;
  expectedDocument: string;
  /** Issue 27 item 3: how a gap here is worded as an action; empty for the derived default. */
  actionTitle: string;
  conformingAnswer: boolean;
  options: Array<{ label: string; score: string }>;
  scale: { min: string; max: string; labels: string[]; allowOptimized: boolean };
  threshold: string;
  /** Issue 26: not edited on this screen (library files carry them), kept as they are on save. */
  appliesWhen: Question['appliesWhen'];
  documentRequiredFor: Question['documentRequiredFor'];
};

const DEFAULT_OPTIONS = [
  { label: '', score: '100' },
  { label: '', score: '0' },
];

export function createDraft(type: QuestionType = 'BOOLEAN'): QuestionDraft {
  return {
    type,
    label: '',
    helpText: '',
    reference: '',
    weight: '1',
    isCritical: false,
    documentLevel: 'NONE',
    expectedDocument: '',
    actionTitle: '',
    conformingAnswer: true,
    options: type === 'SELECT' || type === 'MULTIPLE_CHOICE' ? DEFAULT_OPTIONS.map((o) => ({ ...o })) : [],
    scale: {
      min: String(DEFAULT_NOTATION_SCALE.min),
      max: String(DEFAULT_NOTATION_SCALE.max),
      labels: [...DEFAULT_NOTATION_SCALE.labels],
      allowOptimized: DEFAULT_NOTATION_SCALE.allowOptimized,
    },
    threshold: String(DEFAULT_NOTATION_THRESHOLD),
    appliesWhen: null,
    documentRequiredFor: 'CONFORMING_ANSWER',
  };
}

export function toDraft(question: Question): QuestionDraft {
  const draft = createDraft(question.type);
  return {
    ...draft,
    label: question.label,
    helpText: question.helpText ?? '',
    reference: question.reference ?? '',
    weight: String(question.weight).replace('.', ','),
    isCritical: question.isCritical,
    documentLevel: question.isDocumentRequired ? 'MANDATORY' : question.isDocumentRecommended ? 'RECOMMENDED' : 'NONE',
    expectedDocument: question.expectedDocument ?? '',
    actionTitle: question.actionTitle ?? '',
    conformingAnswer: question.conformingAnswer ?? true,
    options: question.options.map((option) => ({ label: option.label, score: String(option.score) })),
    scale: question.scale
      ? {
          min: String(question.scale.min),
          max: String(question.scale.max),
          labels: [...question.scale.labels],
          allowOptimized: question.scale.allowOptimized,
        }
      : draft.scale,
    threshold: question.threshold === null ? draft.threshold : String(question.threshold),
    appliesWhen: question.appliesWhen,
    documentRequiredFor: question.documentRequiredFor,
  };
}

/** Switching type keeps the common fields and gives the new type its defaults. */
export function changeDraftType(draft: QuestionDraft, type: QuestionType): QuestionDraft {
  const fresh = createDraft(type);
  const hasOptions = type === 'SELECT' || type === 'MULTIPLE_CHOICE';
  return {
    ...draft,
    type,
    options: hasOptions && draft.options.length > 0 ? draft.options : fresh.options,
  };
}

/** The number of levels between min and max, when both are sensible integers. */
export function getLevelCount(min: string, max: string): number | null {
  const low = toOptionalNumber(min);
  const high = toOptionalNumber(max);
  if (low === undefined || high === undefined || !Number.isInteger(low) || !Number.isInteger(high)) return null;
  const count = high - low + 1;
  return count >= 2 && count <= 11 ? count : null;
}

/** One label per level: keeps the typed ones, pads with blanks. */
export function resizeLabels(labels: string[], count: number | null): string[] {
  if (count === null) return labels;
  return Array.from({ length: count }, (_, index) => labels[index] ?? '');
}

/** The shape QuestionInputSchema validates (the same the server receives). */
export function toQuestionInput(draft: QuestionDraft): Record<string, unknown> {
  const common = {
    type: draft.type,
    label: draft.label,
    helpText: draft.helpText.trim() || undefined,
    reference: draft.reference.trim() || undefined,
    weight: toOptionalNumber(draft.weight),
    isCritical: draft.isCritical,
    isDocumentRequired: draft.documentLevel === 'MANDATORY',
    isDocumentRecommended: draft.documentLevel === 'RECOMMENDED',
    expectedDocument: draft.documentLevel === 'NONE' ? undefined : draft.expectedDocument.trim() || undefined,
    appliesWhen: draft.appliesWhen,
    documentRequiredFor: draft.documentRequiredFor,
    actionTitle: draft.actionTitle.trim() || undefined,
  };
  switch (draft.type) {
    case 'BOOLEAN':
      return { ...common, conformingAnswer: draft.conformingAnswer };
    case 'SELECT':
    case 'MULTIPLE_CHOICE':
      return {
        ...common,
        options: draft.options.map((option) => ({ label: option.label, score: toOptionalNumber(option.score) })),
      };
    case 'NOTATION':
      return {
        ...common,
        scale: {
          min: toOptionalNumber(draft.scale.min),
          max: toOptionalNumber(draft.scale.max),
          labels: draft.scale.labels,
          allowOptimized: draft.scale.allowOptimized,
        },
        threshold: toOptionalNumber(draft.threshold),
      };
  }
}
