import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { installFrenchMessages } from '@qc/shared/validation/messages';
import { summarize, type CpuProfile } from './cpuprofile.ts';
import { openDatabase } from '../../api/src/db/client.ts';
import { runCampaign } from './campaign.ts';
import { signInWriters } from './campaign-seed.ts';
import { load } from './load.ts';
import { BENCH } from './seed.ts';
import { signIn, startServer } from './server.ts';

/** User + system CPU time of a process so far, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Issue 13 item 6: the server under load with `node --cpu-prof`, to read
 * where a request's time goes. Runs against a database `npm run bench`
 * seeded (`--keep` not needed: the database stays), e.g.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/qc_bench npm run profile -w @qc/bench -- /healthz /api/v1/establishments?pageSize=50
 * Each path gets its own server process and profile (in --dir), then the
 * summary of apps/bench/src/cpuprofile.ts with the CPU time per request.
 */
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    dir: { type: 'string', default: path.join(process.cwd(), 'profiles') },
    top: { type: 'string', default: '30' },
    /** Without it, only the CPU time per request (/proc), no profile: what the profiler itself costs is not counted. */
    'no-profile': { type: 'boolean', default: false },
    /** Accept-Encoding sent under load (`identity`: what compression costs, by difference). */
    encoding: { type: 'string', default: 'br, gzip' },
  },
});
installFrenchMessages();

const dir = path.resolve(options.dir!);
mkdirSync(dir, { recursive: true });
for (const pathname of positionals.length ? positionals : ['/healthz']) {
  const name =
    pathname
      .replace(/^\//, '')
      .replace(/[^a-zA-Z0-9]+/g, '-')
      .slice(0, 60) || 'racine';
  const before = new Set(readdirSync(dir));
  const server = await startServer({
    dataDir: dir,
    databaseUrl: process.env.DATABASE_URL ?? null,
    logFile: path.join(dir, `${name}.log`),
    secret: `profile-${Math.random().toString(36).slice(2)}-secret-long-enough-for-better-auth`,
    nodeArgs: options['no-profile']
      ? []
      : ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`],
  });
  let requests = 0;
  try {
    const campaign = /^campaign:(\d+)$/.exec(pathname);
    if (campaign) {
      // Issue 33: `campaign:8` profiles the campaign day's saves (8 writers), on a database the bench seeded.
      const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? null, dataDir: dir });
      try {
        const writers = await signInWriters(server, database.db, Number(campaign[1]));
        const versions = new Map<string, number>();
        await runCampaign(server, writers, 3, 'product', versions);
        const cpuBefore = cpuMsOf(server.pid);
        const result = await runCampaign(server, writers, Number(options.duration), 'product', versions);
        requests = result.saves;
        process.stdout.write(
          `${pathname} : ${result.savesPerSecond.toFixed(0)} enreg./s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, erreurs ${result.errors}, 409 ${result.conflicts}, ` +
            `CPU du serveur ${((1000 * (cpuMsOf(server.pid) - cpuBefore)) / result.saves).toFixed(0)} µs par enregistrement (charge ${result.loadAverage})\n`,
        );
      } finally {
        await database.close();
      }
    } else {
      const cookie = pathname.startsWith('/api/') ? await signIn(server, BENCH.adminEmail) : undefined;
      const headers: Record<string, string> = { 'accept-encoding': options.encoding!, ...(cookie ? { cookie } : {}) };
      for (let index = 0; index < 50; index++)
        await (await fetch(`${server.url}${pathname}`, { headers })).arrayBuffer();
      // The PDF render threads start once the server listens (~1 s of CPU each): measured after them.
      for (let waited = 0; waited < 20_000; waited += 500) {
        const before = cpuMsOf(server.pid);
        await new Promise((resolve) => setTimeout(resolve, 500));
        if (cpuMsOf(server.pid) - before < 50) break;
      }
      const cpuBefore = cpuMsOf(server.pid);
      const result = await load(`${server.url}${pathname}`, {
        connections: Number(options.connections),
        seconds: Number(options.duration),
        headers,
      });
      // Real CPU time (all the server's threads: compression and the pool's), unlike the profile's
      // samples, which count the time the main thread waited for a core on a shared machine.
      const cpuPerRequest = (1000 * (cpuMsOf(server.pid) - cpuBefore)) / result.requests;
      requests = result.requests + 50;
      process.stdout.write(
        `${pathname} : ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, échecs ${result.failures}, CPU du serveur ${cpuPerRequest.toFixed(0)} µs par requête\n`,
      );
    }
  } finally {
    await server.stop();
  }
  if (options['no-profile']) continue;
  const written = readdirSync(dir)
    .filter((file) => file.endsWith('.cpuprofile') && !before.has(file) && file.startsWith(name))
    .map((file) => path.join(dir, file))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  if (!written[0]) throw new Error(`Aucun profil écrit dans ${dir}`);
  const summary = summarize(JSON.parse(readFileSync(written[0], 'utf8')) as CpuProfile);
  const top = Number(options.top);
  const pct = (ms: number) => `${((100 * ms) / summary.busyMs).toFixed(1).padStart(5)} %`;
  const us = (ms: number) => `${((1000 * ms) / requests).toFixed(1).padStart(7)} µs/req`;
  process.stdout.write(
    [
      `${written[0]} : occupé ${summary.busyMs.toFixed(0)} ms sur ${summary.durationMs.toFixed(0)} ms, ${requests} requêtes, ${((1000 * summary.busyMs) / requests).toFixed(0)} µs de CPU par requête (serveur)`,
      'Modules (self / total)',
      ...summary.modules
        .filter((row) => row.key !== '(idle)')
        .slice(0, top)
        .map((row) => `${pct(row.selfMs)} ${pct(row.totalMs)} ${us(row.selfMs)}  ${row.key}`),
      'Fonctions (self / total)',
      ...summary.functions
        .filter((row) => row.key !== '(idle)')
        .slice(0, top)
        .map((row) => `${pct(row.selfMs)} ${pct(row.totalMs)} ${us(row.selfMs)}  ${row.key}`),
      '',
    ].join('\n'),
  );
}
