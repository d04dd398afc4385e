import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startLocalS3, type LocalS3 } from './s3.ts';
import { startSmtpServer, type SmtpCapture } from './smtp.ts';

/**
 * Two compiled API processes behind a small load balancer, on one fresh PostgreSQL database, one S3 bucket
 * and one SMTP server, for replicas.test.ts: started at the same moment, stopped and cleaned up at the end.
 */

export const apiRoot = path.resolve(import.meta.dirname, '..', '..');
const SECRET = 'replicas-test-secret-that-is-long-enough-for-better-auth';

export type Replica = {
  name: string;
  url: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export function rssPeakKb(pid: number): Promise<number> {
  return readFile(`/proc/${pid}/status`, 'utf8').then((status) => Number(/VmHWM:\s+(\d+)/.exec(status)![1]));
}
export function currentRssKb(pid: number): Promise<number> {
  return readFile(`/proc/${pid}/status`, 'utf8').then((status) => Number(/VmRSS:\s+(\d+)/.exec(status)![1]));
}
export type Proxy = {
  url: string;
  targets: Replica[];
  close: () => Promise<void>;
  /** Balancer mode: requests sent again on another process after a refused connection. */
  retried: number;
};

export type ProxyOptions = {
  /**
   * Balancer mode (issue 33 item 5), as a real load balancer runs: each process's /readyz asked every
   * `healthCheckMs`, a process that answers anything but 200 taken out of the round robin until it does
   * again; one new connection per request (no kept-alive socket to a stopping process); a request whose
   * connection is refused (the process is gone, or restarting) sent to the next process. That retry is
   * safe whatever the method: a refused connection carried nothing. The body is held for it (small JSON).
   */
  healthCheckMs?: number;
};

/**
 * The load balancer: a small HTTP proxy in front of the replicas, round robin,
 * or to the one named by `x-replica` (so each test says which process serves
 * what). It streams bodies both ways, appends the caller's address to
 * X-Forwarded-For (the replicas trust it: TRUST_PROXY=loopback) and tells, in
 * the answer's `x-replica`, which process answered.
 */
export async function startProxy(options: ProxyOptions = {}): Promise<Proxy> {
  const targets: Replica[] = [];
  const balancer = options.healthCheckMs !== undefined;
  /** Names of the processes whose last readiness check failed. */
  const down = new Set<string>();
  let turn = 0;
  const pick = (exclude: Set<string>) => {
    const candidates = targets.filter((target) => !exclude.has(target.name));
    const ready = candidates.filter((target) => !down.has(target.name));
    const pool = ready.length > 0 ? ready : candidates;
    return pool.length > 0 ? pool[turn++ % pool.length]! : undefined;
  };
  const proxy: Proxy = { url: '', targets, retried: 0, close: async () => undefined };
  const server = createHttpServer((request, response) => {
    const pinned = targets.find((target) => target.name === request.headers['x-replica']);
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const send = (target: Replica, body: Buffer | null, tried: Set<string>) => {
      const upstream = httpRequest(
        target.url + request.url,
        {
          method: request.method,
          headers: { ...request.headers, 'x-forwarded-for': forwardedFor },
          ...(balancer ? { agent: false } : {}),
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-replica': target.name });
          answer.pipe(response);
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        tried.add(target.name);
        const next = balancer && !pinned && error.code === 'ECONNREFUSED' ? pick(tried) : undefined;
        if (next && !response.headersSent) {
          proxy.retried += 1;
          send(next, body, tried);
          return;
        }
        // The reason in the body: a test counting failures says which.
        if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
        response.end(`${target.name} : ${error.code ?? error.message}`);
      });
      response.on('close', () => upstream.destroy());
      if (body) upstream.end(body);
      else request.pipe(upstream);
    };
    if (!balancer) {
      send(pinned ?? pick(new Set())!, null, new Set());
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => send(pinned ?? pick(new Set())!, Buffer.concat(chunks), new Set()));
  });
  // Each process checked on its own: a slow answer from one does not delay the news about the other.
  const checking = new Set<Replica>();
  const check = async (target: Replica) => {
    checking.add(target);
    try {
      const answer = await fetch(`${target.url}/readyz`, { signal: AbortSignal.timeout(1000) });
      await answer.arrayBuffer();
      if (answer.status === 200) down.delete(target.name);
      else down.add(target.name);
    } catch {
      down.add(target.name);
    } finally {
      checking.delete(target);
    }
  };
  const checks = balancer
    ? setInterval(() => {
        for (const target of targets) if (!checking.has(target)) void check(target);
      }, options.healthCheckMs)
    : undefined;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  proxy.url = `http://127.0.0.1:${port}`;
  proxy.close = async () => {
    clearInterval(checks);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return proxy;
}

/** Resets the peak resident size (VmHWM) to the current one: what follows is measured alone. */
export const resetRssPeak = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5');

export type ReplicaPair = {
  databaseUrl: string;
  s3: LocalS3;
  smtp: SmtpCapture;
  dataDir: string;
  a: Replica;
  b: Replica;
  proxy: Proxy;
  /** When both were ready: their first overdue-reminder run is REMINDERS_FIRST_RUN_MS later. */
  readyAt: number;
  /** Extra environment for both processes (rolling-restart.test.ts: SHUTDOWN_DELAY_MS). */
  env?: Record<string, string>;
};

async function start(pair: Partial<ReplicaPair>, name: string, port: number, publicUrl: string): Promise<Replica> {
  const { databaseUrl, dataDir, smtp, s3, env } = pair as ReplicaPair;
  const child = spawn(process.execPath, [path.join(apiRoot, 'dist', 'main.js')], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(dataDir, name),
      BETTER_AUTH_SECRET: SECRET,
      SMTP_URL: smtp.url,
      // Requests come from this test over loopback, with the client address in X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint!,
      S3_REGION: s3.settings.region,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey!,
      PDF_WORKERS: '1',
      REMINDERS_FIRST_RUN_MS: '12000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, url: `http://127.0.0.1:${port}`, child, output, exited };
}

async function ready(replica: Replica, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!replica.output.join('').includes('est prêt')) {
    if (replica.child.exitCode !== null) throw new Error(`${replica.name} s'est arrêté :\n${replica.output.join('')}`);
    if (Date.now() > deadline) throw new Error(`${replica.name} n'a pas démarré :\n${replica.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The replica's JSON log lines (pino), as it wrote them so far. */
export const logLines = (replica: Replica) =>
  replica.output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; [key: string]: unknown });

/** Fills `pair` as it goes, so that stopReplicaPair cleans up whatever started before a failure. */
export async function startReplicaPair(
  pair: Partial<ReplicaPair>,
  serverUrl: string,
  databaseName: string,
  proxyOptions: ProxyOptions = {},
): Promise<ReplicaPair> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  pair.databaseUrl = url.toString();
  [pair.s3, pair.smtp, pair.dataDir] = await Promise.all([
    startLocalS3('qc-replicas'),
    startSmtpServer(),
    mkdtemp(path.join(tmpdir(), 'qc-replicas-')),
  ]);
  // The compiled server (npm run build's API part): no TypeScript at run time.
  execFileSync(process.execPath, ['build.mjs'], { cwd: apiRoot, stdio: 'ignore' });
  const [portA, portB] = [await freePort(), await freePort()];
  // Started together on an empty database: both migrate and seed at once.
  const proxy = (pair.proxy = await startProxy(proxyOptions));
  // One public address for both, as behind a load balancer: cookies, origins and links agree.
  const a = (pair.a = await start(pair, 'a', portA, proxy.url));
  const b = (pair.b = await start(pair, 'b', portB, proxy.url));
  proxy.targets.push(a, b);
  await Promise.all([ready(a), ready(b)]);
  pair.readyAt = Date.now();
  // Every open demo action overdue and never reminded, before the first reminder run of either process.
  const client = new pg.Client({ connectionString: pair.databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update actions set due_date = current_date - 3, reminded_at = null where status in ('TODO', 'IN_PROGRESS')`,
    );
  } finally {
    await client.end();
  }
  return pair as ReplicaPair;
}

/**
 * One step of a rolling deploy (issue 33 item 5): SIGTERM to the process, its exit awaited (drained),
 * then the same build started again on the same port and awaited until ready. The proxy's entry is
 * replaced; `pair.a` or `pair.b` too. Returns how long the process took to stop and to start.
 */
export async function restartReplica(
  pair: ReplicaPair,
  replica: Replica,
): Promise<{ stopMs: number; startMs: number }> {
  const stoppingAt = Date.now();
  replica.child.kill('SIGTERM');
  const code = await replica.exited;
  if (code !== 0) throw new Error(`${replica.name} s'est arrêté avec le code ${code} :\n${replica.output.join('')}`);
  const startingAt = Date.now();
  const next = await start(pair, replica.name, Number(new URL(replica.url).port), pair.proxy.url);
  pair.proxy.targets.splice(pair.proxy.targets.indexOf(replica), 1, next);
  if (pair.a === replica) pair.a = next;
  if (pair.b === replica) pair.b = next;
  await ready(next);
  return { stopMs: startingAt - stoppingAt, startMs: Date.now() - startingAt };
}

export async function stopReplicaPair(pair: Partial<ReplicaPair>, serverUrl: string, databaseName: string) {
  for (const replica of [pair.a, pair.b]) {
    if (replica && replica.child.exitCode === null) {
      replica.child.kill('SIGTERM');
      await replica.exited;
    }
  }
  await pair.proxy?.close();
  await pair.smtp?.close();
  await pair.s3?.close();
  if (pair.dataDir) await rm(pair.dataDir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${databaseName}" with (force)`);
  await admin.end();
}
