import type { EvaluationDetail } from '@qc/shared/evaluations/schemas';
import { ASSIGNMENT_STATUS_LABELS, type Assignment, type EvaluationSharing } from '@qc/shared/evaluations/sharing';
import { applicableQuestions } from '@qc/shared/questionnaires/applicability';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useAssign, useReview, useUnassign } from '../api/sharing.ts';

const WHOLE = '__tout__';
const UNASSIGNED = '__sans__';

const questionsText = (count: number) => `${count} question${count > 1 ? 's' : ''}`;

/**
 * Issue 27 item 2, for whoever may finish the evaluation: give the whole questionnaire, what is not given out
 * yet, or one question to a person of the establishment's team; see who holds what and in which state, accept
 * what is handed in (each answer can also be sent back from its question), or take questions back.
 */
export function SharingPanel({ evaluation, sharing }: { evaluation: EvaluationDetail; sharing: EvaluationSharing }) {
  const id = useId();
  const assign = useAssign();
  const unassign = useUnassign();
  const review = useReview();
  const [assigneeId, setAssigneeId] = useState('');
  const [target, setTarget] = useState(WHOLE);
  const [error, setError] = useState<string | null>(null);
  const applicable = applicableQuestions(evaluation.questions, evaluation.applicability.notApplicable);
  const numbers = new Map(evaluation.questions.map((question, index) => [question.key, index + 1]));
  const held = new Set(sharing.assignments.map((item) => item.questionKey));
  const free = applicable.filter((question) => !held.has(question.key));

  const keysOf = (choice: string) =>
    choice === WHOLE
      ? applicable.map((question) => question.key)
      : choice === UNASSIGNED
        ? free.map((question) => question.key)
        : [choice];

  const submit = () => {
    if (!assigneeId) return setError('Choisissez la personne à qui confier les questions');
    const questionKeys = keysOf(target);
    if (questionKeys.length === 0) return setError('Toutes les questions sont déjà confiées');
    setError(null);
    const name = sharing.team.find((person) => person.id === assigneeId)?.name ?? '';
    assign.mutate(
      { id: evaluation.id, assigneeId, questionKeys },
      {
        onSuccess: () =>
          notify.success(
            `${questionsText(questionKeys.length)} confiée${questionKeys.length > 1 ? 's' : ''} à ${name}.`,
          ),
      },
    );
  };

  const byAssignee = new Map<string, Assignment[]>();
  for (const item of sharing.assignments)
    byAssignee.set(item.assigneeId, [...(byAssignee.get(item.assigneeId) ?? []), item]);

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border border-border bg-card p-4">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Partage de l’auto-évaluation
        </h2>
        <p className="text-sm text-muted-foreground">
          Confiez des questions à votre équipe : chacun ne répond qu’aux siennes, puis les rend pour relecture. Vous
          répondez à toutes, relisez et terminez.
        </p>
      </div>
      {sharing.team.length === 0 ? (
        <p className="text-sm">
          Personne de l’équipe n’a de compte utilisateur rattaché à cet établissement : convertissez un membre en
          utilisateur pour lui confier des questions.
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm">
            <span className="font-medium">Confier à</span>
            <NativeSelect
              className="min-h-11 sm:min-h-9"
              value={assigneeId}
              onChange={(event) => setAssigneeId(event.target.value)}
              placeholder="Choisir une personne"
              aria-invalid={error !== null && !assigneeId}
              aria-describedby={error ? `${id}-error` : undefined}
              options={sharing.team.map((person) => ({
                value: person.id,
                label: `${person.name}${person.role === 'DIRECTOR' ? ' (direction)' : ''}`,
              }))}
            />
          </label>
          <label className="grid min-w-0 flex-1 gap-1 text-sm">
            <span className="font-medium">Questions</span>
            <NativeSelect
              className="min-h-11 sm:min-h-9"
              value={target}
              onChange={(event) => setTarget(event.target.value)}
            >
              <option value={WHOLE}>Tout le questionnaire ({questionsText(applicable.length)})</option>
              <option value={UNASSIGNED}>Les questions non confiées ({questionsText(free.length)})</option>
              {applicable.map((question) => (
                <option key={question.key} value={question.key}>
                  {`Question ${numbers.get(question.key)} — ${question.label.length > 80 ? `${question.label.slice(0, 79)}…` : question.label}`}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button onClick={submit} disabled={assign.isPending} className="touch:min-h-11">
            Confier
          </Button>
        </div>
      )}
      <p id={`${id}-error`} role="alert" className="text-sm text-destructive empty:hidden">
        {error ?? ''}
      </p>
      {byAssignee.size > 0 ? (
        <ul className="grid gap-2" aria-label="Questions confiées">
          {[...byAssignee.values()].map((items) => {
            const person = items[0]!;
            const ready = items.filter((item) => item.status === 'READY_FOR_REVIEW');
            const counts = (['ASSIGNED', 'READY_FOR_REVIEW', 'SENT_BACK', 'ACCEPTED'] as const)
              .map((status) => ({ status, count: items.filter((item) => item.status === status).length }))
              .filter((entry) => entry.count > 0)
              .map((entry) => `${entry.count} ${ASSIGNMENT_STATUS_LABELS[entry.status].toLowerCase()}`);
            return (
              <li
                key={person.assigneeId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2 text-sm"
              >
                <span>
                  <span className="font-medium">{person.assigneeName}</span> : {questionsText(items.length)} (
                  {counts.join(', ')})
                </span>
                <span className="flex flex-wrap gap-2">
                  {ready.length > 0 ? (
                    <Button
                      size="sm"
                      className="touch:min-h-11"
                      disabled={review.isPending}
                      onClick={() =>
                        review.mutate(
                          {
                            id: evaluation.id,
                            questionKeys: ready.map((item) => item.questionKey),
                            decision: 'ACCEPT',
                          },
                          {
                            onSuccess: () =>
                              notify.success(
                                `${questionsText(ready.length)} de ${person.assigneeName} acceptée${ready.length > 1 ? 's' : ''}.`,
                              ),
                            onError: (failure) => notify.error(getErrorMessage(failure)),
                          },
                        )
                      }
                    >
                      Tout accepter ({ready.length} à relire)
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="outline"
                    className="touch:min-h-11"
                    disabled={unassign.isPending}
                    onClick={() =>
                      unassign.mutate(
                        { id: evaluation.id, questionKeys: items.map((item) => item.questionKey) },
                        { onSuccess: () => notify.success(`Attribution retirée à ${person.assigneeName}.`) },
                      )
                    }
                  >
                    Retirer ses questions
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Aucune question n’est confiée pour l’instant.</p>
      )}
    </section>
  );
}
