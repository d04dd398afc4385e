import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishments } from '../src/db/schema.ts';
import { seedDefaultLibraryIfEmpty } from '../src/seed/library.ts';
import { createTestContext, type TestContext } from './support/app.ts';
import { createTenants, insertEstablishment, insertUser, type Tenants } from './support/fixtures.ts';
import { pdfText } from './support/pdf-text.ts';

/**
 * Issue 30 items 3–4 (ADR 048, addendum): once an HAS evaluation run by method is completed, its sessions are still
 * read (`hasSessions.list`, scoped as before) and the preparation pack prints them — per method the sessions held
 * against those planned, per criterion which sessions rated it and with what.
 */
let t: TestContext;
let tenants: Tenants;
let director: string;
let directorB: string;
let essmsId: string;

const FORM_NAME = 'Référentiel HAS ESSMS — critères propres aux établissements';

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
  await seedDefaultLibraryIfEmpty(t.db);
  const essms = await insertEstablishment(t.db, tenants.legalEntityA, 'Foyer de vie Les Saules');
  await t.db.update(establishments).set({ category: 'ESSMS' }).where(eq(establishments.id, essms.id));
  essmsId = essms.id;
  const user = await insertUser(t.db, { role: 'DIRECTOR', clientId: tenants.clientA.id, establishmentId: essms.id });
  director = await t.signIn(user.email);
  directorB = await t.signIn(tenants.users.directorB.email);
}, 60_000);
afterAll(() => t?.close());

async function startEvaluation(): Promise<{ id: string; questions: Array<{ key: string }> }> {
  const overview = await t.request('GET', `/api/v1/establishments/${essmsId}/evaluation-overview`, {
    cookie: director,
  });
  const form = (overview.body.forms as Array<{ form: { id: string; name: string } }>).find(
    (item) => item.form.name === FORM_NAME,
  )!.form;
  const started = await t.request('POST', '/api/v1/evaluations', {
    cookie: director,
    body: { establishmentId: essmsId, formId: form.id, fromPrevious: false },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return started.body;
}

const readPack = async () => {
  const response = await t.app.request(`/api/v1/establishments/${essmsId}/has-preparation`, {
    headers: { cookie: director },
  });
  expect(response.status).toBe(200);
  return (await pdfText(new Uint8Array(await response.arrayBuffer()))).replace(/[\s\u00a0\u202f]+/g, ' ');
};

describe('the sessions of a completed HAS evaluation (ADR 048, addendum)', () => {
  it('are still listed once completed, and the preparation pack prints them by method and by criterion', async () => {
    const evaluation = await startEvaluation();
    const base = `/api/v1/evaluations/${evaluation.id}/has-sessions`;
    const open = async (method: string) => {
      const opened = await t.request('POST', base, { cookie: director, body: { method } });
      expect(opened.status, JSON.stringify(opened.body)).toBe(201);
      return opened.body.id as string;
    };
    const rate = async (sessionId: string, key: string, body: Record<string, unknown>) => {
      const saved = await t.request('PUT', `${base}/${sessionId}/answers/${key}`, { cookie: director, body });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    const planned = await t.request('PUT', `${base}/planned`, { cookie: director, body: { planned: 4 } });
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    const firstTraceur = await open('ACCOMPAGNE_TRACEUR');
    const secondTraceur = await open('ACCOMPAGNE_TRACEUR');
    const cible = await open('TRACEUR_CIBLE');
    await rate(firstTraceur, 'essms-has-1-4-2', { value: 4 });
    await rate(secondTraceur, 'essms-has-1-4-2', { value: 3 });
    await rate(cible, 'essms-has-2-2-1', { value: 4 });
    await rate(cible, 'essms-has-2-4-1', { value: 'OPTIMIZED' });

    // The other criteria answered criterion by criterion, then the evaluation completed.
    const bySessions = new Set(['essms-has-1-4-2', 'essms-has-2-2-1', 'essms-has-2-4-1']);
    for (const { key } of evaluation.questions.filter((question) => !bySessions.has(question.key))) {
      const saved = await t.request('PUT', `/api/v1/evaluations/${evaluation.id}/answers/${key}`, {
        cookie: director,
        body: { expectedVersion: 0, value: 2 },
      });
      expect(saved.status, `${key} ${JSON.stringify(saved.body)}`).toBe(200);
    }
    const completed = await t.request('POST', `/api/v1/evaluations/${evaluation.id}/complete`, { cookie: director });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);

    const listed = await t.request('GET', base, { cookie: director });
    expect(listed.status).toBe(200);
    expect(listed.body.plannedAccompagnesTraceurs).toBe(4);
    expect((listed.body.sessions as Array<{ label: string }>).map((session) => session.label)).toEqual([
      'Accompagné traceur n° 1',
      'Accompagné traceur n° 2',
      'Traceur ciblé n° 1',
    ]);
    // Still scoped: another client's director does not see it.
    expect((await t.request('GET', base, { cookie: directorB })).status).toBe(404);

    const text = await readPack();
    expect(text).toContain('Sessions par méthode');
    expect(text).toContain('Accompagné traceur : 2 sessions tenues sur 4 prévues');
    expect(text).toContain('Traceur ciblé : 1 session tenue');
    expect(text).toContain('Audit système : 0 session tenue');
    // Two columns: the criterion and its sessions are read back interleaved, so each piece is checked apart.
    expect(text).toContain('1.4.2');
    expect(text).toContain('Accompagné traceur n° 1 : 4');
    expect(text).toContain('Accompagné traceur n° 2 : 3');
    expect(text).toContain('2.2.1 (impératif)');
    expect(text).toContain('Traceur ciblé n° 1 : 4');
    expect(text).toContain('Traceur ciblé n° 1 : optimisé (4)');
    expect(text).not.toContain('Aucune session par méthode');
  });
});
