import { EVALUATION_MESSAGES } from '@qc/shared/evaluations/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFileContext } from './support/context.ts';
import { answer, openEvaluationsContext, start } from './support/evaluations.ts';

/** Self-evaluation within the scope: another client or another establishment sees nothing. */

const ctx = useFileContext(openEvaluationsContext);
const { t, tenants, cookies } = ctx;

// One evaluation of A1 for the other clients to look for.
beforeAll(async () => {
  await start(ctx, cookies.directorA);
});

describe('self-evaluation: scope', () => {
  it("never shows another client's evaluations, nor another establishment's to a DIRECTOR", async () => {
    const list = await t.request('GET', `/api/v1/evaluations?establishmentId=${tenants.establishmentA1.id}`, {
      cookie: cookies.directorA,
    });
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThan(0);
    const id = list.body.items[0].id;

    for (const cookie of [cookies.directorB, cookies.masterB]) {
      const foreign = await t.request('GET', `/api/v1/evaluations/${id}`, { cookie });
      expect(foreign.status).toBe(404);
      const foreignList = await t.request('GET', `/api/v1/evaluations?establishmentId=${tenants.establishmentA1.id}`, {
        cookie,
      });
      expect(foreignList.body).toEqual({ items: [], total: 0 });
      const answerForeign = await answer(t, cookie, id, ctx.keys.select, { value: 'Non' }, 5);
      expect(answerForeign.status).toBe(404);
    }
    const otherEstablishment = await start(ctx, cookies.directorA, tenants.establishmentA2.id);
    expect(otherEstablishment.status).toBe(404);
    const masterOwn = await start(ctx, cookies.masterA, tenants.establishmentA2.id);
    expect(masterOwn.status).toBe(201);
  });

  it("refuses a client's own form for another client's establishment", async () => {
    const own = await t.request('POST', '/api/v1/forms', {
      cookie: cookies.masterA,
      body: { name: 'Questionnaire du client A', kind: 'QUALITY' },
    });
    await t.request('POST', `/api/v1/forms/${own.body.id}/questions`, {
      cookie: cookies.masterA,
      body: { formId: own.body.id, type: 'BOOLEAN', label: 'Question du client A ?' },
    });
    const response = await t.request('POST', '/api/v1/evaluations', {
      cookie: cookies.admin,
      body: { establishmentId: tenants.establishmentB1.id, formId: own.body.id },
    });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(EVALUATION_MESSAGES.formNotFound);
  });
});
