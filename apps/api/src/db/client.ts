import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { acquireDirectoryLock } from './lock.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  /**
   * LISTEN on a channel (DESIGN §2 live updates through PostgreSQL NOTIFY):
   * every process hears what any process publishes. Resolves to a stop function.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * Runs `work` while no other process runs theirs (a PostgreSQL session
   * advisory lock held on one connection; PGlite has one process only). For
   * the start-up seeds: two replicas starting together on a fresh database
   * must not both import the default library (issue 16).
   */
  exclusive: <T>(lockId: number, work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** Advisory lock ids (arbitrary constants, one per purpose). */
export const MIGRATION_LOCK_ID = 727274;
export const SEED_LOCK_ID = 727275;

/**
 * apps/api/drizzle, seen from src/db/client.ts (tsx, tests) or from the
 * compiled dist/main.js (`npm start`, issue 16): the first that holds a journal.
 */
const migrationsFolder =
  ['../../drizzle', '../drizzle']
    .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
    .find((dir) => existsSync(path.join(dir, 'meta', '_journal.json'))) ??
  fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * DESIGN §2: PostgreSQL through `pg` when a URL is given; otherwise the
 * embedded PGlite in `dataDir` (or in memory when `dataDir` is null: tests).
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
  onConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onConnectionError);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string, onConnectionError?: (error: Error) => void): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection closed by the server (restart, failover, terminated
  // backend) must not crash the process: the pool opens a new one on demand.
  pool.on('error', (error) => onConnectionError?.(error));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several API processes may start together: one migrates, the others wait, then find nothing to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await client.query('create extension if not exists pg_trgm');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    exclusive: async (lockId, work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lockId]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onPayload) => {
      const stop = await listenPostgres(url, channel, onPayload, onConnectionError);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    close: async () => {
      // The listening connections first: a dropped test database must not make them reconnect.
      await Promise.all([...listeners].map((stop) => stop()));
      listeners.clear();
      await pool.end();
    },
  };
}

/**
 * A dedicated connection per channel (a pooled one would be handed to others
 * and lose its LISTEN). Reconnects after a server restart; events sent while
 * it was down are lost, which the screens cover by refetching on reconnection.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onConnectionError?: (error: Error) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let isStopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on('error', (error) => {
      onConnectionError?.(error);
      void next.end().catch(() => undefined);
      if (!isStopped) setTimeout(() => void connect().catch((cause: Error) => onConnectionError?.(cause)), 1000);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    isStopped = true;
    await client?.end().catch(() => undefined);
  };
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  let dbPath: string | undefined;
  if (dataDir) {
    dbPath = path.join(dataDir, 'pglite');
    // PGlite needs its parent folder to exist.
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDirectoryLock(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dbPath, { extensions: { pg_trgm } });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let isClosed = false;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await client.exec('create extension if not exists pg_trgm');
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    ping: async () => {
      await client.query('select 1');
    },
    exclusive: (_lockId, work) => work(),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!isClosed) await stop();
      };
    },
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}
