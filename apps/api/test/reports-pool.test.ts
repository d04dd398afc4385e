import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPCError } from '@orpc/server';
import { createReportPool, REPORT_QUEUE_FULL, REPORT_TIMED_OUT } from '../src/reports/pool.ts';
import type { TestContext } from './support/app.ts';
import { openTenantsContext } from './support/context.ts';
import { seedReportEvaluation } from './support/reports.ts';

/**
 * Issue 13 item 2: PDFs render in worker threads. Whatever the PDFs cost, the
 * request thread stays free (/healthz answers at once), and past the queue limit a
 * report is refused with a French 503 instead of piling up.
 */

type Seeded = { t: TestContext; director: string; evaluationId: string };

/** A completed two-question evaluation of Crèche A1 with one action, as in reports.test.ts. */
async function seed(options: Parameters<typeof openTenantsContext>[0] = {}): Promise<Seeded> {
  const { t, tenants, cookies } = await openTenantsContext({ ...options, signIn: ['admin', 'directorA'] });
  return { t, director: cookies.directorA, evaluationId: await seedReportEvaluation(t, tenants, cookies) };
}

async function download({ t, director, evaluationId }: Seeded) {
  const response = await t.app.request(`/api/v1/evaluations/${evaluationId}/report`, { headers: { cookie: director } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    bytes,
    text: new TextDecoder('latin1').decode(bytes),
    finishedAt: performance.now(),
  };
}

function expectEvaluationPdf(result: Awaited<ReturnType<typeof download>>) {
  expect(result.status).toBe(200);
  expect(result.text.startsWith('%PDF-')).toBe(true);
  expect(result.text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
  expect(result.text).not.toContain('/Helvetica');
  expect(result.bytes.byteLength).toBeGreaterThan(5_000);
}

/**
 * /healthz latency as a client sees it: from when the call is due (after a pause) to its
 * answer. Timing only the call would miss the wait of a blocked event loop, which
 * happens before the call can even start.
 */
async function probeHealth(app: TestContext['app'], pauseMs: number): Promise<number> {
  const due = performance.now() + pauseMs;
  await sleep(pauseMs);
  const response = await app.request('/healthz');
  expect(response.status).toBe(200);
  return performance.now() - due;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PDF rendering off the request path', () => {
  let seeded: Seeded;
  beforeAll(async () => {
    seeded = await seed();
  }, 60_000);
  afterAll(() => seeded?.t.close());

  it('answers /healthz within 100 ms while 4 evaluation PDFs render', async () => {
    const { t } = seeded;
    let rendering = 4;
    const renders = Array.from({ length: 4 }, () =>
      download(seeded).finally(() => {
        rendering -= 1;
      }),
    );
    // Once the 4 requests have read their data and handed their model to the pool (reading
    // is async I/O on the request thread, like any request), one call, then 20 more while
    // the PDFs render.
    while (t.reports.inFlight < 4) await sleep(1);
    const first = await probeHealth(t.app, 1);
    const latencies: number[] = [];
    for (let i = 0; i < 20; i++) latencies.push(await probeHealth(t.app, 10));
    // The figures mean something only if the PDFs were still rendering meanwhile.
    const stillRendering = rendering;
    const results = await Promise.all(renders);
    for (const result of results) expectEvaluationPdf(result);
    const sorted = [...latencies].sort((a, b) => a - b);
    const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1]!;
    console.log(
      `/healthz pendant 4 PDF : première ${first.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms sur 20 appels, ${stillRendering} PDF encore en cours après le dernier`,
    );
    expect(stillRendering).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(100);
    expect(p95).toBeLessThanOrEqual(100);
  });

  it('still renders the evaluation PDF with the embedded font, one after another', async () => {
    for (let i = 0; i < 2; i++) expectEvaluationPdf(await download(seeded));
  });
});

describe('a full render queue', () => {
  let seeded: Seeded;
  beforeAll(async () => {
    // One thread and one waiting render: a third concurrent report must be refused.
    seeded = await seed({ reports: { threads: 1, maxQueue: 1 } });
  }, 60_000);
  afterAll(() => seeded?.t.close());

  it('answers 503 with a French message, and the queue serves again once drained', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const response = await seeded.t.app.request(`/api/v1/evaluations/${seeded.evaluationId}/report`, {
          headers: { cookie: seeded.director },
        });
        return { status: response.status, body: await response.text() };
      }),
    );
    const refused = responses.filter((response) => response.status === 503);
    const served = responses.filter((response) => response.status === 200);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(served.length).toBeGreaterThanOrEqual(1);
    expect(refused.length + served.length).toBe(5);
    for (const response of refused) {
      expect(JSON.parse(response.body)).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        status: 503,
        message: REPORT_QUEUE_FULL,
      });
    }
    expectEvaluationPdf(await download(seeded));
  });
});

describe('a render that takes too long', () => {
  it('is cancelled with a French 503', async () => {
    const pool = createReportPool({ threads: 1, maxQueue: 1, timeoutMs: 1 });
    try {
      const error = await pool
        .render({ kind: 'evaluation', data: {} as never })
        .then(() => null)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ORPCError);
      expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, message: REPORT_TIMED_OUT });
    } finally {
      await pool.close();
    }
  });
});
