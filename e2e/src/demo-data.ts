import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from './api-server.ts';
import { ACCOUNTS } from './helpers.ts';
import { createSessions } from './sessions.ts';

/** Sessions made beforehand for each demo account, each handed to one sign-in: more than a worker's tests use. */
const SESSIONS_PER_ACCOUNT = 40;
/** Where the prepared folder is, for the workers (global setup's environment reaches them). */
const FOLDER_VARIABLE = 'E2E_DEMO_DATA';
/** The session cookies, beside the folder's copy-able content. */
const SESSIONS_FILE = 'e2e-sessions.json';

/**
 * Once per run, in the global setup: the API started on a fresh data folder (migrations, default library, demo
 * seed: its own code, as a deploy runs it), stopped cleanly, then sessions for the demo accounts written into
 * better-auth's `session` table (src/sessions.ts) while nothing holds the database. Each worker then starts its
 * API once, on a copy (`copyDemoData`): a start on a migrated and seeded database, the fast one (issue 16).
 */
export async function prepareDemoData() {
  const dir = mkdtempSync(path.join(tmpdir(), 'qc-e2e-demo-'));
  const api = await startApi({
    dataDir: dir,
    // Nothing to serve and nobody to mail: the SPA may still be building.
    webDistDir: path.join(dir, 'no-web'),
    // The hourly jobs must not run here (the expiry digest is sent once per threshold: the copies would miss it).
    env: { REMINDERS_FIRST_RUN_MS: String(2 ** 31 - 1) },
  });
  await api.pause();
  const emails = Object.values(ACCOUNTS).map((account) => account.email);
  const sessions = await createSessions(dir, emails, SESSIONS_PER_ACCOUNT);
  writeFileSync(path.join(dir, SESSIONS_FILE), JSON.stringify(Object.fromEntries(sessions)));
  process.env[FOLDER_VARIABLE] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

function preparedFolder(): string {
  const dir = process.env[FOLDER_VARIABLE];
  if (!dir)
    throw new Error(`${FOLDER_VARIABLE} absent : le dossier de démonstration se prépare dans src/global-setup.ts`);
  return dir;
}

/** A fresh copy of the prepared data folder, for one API (removed by its `stop`). */
export function copyDemoData(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'qc-e2e-'));
  cpSync(preparedFolder(), copy, { recursive: true, filter: (source) => path.basename(source) !== SESSIONS_FILE });
  return copy;
}

/** The prepared sessions' cookies by e-mail: the same in every copy, each copy's own to use up. */
export function readDemoSessions(): Map<string, string[]> {
  const saved = JSON.parse(readFileSync(path.join(preparedFolder(), SESSIONS_FILE), 'utf8')) as Record<
    string,
    string[]
  >;
  return new Map(Object.entries(saved));
}
