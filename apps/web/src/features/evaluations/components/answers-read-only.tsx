import { formatAnswerValue } from '@qc/shared/evaluations/format';
import type { EvaluationDetail } from '@qc/shared/evaluations/schemas';
import { notApplicableLabel } from '@qc/shared/questionnaires/applicability-wording';
import { Badge } from '@/components/ui/badge.tsx';
import { QuestionHeader } from '@/components/answers/question-header.tsx';

/** The answers of a completed evaluation, as they were frozen. */
export function AnswersReadOnly({ evaluation }: { evaluation: EvaluationDetail }) {
  const answers = new Map(evaluation.answers.map((answer) => [answer.questionKey, answer]));
  const excluded = new Map(evaluation.applicability.notApplicable.map((item) => [item.questionKey, item.reason]));
  return (
    <section aria-labelledby="answers-title" className="grid gap-3">
      <h2 id="answers-title" className="text-lg font-semibold">
        Réponses
      </h2>
      <ol className="grid gap-3">
        {evaluation.questions.map((question, index) => {
          const answer = answers.get(question.key);
          const reason = excluded.get(question.key);
          // Issue 26: frozen as not applying, it was not evaluated: greyed with its reason, no answer shown.
          if (reason !== undefined) {
            return (
              <li
                key={question.key}
                data-applies="false"
                className="grid gap-2 rounded-xl border border-dashed border-border bg-muted/40 p-4 text-muted-foreground"
              >
                <QuestionHeader question={question} number={index + 1} labelId={`answer-${question.key}`} />
                <p className="text-sm font-medium">{notApplicableLabel(reason)}</p>
              </li>
            );
          }
          return (
            <li key={question.key} className="grid gap-2 rounded-xl border border-border bg-card p-4">
              <QuestionHeader question={question} number={index + 1} labelId={`answer-${question.key}`} />
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium">{answer ? formatAnswerValue(question, answer) : 'Sans réponse'}</span>
                {answer?.isConforming === true ? <Badge variant="success">Conforme</Badge> : null}
                {answer?.isConforming === false ? <Badge variant="danger">Non conforme</Badge> : null}
              </p>
              {answer?.justification ? <p className="text-sm">Justification : {answer.justification}</p> : null}
              {answer?.comment ? <p className="text-sm text-muted-foreground">Commentaire : {answer.comment}</p> : null}
              {answer && answer.evidence.length > 0 ? (
                <ul className="flex flex-wrap gap-3 text-sm">
                  {answer.evidence.map((document) => (
                    <li key={document.id}>
                      <a className="underline" href={`/api/v1/documents/${document.id}/download`}>
                        {document.name}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
