import { EventPublisher } from '@orpc/server';
import type { LiveEvent } from '@qc/shared/live/schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import type { Logger } from '../logger.ts';

/** One channel for every topic; the payload names its topic. */
const CHANNEL = 'qc_live';

export type LiveTopic = `evaluation:${string}` | `action-plan:${string}`;

export type LiveBus = {
  /** Sends an event to every process (PostgreSQL NOTIFY), after the change is committed. */
  publish: (topic: LiveTopic, event: LiveEvent) => Promise<void>;
  /**
   * The same event as an SQL expression (`pg_notify`), to send inside the statement that makes the change
   * (issue 33: no round trip of its own). PostgreSQL delivers it when that statement's transaction commits.
   */
  notification: (topic: LiveTopic, event: LiveEvent) => SQL;
  /** The events of one topic until the signal aborts (the client went away). */
  subscribe: (topic: LiveTopic, signal?: AbortSignal) => Promise<AsyncGenerator<LiveEvent>>;
  close: () => Promise<void>;
};

/**
 * DESIGN §2 "Scale-out": nothing is kept in one process's memory beyond the
 * listeners of its own open streams; events cross processes through
 * LISTEN/NOTIFY on the database every process already shares.
 */
export function createLiveBus(database: DatabaseHandle, logger: Logger): LiveBus {
  const local = new EventPublisher<Record<LiveTopic, LiveEvent>>({ maxBufferedEvents: 50 });
  // Aborted on close: every open stream ends, so a stopping server is not held open by them (issue 16).
  const closing = new AbortController();
  let listening: Promise<() => Promise<void>> | null = null;
  const ensureListening = () => {
    listening ??= database
      .listen(CHANNEL, (payload) => {
        try {
          const { topic, event } = JSON.parse(payload) as { topic: LiveTopic; event: LiveEvent };
          local.publish(topic, event);
        } catch (error) {
          logger.warn({ err: error }, 'Événement en direct illisible');
        }
      })
      .catch((error: unknown) => {
        listening = null;
        throw error;
      });
    return listening;
  };
  return {
    publish: async (topic, event) => {
      try {
        await database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ topic, event })})`);
      } catch (error) {
        // The change itself is saved: a lost notification only delays the others' refresh.
        logger.warn({ err: error, topic }, 'Événement en direct non envoyé');
      }
    },
    notification: (topic, event) => sql`pg_notify(${CHANNEL}, ${JSON.stringify({ topic, event })})`,
    subscribe: async (topic, signal) => {
      await ensureListening();
      return local.subscribe(topic, { signal: signal ? AbortSignal.any([signal, closing.signal]) : closing.signal });
    },
    close: async () => {
      closing.abort();
      const stop = await listening?.catch(() => null);
      await stop?.();
    },
  };
}
