import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from './support/app.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';

/**
 * ADR 017 / DESIGN §7: a completed evaluation whose mandatory proofs have all
 * expired lacks that document again: the overview counts it (the home panel),
 * and the action plan proposes to produce it. A proof still valid counts nothing.
 */
const { t, tenants, cookies } = useFileContext(openTenantsContext);

async function uploadDocument(establishmentId: string, validUntil: string) {
  const body = new FormData();
  body.append('file', new File(['%PDF-1.7\nprotocole\n%%EOF'], 'protocole.pdf', { type: 'application/pdf' }));
  body.append('type', 'PROTOCOLE');
  body.append('validUntil', validUntil);
  const response = await t.app.request(`/api/v1/establishments/${establishmentId}/documents`, {
    method: 'POST',
    body,
    headers: { cookie: cookies.directorA, origin: TEST_ORIGIN },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A one-question form with a mandatory document, evaluated and completed with the given proof. */
async function completeWithProof(name: string, validUntil: string) {
  const form = await t.request('POST', '/api/v1/forms', { cookie: cookies.admin, body: { name, kind: 'CONFORMITY' } });
  const withQuestion = await t.request('POST', `/api/v1/forms/${form.body.id}/questions`, {
    cookie: cookies.admin,
    body: {
      formId: form.body.id,
      type: 'BOOLEAN',
      label: 'Le protocole de mise en sûreté est-il écrit ?',
      isDocumentRequired: true,
      expectedDocument: 'Protocole de mise en sûreté',
    },
  });
  const key = withQuestion.body.questions[0].key as string;
  const establishmentId = tenants.establishmentA1.id;
  const evaluation = await t.request('POST', '/api/v1/evaluations', {
    cookie: cookies.directorA,
    body: { establishmentId, formId: form.body.id },
  });
  const evaluationId = evaluation.body.id as string;
  await t.request('PUT', `/api/v1/evaluations/${evaluationId}/answers/${key}`, {
    cookie: cookies.directorA,
    body: { value: true, expectedVersion: 0 },
  });
  const documentId = await uploadDocument(establishmentId, validUntil);
  const attached = await t.request('POST', `/api/v1/evaluations/${evaluationId}/answers/${key}/evidence`, {
    cookie: cookies.directorA,
    body: { documentId },
  });
  expect(attached.status, JSON.stringify(attached.body)).toBe(200);
  const completed = await t.request('POST', `/api/v1/evaluations/${evaluationId}/complete`, {
    cookie: cookies.directorA,
  });
  expect(completed.status, JSON.stringify(completed.body)).toBe(200);
  return { formId: form.body.id as string, evaluationId };
}

describe('expired proofs of completed evaluations', () => {
  it('counts a mandatory document whose only proof has expired, and proposes to produce it', async () => {
    const expired = await completeWithProof('Sûreté (preuve expirée)', '2000-01-31');
    const valid = await completeWithProof('Sûreté (preuve valide)', '2999-12-31');

    const overview = await t.request(
      'GET',
      `/api/v1/establishments/${tenants.establishmentA1.id}/evaluation-overview`,
      {
        cookie: cookies.collaboratorA,
      },
    );
    expect(overview.status).toBe(200);
    const byForm = new Map(
      (
        overview.body.forms as Array<{ form: { id: string }; lastCompleted: { expiredMandatoryDocuments: number } }>
      ).map((item) => [item.form.id, item.lastCompleted]),
    );
    expect(byForm.get(expired.formId)?.expiredMandatoryDocuments).toBe(1);
    expect(byForm.get(valid.formId)?.expiredMandatoryDocuments).toBe(0);

    const proposals = await t.request('GET', `/api/v1/evaluations/${expired.evaluationId}/action-proposals`, {
      cookie: cookies.directorA,
    });
    expect(proposals.status, JSON.stringify(proposals.body)).toBe(200);
    expect(proposals.body).toEqual([
      expect.objectContaining({
        reason: 'MISSING_DOCUMENT',
        title: 'Produire le document : Protocole de mise en sûreté',
      }),
    ]);
  });
});
