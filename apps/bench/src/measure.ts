import { benchFloorPairs } from '../../api/src/http/bench-floors.ts';
import { load, sequential, summarize, type Load } from './load.ts';
import type { PhaseMeasures } from './report-measures.ts';
import { BENCH } from './seed.ts';
import { BENCH_DIRECTOR } from './seed-features.ts';
import { memoryOf, type RunningServer } from './server.ts';
import { measurePageJs } from './web.ts';

export type MeasureOptions = { connections: number; seconds: number; log: (message: string) => void };

/** The measures of one phase (lists, last page, overview, saves, then reports and page JavaScript when full), each beside its floor. */
export function createMeasures({ connections, seconds, log }: MeasureOptions) {
  // Each list beside its floor, as test/bench-floors.test.ts proves them equivalent.
  const LISTS = benchFloorPairs({
    establishmentId: BENCH.establishmentId,
    clientId: BENCH.clientId,
    formId: BENCH.form100Id,
    directorId: BENCH_DIRECTOR.id,
    managerId: BENCH.managerId,
  });

  const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

  async function measureLoad(server: RunningServer, pathname: string, cookie?: string): Promise<Load> {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    // Warm-up: the first requests pay JIT compilation and cold caches.
    for (let index = 0; index < 20; index++) {
      const response = await fetch(`${server.url}${pathname}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${pathname} : ${response.status}`);
    }
    const result = await load(`${server.url}${pathname}`, { connections, seconds, headers });
    log(
      `${pathname.padEnd(78)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms` +
        (result.failures ? `  ÉCHECS ${result.failures}` : ''),
    );
    return result;
  }

  /** Sequential saves of the in-progress evaluation, each naming the version the previous one returned. */
  async function measureSaves(
    server: RunningServer,
    cookie: string,
    count: number,
  ): Promise<{ product: Load; floor: Load }> {
    const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
    const detail = (await (
      await fetch(`${server.url}/api/v1/evaluations/${BENCH.savingEvaluationId}`, { headers })
    ).json()) as { answers?: Array<{ questionKey: string; version: number }> };
    const versions = new Map((detail.answers ?? []).map((answer) => [answer.questionKey, answer.version]));
    const keyOf = (index: number) => `q${String(1 + (index % 100)).padStart(3, '0')}`;
    const save = async (index: number) => {
      const key = keyOf(index);
      const response = await fetch(`${server.url}/api/v1/evaluations/${BENCH.savingEvaluationId}/answers/${key}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ value: index % 2 === 0, expectedVersion: versions.get(key) ?? 0 }),
      });
      const body = (await response.json()) as { version?: number };
      if (response.ok && typeof body.version === 'number') versions.set(key, body.version);
      return response.ok;
    };
    for (let index = 0; index < 10; index++) await save(index);
    const product = await sequential(count, save);
    const floor = await sequential(count, async (index) => {
      const response = await fetch(
        `${server.url}/bench/floor/answers/${BENCH.savingEvaluationId}-${1 + (index % 100)}`,
        {
          method: 'PUT',
        },
      );
      await response.arrayBuffer();
      return response.ok;
    });
    log(`enregistrement d'une réponse : p50 ${product.p50.toFixed(1)} ms (plancher ${floor.p50.toFixed(1)} ms)`);
    return { product, floor };
  }

  const REPORTS = {
    evaluation100: `/api/v1/evaluations/${BENCH.completedEvaluationId}/report`,
    evaluation150: `/api/v1/evaluations/${BENCH.largeEvaluationId}/report`,
    synthesis: `/api/v1/establishments/${BENCH.establishmentId}/report`,
    // Issue 33 item 3: the group client's board report, as its CLIENT_MASTER (events included), the last 12 months.
    board: '/api/v1/group/board-report',
  } as const;

  async function download(server: RunningServer, cookie: string, pathname: string): Promise<boolean> {
    const response = await fetch(`${server.url}${pathname}`, { headers: { cookie } });
    const body = await response.arrayBuffer();
    return response.ok && body.byteLength > 1000;
  }

  async function measureReports(server: RunningServer, adminCookie: string, managerCookie: string) {
    const reports: Record<string, Load> = {};
    for (const [name, pathname] of Object.entries(REPORTS)) {
      const cookie = name === 'board' ? managerCookie : adminCookie;
      await download(server, cookie, pathname);
      reports[name] = await sequential(5, () => download(server, cookie, pathname));
      log(`PDF ${name} : p50 ${reports[name]!.p50.toFixed(0)} ms, max ${reports[name]!.max.toFixed(0)} ms`);
    }
    // /healthz one after another while four reports render at once (issue 13: nobody waits for another's PDF).
    const latencies: number[] = [];
    let rendering = true;
    const downloads = Promise.all(
      [REPORTS.evaluation100, REPORTS.evaluation150, REPORTS.synthesis, REPORTS.evaluation100].map((pathname) =>
        download(server, adminCookie, pathname),
      ),
    ).finally(() => (rendering = false));
    const renderStartedAt = performance.now();
    while (rendering) {
      const before = performance.now();
      const response = await fetch(`${server.url}/healthz`);
      await response.arrayBuffer();
      latencies.push(performance.now() - before);
    }
    const succeeded = (await downloads).filter(Boolean).length;
    const healthzDuringPdf = {
      ...summarize(latencies),
      samples: latencies.length,
      renderMs: performance.now() - renderStartedAt,
      pdfs: succeeded,
    };
    log(
      `/healthz pendant 4 PDF : max ${healthzDuringPdf.max.toFixed(1)} ms sur ${latencies.length} requêtes (${succeeded}/4 PDF)`,
    );
    return { reports, healthzDuringPdf };
  }

  async function measurePhase(
    server: RunningServer,
    cookie: string,
    /** The group client's CLIENT_MASTER and the bench establishment's DIRECTOR, signed in. */
    as: { manager: string; director: string },
    label: string,
    full: boolean,
    savesOnly = false,
  ): Promise<PhaseMeasures> {
    log(`— mesures ${label} —`);
    if (savesOnly) {
      // `--only campaign`: the sequential save beside its floor, then the campaign day (bench.ts).
      return {
        startMs: server.startMs,
        startLog: server.startLog,
        healthz: await measureLoad(server, '/healthz'),
        bare: await measureLoad(server, '/bench/floor/bare'),
        lists: {},
        save: await measureSaves(server, cookie, 100),
      };
    }
    const phase: PhaseMeasures = {
      startMs: server.startMs,
      startLog: server.startLog,
      healthz: await measureLoad(server, '/healthz'),
      bare: await measureLoad(server, '/bench/floor/bare'),
      lists: {},
    };
    for (const list of LISTS) {
      // « Mes tâches » and the board report have no pages: bounded per kind, one group's figures.
      const paged = (url: string) => ('paged' in list ? url : withQuery(url, 'pageSize=50'));
      const product = await measureLoad(server, paged(list.product), 'as' in list ? as[list.as] : cookie);
      const floor = await measureLoad(server, paged(list.floor));
      phase.lists[list.name] = { product, floor };
    }
    const first = (await (
      await fetch(`${server.url}/api/v1/establishments?pageSize=50`, { headers: { cookie } })
    ).json()) as { total: number };
    const lastPage = Math.max(1, Math.ceil(first.total / 50));
    phase.lastPage = {
      page: lastPage,
      product: await measureLoad(server, `/api/v1/establishments?pageSize=50&page=${lastPage}`, cookie),
      floor: await measureLoad(server, `/bench/floor/lists/establishments?pageSize=50&page=${lastPage}`),
    };
    phase.overview = {
      product: await measureLoad(server, `/api/v1/establishments/${BENCH.establishmentId}/evaluation-overview`, cookie),
      floor: await measureLoad(server, `/bench/floor/evaluation-overview/${BENCH.establishmentId}`),
    };
    phase.save = await measureSaves(server, cookie, 100);
    if (full) {
      Object.assign(phase, await measureReports(server, cookie, as.manager));
      const pages = await measurePageJs(server.url, ['/auth/login', '/'], cookie).catch((error: Error) => {
        log(`JavaScript des pages non mesuré : ${error.message}`);
        return null;
      });
      if (pages) phase.pageJs = pages;
    }
    phase.memory = memoryOf(server.pid);
    return phase;
  }

  return { measurePhase };
}
