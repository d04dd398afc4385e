import type { SurveyQuestionType } from '@qc/shared/surveys/enums';

/** The public address a code opens: what its QR code encodes. */
export function surveyLink(code: string): string {
  return `${window.location.origin}/enquete/${code}`;
}

export const QUESTION_TYPE_OPTIONS: { value: SurveyQuestionType; label: string }[] = [
  { value: 'SCALE', label: 'Échelle : pas du tout → tout à fait' },
  { value: 'CHOICE', label: 'Choix unique' },
  { value: 'COMMENT', label: 'Commentaire libre' },
];
