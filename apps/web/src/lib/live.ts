import type { LiveEvent } from '@qc/shared/live/schemas';
import { useEffect, useRef } from 'react';

type LiveOptions = {
  /** Opens the stream (an oRPC event iterator); null while there is nothing to follow. */
  open: ((signal: AbortSignal) => Promise<AsyncIterable<LiveEvent>>) | null;
  /** Called for each event; the caller's own changes are already on its screen, so they are left out. */
  onEvent: (event: LiveEvent) => void;
  /** Called after a reconnection: events sent meanwhile were lost, so everything shown is refetched. */
  onReconnect: () => void;
  currentUserId: string | undefined;
};

const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

/**
 * DESIGN §2 live updates: follows an event stream while the screen is open,
 * reconnecting with a growing delay (the server's keep-alive comes every
 * 5000 ms, SPEC §9). A refused stream (401, 403, 404) is not retried.
 */
export function useLiveEvents({ open, onEvent, onReconnect, currentUserId }: LiveOptions) {
  const handlers = useRef({ onEvent, onReconnect, currentUserId });
  handlers.current = { onEvent, onReconnect, currentUserId };

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    let attempt = 0;
    const follow = async () => {
      while (!controller.signal.aborted) {
        try {
          const events = await open(controller.signal);
          if (attempt > 0) handlers.current.onReconnect();
          attempt = 0;
          for await (const event of events) {
            if (event.byUserId !== handlers.current.currentUserId) handlers.current.onEvent(event);
          }
        } catch (error) {
          if (controller.signal.aborted) return;
          const status = (error as { status?: number }).status;
          if (status && status >= 400 && status < 500) return;
        }
        const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
        attempt += 1;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    };
    void follow();
    return () => controller.abort();
  }, [open]);
}
