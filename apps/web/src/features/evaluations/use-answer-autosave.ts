import type { Answer } from '@qc/shared/evaluations/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMountedRef } from '@/hooks/use-mounted-ref.ts';
import { getErrorMessage, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { getConflictingAnswer, sendAnswer, storeAnswer } from './api/evaluation-mutations.ts';
import { draftErrors, toDraft, type Draft, type SaveStatus } from './draft.ts';
import { forgetDraft, keepDraft, type StoredDraft } from './offline-drafts.ts';
import { isUnreachable, retryDelay } from './save-retry.ts';

/** Choices save quickly; text waits for a pause in typing. */
export const SAVE_DELAY = { choice: 300, text: 800 } as const;

export type Conflict = { mine: Draft; byName: string | null };

/**
 * DESIGN §5 / ADR 016: one question's answer saved as the user goes. Each save
 * names the version it edited; a 409 brings back the other person's answer,
 * shown in place of ours, and says what was not saved: nothing is overwritten.
 *
 * Issue 31 item 4: the queueing, retrying and resuming are TanStack Query's, not ours. The saves of one
 * question share a mutation `scope`, so they run one after the other; a save the server did not answer is
 * retried with `retryDelay`, paused while the browser is offline and resumed by `onlineManager` when it is
 * back (`networkMode: 'offlineFirst'`). What stays here is the answer's own logic: the pause in typing, the
 * draft kept in the browser, the conflict, and sending the newest draft on the newest version: each request
 * reads them when it leaves (a retry sends what was typed while it waited; a queued save finding nothing
 * left to send sends nothing).
 */
export function useAnswerAutosave(
  evaluationId: string,
  questionKey: string,
  answer: Answer | undefined,
  /** A draft this browser kept from an earlier visit, not yet acknowledged by the server. */
  restored?: StoredDraft,
) {
  const queryClient = useQueryClient();
  const [draft, setDraftState] = useState<Draft>(() => toDraft(answer));
  const [status, setStatusState] = useState<SaveStatus>('idle');
  const statusRef = useRef<SaveStatus>('idle');
  /** Who waits (« Terminer », leaving the page) for the saves to settle or to find the server out of reach. */
  const waiters = useRef(new Set<() => void>());
  const setStatus = (next: SaveStatus) => {
    statusRef.current = next;
    setStatusState(next);
    if (next !== 'saving') for (const wake of waiters.current) wake();
  };
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const draftRef = useRef(draft);
  const versionRef = useRef(answer?.version ?? 0);
  const dirty = useRef(false);
  /** The newest save queued: the scope runs them in order, so it settles last. */
  const lastSave = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useMountedRef();
  /** A kept draft typed on an older version than the server's: offered, never applied silently. */
  const [offered, setOffered] = useState<StoredDraft | null>(null);

  const keep = (next: Draft) =>
    void keepDraft({
      evaluationId,
      questionKey,
      draft: next,
      baseVersion: versionRef.current,
      typedAt: new Date().toISOString(),
    });

  const setDraft = (next: Draft) => {
    draftRef.current = next;
    setDraftState(next);
  };

  // Someone else's newer answer arrived with a refetch while we had nothing pending: show it.
  useEffect(() => {
    if (!answer || answer.version <= versionRef.current || dirty.current || lastSave.current) return;
    versionRef.current = answer.version;
    setDraft(toDraft(answer));
  }, [answer]);

  const save = useMutation({
    scope: { id: `answer:${evaluationId}:${questionKey}` },
    networkMode: 'offlineFirst',
    // Out of reach: kept in the browser already, sent again with back-off; the page's banner says so. Once the
    // page is left, the draft waits in the browser for the next visit.
    retry: (_failures, error) => isUnreachable(error) && mounted.current,
    retryDelay,
    mutationFn: async (): Promise<{ sent: Draft; saved: Answer } | null> => {
      // An earlier save of the queue (or its retry) already sent the newest draft.
      if (!dirty.current) return null;
      dirty.current = false;
      const sent = draftRef.current;
      setStatus('saving');
      try {
        const saved = await sendAnswer({
          evaluationId,
          questionKey,
          value: sent.notApplicable ? null : sent.value,
          notApplicable: sent.notApplicable,
          justification: sent.notApplicable ? sent.justification : null,
          comment: sent.comment,
          expectedVersion: versionRef.current,
        });
        return { sent, saved };
      } catch (error) {
        if (isUnreachable(error)) {
          // Still to send: the retry (or the next save) reads the newest draft.
          dirty.current = true;
          setStatus('offline');
        }
        throw error;
      }
    },
    onSuccess: (result) => {
      if (!result) return;
      versionRef.current = result.saved.version;
      storeAnswer(queryClient, evaluationId, result.saved);
      setFieldErrors({});
      setStatus(dirty.current ? 'pending' : 'saved');
      // Acknowledged: the browser's copy goes, unless more was typed meanwhile (kept on the new version).
      if (dirty.current) keep(draftRef.current);
      else void forgetDraft(evaluationId, questionKey);
    },
    onError: (error) => {
      const current = getConflictingAnswer(error);
      if (current) {
        const mine = draftRef.current;
        dirty.current = false;
        versionRef.current = current.version;
        storeAnswer(queryClient, evaluationId, current);
        setDraft(toDraft(current));
        setConflict({ mine, byName: current.answeredByName });
        setStatus('conflict');
        void forgetDraft(evaluationId, questionKey);
        return;
      }
      // Given up while out of reach (the page was left): the draft waits in the browser.
      if (isUnreachable(error)) return;
      // Nothing typed is lost: the draft stays on screen, marked as not saved.
      setFieldErrors(getFieldErrors(error));
      setStatus('error');
      notify.error(getErrorMessage(error));
    },
  });
  const { mutateAsync } = save;

  /** Sends what waits; true when nothing of this question is left unsaved (a conflict shows the saved answer). */
  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (dirty.current) {
      const invalid = draftErrors(draftRef.current);
      if (invalid) {
        // Not sent (the server would refuse it): marked as not saved, the message under its field.
        dirty.current = false;
        setFieldErrors(invalid);
        setStatus('error');
        return false;
      }
      if (statusRef.current !== 'offline') {
        const queued = mutateAsync().then(
          () => undefined,
          () => undefined,
        );
        lastSave.current = queued;
        void queued.finally(() => {
          if (lastSave.current === queued) lastSave.current = null;
        });
      }
    }
    // Out of reach: the retry is under way; the caller (« Terminer ») learns it is not saved.
    const offline = () => statusRef.current === 'offline';
    if (offline()) return false;
    const pending = lastSave.current;
    if (pending) {
      let wake = () => {};
      const changed = new Promise<void>((resolve) => (wake = resolve));
      waiters.current.add(wake);
      await Promise.race([pending, changed]);
      waiters.current.delete(wake);
      if (offline()) return false;
      if (lastSave.current || dirty.current) return flush();
    }
    return statusRef.current !== 'error';
  }, [mutateAsync]);

  const change = useCallback(
    (patch: Partial<Draft>, delay: number) => {
      const next = { ...draftRef.current, ...patch };
      setDraft(next);
      keep(next);
      setConflict(null);
      setOffered(null);
      dirty.current = true;
      setStatus('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delay);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [flush],
  );

  // A draft kept by this browser comes back after a reload: applied and sent when typed on the
  // version the server still has, offered otherwise (someone saved this answer since).
  const restoredRef = useRef(false);
  useEffect(() => {
    if (!restored || restoredRef.current) return;
    restoredRef.current = true;
    // Saved after all (the acknowledgement was lost on the way): nothing to restore.
    if (JSON.stringify(restored.draft) === JSON.stringify(toDraft(answer))) {
      void forgetDraft(evaluationId, questionKey);
      return;
    }
    if (restored.baseVersion === versionRef.current && !dirty.current) {
      setDraft(restored.draft);
      dirty.current = true;
      setStatus('pending');
      timer.current = setTimeout(() => void flush(), SAVE_DELAY.choice);
    } else setOffered(restored);
    // answer is read once, when the kept draft arrives
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored, flush]);

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
    offered,
    /** Takes the offered draft back over the saved answer (sent on the server's current version). */
    acceptOffered: () => {
      if (!offered) return;
      change(offered.draft, SAVE_DELAY.choice);
    },
    /** Keeps the saved answer and drops the browser's older draft. */
    dismissOffered: () => {
      setOffered(null);
      void forgetDraft(evaluationId, questionKey);
    },
  };
}
