import type { Answer } from '@qc/shared/evaluations/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage, getErrorStatus, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { storeAnswer, useSaveAnswer } from './api/evaluation-mutations.ts';
import { toDraft, type Draft, type SaveStatus } from './draft.ts';

/** Choices save quickly; text waits for a pause in typing. */
export const SAVE_DELAY = { choice: 300, text: 800 } as const;

export type Conflict = { mine: Draft; byName: string | null };

/**
 * DESIGN §5 / ADR 016: one question's answer saved as the user goes. Each save
 * names the version it edited; a 409 brings back the other person's answer,
 * shown in place of ours, and says what was not saved: nothing is overwritten.
 * Saves of one question never overlap: a change during a save is sent after it.
 */
export function useAnswerAutosave(evaluationId: string, questionKey: string, answer: Answer | undefined) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useSaveAnswer();
  const [draft, setDraftState] = useState<Draft>(() => toDraft(answer));
  const [status, setStatusState] = useState<SaveStatus>('idle');
  const statusRef = useRef<SaveStatus>('idle');
  const setStatus = (next: SaveStatus) => {
    statusRef.current = next;
    setStatusState(next);
  };
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const draftRef = useRef(draft);
  const versionRef = useRef(answer?.version ?? 0);
  const dirty = useRef(false);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setDraft = (next: Draft) => {
    draftRef.current = next;
    setDraftState(next);
  };

  // Someone else's newer answer arrived with a refetch while we had nothing pending: show it.
  useEffect(() => {
    if (!answer || answer.version <= versionRef.current || dirty.current || inFlight.current) return;
    versionRef.current = answer.version;
    setDraft(toDraft(answer));
  }, [answer]);

  /** Sends what waits; true when nothing of this question is left unsaved (a conflict shows the saved answer). */
  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (inFlight.current) {
      await inFlight.current;
      return flush();
    }
    if (!dirty.current) return statusRef.current !== 'error';
    dirty.current = false;
    const mine = draftRef.current;
    setStatus('saving');
    const request = mutateAsync({
      evaluationId,
      questionKey,
      value: mine.notApplicable ? null : mine.value,
      notApplicable: mine.notApplicable,
      justification: mine.notApplicable ? mine.justification : null,
      comment: mine.comment,
      expectedVersion: versionRef.current,
    })
      .then((saved) => {
        versionRef.current = saved.version;
        storeAnswer(queryClient, evaluationId, saved);
        setFieldErrors({});
        setStatus(dirty.current ? 'pending' : 'saved');
      })
      .catch((error: unknown) => {
        const current = (error as { data?: { current?: Answer } }).data?.current;
        if (getErrorStatus(error) === 409 && current) {
          dirty.current = false;
          versionRef.current = current.version;
          storeAnswer(queryClient, evaluationId, current);
          setDraft(toDraft(current));
          setConflict({ mine, byName: current.answeredByName });
          setStatus('conflict');
          return;
        }
        // Nothing typed is lost: the draft stays on screen, marked as not saved.
        setFieldErrors(getFieldErrors(error));
        setStatus('error');
        notify.error(getErrorMessage(error));
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = request;
    await request;
    return flush();
  }, [evaluationId, questionKey, mutateAsync, queryClient]);

  const change = useCallback(
    (patch: Partial<Draft>, delay: number) => {
      setDraft({ ...draftRef.current, ...patch });
      setConflict(null);
      dirty.current = true;
      setStatus('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delay);
    },
    [flush],
  );

  // Leaving the page sends what is still waiting for its pause.
  useEffect(() => () => void (dirty.current ? flush() : undefined), [flush]);

  return {
    draft,
    status,
    conflict,
    fieldErrors,
    change,
    flush,
    dismissConflict: () => {
      setConflict(null);
      setStatus('saved');
    },
  };
}
