import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from './support/app.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { createFormWithQuestions } from './support/questionnaires.ts';

/**
 * Issue 19 item 8: a proof uploaded in an evaluation shows on the establishment's
 * Documents tab (GET /establishments/{id}/evidence) with the answer it proves,
 * never in another establishment's list nor to another client.
 */
const { t, tenants, cookies } = useFileContext(openTenantsContext);
let formId: string;
let questionKey: string;

beforeAll(async () => {
  const form = await createFormWithQuestions(t, cookies.admin, 'Projet d’établissement (test)', [
    {
      type: 'BOOLEAN',
      label: 'Le projet comporte-t-il ses trois volets ?',
      isDocumentRequired: true,
      expectedDocument: 'Projet d’établissement',
    },
  ]);
  formId = form.id;
  questionKey = form.keys[0]!;
});

async function uploadEvidence(cookie: string, evaluationId: string, name: string) {
  const body = new FormData();
  body.append('file', new File(['%PDF-1.7\nprojet\n%%EOF'], name, { type: 'application/pdf' }));
  const response = await t.app.request(`/api/v1/evaluations/${evaluationId}/answers/${questionKey}/evidence/upload`, {
    method: 'POST',
    body,
    headers: { cookie, origin: TEST_ORIGIN },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('proofs on the Documents tab', () => {
  it('lists the proofs of the establishment’s evaluations with their answer, scoped to it', async () => {
    const empty = await t.request('GET', `/api/v1/establishments/${tenants.establishmentA1.id}/evidence`, {
      cookie: cookies.directorA,
    });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);

    const evaluation = await t.request('POST', '/api/v1/evaluations', {
      cookie: cookies.directorA,
      body: { establishmentId: tenants.establishmentA1.id, formId },
    });
    await t.request('PUT', `/api/v1/evaluations/${evaluation.body.id}/answers/${questionKey}`, {
      cookie: cookies.collaboratorA,
      body: { expectedVersion: 0, value: true },
    });
    await uploadEvidence(cookies.collaboratorA, evaluation.body.id, 'projet-2026.pdf');

    const listed = await t.request('GET', `/api/v1/establishments/${tenants.establishmentA1.id}/evidence`, {
      cookie: cookies.directorA,
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({
      name: 'projet-2026.pdf',
      establishmentId: tenants.establishmentA1.id,
      answers: [
        {
          evaluationId: evaluation.body.id,
          evaluationStatus: 'IN_PROGRESS',
          completedAt: null,
          formId,
          formName: 'Projet d’établissement (test)',
          questionKey,
          questionLabel: 'Le projet comporte-t-il ses trois volets ?',
        },
      ],
      actions: [],
    });
    // Not an establishment document: the upload list stays what it was.
    const documents = await t.request('GET', `/api/v1/establishments/${tenants.establishmentA1.id}/documents`, {
      cookie: cookies.directorA,
    });
    expect(documents.body.map((document: { name: string }) => document.name)).not.toContain('projet-2026.pdf');

    // Another establishment's list does not hold it; another client gets the 404 of an unknown establishment.
    const other = await t.request('GET', `/api/v1/establishments/${tenants.establishmentB1.id}/evidence`, {
      cookie: cookies.directorB,
    });
    expect(other.body).toEqual([]);
    const foreign = await t.request('GET', `/api/v1/establishments/${tenants.establishmentA1.id}/evidence`, {
      cookie: cookies.directorB,
    });
    const unknown = await t.request('GET', `/api/v1/establishments/${crypto.randomUUID()}/evidence`, {
      cookie: cookies.directorB,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
  });
});
