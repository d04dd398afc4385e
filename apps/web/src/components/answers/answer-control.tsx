import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { DEFAULT_NOTATION_SCALE } from '@qc/shared/questionnaires/question-schemas';
import { OPTIMIZED, type AnswerValue } from '@qc/shared/scoring/score';

type AnswerControlProps = {
  question: Question;
  name: string;
  legend: string;
  value: AnswerValue | null;
  disabled: boolean;
  onChange: (value: AnswerValue | null) => void;
};

type Choice = { key: string; label: string; hint?: string; value: AnswerValue };

function choicesOf(question: Question): Choice[] {
  switch (question.type) {
    case 'BOOLEAN':
      return [
        { key: 'yes', label: 'Oui', value: true },
        { key: 'no', label: 'Non', value: false },
      ];
    case 'SELECT':
      return question.options.map((option, index) => ({
        key: String(index),
        label: option.label,
        value: option.label,
      }));
    case 'NOTATION': {
      const scale = question.scale ?? DEFAULT_NOTATION_SCALE;
      const levels = scale.labels.map((label, index) => ({
        key: String(scale.min + index),
        label: `${scale.min + index} — ${label}`,
        value: scale.min + index,
      }));
      return scale.allowOptimized
        ? [
            ...levels,
            {
              key: OPTIMIZED,
              label: 'Optimisé',
              hint: 'bonne pratique au-delà du niveau le plus haut',
              value: OPTIMIZED,
            },
          ]
        : levels;
    }
    default:
      return [];
  }
}

/**
 * The answer control of one question, native inputs for the keyboard: radios
 * (arrow keys move and choose) for Oui/Non, a single choice or a level of the
 * scale; checkboxes (space) for a multiple choice.
 */
export function AnswerControl({ question, name, legend, value, disabled, onChange }: AnswerControlProps) {
  if (question.type === 'MULTIPLE_CHOICE') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className="grid gap-2" disabled={disabled}>
        <legend className="sr-only">{legend}</legend>
        {question.options.map((option, index) => (
          <label key={option.label} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={`${name}-${index}`}
              checked={chosen.includes(option.label)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? question.options
                        .map((item) => item.label)
                        .filter((label) => label === option.label || chosen.includes(label))
                    : chosen.filter((label) => label !== option.label),
                )
              }
              className="size-4 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    );
  }
  const choices = choicesOf(question);
  const isNotation = question.type === 'NOTATION';
  return (
    <fieldset className="grid gap-1.5" disabled={disabled}>
      <legend className="sr-only">{legend}</legend>
      <div className={isNotation ? 'grid gap-2 sm:grid-cols-2 lg:grid-cols-5' : 'flex flex-wrap gap-x-5 gap-y-2'}>
        {choices.map((choice) => (
          <label
            key={choice.key}
            className={
              isNotation
                ? 'flex items-start gap-2 rounded-md border border-input bg-card p-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent'
                : 'flex items-center gap-2 text-sm'
            }
          >
            <input
              type="radio"
              name={name}
              value={choice.key}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span>
              {choice.label}
              {choice.hint ? <span className="block text-xs text-muted-foreground">{choice.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
