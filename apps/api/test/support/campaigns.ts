import { getParisToday } from '@qc/shared/validation/dates';
import { expect } from 'vitest';
import { type TestContext } from './app.ts';
import { insertUser, type Tenants } from './fixtures.ts';
import { openTenantsContext } from './context.ts';

/**
 * Issue 17 item 3: the campaigns files' start — the tenants signed in, a second DIRECTOR on A2, two forms of
 * client A with one question each and one of client B — and an evaluation completed in one call.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const today = getParisToday();
export const inDays = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Noon in Paris on a given day: far from midnight in either direction. */
export const noonOf = (day: string) => new Date(`${day}T11:00:00Z`);

export async function createForm(t: TestContext, cookie: string, name: string) {
  const created = await t.request('POST', '/api/v1/forms', { cookie, body: { name, kind: 'CONFORMITY' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const question = await t.request('POST', `/api/v1/forms/${created.body.id}/questions`, {
    cookie,
    body: { type: 'BOOLEAN', label: `Question de ${name}` },
  });
  expect(question.status).toBe(201);
  return { id: created.body.id as string, key: question.body.questions[0].key as string };
}

/** Launches a campaign as the given user, on A1 and A2 unless other establishments are named. */
export function launchCampaign(
  { t, tenants }: { t: TestContext; tenants: Tenants },
  cookie: string,
  name: string,
  formIds: string[],
  deadline: string,
  establishmentIds = [tenants.establishmentA1.id, tenants.establishmentA2.id],
  /** More of the body: `acceptCompletedSince` (issue 34 item 1). */
  extra: Record<string, unknown> = {},
) {
  return t.request('POST', '/api/v1/campaigns', {
    cookie,
    body: { name, formIds, establishmentIds, deadline, ...extra },
  });
}

/** Starts, answers (conforming or not) and completes an evaluation as the given user. */
export async function evaluate(
  t: TestContext,
  cookie: string,
  establishmentId: string,
  target: { id: string; key: string },
  value = true,
) {
  const started = await t.request('POST', '/api/v1/evaluations', {
    cookie,
    body: { establishmentId, formId: target.id },
  });
  expect(started.status).toBe(201);
  const saved = await t.request('PUT', `/api/v1/evaluations/${started.body.id}/answers/${target.key}`, {
    cookie,
    body: { value, expectedVersion: 0 },
  });
  expect(saved.status).toBe(200);
  const completed = await t.request('POST', `/api/v1/evaluations/${started.body.id}/complete`, { cookie });
  expect(completed.status).toBe(200);
  return started.body.id as string;
}

export async function openCampaignsContext() {
  const { t, tenants, cookies: tenantCookies } = await openTenantsContext();
  const directorA2 = await insertUser(t.db, {
    role: 'DIRECTOR',
    clientId: tenants.clientA.id,
    establishmentId: tenants.establishmentA2.id,
  });
  const cookies = { ...tenantCookies, directorA2: await t.signIn(directorA2.email) };
  const form = await createForm(t, cookies.masterA, 'Hygiène des biberons');
  const otherForm = await createForm(t, cookies.masterA, 'Sécurité incendie');
  const formB = (await createForm(t, cookies.masterB, 'Questionnaire du client B')).id;
  return { t, tenants, cookies, directorA2Email: directorA2.email, form, otherForm, formB };
}
