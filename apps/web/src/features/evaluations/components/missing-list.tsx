import { EVALUATION_MESSAGES, type MissingItem } from '@qc/shared/evaluations/schemas';
import { forwardRef } from 'react';

/** Moves to a question and puts the keyboard on its first control. */
export function goToQuestion(questionKey: string) {
  const card = document.getElementById(`question-${questionKey}`);
  if (!card) return;
  card.scrollIntoView({ block: 'start', behavior: 'smooth' });
  const control = card.querySelector<HTMLElement>('input:not([disabled]), textarea');
  (control ?? card).focus({ preventScroll: true });
}

type MissingListProps = { items: MissingItem[]; numberOf: (questionKey: string) => number };

/** DESIGN §5: what stops completion, every gap at once, each with a link to its question. */
export const MissingList = forwardRef<HTMLDivElement, MissingListProps>(function MissingList({ items, numberOf }, ref) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="missing-title"
      className="grid gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <p id="missing-title" className="font-medium">
        {EVALUATION_MESSAGES.incomplete}
      </p>
      <ul className="grid list-disc gap-1 pl-5" aria-label="Ce qui manque">
        {items.map((item) => (
          <li key={`${item.questionKey}-${item.reason}`}>
            <a
              href={`#question-${item.questionKey}`}
              className="underline"
              onClick={(event) => {
                event.preventDefault();
                goToQuestion(item.questionKey);
              }}
            >
              Question {numberOf(item.questionKey)} : {item.label}
            </a>{' '}
            — {item.message}
          </li>
        ))}
      </ul>
    </div>
  );
});
