import { readFileSync } from 'node:fs';
import type { Database } from '../../api/src/db/client.ts';
import { percentile } from './load.ts';
import { memoryOf, type RunningServer } from './server.ts';
import {
  QUESTION_COUNT,
  type Writer,
  campaignEvaluationId,
  keyOf,
  signInWriters,
  valueOf,
  writerId,
} from './campaign-seed.ts';

/**
 * Issue 33 item 1, campaign day: one evaluation in progress per establishment (establishments 1…N of the bench),
 * each answered by its own DIRECTOR through her own session, every question type, each save naming the version the
 * previous save of that question returned (the optimistic token a browser sends). The same saves go to the floor
 * (`/bench/floor/campaign/…`): the save's own statements through the same pool, behind a bare route.
 */
export type CampaignLoad = {
  writers: number;
  seconds: number;
  saves: number;
  savesPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers neither 200 nor a 409 of a real conflict, and network errors. */
  errors: number;
  /** 409s: each writer saves only her own evaluation, so none is expected. */
  conflicts: number;
  /** The server process's user + system CPU over the run, per save, in ms (/proc, every thread). */
  cpuMsPerSave: number;
  loadAverage: number;
};

function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * `writers.length` writers, each saving her evaluation's questions one after another without pause for
 * `seconds` (closed loop), against the product's route or the floor. Versions carry over between runs: each
 * writer's map of question → version is kept in `versions`.
 */
export async function runCampaign(
  server: RunningServer,
  writers: Writer[],
  seconds: number,
  target: 'product' | 'floor',
  versions: Map<string, number>,
): Promise<CampaignLoad> {
  const latencies: number[] = [];
  let errors = 0;
  let conflicts = 0;
  let turn = 0;
  const firstError: string[] = [];
  const save = async (writer: Writer, index: number) => {
    const evaluationId = campaignEvaluationId(writer.n);
    const key = keyOf(index);
    const versionKey = `${evaluationId}/${key}`;
    const url =
      target === 'product'
        ? `${server.url}/api/v1/evaluations/${evaluationId}/answers/${key}`
        : `${server.url}/bench/floor/campaign/${evaluationId}/answers/${key}?as=${writerId(writer.n)}` +
          `&establishmentId=${writer.establishmentId}&clientId=${writer.clientId}`;
    const value = valueOf(index, turn++);
    const started = performance.now();
    try {
      const response = await fetch(url, {
        method: 'PUT',
        headers: { cookie: writer.cookie, origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({
          value,
          comment: index % 3 === 0 ? `Vérifié sur place le ${new Date().toLocaleDateString('fr-FR')}.` : null,
          expectedVersion: versions.get(versionKey) ?? 0,
        }),
      });
      const body = (await response.json()) as {
        version?: number;
        message?: string;
        data?: { current?: { version?: number } };
      };
      latencies.push(performance.now() - started);
      if (response.ok && typeof body.version === 'number') versions.set(versionKey, body.version);
      else if (response.status === 409) {
        conflicts++;
        // As the page does: the saved answer comes with the 409, its version is the one to edit next.
        if (typeof body.data?.current?.version === 'number') versions.set(versionKey, body.data.current.version);
      } else {
        errors++;
        if (firstError.length < 3) firstError.push(`${response.status} ${body.message ?? ''}`);
      }
    } catch (error) {
      errors++;
      if (firstError.length < 3) firstError.push(String(error));
    }
  };
  const deadline = performance.now() + seconds * 1000;
  const cpuBefore = cpuMsOf(server.pid);
  const startedAt = performance.now();
  await Promise.all(
    writers.map(async (writer, offset) => {
      // Each writer starts at her own question, then goes through the form in order.
      for (let index = offset % QUESTION_COUNT; performance.now() < deadline; index = (index + 1) % QUESTION_COUNT) {
        await save(writer, index);
      }
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  const cpuMs = cpuMsOf(server.pid) - cpuBefore;
  const sorted = latencies.sort((a, b) => a - b);
  if (firstError.length) process.stdout.write(`  erreurs (${target}) : ${firstError.join(' | ')}\n`);
  return {
    writers: writers.length,
    seconds: elapsed,
    saves: sorted.length,
    savesPerSecond: sorted.length / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    errors,
    conflicts,
    cpuMsPerSave: sorted.length ? cpuMs / sorted.length : Number.NaN,
    loadAverage: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
  };
}

export type CampaignLevel = { writers: number; product: CampaignLoad; floor: CampaignLoad };

/**
 * Issue 33 item 4: the server's resident memory before and after a campaign day. `before` is taken once the
 * levels have run (the pools, caches and compiled code are warm: their growth is not a leak), `after` once a
 * run of `seconds` at `writers` writers has ended and the server has had a few seconds to settle.
 */
export type CampaignMemory = {
  writers: number;
  seconds: number;
  saves: number;
  errors: number;
  beforeMb: number;
  afterMb: number;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 5000));

/** Every level (8, 64, 256 writers by default): product then floor, each after a short warm-up of its own. */
export async function measureCampaign(
  server: RunningServer,
  db: Database,
  levels: number[],
  seconds: number,
  log: (message: string) => void,
  /** The memory run's length (`--campaign-duration`, s); 0: none. */
  soakSeconds = 0,
): Promise<{ levels: CampaignLevel[]; memory: CampaignMemory | null }> {
  const most = Math.max(...levels);
  const startedAt = performance.now();
  const writers = await signInWriters(server, db, most);
  log(
    `journée de campagne : ${writers.length} rédactrices connectées en ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  const versions = new Map<string, number>();
  const results: CampaignLevel[] = [];
  const line = (label: string, load: CampaignLoad) =>
    `${label.padEnd(9)} ${load.savesPerSecond.toFixed(0).padStart(5)} enreg./s  p50 ${load.p50.toFixed(1)} ms  p95 ${load.p95.toFixed(1)} ms  p99 ${load.p99.toFixed(1)} ms  ` +
    `erreurs ${load.errors}  409 ${load.conflicts}  CPU ${load.cpuMsPerSave.toFixed(2)} ms/enreg.  charge ${load.loadAverage.toFixed(2)}`;
  for (const level of levels) {
    const group = writers.slice(0, level);
    await runCampaign(server, group, 1, 'product', versions);
    const product = await runCampaign(server, group, seconds, 'product', versions);
    await runCampaign(server, group, 1, 'floor', versions);
    const floor = await runCampaign(server, group, seconds, 'floor', versions);
    log(`campagne ${String(level).padStart(3)} rédactrices : ${line('produit', product)}`);
    log(`campagne ${String(level).padStart(3)} rédactrices : ${line('plancher', floor)}`);
    results.push({ writers: level, product, floor });
  }
  if (!(soakSeconds > 0)) return { levels: results, memory: null };
  // The memory run: 64 writers (the campaign day), or fewer when fewer were signed in.
  const group = writers.slice(0, Math.min(64, writers.length));
  await settle();
  const before = memoryOf(server.pid);
  log(
    `journée de campagne (mémoire) : ${group.length} rédactrices pendant ${soakSeconds} s, RSS avant ${before?.rssMb.toFixed(0)} Mo`,
  );
  const run = await runCampaign(server, group, soakSeconds, 'product', versions);
  await settle();
  const after = memoryOf(server.pid);
  if (!before || !after) return { levels: results, memory: null };
  log(
    `journée de campagne (mémoire) : ${run.saves} enregistrements, ${run.errors} erreurs, ` +
      `RSS ${before.rssMb.toFixed(0)} → ${after.rssMb.toFixed(0)} Mo`,
  );
  return {
    levels: results,
    memory: {
      writers: group.length,
      seconds: run.seconds,
      saves: run.saves,
      errors: run.errors,
      beforeMb: before.rssMb,
      afterMb: after.rssMb,
    },
  };
}
