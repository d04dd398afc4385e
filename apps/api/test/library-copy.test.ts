import { describe, expect, it } from 'vitest';
import { evaluations } from '../src/db/schema-evaluations.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';

/** Copying a shared form into a client, and following its source. */

const { t, tenants, cookies } = useFileContext(openTenantsContext);

describe('copy and adapt', () => {
  it('copies a shared form into the client, remembering its source, and tells when the source moves on', async () => {
    const source = await t.request('POST', '/api/v1/forms', {
      cookie: cookies.admin,
      body: { name: 'Charte nationale', kind: 'QUALITY' },
    });
    await t.request('POST', `/api/v1/forms/${source.body.id}/questions`, {
      cookie: cookies.admin,
      body: { type: 'BOOLEAN', label: 'Les dix principes sont affichés' },
    });
    const copy = await t.request('POST', `/api/v1/library/forms/${source.body.id}/copy`, { cookie: cookies.masterA });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      clientId: tenants.clientA.id,
      name: 'Charte nationale (copie)',
      sourceFormId: source.body.id,
      sourceVersion: 1,
      sourceLatestVersion: 1,
      questionCount: 1,
      // Issue 19 item 8: a draft, not beside the original for the client's directors until made active.
      status: 'INACTIVE',
    });
    const overviewNames = async () =>
      (
        await t.request('GET', `/api/v1/establishments/${tenants.establishmentA1.id}/evaluation-overview`, {
          cookie: cookies.directorA,
        })
      ).body.forms.map((item: { form: { name: string } }) => item.form.name);
    expect(await overviewNames()).toContain('Charte nationale');
    expect(await overviewNames()).not.toContain('Charte nationale (copie)');
    // Its author still finds it, inactive, among the copies of the source.
    const copies = await t.request('GET', `/api/v1/forms?sourceFormId=${source.body.id}`, { cookie: cookies.masterA });
    expect(copies.body.items.map((form: { id: string; status: string }) => [form.id, form.status])).toEqual([
      [copy.body.id, 'INACTIVE'],
    ]);
    expect(
      (await t.request('GET', `/api/v1/forms?sourceFormId=${source.body.id}`, { cookie: cookies.masterB })).body.total,
    ).toBe(0);
    // Made active by its author, the directors see it.
    const activated = await t.request('PUT', `/api/v1/forms/${copy.body.id}`, {
      cookie: cookies.masterA,
      body: { status: 'ACTIVE' },
    });
    expect(activated.status).toBe(200);
    expect(await overviewNames()).toContain('Charte nationale (copie)');
    // The copy is the client's own: it adapts it freely.
    const adapted = await t.request('PUT', `/api/v1/questions/${copy.body.questions[0].id}`, {
      cookie: cookies.masterA,
      body: { type: 'BOOLEAN', label: 'Les dix principes sont affichés à l’entrée' },
    });
    expect(adapted.status).toBe(200);

    // The source is answered, then changed: it moves to version 2, and the copy says so.
    await t.db
      .insert(evaluations)
      .values({ establishmentId: tenants.establishmentB1.id, formId: source.body.id, formVersion: 1 });
    await t.request('POST', `/api/v1/forms/${source.body.id}/questions`, {
      cookie: cookies.admin,
      body: { type: 'BOOLEAN', label: 'La charte est remise aux parents' },
    });
    const after = await t.request('GET', `/api/v1/forms/${copy.body.id}`, { cookie: cookies.masterA });
    expect(after.body).toMatchObject({ sourceVersion: 1, sourceLatestVersion: 2 });

    // Only shared forms are copied, and only into one's own client.
    expect(
      (await t.request('POST', `/api/v1/library/forms/${copy.body.id}/copy`, { cookie: cookies.masterB })).status,
    ).toBe(404);
    expect(
      (await t.request('POST', `/api/v1/library/forms/${source.body.id}/copy`, { cookie: cookies.collaboratorA }))
        .status,
    ).toBe(403);
  });
});
