import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');

export async function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The API on a free port with a fresh DATA_DIR (or `dataDir`, an instance prepared beforehand, removed at stop),
 * mails to the test SMTP server, serving the built SPA; `env` adds to its environment. `pause` stops it as a
 * deploy would (SIGTERM, PGlite closed) and `start` starts it again on the same port and data folder: the
 * server a browser lost comes back.
 */
export async function startApi(options: {
  smtpUrl?: string;
  webDistDir: string;
  dataDir?: string;
  env?: Record<string, string>;
}) {
  const port = await getFreePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'qc-e2e-'));
  const logs: string[] = [];

  function spawnApi(): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: ROOT_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        SMTP_URL: options.smtpUrl ?? '',
        SEED_DEMO: '1',
        WEB_DIST_DIR: options.webDistDir,
        POSTHOG_KEY: '',
        TRUST_PROXY: '1',
        // As `npm start` (run in apps/api): the API's tsconfig, whose automatic JSX runtime the PDF reports need.
        TSX_TSCONFIG_PATH: path.join(ROOT_DIR, 'apps/api/tsconfig.json'),
        // One PDF render thread, started with the server: the suite runs several APIs on two cores and renders
        // one PDF at a time (the default, a thread per core, loads react-pdf twice per API for nothing).
        PDF_WORKERS: '1',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    return child;
  }

  async function waitReady(child: ChildProcess) {
    // One API per worker starts at once, on a machine that may be busy: up to 3 minutes.
    const deadline = Date.now() + 180_000;
    while (true) {
      if (child.exitCode !== null) throw new Error(`L'API s'est arrêtée au démarrage :\n${logs.join('')}`);
      try {
        // Bounded: a start-up under load must not leave one request waiting for minutes.
        const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) });
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`L'API ne répond pas après 180 s :\n${logs.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /**
   * SIGTERM so that PGlite closes cleanly: the API waits up to SHUTDOWN_TIMEOUT_MS (10 s) for the requests in
   * progress, then closes the database; SIGKILL only if it is still there long after.
   */
  async function terminate(child: ChildProcess) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  }

  let child = spawnApi();
  await waitReady(child);

  /** Stops the server and leaves it stopped (the data folder kept) until `start`. */
  async function pause() {
    await terminate(child);
  }

  /** Starts it again on the same port and data folder, once ready; nothing when it runs. */
  async function start() {
    if (child.exitCode === null && child.signalCode === null) return;
    child = spawnApi();
    await waitReady(child);
  }

  /** Stops it, then the temporary data folder goes. */
  async function stop() {
    await terminate(child);
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { baseUrl, dataDir, logs, pause, start, stop };
}

export type ApiServer = Awaited<ReturnType<typeof startApi>>;

/** Where the SPA is built (E2E_WEB_DIST: a private folder, so that several runs can share one checkout). */
export function webDistDir() {
  return process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.join(ROOT_DIR, 'apps/web/dist');
}

/** The API's last log lines (static files left out), for a failure's report. */
export function logTail(api: ApiServer, lines = 25) {
  return api.logs
    .join('')
    .split('\n')
    .filter((line) => !line.includes('/assets/'))
    .slice(-lines)
    .join('\n');
}
