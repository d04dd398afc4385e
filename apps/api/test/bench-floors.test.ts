import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shouldMountBenchFloors } from '../src/http/bench-floors.ts';
import { createTestContext, type TestContext } from './support/app.ts';
import { createTenants, type Tenants } from './support/fixtures.ts';

/**
 * Issue 13: the bench's floors read without a session, so they exist only
 * while benchmarking (BENCH_FLOORS=1), never in production, and then answer
 * what the product's own list answers.
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

  describe('with BENCH_FLOORS=1', () => {
    let t: TestContext;
    let tenants: Tenants;
    let admin: string;
    beforeAll(async () => {
      process.env.BENCH_FLOORS = '1';
      try {
        t = await createTestContext();
      } finally {
        delete process.env.BENCH_FLOORS;
      }
      tenants = await createTenants(t.db);
      admin = await t.signIn(tenants.users.admin.email);
    });
    afterAll(async () => t?.close());

    it('answers the same page as the product list, without a session', async () => {
      for (const list of ['establishments', 'users', 'clients', 'legal-entities', 'members']) {
        const floor = await t.request('GET', `/bench/floor/lists/${list}?pageSize=2&page=1`);
        const product = await t.request(
          'GET',
          `/api/v1/${list === 'members' ? 'members/effective' : list}?pageSize=2&page=1`,
          {
            cookie: admin,
          },
        );
        expect(floor.status, list).toBe(200);
        expect(product.status, list).toBe(200);
        expect(floor.body, list).toEqual(product.body);
      }
      const bare = await t.request('GET', '/bench/floor/bare');
      expect(bare.body).toEqual({ status: 'ok' });
      // Bare: none of the product's middleware ran.
      expect(bare.headers.get('x-request-id')).toBeNull();
    });
  });
});
