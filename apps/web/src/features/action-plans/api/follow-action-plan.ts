import type { LiveEvent } from '@qc/shared/live/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { client, orpc } from '@/lib/api-client.ts';
import { useLiveEvents } from '@/lib/live.ts';

/**
 * DESIGN §2: the plan follows what the others change (an action created,
 * updated, commented; an evaluation completed) and refetches what it shows.
 * Returns the last change seen, for a polite announcement.
 */
export function useFollowActionPlan(establishmentId: string, currentUserId: string): LiveEvent | null {
  const queryClient = useQueryClient();
  const [lastEvent, setLastEvent] = useState<LiveEvent | null>(null);
  const open = useCallback(
    (signal: AbortSignal) => client.actionPlans.events({ establishmentId }, { signal }),
    [establishmentId],
  );
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: orpc.actionPlans.key() });
    void queryClient.invalidateQueries({ queryKey: orpc.evaluations.key() });
  }, [queryClient]);
  useLiveEvents({
    open,
    currentUserId,
    onReconnect: refresh,
    onEvent: (event) => {
      setLastEvent(event);
      refresh();
    },
  });
  return lastEvent;
}
