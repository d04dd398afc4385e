import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readFileSync, closeSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const compiledMain = path.join(repoRoot, 'apps/api/dist/main.js');
const sourceMain = path.join(repoRoot, 'apps/api/src/main.ts');

export type RunningServer = {
  url: string;
  pid: number;
  /** Spawn to the first 200 of /healthz, in ms. */
  startMs: number;
  /** What the server says of its own start ("Démarrage terminé": totalMs, cpuMs…). */
  startLog: Record<string, unknown> | null;
  /** `node dist/main.js` (compiled, as `npm start`) or `node --import tsx src/main.ts`. */
  mode: 'compiled' | 'tsx';
  logFile: string;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port'))));
    });
  });
}

/**
 * The real server over HTTP, as `npm start` runs it when built (else through
 * tsx), its log in a file (read for the sign-in codes: without SMTP_URL the
 * server writes its mail there). BENCH_FLOORS=1 adds the floor routes.
 */
export async function startServer(options: {
  dataDir: string;
  databaseUrl: string | null;
  logFile: string;
  secret: string;
  /** Extra options for node itself (`--cpu-prof` when profiling). */
  nodeArgs?: string[];
  /** The demo's client, accounts and evaluations, as `npm start` seeds them (the Lighthouse screens). */
  seedDemo?: boolean;
}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const mode = existsSync(compiledMain) ? 'compiled' : 'tsx';
  const args = [
    ...(options.nodeArgs ?? []),
    ...(mode === 'compiled' ? [compiledMain] : ['--import', 'tsx', sourceMain]),
  ];
  const out = openSync(options.logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    BETTER_AUTH_SECRET: options.secret,
    SEED_DEMO: options.seedDemo ? '1' : '0',
    BENCH_FLOORS: '1',
    // The campaign day signs in hundreds of writers, each from her own address (X-Forwarded-For), as behind a proxy.
    TRUST_PROXY: 'loopback',
    // Named, not left to the compiled server to find from its own path (a chunk's path differs from main.js's).
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
  delete env.SMTP_URL;
  delete env.NODE_ENV;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const startedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  let exitCode: number | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code ?? -1;
      resolve();
    }),
  );
  for (;;) {
    if (exitCode !== null) {
      throw new Error(`Le serveur s'est arrêté au démarrage (code ${exitCode}) : voir ${options.logFile}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - startedAt > 120_000) throw new Error('Le serveur ne répond pas après 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const startMs = performance.now() - startedAt;
  const startLog =
    readLog(options.logFile)
      .reverse()
      .find((line) => line.msg === 'Démarrage terminé') ?? null;
  return {
    url,
    pid: child.pid!,
    startMs,
    startLog,
    mode,
    logFile: options.logFile,
    stop: async () => {
      if (exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

function readLog(file: string): Array<Record<string, unknown>> {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return {};
      }
    });
}

/** Resident memory of the server (VmRSS) and its peak so far (VmHWM), in MB, from /proc. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/**
 * Signs in the way a user does (issue 2): asks for a code, reads it in the
 * server's log (no SMTP_URL: the mail is logged), sends it back. Returns the
 * session cookie.
 */
export async function signIn(server: RunningServer, email: string, clientIp?: string): Promise<string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: server.url };
  if (clientIp) headers['x-forwarded-for'] = clientIp;
  const since = readLog(server.logFile).length;
  const sent = await fetch(`${server.url}/api/auth/email-otp/send-verification-otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, type: 'sign-in' }),
  });
  if (!sent.ok) throw new Error(`Demande de code refusée : ${sent.status} ${await sent.text()}`);
  let code: string | undefined;
  for (let attempt = 0; attempt < 200 && !code; attempt++) {
    const mail = readLog(server.logFile)
      .slice(since)
      .find((line) => (line.mail as { to?: string } | undefined)?.to === email);
    code = mail ? /\b(\d{6})\b/.exec(String(mail.msg))?.[1] : undefined;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!code) throw new Error(`Aucun code de connexion pour ${email} dans ${server.logFile}`);
  const signedIn = await fetch(`${server.url}/api/auth/sign-in/email-otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, otp: code }),
  });
  if (!signedIn.ok) throw new Error(`Connexion refusée : ${signedIn.status} ${await signedIn.text()}`);
  return signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
