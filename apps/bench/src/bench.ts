import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { installFrenchMessages } from '@qc/shared/validation/messages';
import { openDatabase } from '../../api/src/db/client.ts';
import { seedDefaultLibraryIfEmpty } from '../../api/src/seed/library.ts';
import { measureCampaign } from './campaign.ts';
import { seedCampaign } from './campaign-seed.ts';
import { IMPORT_CLIENT_SQL, measureImport, verifyImport, type ImportMeasures } from './import.ts';
import { createMeasures } from './measure.ts';
import { BENCH, countsAt, seedRange, type Counts } from './seed.ts';
import { BENCH_DIRECTOR } from './seed-features.ts';
import { memoryOf, signIn, startServer } from './server.ts';
import { buildRows } from './report.ts';
import { formatTable } from './report-table.ts';
import { type Measures } from './report-measures.ts';

const { values: options } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '32' },
    database: { type: 'string', default: 'qc_bench' },
    out: { type: 'string' },
    keep: { type: 'boolean', default: false },
    /** Issue 33: the campaign day's numbers of concurrent writers (full size only); `--campaign 8,64` for a quick run. */
    campaign: { type: 'string', default: '8,64,256' },
    /**
     * `campaign`: only the campaign day and the sequential save, at full size (seeded as always).
     * `import` (issue 32): only the import of a 5,000-row workbook into an empty client, the data seeded at --scale.
     */
    only: { type: 'string' },
    /** A folder: the server runs with `node --cpu-prof` and writes its profile there (read it with cpuprofile.ts). */
    'cpu-prof': { type: 'string' },
    /** Issue 33 item 4: a campaign day of this many seconds after the levels, the server's RSS before and after (600: the 10-minute run). */
    'campaign-duration': { type: 'string', default: '30' },
  },
});
const scale = Number(options.scale);
const seconds = Number(options.duration);
const connections = Number(options.connections);
const campaignLevels = options.campaign === '' ? [] : options.campaign!.split(',').map(Number);
const only = options.only;
const campaignDuration = Number(options['campaign-duration']);
if (
  !(scale > 0) ||
  !(seconds > 0) ||
  !(connections > 0) ||
  !(campaignDuration >= 0) ||
  !campaignLevels.every((level) => Number.isInteger(level) && level > 0) ||
  (only !== undefined && only !== 'campaign' && only !== 'import') ||
  (only !== 'import' && Math.max(0, ...campaignLevels) > countsAt(scale).establishments)
) {
  console.error(
    'Usage : npm run bench -- [--scale 0.1] [--duration 8] [--connections 32] [--database qc_bench] [--campaign 8,64,256] [--campaign-duration 30] [--only campaign|import]\n' +
      '(autant d’établissements que de rédactrices : --campaign ≤ établissements à cette échelle)',
  );
  process.exit(2);
}
const here = path.dirname(fileURLToPath(import.meta.url));
const outFile = path.resolve(options.out ?? path.join(here, '../results/latest.json'));
const workDir = mkdtempSync(path.join(os.tmpdir(), 'qc-bench-'));
const log = (message: string) => process.stdout.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

installFrenchMessages();

/**
 * DATABASE_URL: a fresh database `--database` (qc_bench) on that server,
 * dropped and created again; without it, PGlite in a temporary folder.
 */
async function prepareDatabase(): Promise<string | null> {
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  const name = options.database!;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nom de base invalide : ${name}`);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function seed(databaseUrl: string | null, from: Counts | null, to: Counts, writers: number): Promise<number> {
  const startedAt = performance.now();
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? null : workDir });
  try {
    if (!from) {
      await database.migrate();
      // The default library, as the server's first start imports it: its forms apply to the establishments too.
      await seedDefaultLibraryIfEmpty(database.db);
    }
    const timings = await seedRange(database.db, from, to);
    log(
      `  par table : ${[...timings]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, ms]) => `${kind} ${ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(1)} s`}`)
        .join(', ')}`,
    );
    if (writers > 0) await seedCampaign(database.db, writers);
    if (only === 'import') await database.db.execute(sql.raw(IMPORT_CLIENT_SQL));
  } finally {
    await database.close();
  }
  return performance.now() - startedAt;
}

/** From listening to at rest: the PDF thread's start and warm-up render (about 1 s alone, more on a busy machine). */
const REST_SETTLE_MS = 8000;

const { measurePhase } = createMeasures({ connections, seconds, log });

async function main() {
  const databaseUrl = await prepareDatabase();
  const databaseKind = databaseUrl ? 'postgres' : 'pglite';
  const secret = `bench-${Math.random().toString(36).slice(2)}-secret-long-enough-for-better-auth`;
  const measures: Measures = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      loadAverage: os.loadavg(),
      totalMemoryMb: os.totalmem() / 2 ** 20,
      node: process.version,
    },
    database: databaseKind,
    scale,
    seconds,
    connections,
    phases: [],
  };
  const steps = [
    { label: '1/10', counts: countsAt(scale / 10), full: false },
    { label: 'complet', counts: countsAt(scale), full: true },
  ].filter((step) => step.full || only === undefined);
  let previous: Counts | null = null;
  try {
    for (const step of steps) {
      log(`données ${step.label} : ${JSON.stringify(step.counts)} (${databaseKind})`);
      const writers = step.full && only !== 'import' ? Math.max(0, ...campaignLevels) : 0;
      const seedMs = await seed(databaseUrl, previous, step.counts, writers);
      log(`données insérées en ${(seedMs / 1000).toFixed(1)} s`);
      previous = step.counts;
      const server = await startServer({
        dataDir: workDir,
        databaseUrl,
        logFile: path.join(workDir, `server-${step.label.replace('/', '-')}.log`),
        secret,
        nodeArgs: options['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options['cpu-prof'])}`] : [],
      });
      log(`serveur ${server.mode} prêt en ${server.startMs.toFixed(0)} ms (${server.url})`);
      let imported: ImportMeasures | null = null;
      // Issue 33 item 4: the server at rest, once its PDF thread has started and warmed up (a few seconds after listening).
      await new Promise((resolve) => setTimeout(resolve, REST_SETTLE_MS));
      const restMemory = memoryOf(server.pid);
      log(`mémoire au repos : ${restMemory ? `${restMemory.rssMb.toFixed(0)} Mo` : 'non mesurée'}`);
      try {
        const cookie = await signIn(server, BENCH.adminEmail);
        if (only === 'import') {
          imported = await measureImport(server, cookie, log);
          continue;
        }
        const as = {
          manager: await signIn(server, BENCH.managerEmail),
          director: await signIn(server, BENCH_DIRECTOR.email),
        };
        const phase = await measurePhase(server, cookie, as, step.label, step.full, only === 'campaign');
        if (writers > 0) {
          const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? null : workDir });
          try {
            const campaign = await measureCampaign(server, database.db, campaignLevels, seconds, log, campaignDuration);
            phase.campaign = campaign.levels;
            if (campaign.memory) phase.campaignMemory = campaign.memory;
          } finally {
            await database.close();
          }
        }
        measures.phases.push({
          label: step.label,
          counts: step.counts,
          seedMs,
          serverMode: server.mode,
          ...phase,
          restMemory,
        });
      } finally {
        await server.stop();
        if (imported) {
          // Read once the server has stopped: PGlite's folder is one process's.
          const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? null : workDir });
          try {
            measures.import = { ...imported, verified: await verifyImport(database.db, imported) };
          } finally {
            await database.close();
          }
        }
      }
    }
  } finally {
    if (!options.keep) rmSync(workDir, { recursive: true, force: true });
    else log(`dossier conservé : ${workDir}`);
  }
  const rows = buildRows(measures);
  process.stdout.write(`\n${formatTable(rows)}\n`);
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify({ ...measures, rows }, null, 2)}\n`);
  log(`résultats : ${outFile}`);
}

await main();
