import type { EvaluationDetail } from '@qc/shared/evaluations/schemas';
import type { StoredDraft } from '../offline-drafts.ts';
import type { QuestionAccess } from '../use-question-access.ts';
import type { SaveTracker } from '../use-save-tracker.ts';
import { AssignmentReview } from './assignment-review.tsx';
import { HeldQuestionCard } from './held-question-card.tsx';
import { NotApplicableCard } from './not-applicable-card.tsx';
import { QuestionCard } from './question-card.tsx';

type Answer = EvaluationDetail['answers'][number];

type AnswerQuestionsProps = {
  evaluation: EvaluationDetail;
  answers: Map<string, Answer>;
  /** The questions frozen as not applying, with their reason (issue 26). */
  excluded: Map<string, string>;
  /** Who holds which question (issue 27 item 2). */
  access: QuestionAccess;
  onlyMine: boolean;
  canComplete: boolean;
  tracker: SaveTracker;
  restored: Map<string, StoredDraft>;
  goToNextUnanswered: (fromKey: string | null) => void;
};

/**
 * Every question of an evaluation in progress, each as its card: answered here, held by a collaborator (issue 27
 * item 2), or greyed as not applying (issue 26).
 */
export function AnswerQuestions({
  evaluation,
  answers,
  excluded,
  access,
  onlyMine,
  canComplete,
  tracker,
  restored,
  goToNextUnanswered,
}: AnswerQuestionsProps) {
  const { assignments, restricted, mayAnswer, user } = access;
  return (
    <div className="grid gap-4">
      {evaluation.questions.map((question, index) =>
        restricted && onlyMine && assignments.get(question.key)?.assigneeId !== user.id ? null : restricted &&
          !excluded.has(question.key) &&
          !mayAnswer(question.key) ? (
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
            onNextUnanswered={goToNextUnanswered}
            footer={
              assignments.has(question.key) ? (
                <AssignmentReview
                  evaluationId={evaluation.id}
                  assignment={assignments.get(question.key)!}
                  canReview={canComplete}
                />
              ) : null
            }
          />
        ),
      )}
    </div>
  );
}
