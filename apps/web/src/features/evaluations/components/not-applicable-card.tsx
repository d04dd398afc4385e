import type { Answer } from '@qc/shared/evaluations/schemas';
import { notApplicableLabel } from '@qc/shared/questionnaires/applicability-wording';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { QuestionArticle, questionAnchor } from './question-article.tsx';

/**
 * Issue 26: a question frozen as not applying to this establishment, greyed, with its reason; nothing to answer.
 * An answer given before it stopped applying is kept (it counts again if the question applies again), and said so.
 */
export function NotApplicableCard({
  question,
  number,
  reason,
  answer,
}: {
  question: Question;
  number: number;
  reason: string;
  answer: Answer | undefined;
}) {
  const id = questionAnchor(question);
  return (
    <QuestionArticle
      question={question}
      number={number}
      aria-describedby={`${id}-not-applicable`}
      data-applies="false"
      className="grid scroll-mt-[calc(var(--app-header-height,0px)+var(--form-bar-height,0px)+1.5rem)] gap-2 rounded-xl border border-dashed border-border bg-muted/40 p-4 text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      <p id={`${id}-not-applicable`} className="text-sm font-medium">
        {notApplicableLabel(reason)}
      </p>
      {answer && (answer.value !== null || answer.notApplicable) ? (
        <p className="text-xs">Une réponse donnée avant est conservée, mais ne compte pas.</p>
      ) : null}
    </QuestionArticle>
  );
}
