import { formatAnswerValue } from '@qc/shared/evaluations/format';
import type { Answer } from '@qc/shared/evaluations/schemas';
import type { Assignment } from '@qc/shared/evaluations/sharing';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { AssignmentReview } from './assignment-review.tsx';
import { QuestionArticle } from './question-article.tsx';

/**
 * Issue 27 item 2: on a shared evaluation, a question the collaborator may not answer (someone else's, none's,
 * or hers once handed in): its answer read only, and who holds it.
 */
export function HeldQuestionCard({
  evaluationId,
  question,
  number,
  answer,
  assignment,
}: {
  evaluationId: string;
  question: Question;
  number: number;
  answer: Answer | undefined;
  assignment: Assignment | undefined;
}) {
  return (
    <QuestionArticle
      question={question}
      number={number}
      data-held="true"
      className="grid scroll-mt-[calc(var(--app-header-height,0px)+var(--form-bar-height,0px)+1.5rem)] gap-2 rounded-xl border border-border bg-muted/30 p-4 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <p className="text-sm">
        Réponse : <span className="font-medium">{answer ? formatAnswerValue(question, answer) : 'Sans réponse'}</span>
        {answer ? <span className="text-muted-foreground"> ({answer.answeredByName})</span> : null}
      </p>
      {assignment ? (
        <AssignmentReview evaluationId={evaluationId} assignment={assignment} canReview={false} />
      ) : (
        <p className="text-sm text-muted-foreground">Non confiée : la direction y répond.</p>
      )}
    </QuestionArticle>
  );
}
