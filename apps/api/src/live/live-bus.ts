import { EventPublisher } from '@orpc/server';
import type { LiveEvent } from '@qc/shared/live/schemas';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import type { Logger } from '../logger.ts';

/** One channel for every topic; the payload names its topic. */
const CHANNEL = 'qc_live';

export type LiveTopic = `evaluation:${string}` | `action-plan:${string}`;

export type LiveBus = {
  /** Sends an event to every process (PostgreSQL NOTIFY), after the change is committed. */
  publish: (topic: LiveTopic, event: LiveEvent) => Promise<void>;
  /** The events of one topic until the signal aborts (the client went away). */
  subscribe: (topic: LiveTopic, signal?: AbortSignal) => Promise<AsyncGenerator<LiveEvent>>;
  close: () => Promise<void>;
};

/**
 * Issue 33 item 2: what is published while a statement of notifications is on its way leaves together in the
 * next one, sent as soon as that one is done (no timer: a lone event leaves at once). `send` gets the payloads
 * in the order they were published; each `publish` resolves once its batch has been sent, or has failed
 * (`onError`: a lost notification only delays the others' refresh, the change itself is saved).
 */
export function batchNotifications(
  send: (payloads: string[]) => Promise<unknown>,
  onError: (error: unknown, payloads: string[]) => void,
): { notify: (payload: string) => Promise<void>; flush: () => Promise<void> } {
  let waiting: { payload: string; sent: () => void }[] = [];
  let draining: Promise<void> | null = null;
  const drain = async () => {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      const payloads = batch.map((item) => item.payload);
      await send(payloads).catch((error: unknown) => onError(error, payloads));
      for (const item of batch) item.sent();
    }
    draining = null;
  };
  return {
    notify: (payload) =>
      new Promise<void>((sent) => {
        waiting.push({ payload, sent });
        draining ??= drain();
      }),
    // What is still on its way when the bus closes (a stopping server) leaves before the connection does.
    flush: async () => {
      await draining;
    },
  };
}

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
  // Issue 33 item 2 (ADR 031): a transaction that notifies holds PostgreSQL's notification lock from its commit's
  // start to its end, its WAL flush included: every notifying write waits for the one before it (about 400 a
  // second here, whatever the cores). So the event is never sent inside the change's own transaction; sent
  // on its own, a notification writes no WAL to wait for, and concurrent ones share one statement.
  const notifications = batchNotifications(
    (payloads) =>
      database.db.execute(
        sql`select pg_notify(${CHANNEL}, payload) from json_array_elements_text(${JSON.stringify(payloads)}::json) as payload`,
      ),
    (error, payloads) =>
      logger.warn(
        { err: error, topics: payloads.map((payload) => (JSON.parse(payload) as { topic: string }).topic) },
        'Événement en direct non envoyé',
      ),
  );
  return {
    publish: (topic, event) => notifications.notify(JSON.stringify({ topic, event })),
    subscribe: async (topic, signal) => {
      await ensureListening();
      return local.subscribe(topic, { signal: signal ? AbortSignal.any([signal, closing.signal]) : closing.signal });
    },
    close: async () => {
      await notifications.flush();
      closing.abort();
      const stop = await listening?.catch(() => null);
      await stop?.();
    },
  };
}
