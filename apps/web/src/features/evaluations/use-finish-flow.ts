import type { Answer, EvaluationDetail, MissingItem } from '@qc/shared/evaluations/schemas';
import { applicableQuestions } from '@qc/shared/questionnaires/applicability';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { orpc } from '@/lib/api-client.ts';
import { getErrorMessage } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCompleteEvaluation } from './api/evaluation-mutations.ts';
import { findMissingItems } from './completion-recap.ts';
import { isAnswered } from './draft.ts';
import { requestResultFocus } from './result-focus.ts';
import type { useSaveTracker } from './use-save-tracker.ts';

/**
 * « Terminer » (issue 19 items 2, 3): saves what waits, lists what blocks (the list closes as answers come), or asks
 * to confirm; completing hands the keyboard to the result, a refusal with the server's list shows that list.
 */
export function useFinishFlow(
  evaluation: EvaluationDetail,
  answers: Map<string, Answer>,
  tracker: ReturnType<typeof useSaveTracker>,
) {
  const queryClient = useQueryClient();
  const complete = useCompleteEvaluation();
  const [missing, setMissing] = useState<MissingItem[] | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  const missingRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const completedRef = useRef(false);

  // A gap closes on screen as soon as its question is answered; the server checks everything again.
  const stillMissing = missing?.filter(
    (item) => item.reason !== 'UNANSWERED' || !isAnswered(answers.get(item.questionKey)),
  );

  /** The freshest copy of this evaluation: the cache, which every saved answer updates. */
  const current = () =>
    queryClient.getQueryData<EvaluationDetail>(orpc.evaluations.get.queryKey({ input: { id: evaluation.id } })) ??
    evaluation;

  const showMissing = (items: MissingItem[]) => {
    setMissing(items);
    requestAnimationFrame(() => missingRef.current?.focus());
  };

  const askToFinish = async (opener: HTMLElement) => {
    openerRef.current = opener;
    if (!(await tracker.flushAll())) {
      notify.error(
        tracker.offline > 0
          ? 'Le serveur est injoignable : vos réponses sont gardées dans ce navigateur ; terminez à son retour.'
          : 'Des réponses ne sont pas enregistrées : corrigez-les avant de terminer.',
      );
      return;
    }
    const latest = current();
    const items = findMissingItems(
      applicableQuestions(latest.questions, latest.applicability.notApplicable),
      latest.answers,
    );
    if (items.length > 0) return showMissing(items);
    setMissing(null);
    setFinishError(null);
    setIsConfirming(true);
  };

  const confirm = () =>
    complete.mutate(
      { id: evaluation.id },
      {
        onSuccess: () => {
          completedRef.current = true;
          requestResultFocus(evaluation.id);
          setIsConfirming(false);
          notify.success('Auto-évaluation terminée.');
        },
        onError: (error) => {
          const items = (error as { data?: { missing?: MissingItem[] } }).data?.missing;
          if (items && items.length > 0) {
            // Someone changed an answer meanwhile: the server's list wins.
            setIsConfirming(false);
            showMissing(items);
          } else setFinishError(getErrorMessage(error));
        },
      },
    );

  /** Where the keyboard goes as the confirmation closes: the result when completed, else the « Terminer » pressed. */
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    if (completedRef.current) document.getElementById('result-title')?.focus();
    else if (!missingRef.current) openerRef.current?.focus();
  };

  const cancel = () => {
    if (!complete.isPending) setIsConfirming(false);
  };

  return {
    stillMissing,
    missingRef,
    isConfirming,
    finishError,
    isPending: complete.isPending,
    askToFinish,
    confirm,
    cancel,
    onCloseAutoFocus,
  };
}
