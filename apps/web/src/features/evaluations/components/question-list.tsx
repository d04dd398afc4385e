import type { Answer, EvaluationDetail } from '@qc/shared/evaluations/schemas';
import type { Assignment } from '@qc/shared/evaluations/sharing';
import type { StoredDraft } from '../offline-drafts.ts';
import type { useSaveTracker } from '../use-save-tracker.ts';
import { AssignmentReview } from './assignment-review.tsx';
import { HeldQuestionCard } from './held-question-card.tsx';
import { NotApplicableCard } from './not-applicable-card.tsx';
import { QuestionCard } from './question-card.tsx';

type QuestionListProps = {
  evaluation: EvaluationDetail;
  answers: Map<string, Answer>;
  assignments: Map<string, Assignment>;
  /** The questions frozen as not applying, with the reason shown (issue 26). */
  excluded: Map<string, string>;
  /** Not shown: another's question while « mes questions » is on (ADR 039). */
  hidden: (key: string) => boolean;
  /** Shown read-only: held by someone else, or handed in. */
  held: (key: string) => boolean;
  tracker: ReturnType<typeof useSaveTracker>;
  restored: Map<string, StoredDraft>;
  onNextUnanswered: (fromKey: string | null) => void;
  canReview: boolean;
};

/** Every question of the form, as the reader may act on it: answered, held by another, or set aside. */
export function QuestionList({
  evaluation,
  answers,
  assignments,
  excluded,
  hidden,
  held,
  tracker,
  restored,
  onNextUnanswered,
  canReview,
}: QuestionListProps) {
  return (
    <div className="grid gap-4">
      {evaluation.questions.map((question, index) =>
        hidden(question.key) ? null : held(question.key) ? (
          <HeldQuestionCard
            key={question.key}
            evaluationId={evaluation.id}
            question={question}
            number={index + 1}
            answer={answers.get(question.key)}
            assignment={assignments.get(question.key)}
          />
        ) : excluded.has(question.key) ? (
          <NotApplicableCard
            key={question.key}
            question={question}
            number={index + 1}
            reason={excluded.get(question.key)!}
            answer={answers.get(question.key)}
          />
        ) : (
          <QuestionCard
            key={question.key}
            establishmentId={evaluation.establishmentId}
            evaluationId={evaluation.id}
            question={question}
            number={index + 1}
            answer={answers.get(question.key)}
            tracker={tracker}
            restored={restored.get(question.key)}
            onNextUnanswered={onNextUnanswered}
            footer={
              assignments.has(question.key) ? (
                <AssignmentReview
                  evaluationId={evaluation.id}
                  assignment={assignments.get(question.key)!}
                  canReview={canReview}
                />
              ) : null
            }
          />
        ),
      )}
    </div>
  );
}
