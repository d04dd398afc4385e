import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { DEFAULT_NOTATION_SCALE } from '@qc/shared/questionnaires/question-schemas';
import { OPTIMIZED, type AnswerValue } from '@qc/shared/scoring/score';
import { cn } from '@/lib/utils.ts';

/**
 * Issue 34 item 8: on a touch screen (or a phone-sized window) every answer is a 44 × 44 px target,
 * the whole label taking the tap, not the 16 px radio alone.
 */
export const TOUCH_TARGET = 'touch:min-h-11 touch:min-w-11 touch:items-center';

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
          <label key={option.label} className={cn('flex items-center gap-2 text-sm', TOUCH_TARGET)}>
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
      <div
        className={
          isNotation ? 'grid gap-2 sm:grid-cols-2 lg:grid-cols-5' : 'flex flex-wrap gap-x-5 gap-y-2 touch:gap-x-3'
        }
      >
        {choices.map((choice) => (
          <label
            key={choice.key}
            className={cn(
              isNotation
                ? 'flex items-start gap-2 rounded-md border border-input bg-card p-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent'
                : 'flex items-center gap-2 text-sm touch:rounded-md touch:border touch:border-input touch:bg-card touch:px-4 touch:has-[:checked]:border-primary touch:has-[:checked]:bg-accent',
              TOUCH_TARGET,
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.key}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-0.5 size-4 shrink-0 accent-primary touch:mt-0 touch:size-5"
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
