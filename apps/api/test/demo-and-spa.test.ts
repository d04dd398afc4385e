import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createMemoryStorage } from '../src/documents/storage.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { agreements, clients, establishments, legalEntities } from '../src/db/schema.ts';
import { effectiveMembers, establishmentMembers } from '../src/db/schema-members.ts';
import { user } from '../src/db/schema-auth.ts';
import { seedDemoIfEmpty } from '../src/seed/demo.ts';
import { listCampaigns } from '../src/campaigns/list-campaigns.ts';
import { buildActor } from '../src/scope/actor.ts';
import { seedDefaultLibraryIfEmpty } from '../src/seed/library.ts';
import { actions } from '../src/db/schema-action-plans.ts';
import { evaluations } from '../src/db/schema-evaluations.ts';
import { openTestDatabase } from './support/database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('demo seed', () => {
  it('seeds one client, two legal entities, five establishments, linked members and one user per role, once', async () => {
    const summary = await seedDemoIfEmpty(database.db);
    expect(summary?.accounts.map((account) => account.role)).toEqual([
      'ADMIN',
      'CLIENT_MASTER',
      'DIRECTOR',
      'COLLABORATOR',
    ]);
    const db = database.db;
    expect(await db.select().from(clients)).toHaveLength(1);
    expect(await db.select().from(legalEntities)).toHaveLength(2);
    expect((await db.select().from(establishments)).length).toBeGreaterThanOrEqual(4);
    expect((await db.select().from(agreements)).length).toBeGreaterThanOrEqual(4);
    expect((await db.select().from(effectiveMembers)).length).toBeGreaterThanOrEqual(4);
    expect((await db.select().from(establishmentMembers)).length).toBeGreaterThanOrEqual(4);
    const users = await db.select().from(user);
    for (const role of ['DIRECTOR', 'COLLABORATOR']) {
      expect(users.find((row) => row.roles.includes(role))?.establishmentId).toBeTruthy();
    }
    // A second start seeds nothing more.
    await seedDemoIfEmpty(db);
    expect(await db.select().from(clients)).toHaveLength(1);
    expect(await db.select().from(user)).toHaveLength(4);
  });
});

describe('demo seed on a fresh start (default library first)', () => {
  it('adds completed evaluations, one in progress and an action plan with a late action to the director’s crèche', async () => {
    const fresh = await openTestDatabase();
    try {
      await seedDefaultLibraryIfEmpty(fresh.db);
      await seedDemoIfEmpty(fresh.db);
      const [director] = await fresh.db
        .select()
        .from(user)
        .where(eq(user.email, 'directrice@demo.qualite-conformite.fr'));
      const everywhere = await fresh.db.select().from(evaluations);
      // Issue 17 item 7: every one of the five sites has its story; the director's is the one below.
      expect(new Set(everywhere.map((row) => row.establishmentId)).size).toBe(5);
      const rows = everywhere.filter((row) => row.establishmentId === director!.establishmentId);
      expect(rows.filter((row) => row.status === 'COMPLETED')).toHaveLength(3);
      expect(rows.filter((row) => row.status === 'IN_PROGRESS')).toHaveLength(1);
      // Four months between the two staffing evaluations: an evolution to show.
      const completedAt = rows.flatMap((row) => (row.completedAt ? [row.completedAt.getTime()] : []));
      expect(Math.max(...completedAt) - Math.min(...completedAt)).toBeGreaterThan(100 * 86_400_000);
      const plan = (await fresh.db.select().from(actions)).filter(
        (action) => action.establishmentId === director!.establishmentId,
      );
      expect(plan.map((action) => action.status).sort()).toEqual(['IN_PROGRESS', 'TODO']);
      const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
      expect(plan.filter((action) => action.dueDate! < today)).toHaveLength(1);
      // Issue 17 items 3 and 7: one running campaign on two sites, one done, one late.
      const [master] = await fresh.db
        .select()
        .from(user)
        .where(eq(user.email, 'responsable@demo.qualite-conformite.fr'));
      const running = await listCampaigns(fresh.db, buildActor(fresh.db, master!), { page: 1, pageSize: 10 });
      expect(running.items.map((item) => [item.status, item.establishmentCount, item.progress])).toEqual([
        ['OPEN', 2, { notStarted: 1, inProgress: 0, completed: 1, late: 1 }],
      ]);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});

describe('single-page app on the same origin', () => {
  it('serves the built files, and index.html for client routes, but never for API paths', async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'qc-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Qualité</title><div id="root"></div>');
    writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    const { app } = createApp({
      config: {
        publicUrl: 'http://localhost:3000',
        authSecret: 'test-secret-that-is-long-enough-for-better-auth',
        trustProxy: false,
        webDistDir: distDir,
        posthogKey: null,
        posthogHost: 'http://127.0.0.1:9',
      },
      database,
      mailer: { send: async () => undefined },
      logger: pino({ level: 'silent' }),
      storage: createMemoryStorage(),
    });
    const page = await app.request('/users/?search=x');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const api = await app.request('/api/v1/unknown');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ message: 'Ressource introuvable' });
    rmSync(distDir, { recursive: true, force: true });
  });

  it('answers 404, never index.html, for a file the build does not have (issue 34 item 5)', async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'qc-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Qualité</title><div id="root"></div>');
    writeFileSync(path.join(distDir, 'assets', 'index-new456.js'), 'console.log(2)');
    const { app } = createApp({
      config: {
        publicUrl: 'http://localhost:3000',
        authSecret: 'test-secret-that-is-long-enough-for-better-auth',
        trustProxy: false,
        webDistDir: distDir,
        posthogKey: null,
        posthogHost: 'http://127.0.0.1:9',
      },
      database,
      mailer: { send: async () => undefined },
      logger: pino({ level: 'silent' }),
      storage: createMemoryStorage(),
    });
    try {
      // The chunk an open tab of the previous build asks for, after a deploy removed it.
      for (const url of [
        '/assets/evaluation-page-old123.js',
        '/assets/index-old123.css',
        '/assets/nested/whatever',
        '/assets/',
        '/registerSW.js',
        '/unknown-chunk.js',
      ]) {
        const missing = await app.request(url, { headers: { 'accept-encoding': 'br, gzip' } });
        expect(missing.status, url).toBe(404);
        expect(missing.headers.get('content-type'), url).not.toMatch(/html/);
        expect(missing.headers.get('cache-control'), url).toBe('no-store');
        expect(await missing.text(), url).not.toContain('<div id="root">');
      }
      // The new build's files are still served, and client routes still get the page.
      expect((await app.request('/assets/index-new456.js')).status).toBe(200);
      for (const url of ['/auto-evaluation/form/abc', '/users/?search=dubois.js', '/']) {
        const page = await app.request(url);
        expect(page.status, url).toBe(200);
        expect(await page.text(), url).toContain('<div id="root">');
      }
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});
