/**
 * Issue 33 item 6: the main screens as a phone opens them, measured with Lighthouse's own runner (mobile profile:
 * a Moto G Power's screen, slow 4G and a 4× slower CPU, simulated). The compiled server runs on the demo data,
 * as `npm start` does; each screen is measured signed in as the person who uses it (the sign-in page without a
 * session). Prints, for each screen, the performance score and the paints beside their targets.
 *
 *   npm run lighthouse          (builds the web and the API first)
 *   npm run lighthouse -w @qc/bench -- --runs 3 --only /,/action-plan
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signIn, startServer, type RunningServer } from './server.ts';

const TARGETS = { score: 90, lcpMs: 2500 };
const DEMO = {
  director: 'directrice@demo.qualite-conformite.fr',
  master: 'responsable@demo.qualite-conformite.fr',
};

const { values: options } = parseArgs({
  options: {
    /** Lighthouse's score moves from run to run: the median of `--runs` is kept. */
    runs: { type: 'string', default: '3' },
    /** A comma-separated subset of the screens' paths (`/auth/login,/`). */
    only: { type: 'string' },
    out: { type: 'string' },
  },
});
const runs = Number(options.runs);
if (!(Number.isInteger(runs) && runs > 0 && runs <= 9)) {
  console.error('Usage : npm run lighthouse -w @qc/bench -- [--runs 3] [--only /auth/login,/]');
  process.exit(2);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const log = (message: string) =>
  process.stdout.write(`[lighthouse ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

type Screen = { name: string; path: string; as: keyof typeof DEMO | null };
type Measure = { score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; siMs: number };

/** Each screen's last full report, to read what holds it back (the shifts, the LCP element, the main thread). */
const reportsDir = path.join(here, '../results/lighthouse');

/** The form of the director's evaluation in progress: the screen she answers on. */
async function evaluationInProgress(server: RunningServer, cookie: string): Promise<string> {
  const get = async <T>(url: string) => {
    const response = await fetch(`${server.url}${url}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${url} : ${response.status}`);
    return (await response.json()) as T;
  };
  const establishments = await get<{ items: Array<{ id: string }> }>('/api/v1/establishments?pageSize=100');
  for (const establishment of establishments.items) {
    const evaluations = await get<{ items: Array<{ formId: string }> }>(
      `/api/v1/evaluations?establishmentId=${establishment.id}&status=IN_PROGRESS`,
    );
    if (evaluations.items[0]) return evaluations.items[0].formId;
  }
  throw new Error('La démonstration n’a aucune auto-évaluation en cours pour la directrice');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function measure(port: number, url: string, cookie: string | null, report: string): Promise<Measure> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    // The default configuration is the mobile profile with simulated throttling.
    undefined,
  );
  if (!result) throw new Error(`Lighthouse n’a rien rendu pour ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url} : ${lhr.runtimeError.message}`);
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(path.join(reportsDir, `${report}.json`), JSON.stringify(lhr));
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    siMs: audit('speed-index'),
  };
}

async function main() {
  const repoRoot = path.resolve(here, '../../..');
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    console.error('L’application web n’est pas construite : npm run build (ou npm run lighthouse à la racine).');
    process.exit(2);
  }
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'qc-lighthouse-'));
  const server = await startServer({
    dataDir: workDir,
    databaseUrl: null,
    logFile: path.join(workDir, 'server.log'),
    secret: `lighthouse-${Math.random().toString(36).slice(2)}-secret-long-enough-for-better-auth`,
    seedDemo: true,
  });
  log(`serveur prêt en ${server.startMs.toFixed(0)} ms (${server.url}, données de démonstration)`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const cookies = {
      director: await signIn(server, DEMO.director),
      master: await signIn(server, DEMO.master),
    };
    const formId = await evaluationInProgress(server, cookies.director);
    const screens: Screen[] = [
      { name: 'Connexion', path: '/auth/login', as: null },
      { name: 'Accueil (Mes tâches)', path: '/', as: 'director' },
      { name: 'Auto-évaluation en cours', path: `/auto-evaluation/form/${formId}`, as: 'director' },
      { name: 'Plan d’action', path: '/action-plan', as: 'director' },
      { name: 'Vue de groupe', path: '/', as: 'master' },
    ];
    const wanted = options.only?.split(',');
    const rows: Array<Screen & Measure & { runs: number[] }> = [];
    for (const screen of screens.filter(
      (candidate) =>
        !wanted || wanted.some((path) => candidate.path === path || (path !== '/' && candidate.path.startsWith(path))),
    )) {
      const measures: Measure[] = [];
      for (let run = 0; run < runs; run++) {
        const report = `${screen.as ?? 'anonyme'}${screen.path.split('/').slice(0, 3).join('-') || '-accueil'}`;
        measures.push(
          await measure(chrome.port, `${server.url}${screen.path}`, screen.as ? cookies[screen.as] : null, report),
        );
      }
      const pick = (key: keyof Measure) => median(measures.map((one) => one[key]));
      const row = {
        ...screen,
        score: pick('score'),
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        siMs: pick('siMs'),
        runs: measures.map((one) => one.score),
      };
      rows.push(row);
      log(
        `${screen.name} : ${row.score} (${row.runs.join(', ')}), FCP ${(row.fcpMs / 1000).toFixed(1)} s, ` +
          `LCP ${(row.lcpMs / 1000).toFixed(1)} s, TBT ${row.tbtMs.toFixed(0)} ms, CLS ${row.cls.toFixed(3)}`,
      );
    }
    const table = [
      `| écran | score (cible ≥ ${TARGETS.score}) | FCP | LCP (cible ≤ ${TARGETS.lcpMs / 1000} s) | TBT | CLS | SI | atteint |`,
      '|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (row) =>
          `| ${row.name} | ${row.score} | ${(row.fcpMs / 1000).toFixed(1)} s | ${(row.lcpMs / 1000).toFixed(1)} s | ` +
          `${row.tbtMs.toFixed(0)} ms | ${row.cls.toFixed(3)} | ${(row.siMs / 1000).toFixed(1)} s | ` +
          `${row.score >= TARGETS.score && row.lcpMs <= TARGETS.lcpMs ? 'oui' : 'non'} |`,
      ),
    ].join('\n');
    process.stdout.write(
      `\nLighthouse ${runs} passage(s) par écran, médiane, profil mobile, charge ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' / ')}\n${table}\n`,
    );
    const outFile = path.resolve(options.out ?? path.join(here, '../results/lighthouse.json'));
    mkdirSync(path.dirname(outFile), { recursive: true });
    writeFileSync(outFile, `${JSON.stringify({ date: new Date().toISOString(), targets: TARGETS, rows }, null, 2)}\n`);
    log(`résultats : ${outFile}`);
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
