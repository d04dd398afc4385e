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

/** The API on a free port with a fresh DATA_DIR, mails to the test SMTP server, serving the built SPA. */
export async function startApi(options: { smtpUrl: string; webDistDir: string }) {
  const port = await getFreePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qc-e2e-'));
  const logs: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SMTP_URL: options.smtpUrl,
      SEED_DEMO: '1',
      WEB_DIST_DIR: options.webDistDir,
      POSTHOG_KEY: '',
      TRUST_PROXY: '1',
      // As `npm start` (run in apps/api): the API's tsconfig, whose automatic JSX runtime the PDF reports need.
      TSX_TSCONFIG_PATH: path.join(ROOT_DIR, 'apps/api/tsconfig.json'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));

  const deadline = Date.now() + 60_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`L'API s'est arrêtée au démarrage :\n${logs.join('')}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`L'API ne répond pas après 60 s :\n${logs.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  /** SIGTERM so that PGlite closes cleanly, then the temporary data folder goes. */
  async function stop() {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { baseUrl, logs, stop };
}

export type ApiServer = Awaited<ReturnType<typeof startApi>>;
