import { EVALUATION_MESSAGES } from '@qc/shared/evaluations/schemas';
import { HAS_SESSION_MESSAGES } from '@qc/shared/has-sessions/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishments } from '../src/db/schema.ts';
import { seedDefaultLibraryIfEmpty } from '../src/seed/library.ts';
import { createTestContext, type TestContext } from './support/app.ts';
import { createTenants, insertEstablishment, insertUser, type Tenants } from './support/fixtures.ts';

/**
 * Issue 30 item 3 (ADR 048): an HAS self-evaluation run by method. Sessions are anonymous and numbered by method,
 * each answers only its method's criteria, the criterion's answer in the evaluation is the mean of its sessions, and
 * every call is checked like an answer (scope: foreign ids 404; permissions).
 */
let t: TestContext;
let tenants: Tenants;
let director: string;
let collaborator: string;
let directorB: string;
let evaluationId: string;

const FORM_NAME = 'Référentiel HAS ESSMS — critères propres aux établissements';

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
  await seedDefaultLibraryIfEmpty(t.db);
  const essms = await insertEstablishment(t.db, tenants.legalEntityA, 'Foyer de vie Les Aulnes');
  await t.db.update(establishments).set({ category: 'ESSMS' }).where(eq(establishments.id, essms.id));
  const users = {
    director: await insertUser(t.db, { role: 'DIRECTOR', clientId: tenants.clientA.id, establishmentId: essms.id }),
    collaborator: await insertUser(t.db, {
      role: 'COLLABORATOR',
      clientId: tenants.clientA.id,
      establishmentId: essms.id,
    }),
  };
  director = await t.signIn(users.director.email);
  collaborator = await t.signIn(users.collaborator.email);
  directorB = await t.signIn(tenants.users.directorB.email);
  const overview = await t.request('GET', `/api/v1/establishments/${essms.id}/evaluation-overview`, {
    cookie: director,
  });
  const form = (overview.body.forms as Array<{ form: { id: string; name: string } }>).find(
    (item) => item.form.name === FORM_NAME,
  )!.form;
  const started = await t.request('POST', '/api/v1/evaluations', {
    cookie: director,
    body: { establishmentId: essms.id, formId: form.id, fromPrevious: false },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  evaluationId = started.body.id;
});
afterAll(() => t?.close());

const base = () => `/api/v1/evaluations/${evaluationId}/has-sessions`;

describe('HAS sessions by method (issue 30 item 3)', () => {
  it('lists the criteria of each method and the planned accompagnés traceurs (the product’s default of 3)', async () => {
    const listed = await t.request('GET', base(), { cookie: director });
    expect(listed.status).toBe(200);
    expect(listed.body.plannedAccompagnesTraceurs).toBe(3);
    expect(listed.body.plannedIsDefault).toBe(true);
    const byMethod = (method: string) =>
      (listed.body.criteria as Array<{ code: string; method: string }>)
        .filter((item) => item.method === method)
        .map((item) => item.code);
    expect(byMethod('ACCOMPAGNE_TRACEUR')).toEqual(['1.4.2']);
    expect(byMethod('TRACEUR_CIBLE')).toEqual(['2.2.1', '2.4.1']);
    expect(byMethod('AUDIT_SYSTEME')).toEqual(['3.2.2', '3.3.1']);
    expect(listed.body.sessions).toEqual([]);
  });

  it('numbers anonymous sessions by method and derives the criterion’s answer as the mean of its sessions', async () => {
    const first = await t.request('POST', base(), { cookie: director, body: { method: 'ACCOMPAGNE_TRACEUR' } });
    const second = await t.request('POST', base(), { cookie: collaborator, body: { method: 'ACCOMPAGNE_TRACEUR' } });
    expect(first.status).toBe(201);
    expect([first.body.label, second.body.label]).toEqual(['Accompagné traceur n° 1', 'Accompagné traceur n° 2']);
    const put = (sessionId: string, key: string, body: Record<string, unknown>, cookie = director) =>
      t.request('PUT', `${base()}/${sessionId}/answers/${key}`, { cookie, body });
    expect((await put(first.body.id, 'essms-has-1-4-2', { value: 4 })).status).toBe(200);
    expect((await put(second.body.id, 'essms-has-1-4-2', { value: 3 }, collaborator)).status).toBe(200);
    const detail = await t.request('GET', `/api/v1/evaluations/${evaluationId}`, { cookie: director });
    const answer = (detail.body.answers as Array<{ questionKey: string; value: unknown; score: number }>).find(
      (item) => item.questionKey === 'essms-has-1-4-2',
    )!;
    expect(answer.value).toBe(3.5); // (4 + 3) / 2, unrounded
    expect(answer.score).toBeCloseTo(83.333, 2);

    // A session answers its own method's criteria only; a whole level or « optimisé » only; no NC on an impératif.
    const wrong = await put(first.body.id, 'essms-has-3-3-1', { value: 4 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(HAS_SESSION_MESSAGES.wrongMethod);
    const audit = await t.request('POST', base(), { cookie: director, body: { method: 'AUDIT_SYSTEME' } });
    const half = await put(audit.body.id, 'essms-has-3-3-1', { value: 2.5 });
    expect(half.status).toBe(400);
    const ciblé = await t.request('POST', base(), { cookie: director, body: { method: 'TRACEUR_CIBLE' } });
    const nc = await put(ciblé.body.id, 'essms-has-2-2-1', { notApplicable: true });
    expect(nc.status).toBe(400);
    expect(nc.body.data.fieldErrors.notApplicable).toBe(EVALUATION_MESSAGES.criticalNotApplicable);
    const badMethod = await t.request('POST', base(), { cookie: director, body: { method: 'VISITE' } });
    expect(badMethod.status).toBe(400);
    expect(JSON.stringify(badMethod.body)).toContain(HAS_SESSION_MESSAGES.methodInvalid);
  });

  it('lets whoever leads the evaluation set the planned number, in French bounds', async () => {
    const refused = await t.request('PUT', `${base()}/planned`, { cookie: collaborator, body: { planned: 5 } });
    expect(refused.status).toBe(403);
    const tooMany = await t.request('PUT', `${base()}/planned`, { cookie: director, body: { planned: 99 } });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain(HAS_SESSION_MESSAGES.plannedInvalid);
    const set = await t.request('PUT', `${base()}/planned`, { cookie: director, body: { planned: 5 } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ plannedAccompagnesTraceurs: 5, plannedIsDefault: false });
  });

  it('answers 404 to another client’s director, and for a session of another evaluation', async () => {
    const listed = await t.request('GET', base(), { cookie: directorB });
    expect(listed.status).toBe(404);
    expect((await t.request('POST', base(), { cookie: directorB, body: { method: 'AUDIT_SYSTEME' } })).status).toBe(
      404,
    );
    const sessions = (await t.request('GET', base(), { cookie: director })).body.sessions as Array<{ id: string }>;
    const foreign = await t.request('PUT', `${base()}/${sessions[0]!.id}/answers/essms-has-1-4-2`, {
      cookie: directorB,
      body: { value: 1 },
    });
    expect(foreign.status).toBe(404);
    const unknown = await t.request('PUT', `${base()}/00000000-0000-0000-0000-000000000000/answers/essms-has-1-4-2`, {
      cookie: director,
      body: { value: 1 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(HAS_SESSION_MESSAGES.sessionNotFound);
  });
});
