import { useCallback, useMemo, useRef, useState } from 'react';
import type { SaveStatus } from './draft.ts';
import type { QueuedAnswer } from './queued-answers.ts';

export type SaveSummary = 'idle' | 'saving' | 'saved' | 'error' | 'offline';

/** Gathers the save state of every question for the page's "Enregistré" line, and sends all that waits. */
export function useSaveTracker() {
  const flushers = useRef(new Map<string, () => Promise<boolean>>());
  /** Whether each question's answer on screen (saved or not yet) is given: the « suivante sans réponse » jump. */
  const answered = useRef(new Map<string, boolean>());
  const markAnswered = useCallback((key: string, value: boolean) => void answered.current.set(key, value), []);
  const isAnsweredOnScreen = useCallback((key: string) => answered.current.get(key), []);
  const [statuses, setStatuses] = useState<Record<string, SaveStatus>>({});
  /** Issue 34 item 3: each question's answer still waiting to be sent, counted by the progress. */
  const [queued, setQueued] = useState<Record<string, QueuedAnswer>>({});
  const reportQueued = useCallback(
    (key: string, answer: QueuedAnswer | null) =>
      setQueued((current) => {
        if (!answer) {
          if (!(key in current)) return current;
          const { [key]: _gone, ...rest } = current;
          return rest;
        }
        const before = current[key];
        if (before && before.notApplicable === answer.notApplicable && before.value === answer.value) return current;
        return { ...current, [key]: answer };
      }),
    [],
  );

  const report = useCallback(
    (key: string, status: SaveStatus) =>
      setStatuses((current) => (current[key] === status ? current : { ...current, [key]: status })),
    [],
  );
  const register = useCallback((key: string, flush: () => Promise<boolean>) => {
    flushers.current.set(key, flush);
    return () => void flushers.current.delete(key);
  }, []);
  /** Sends every change still waiting; true when every answer on screen is saved. */
  const flushAll = useCallback(async () => {
    const results = await Promise.all([...flushers.current.values()].map((flush) => flush()));
    return results.every(Boolean);
  }, []);

  const summary = useMemo<SaveSummary>(() => {
    const values = Object.values(statuses);
    if (values.includes('offline')) return 'offline';
    if (values.some((status) => status === 'pending' || status === 'saving')) return 'saving';
    if (values.some((status) => status === 'error' || status === 'conflict')) return 'error';
    return values.includes('saved') ? 'saved' : 'idle';
  }, [statuses]);

  /** How many answers wait in the browser for the server (the offline banner). */
  const offline = useMemo(() => Object.values(statuses).filter((status) => status === 'offline').length, [statuses]);

  return { report, register, flushAll, summary, offline, markAnswered, isAnsweredOnScreen, queued, reportQueued };
}

export type SaveTracker = ReturnType<typeof useSaveTracker>;

export const SAVE_SUMMARY_TEXT: Record<SaveSummary, string> = {
  idle: 'Enregistrement automatique',
  saving: 'Enregistrement…',
  saved: 'Enregistré',
  error: 'Des réponses ne sont pas enregistrées',
  offline: 'En attente du serveur',
};
