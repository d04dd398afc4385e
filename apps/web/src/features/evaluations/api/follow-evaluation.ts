import type { LiveEvent } from '@qc/shared/live/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { client, orpc } from '@/lib/api-client.ts';
import { useLiveEvents } from '@/lib/live.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';

/**
 * DESIGN §2: two people on one evaluation see each other's answers as they
 * are saved. An event refetches the evaluation; the autosave of each question
 * takes the newer answer when nothing of ours is waiting (a 409 covers the rest).
 * Returns the last change seen, for a polite announcement.
 */
export function useFollowEvaluation(evaluationId: string | null): LiveEvent | null {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [lastEvent, setLastEvent] = useState<LiveEvent | null>(null);
  const open = useCallback(
    (signal: AbortSignal) => client.evaluations.events({ id: evaluationId! }, { signal }),
    [evaluationId],
  );
  const refresh = useCallback(
    (event?: LiveEvent) => {
      // A status change (completed, reopened, deleted) changes the overview too.
      const onAnswers = event?.type === 'answer' || event?.type === 'session';
      const queryKey = onAnswers ? orpc.evaluations.get.key() : orpc.evaluations.key();
      void queryClient.invalidateQueries({ queryKey });
      // Issue 30 item 3 (ADR 048): a session opened, rated, named or deleted changes the HAS sessions too.
      void queryClient.invalidateQueries({ queryKey: orpc.hasSessions.key() });
    },
    [queryClient],
  );
  useLiveEvents({
    open: evaluationId ? open : null,
    currentUserId: user.id,
    onReconnect: () => refresh(),
    onEvent: (event) => {
      setLastEvent(event);
      refresh(event);
    },
  });
  return lastEvent;
}

const CHANGE_LABELS: Record<LiveEvent['type'], string> = {
  answer: 'a modifié une réponse',
  status: 'a changé l’état de l’auto-évaluation',
  action: 'a modifié le plan d’action',
  session: 'a modifié les sessions par méthode',
};

export function describeLiveChange(event: LiveEvent, time: string): string {
  // Issue 27 item 2: questions given out, handed in or reviewed.
  if (event.type === 'status' && event.subject === 'SHARING') return `${event.byName} a changé le partage à ${time}.`;
  return `${event.byName} ${CHANGE_LABELS[event.type]} à ${time}.`;
}
