import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Issue 13: what a `node --cpu-prof` profile of the server says, in a table
 * rather than a flame graph: self and total time per function, and self time
 * per module (our code, each npm package, Node's internals, the garbage
 * collector, idle). Run: `node --import tsx apps/bench/src/cpuprofile.ts
 * <file.cpuprofile> [--top 40] [--filter text]`.
 */

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
export type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

export type Row = { key: string; selfMs: number; totalMs: number };
export type Summary = {
  /** Wall time the profile covers, in ms. */
  durationMs: number;
  /** Time the thread was running (not idle), in ms. */
  busyMs: number;
  functions: Row[];
  modules: Row[];
};

/** node_modules/<package> (scoped or not), node:<internal>, our own code, or V8's own pseudo-frames. */
export function moduleOf(url: string, functionName: string): string {
  if (!url) return `(${functionName.replace(/[()]/g, '') || 'anonyme'})`;
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  if (url.startsWith('node:')) return url;
  const app = /apps\/([^/]+)\/(?:dist|src)\/(.*)$/.exec(url);
  if (app) return `@qc/${app[1]} ${app[2]!.replace(/^chunks\//, '')}`;
  if (url.includes('packages/shared/')) return '@qc/shared';
  return url;
}

function keyOf(frame: CallFrame): string {
  const where = frame.url
    ? `${frame.url.replace(/^file:\/\/.*?(node_modules|apps|packages)\//, '$1/')}:${frame.lineNumber + 1}`
    : '';
  return `${frame.functionName || '(anonyme)'} ${where}`.trim();
}

export function summarize(profile: CpuProfile): Summary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const moduleSelf = new Map<string, number>();
  const moduleTotal = new Map<string, number>();
  let busy = 0;
  let duration = 0;
  profile.samples.forEach((sampleId, index) => {
    // The delta before sample i+1 is the time spent in sample i (timeDeltas[0] is from startTime).
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    duration += ms;
    const leaf = byId.get(sampleId)!;
    const isIdle = leaf.callFrame.functionName === '(idle)';
    if (!isIdle) busy += ms;
    const leafKey = keyOf(leaf.callFrame);
    self.set(leafKey, (self.get(leafKey) ?? 0) + ms);
    const leafModule = moduleOf(leaf.callFrame.url, leaf.callFrame.functionName);
    moduleSelf.set(leafModule, (moduleSelf.get(leafModule) ?? 0) + ms);
    // Total time: each function or module once per sample, however deep its recursion.
    const seen = new Set<string>();
    const seenModules = new Set<string>();
    for (let id: number | undefined = sampleId; id !== undefined; id = parentOf.get(id)) {
      const frame = byId.get(id)!.callFrame;
      const key = keyOf(frame);
      if (!seen.has(key)) {
        seen.add(key);
        total.set(key, (total.get(key) ?? 0) + ms);
      }
      const module = moduleOf(frame.url, frame.functionName);
      if (!seenModules.has(module)) {
        seenModules.add(module);
        moduleTotal.set(module, (moduleTotal.get(module) ?? 0) + ms);
      }
    }
  });
  const rows = (selfMap: Map<string, number>, totalMap: Map<string, number>) =>
    [...totalMap.keys()]
      .map((key) => ({ key, selfMs: selfMap.get(key) ?? 0, totalMs: totalMap.get(key) ?? 0 }))
      .sort((a, b) => b.selfMs - a.selfMs);
  return {
    durationMs: duration,
    busyMs: busy,
    functions: rows(self, total),
    modules: rows(moduleSelf, moduleTotal),
  };
}

function format(summary: Summary, top: number, filter: string | undefined, requests: number | undefined): string {
  const busy = summary.busyMs;
  const pct = (ms: number) => `${((100 * ms) / busy).toFixed(1).padStart(5)} %`;
  const perRequest = (ms: number) => (requests ? `${((1000 * ms) / requests).toFixed(1).padStart(7)} µs/req` : '');
  const line = (row: Row) => `${pct(row.selfMs)} self ${pct(row.totalMs)} total ${perRequest(row.selfMs)}  ${row.key}`;
  const matches = (row: Row) => !filter || row.key.includes(filter);
  const out = [
    `durée ${summary.durationMs.toFixed(0)} ms, occupé ${busy.toFixed(0)} ms (${((100 * busy) / summary.durationMs).toFixed(0)} %)` +
      (requests ? `, ${requests} requêtes : ${((1000 * busy) / requests).toFixed(0)} µs de CPU par requête` : ''),
    '',
    'Modules (self, en % du temps occupé)',
    ...summary.modules
      .filter((row) => !row.key.startsWith('(idle'))
      .slice(0, top)
      .map(line),
    '',
    'Fonctions (self)',
    ...summary.functions
      .filter((row) => !row.key.startsWith('(idle') && matches(row))
      .slice(0, top)
      .map(line),
    '',
    'Fonctions (total)',
    ...[...summary.functions]
      .filter((row) => !row.key.startsWith('(idle') && matches(row))
      .sort((a, b) => b.totalMs - a.totalMs)
      .slice(0, top)
      .map(line),
  ];
  return out.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args.splice(index, 2)[1] : undefined;
  };
  const top = Number(option('top') ?? 40);
  const filter = option('filter');
  const requests = option('requests');
  const file = args[0];
  if (!file) {
    console.error('Usage : cpuprofile.ts <fichier.cpuprofile> [--top 40] [--filter texte] [--requests N]');
    process.exit(2);
  }
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  process.stdout.write(`${format(summarize(profile), top, filter, requests ? Number(requests) : undefined)}\n`);
}
