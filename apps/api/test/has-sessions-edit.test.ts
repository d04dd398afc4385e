import { EVALUATION_MESSAGES } from '@qc/shared/evaluations/schemas';
import { SHARING_MESSAGES } from '@qc/shared/evaluations/sharing';
import { HAS_SESSION_MESSAGES } from '@qc/shared/has-sessions/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema-audit.ts';
import { evaluations } from '../src/db/schema-evaluations.ts';
import { establishments } from '../src/db/schema.ts';
import { seedDefaultLibraryIfEmpty } from '../src/seed/library.ts';
import { createTestContext, type TestContext } from './support/app.ts';
import { createTenants, insertEstablishment, insertUser, type Tenants } from './support/fixtures.ts';

/**
 * Issue 30 item 3 (ADR 048): a session of an HAS evaluation by method is named (never after a person) or deleted while
 * the evaluation is in progress; a deletion recombines the criteria it rated from the sessions left, a criterion left
 * without a session keeps its answer; every change is audited and reaches the others on the evaluation live.
 */
let t: TestContext;
let tenants: Tenants;
let director: string;
let collaborator: string;
let collaboratorId: string;
let directorB: string;
let evaluationId: string;
let otherEvaluationId: string;
const notified: Array<{ topic: string; event: { type: string; subject: string | null } }> = [];

const FORM_NAME = 'Référentiel HAS ESSMS — critères propres aux établissements';
const KEY = 'essms-has-1-4-2';

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
  await seedDefaultLibraryIfEmpty(t.db);
  const essms = await insertEstablishment(t.db, tenants.legalEntityA, 'Foyer de vie Les Tilleuls');
  await t.db.update(establishments).set({ category: 'ESSMS' }).where(eq(establishments.id, essms.id));
  const user = await insertUser(t.db, { role: 'DIRECTOR', clientId: tenants.clientA.id, establishmentId: essms.id });
  director = await t.signIn(user.email);
  const member = await insertUser(t.db, {
    role: 'COLLABORATOR',
    clientId: tenants.clientA.id,
    establishmentId: essms.id,
  });
  collaboratorId = member.id;
  collaborator = await t.signIn(member.email);
  directorB = await t.signIn(tenants.users.directorB.email);
  const overview = await t.request('GET', `/api/v1/establishments/${essms.id}/evaluation-overview`, {
    cookie: director,
  });
  const forms = (overview.body.forms as Array<{ form: { id: string; name: string } }>).map((item) => item.form);
  const start = async (formId: string) => {
    const started = await t.request('POST', '/api/v1/evaluations', {
      cookie: director,
      body: { establishmentId: essms.id, formId, fromPrevious: false },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    return started.body.id as string;
  };
  evaluationId = await start(forms.find((form) => form.name === FORM_NAME)!.id);
  otherEvaluationId = await start(forms.find((form) => form.name !== FORM_NAME)!.id);
  await t.database.listen('qc_live', (payload) => notified.push(JSON.parse(payload)));
});
afterAll(() => t?.close());

const base = (id = evaluationId) => `/api/v1/evaluations/${id}/has-sessions`;
const open = async () => {
  const opened = await t.request('POST', base(), { cookie: director, body: { method: 'ACCOMPAGNE_TRACEUR' } });
  expect(opened.status).toBe(201);
  return opened.body.id as string;
};
const rate = (sessionId: string, value: number) =>
  t.request('PUT', `${base()}/${sessionId}/answers/${KEY}`, { cookie: director, body: { value } });
const criterionAnswer = async () => {
  const detail = await t.request('GET', `/api/v1/evaluations/${evaluationId}`, { cookie: director });
  return (detail.body.answers as Array<{ questionKey: string; value: unknown }>).find(
    (item) => item.questionKey === KEY,
  )?.value;
};
const sessionEvents = () => notified.filter((item) => item.topic === `evaluation:${evaluationId}`);
const waitForEvents = async (count: number) => {
  for (let tries = 0; tries < 50 && sessionEvents().length < count; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('naming and deleting HAS sessions (issue 30 item 3)', () => {
  it('names a session, shows the name after its anonymous label, clears it, and refuses a long one in French', async () => {
    const sessionId = await open();
    const named = await t.request('PATCH', `${base()}/${sessionId}`, {
      cookie: director,
      body: { name: '  Parcours hébergement  ' },
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(named.body).toMatchObject({
      name: 'Parcours hébergement',
      label: 'Accompagné traceur n° 1 — Parcours hébergement',
    });
    const listed = await t.request('GET', base(), { cookie: director });
    expect(listed.body.sessions[0]).toMatchObject({ id: sessionId, name: 'Parcours hébergement' });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, evaluationId), eq(auditLog.action, 'update')));
    expect(audit.some((row) => JSON.stringify(row.after).includes('Parcours hébergement'))).toBe(true);

    const tooLong = await t.request('PATCH', `${base()}/${sessionId}`, {
      cookie: director,
      body: { name: 'x'.repeat(81) },
    });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain(HAS_SESSION_MESSAGES.nameTooLong);
    const notText = await t.request('PATCH', `${base()}/${sessionId}`, { cookie: director, body: { name: 12 } });
    expect(notText.status).toBe(400);
    expect(JSON.stringify(notText.body)).toContain(HAS_SESSION_MESSAGES.nameInvalid);
    const cleared = await t.request('PATCH', `${base()}/${sessionId}`, { cookie: director, body: { name: ' ' } });
    expect(cleared.body).toMatchObject({ name: null, label: 'Accompagné traceur n° 1' });
  });

  it('recombines the criteria of a deleted session from the others, and keeps the answer once none is left', async () => {
    const [first] = (await t.request('GET', base(), { cookie: director })).body.sessions as Array<{ id: string }>;
    const second = await open();
    expect((await rate(first!.id, 4)).status).toBe(200);
    expect((await rate(second, 3)).status).toBe(200);
    expect(await criterionAnswer()).toBe(3.5);

    const removed = await t.request('DELETE', `${base()}/${second}`, { cookie: director });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((removed.body.sessions as Array<{ id: string }>).map((item) => item.id)).toEqual([first!.id]);
    expect(await criterionAnswer()).toBe(4); // the session left alone
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, evaluationId));
    expect(audit.some((row) => JSON.stringify(row.before).includes(second))).toBe(true);

    expect((await t.request('DELETE', `${base()}/${first!.id}`, { cookie: director })).status).toBe(200);
    expect(await criterionAnswer()).toBe(4); // no session left: the self-evaluation's answer stays as it was
    const again = await t.request('DELETE', `${base()}/${first!.id}`, { cookie: director });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(HAS_SESSION_MESSAGES.sessionNotFound);
  });

  it('tells the others on the evaluation: a cotation as an answer, a name or a deletion as a session change', async () => {
    await waitForEvents(1);
    const types = sessionEvents().map((item) => item.event.type);
    expect(types).toContain('answer');
    expect(types).toContain('session');
    expect(sessionEvents().find((item) => item.event.type === 'answer')?.event.subject).toBe(KEY);
  });

  it('once shared out, lets a colleague delete only a session whose rated criteria she holds', async () => {
    const sessionId = await open();
    expect((await rate(sessionId, 2)).status).toBe(200);
    const assign = (questionKeys: string[]) =>
      t.request('POST', `/api/v1/evaluations/${evaluationId}/assignments`, {
        cookie: director,
        body: { assigneeId: collaboratorId, questionKeys },
      });
    expect((await assign(['essms-has-3-3-1'])).status).toBe(200);
    const refused = await t.request('DELETE', `${base()}/${sessionId}`, { cookie: collaborator });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SHARING_MESSAGES.assignedToOther);
    expect((await assign([KEY])).status).toBe(200);
    expect((await t.request('DELETE', `${base()}/${sessionId}`, { cookie: collaborator })).status).toBe(200);
  });

  it('answers 404 for a session of another evaluation or another client, and 409 once completed', async () => {
    const sessionId = await open();
    const elsewhere = await t.request('PATCH', `${base(otherEvaluationId)}/${sessionId}`, {
      cookie: director,
      body: { name: 'Ailleurs' },
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(HAS_SESSION_MESSAGES.sessionNotFound);
    expect((await t.request('DELETE', `${base(otherEvaluationId)}/${sessionId}`, { cookie: director })).status).toBe(
      404,
    );
    const foreign = await t.request('DELETE', `${base()}/${sessionId}`, { cookie: directorB });
    expect(foreign.status).toBe(404);

    await t.db
      .update(evaluations)
      .set({ status: 'COMPLETED', completedAt: new Date() })
      .where(eq(evaluations.id, evaluationId));
    const renamed = await t.request('PATCH', `${base()}/${sessionId}`, { cookie: director, body: { name: 'Tard' } });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe(EVALUATION_MESSAGES.notInProgress);
    const removed = await t.request('DELETE', `${base()}/${sessionId}`, { cookie: director });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe(EVALUATION_MESSAGES.notInProgress);
  });
});
