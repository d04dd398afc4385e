import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forms } from '../src/db/schema-questionnaires.ts';
import { BENCH_FLOOR_LISTS, benchFloorPairs, shouldMountBenchFloors } from '../src/http/bench-floors.ts';
import { createTestContext, type TestContext } from './support/app.ts';
import { download, openBoardReportContext } from './support/board-report.ts';
import { createTenants, insertMember } from './support/fixtures.ts';

/**
 * Issue 13: the bench's floors read without a session, so they exist only
 * while benchmarking (BENCH_FLOORS=1), never in production, and then answer
 * what the product's own list answers: every list the bench measures
 * (benchFloorPairs, issue 34 item 14), on data where each has rows to show.
 */

describe('bench floors', () => {
  it('are mounted only with BENCH_FLOORS=1 outside production', () => {
    expect(shouldMountBenchFloors({})).toBe(false);
    expect(shouldMountBenchFloors({ BENCH_FLOORS: 'true' })).toBe(false);
    expect(shouldMountBenchFloors({ BENCH_FLOORS: '1' })).toBe(true);
    expect(shouldMountBenchFloors({ BENCH_FLOORS: '1', NODE_ENV: 'production' })).toBe(false);
  });

  describe('without BENCH_FLOORS', () => {
    let t: TestContext;
    beforeAll(async () => {
      delete process.env.BENCH_FLOORS;
      t = await createTestContext();
      await createTenants(t.db);
    });
    afterAll(async () => t?.close());

    it('answers no floor', async () => {
      for (const path of ['/bench/floor/bare', '/bench/floor/lists/establishments']) {
        const response = await t.request('GET', path);
        expect(response.status, path).not.toBe(200);
      }
    });
  });

  describe('with BENCH_FLOORS=1, every list the bench measures answers what the product answers', () => {
    let opened: Awaited<ReturnType<typeof openBoardReportContext>>;
    let pairs: ReturnType<typeof benchFloorPairs>;
    beforeAll(async () => {
      process.env.BENCH_FLOORS = '1';
      try {
        // Two sites of client A with evaluations of two forms and action plans (issue 17's board report data).
        opened = await openBoardReportContext();
      } finally {
        delete process.env.BENCH_FLOORS;
      }
      const [form] = await opened.t.db
        .select({ id: forms.id })
        .from(forms)
        .where(and(eq(forms.name, 'Sécurité et locaux'), isNull(forms.clientId)));
      const { establishmentA1, establishmentA2, establishmentB1, clientA, clientB } = opened.tenants;
      // Members on three sites, so the members list has more than a page of two.
      await insertMember(opened.t.db, { clientId: clientA.id, establishmentIds: [establishmentA1.id] });
      await insertMember(opened.t.db, {
        clientId: clientA.id,
        establishmentIds: [establishmentA1.id, establishmentA2.id],
      });
      await insertMember(opened.t.db, { clientId: clientB.id, establishmentIds: [establishmentB1.id] });
      pairs = benchFloorPairs({
        establishmentId: establishmentA1.id,
        clientId: clientA.id,
        formId: form!.id,
        directorId: opened.tenants.users.directorA.id,
        managerId: opened.tenants.users.masterA.id,
      });
    }, 60_000);
    afterAll(async () => opened?.t.close());

    it('answers without a session, through none of the product’s middleware', async () => {
      const bare = await opened.t.request('GET', '/bench/floor/bare');
      expect(bare.body).toEqual({ status: 'ok' });
      // Bare: none of the product's middleware ran.
      expect(bare.headers.get('x-request-id')).toBeNull();
      expect((await opened.t.request('GET', '/bench/floor/lists/inconnue')).status).toBe(404);
    });

    it('pairs each floor list with its product route', () => {
      const floors = pairs.map((pair) => new URL(pair.floor, 'http://bench').pathname);
      expect(BENCH_FLOOR_LISTS.filter((list) => !floors.includes(`/bench/floor/lists/${list}`))).toEqual([]);
      expect(pairs.map((pair) => pair.name)).toEqual([
        ...BENCH_FLOOR_LISTS,
        'group-comparison',
        'tasks',
        'board-report',
      ]);
    });

    const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;
    /** The rows an answer shows: its page's items, or its sites. */
    const rowsOf = (body: Record<string, unknown>) =>
      Object.values(body).find((value): value is unknown[] => Array.isArray(value) && value.length > 0) ?? [];

    for (const name of [...BENCH_FLOOR_LISTS, 'group-comparison']) {
      it(`${name}: the same answer, first and second page`, async () => {
        const { t, cookies } = opened;
        const pair = pairs.find((candidate) => candidate.name === name)!;
        const cookie = 'as' in pair && pair.as === 'manager' ? cookies.masterA : cookies.admin;
        for (const page of ['pageSize=2&page=1', 'pageSize=2&page=2']) {
          const floor = await t.request('GET', withQuery(pair.floor, page));
          const product = await t.request('GET', withQuery(pair.product, page), { cookie });
          expect(product.status, `${name} ${page}`).toBe(200);
          expect(floor.status, `${name} ${page}`).toBe(200);
          expect(floor.body, `${name} ${page}`).toEqual(product.body);
          // Never two empty answers proving nothing: the first page shows rows.
          if (page.endsWith('page=1')) expect(rowsOf(product.body).length, name).toBeGreaterThan(0);
        }
      });
    }

    it('the last page and an establishment’s evaluation overview: the same answer', async () => {
      const { t, cookies, tenants } = opened;
      const first = await t.request('GET', '/api/v1/establishments?pageSize=2', { cookie: cookies.admin });
      const lastPage = Math.ceil(first.body.total / 2);
      expect(lastPage).toBeGreaterThan(1);
      const floorPage = await t.request('GET', `/bench/floor/lists/establishments?pageSize=2&page=${lastPage}`);
      const productPage = await t.request('GET', `/api/v1/establishments?pageSize=2&page=${lastPage}`, {
        cookie: cookies.admin,
      });
      expect(floorPage.body).toEqual(productPage.body);
      expect(rowsOf(productPage.body).length).toBeGreaterThan(0);
      const id = tenants.establishmentA1.id;
      const floor = await t.request('GET', `/bench/floor/evaluation-overview/${id}`);
      const product = await t.request('GET', `/api/v1/establishments/${id}/evaluation-overview`, {
        cookie: cookies.admin,
      });
      expect(product.status).toBe(200);
      expect(floor.body).toEqual(product.body);
      expect(JSON.stringify(product.body)).toContain('Sécurité et locaux');
    });

    it('« Mes tâches » of the DIRECTOR named: the same answer as her session’s, her lines included', async () => {
      const { t, cookies, tenants } = opened;
      const [form] = await t.db
        .select({ id: forms.id })
        .from(forms)
        .where(and(eq(forms.name, 'Sécurité et locaux'), isNull(forms.clientId)));
      // An evaluation in progress at her establishment: a line of her list.
      const started = await t.request('POST', '/api/v1/evaluations', {
        cookie: cookies.directorA,
        body: { establishmentId: tenants.establishmentA1.id, formId: form!.id },
      });
      expect(started.status).toBe(201);
      const pair = pairs.find((candidate) => candidate.name === 'tasks')!;
      const product = await t.request('GET', pair.product, { cookie: cookies.directorA });
      const floor = await t.request('GET', pair.floor);
      expect(product.status).toBe(200);
      expect(floor.status).toBe(200);
      expect(floor.body).toEqual(product.body);
      expect(product.body.items).toContainEqual(
        expect.objectContaining({ kind: 'EVALUATION_IN_PROGRESS', evaluationId: started.body.id }),
      );
      // Another director's list is not hers: the floor reads the one it names.
      const other = await t.request('GET', pair.floor.replace(tenants.users.directorA.id, tenants.users.directorB.id));
      expect(other.body.items).not.toContainEqual(expect.objectContaining({ evaluationId: started.body.id }));
    });

    it('the board report’s spreadsheet: the CLIENT_MASTER’s file, byte for byte', async () => {
      const { t, cookies } = opened;
      const pair = pairs.find((candidate) => candidate.name === 'board-report')!;
      // One clock for both: the file is dated to its generation.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
      try {
        const product = await download(t, pair.product, cookies.masterA);
        const floor = await download(t, pair.floor, '');
        expect(product.status).toBe(200);
        expect(floor.status).toBe(200);
        expect(floor.type).toBe(product.type);
        expect(product.bytes.byteLength).toBeGreaterThan(1000);
        expect(Buffer.from(floor.bytes).equals(Buffer.from(product.bytes))).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });

    it('the campaign day’s save: the product’s save, as the DIRECTOR named, versions and scope included', async () => {
      const { t, cookies, tenants } = opened;
      const [form] = await t.db
        .select({ id: forms.id })
        .from(forms)
        .where(and(eq(forms.name, 'Accueil des familles'), isNull(forms.clientId)));
      const started = await t.request('POST', '/api/v1/evaluations', {
        cookie: cookies.directorA,
        body: { establishmentId: tenants.establishmentA1.id, formId: form!.id },
      });
      expect(started.status).toBe(201);
      const director = tenants.users.directorA;
      const floorUrl = (evaluationId: string, as: { id: string; establishmentId: string | null }) =>
        `/bench/floor/campaign/${evaluationId}/answers/booklet?as=${as.id}&establishmentId=${as.establishmentId}` +
        `&clientId=${tenants.clientA.id}`;
      const saved = await t.request('PUT', `/api/v1/evaluations/${started.body.id}/answers/booklet`, {
        cookie: cookies.directorA,
        body: { value: true, expectedVersion: 0 },
      });
      expect(saved.status).toBe(200);
      const floor = await t.request('PUT', floorUrl(started.body.id, director), {
        body: { value: false, expectedVersion: 1, comment: 'Livret en cours de réimpression.' },
      });
      expect(floor.status).toBe(200);
      expect(floor.body).toMatchObject({ questionKey: 'booklet', value: false, version: 2, isConforming: false });
      const read = await t.request('GET', `/api/v1/evaluations/${started.body.id}`, { cookie: cookies.directorA });
      expect(read.body.answers).toEqual([floor.body]);
      // The same optimistic version: a stale one is a 409, not a save.
      const stale = await t.request('PUT', floorUrl(started.body.id, director), {
        body: { value: true, expectedVersion: 1 },
      });
      expect(stale.status).toBe(409);
      // The same scope: client B's director does not reach client A's evaluation.
      const outside = await t.request('PUT', floorUrl(started.body.id, tenants.users.directorB), {
        body: { value: true, expectedVersion: 2 },
      });
      expect(outside.status).toBe(404);
    });
  });
});
