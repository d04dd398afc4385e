import { useEffect, useState } from 'react';
import { listDrafts } from './offline-drafts.ts';
import { countWaitingFirstAnswers } from './queued-answers.ts';

/**
 * The first answers of an evaluation in progress still waiting in this browser (issue 34 item 3): the overview's
 * counter adds them, as the evaluation's own page does, so an answer typed offline is counted on every screen.
 */
export function useWaitingFirstAnswers(evaluationId: string | undefined): number {
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    if (!evaluationId) return;
    let current = true;
    void listDrafts(evaluationId).then((drafts) => {
      if (current) setWaiting(countWaitingFirstAnswers(drafts));
    });
    return () => {
      current = false;
    };
  }, [evaluationId]);
  return evaluationId ? waiting : 0;
}
