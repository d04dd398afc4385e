import type { Question } from '../questionnaires/question-schemas.ts';
import { OPTIMIZED, type AnswerValue } from '../scoring/score.ts';

/** An answer as a French sentence fragment, for screens, exports and PDF reports. */
export function formatAnswerValue(
  question: Pick<Question, 'type' | 'scale'>,
  answer: { value: AnswerValue | null; notApplicable: boolean },
): string {
  if (answer.notApplicable) return 'Non concerné';
  const { value } = answer;
  if (value === null) return 'Sans réponse';
  switch (question.type) {
    case 'BOOLEAN':
      return value === true ? 'Oui' : value === false ? 'Non' : 'Sans réponse';
    case 'SELECT':
      return typeof value === 'string' ? value : 'Sans réponse';
    case 'MULTIPLE_CHOICE':
      return Array.isArray(value) ? (value.length > 0 ? value.join(', ') : 'Aucune') : 'Sans réponse';
    case 'NOTATION': {
      if (value === OPTIMIZED) return 'Optimisé';
      if (typeof value !== 'number') return 'Sans réponse';
      const label = question.scale ? question.scale.labels[value - question.scale.min] : undefined;
      return label ? `${value} — ${label}` : String(value);
    }
  }
}
