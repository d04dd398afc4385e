import type { Answer } from '@qc/shared/evaluations/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage, getErrorStatus, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { getConflictingAnswer, storeAnswer, useSaveAnswer } from './api/evaluation-mutations.ts';
import { draftErrors, toDraft, type Draft, type SaveStatus } from './draft.ts';
import { forgetDraft, keepDraft, type StoredDraft } from './offline-drafts.ts';

/** Choices save quickly; text waits for a pause in typing. */
export const SAVE_DELAY = { choice: 300, text: 800 } as const;

/** Retries while the server is out of reach: 2 s, 4 s, 8 s, 16 s, then every 30 s (and at once when back online). */
export function retryDelay(attempt: number): number {
  return Math.min(30_000, 2_000 * 2 ** attempt);
}

/** The server did not answer (network down, server stopped, proxy in front of a stopped server). */
export function isUnreachable(error: unknown): boolean {
  const status = getErrorStatus(error);
  return status === undefined || status === 0 || status === 502 || status === 503 || status === 504;
}

export type Conflict = { mine: Draft; byName: string | null };

/**
 * DESIGN §5 / ADR 016: one question's answer saved as the user goes. Each save
 * names the version it edited; a 409 brings back the other person's answer,
 * shown in place of ours, and says what was not saved: nothing is overwritten.
 * Saves of one question never overlap: a change during a save is sent after it.
 */
export function useAnswerAutosave(
  evaluationId: string,
  questionKey: string,
  answer: Answer | undefined,
  /** A draft this browser kept from an earlier visit, not yet acknowledged by the server. */
  restored?: StoredDraft,
) {
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
  const attempts = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
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
    const invalid = draftErrors(mine);
    if (invalid) {
      // Not sent (the server would refuse it): marked as not saved, the message under its field.
      setFieldErrors(invalid);
      setStatus('error');
      return false;
    }
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
        attempts.current = 0;
        storeAnswer(queryClient, evaluationId, saved);
        setFieldErrors({});
        setStatus(dirty.current ? 'pending' : 'saved');
        // Acknowledged: the browser's copy goes, unless more was typed meanwhile (kept on the new version).
        if (dirty.current) keep(draftRef.current);
        else void forgetDraft(evaluationId, questionKey);
      })
      .catch((error: unknown) => {
        const current = getConflictingAnswer(error);
        if (current) {
          dirty.current = false;
          versionRef.current = current.version;
          storeAnswer(queryClient, evaluationId, current);
          setDraft(toDraft(current));
          setConflict({ mine, byName: current.answeredByName });
          setStatus('conflict');
          void forgetDraft(evaluationId, questionKey);
          return;
        }
        if (isUnreachable(error)) {
          // Kept in the browser already; sent again with back-off, the page's banner says so.
          dirty.current = true;
          setStatus('offline');
          clearTimeout(timer.current);
          // Once the page is left, the draft waits in the browser for the next visit.
          if (mounted.current) timer.current = setTimeout(() => void flush(), retryDelay(attempts.current));
          attempts.current += 1;
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
    // Out of reach: the retry is scheduled; the caller (« Terminer ») learns it is not saved.
    if (statusRef.current === 'offline') return false;
    return flush();
    // keep is stable in effect (it only reads refs and props listed here)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [evaluationId, questionKey, mutateAsync, queryClient]);

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

  // Back online: what waits is sent at once rather than at the next back-off step.
  useEffect(() => {
    const retry = () => {
      if (statusRef.current !== 'offline') return;
      attempts.current = 0;
      void flush();
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [flush]);

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
