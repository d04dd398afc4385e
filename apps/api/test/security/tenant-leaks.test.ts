import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../support/app.ts';
import { openTenantsContext, type Cookies } from '../support/context.ts';
import { insertMember, type Tenants } from '../support/fixtures.ts';

/**
 * Issue 12, item 1: ids that are not the procedure's main one (a formId next
 * to an establishmentId) and counts over shared items must stay inside the
 * caller's client. Client A owns the data; client B attacks.
 */

let t: TestContext;
let tenants: Tenants;
let cookies: Cookies;
let privateFormA: { id: string; name: string };
let sharedForm: { id: string };
let sharedCategoryId: string;

beforeAll(async () => {
  ({ t, tenants, cookies } = await openTenantsContext());
  const category = await t.request('POST', '/api/v1/categories', {
    cookie: cookies.admin,
    body: { name: 'Catégorie partagée (fuites)', kind: 'CONFORMITY' },
  });
  expect(category.status).toBe(201);
  sharedCategoryId = category.body.id;

  const shared = await t.request('POST', '/api/v1/forms', {
    cookie: cookies.admin,
    body: { name: 'Questionnaire partagé (fuites)', kind: 'CONFORMITY', categoryId: sharedCategoryId },
  });
  expect(shared.status).toBe(201);
  sharedForm = shared.body;
  const question = await t.request('POST', `/api/v1/forms/${sharedForm.id}/questions`, {
    cookie: cookies.admin,
    body: { type: 'BOOLEAN', label: 'Le registre est-il tenu ?' },
  });
  expect(question.status).toBe(201);

  const own = await t.request('POST', '/api/v1/forms', {
    cookie: cookies.masterA,
    body: { name: 'Secret interne du client A', kind: 'CONFORMITY', categoryId: sharedCategoryId },
  });
  expect(own.status).toBe(201);
  privateFormA = own.body;

  // Client A evaluates the shared form: client B must not learn it.
  const started = await t.request('POST', '/api/v1/evaluations', {
    cookie: cookies.directorA,
    body: { establishmentId: tenants.establishmentA1.id, formId: sharedForm.id },
  });
  expect(started.status).toBe(201);
});

afterAll(async () => {
  await t?.close();
});

describe('Sécurité : identifiants secondaires et comptages entre clients', () => {
  it('POST /actions refuses a formId of another client, on REST and RPC, without echoing it', async () => {
    const memberB = await insertMember(t.db, {
      clientId: tenants.clientB.id,
      userId: tenants.users.directorB.id,
      establishmentIds: [tenants.establishmentB1.id],
    });
    const memberA = await insertMember(t.db, {
      clientId: tenants.clientA.id,
      establishmentIds: [tenants.establishmentA1.id],
    });
    const body = {
      establishmentId: tenants.establishmentB1.id,
      formId: privateFormA.id,
      title: 'Action piégée',
      priority: 'MEDIUM',
      responsibleId: memberB.id,
      dueDate: '2030-06-28',
    };
    const rest = await t.request('POST', '/api/v1/actions', { cookie: cookies.masterB, body });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe('Questionnaire introuvable');
    expect(JSON.stringify(rest.body)).not.toContain(privateFormA.name);

    const rpc = await t.request('POST', '/rpc/actionPlans/create', { cookie: cookies.masterB, body: { json: body } });
    expect(rpc.status).toBe(400);
    expect(JSON.stringify(rpc.body)).not.toContain(privateFormA.name);

    // The shared library's forms stay usable, and client A's own form is usable by client A.
    const withShared = await t.request('POST', '/api/v1/actions', {
      cookie: cookies.masterB,
      body: { ...body, formId: sharedForm.id },
    });
    expect(withShared.status).toBe(201);
    const withOwn = await t.request('POST', '/api/v1/actions', {
      cookie: cookies.masterA,
      body: { ...body, establishmentId: tenants.establishmentA1.id, responsibleId: memberA.id },
    });
    expect(withOwn.status).toBe(201);
  });

  it("a shared form's versions count only the caller's evaluations", async () => {
    const asB = await t.request('GET', `/api/v1/forms/${sharedForm.id}/versions`, { cookie: cookies.masterB });
    expect(asB.status).toBe(200);
    expect(asB.body.map((row: { evaluationCount: number }) => row.evaluationCount)).toEqual([0]);
    const asA = await t.request('GET', `/api/v1/forms/${sharedForm.id}/versions`, { cookie: cookies.masterA });
    expect(asA.body.map((row: { evaluationCount: number }) => row.evaluationCount)).toEqual([1]);
  });

  it("a shared category's form count leaves out other clients' private forms", async () => {
    const asB = await t.request('GET', `/api/v1/categories/${sharedCategoryId}`, { cookie: cookies.masterB });
    expect(asB.status).toBe(200);
    expect(asB.body.formCount).toBe(1);
    const listB = await t.request('GET', '/api/v1/categories?pageSize=100', { cookie: cookies.masterB });
    const row = listB.body.items.find((item: { id: string }) => item.id === sharedCategoryId);
    expect(row.formCount).toBe(1);
    const asA = await t.request('GET', `/api/v1/categories/${sharedCategoryId}`, { cookie: cookies.masterA });
    expect(asA.body.formCount).toBe(2);
  });
});
