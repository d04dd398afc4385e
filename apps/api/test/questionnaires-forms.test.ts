import { describe, expect, it } from 'vitest';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { booleanQuestion, createForm } from './support/questionnaires.ts';

/** Categories and forms: who may author what, filters and pagination. */

const { t, tenants, cookies } = useFileContext(openTenantsContext);

describe('categories and forms: permissions and scope', () => {
  it('lets an ADMIN author the shared library, and a CLIENT_MASTER its own client only', async () => {
    const category = await t.request('POST', '/api/v1/categories', {
      cookie: cookies.admin,
      body: { name: 'Règlement de fonctionnement', kind: 'CONFORMITY' },
    });
    expect(category.status).toBe(201);
    expect(category.body).toMatchObject({ isShared: true, clientId: null, status: 'ACTIVE', formCount: 0 });

    const shared = await createForm(t, cookies.admin, { name: 'Protocoles', categoryId: category.body.id });
    expect(shared).toMatchObject({ isShared: true, version: 1, categoryName: 'Règlement de fonctionnement' });

    const own = await createForm(t, cookies.masterA, { name: 'Projet maison A', categoryId: category.body.id });
    expect(own).toMatchObject({ isShared: false, clientId: tenants.clientA.id });

    // The CLIENT_MASTER cannot write the shared library.
    const sharedByMaster = await t.request('POST', '/api/v1/forms', {
      cookie: cookies.masterA,
      body: { name: 'X', kind: 'QUALITY', clientId: null },
    });
    expect(sharedByMaster.status).toBe(403);
    const editShared = await t.request('PUT', `/api/v1/forms/${shared.id}`, {
      cookie: cookies.masterA,
      body: { name: 'Pirate' },
    });
    expect(editShared.status).toBe(403);

    // Client B sees the shared form, never client A's.
    const listB = await t.request('GET', '/api/v1/forms?pageSize=200', { cookie: cookies.masterB });
    const idsB = listB.body.items.map((item: { id: string }) => item.id);
    expect(idsB).toContain(shared.id);
    expect(idsB).not.toContain(own.id);
    expect((await t.request('GET', `/api/v1/forms/${own.id}`, { cookie: cookies.directorB })).status).toBe(404);
    expect(
      (await t.request('PUT', `/api/v1/forms/${own.id}`, { cookie: cookies.masterB, body: { name: 'X' } })).status,
    ).toBe(404);
    expect((await t.request('GET', `/api/v1/forms/${own.id}`, { cookie: cookies.collaboratorA })).status).toBe(200);

    // A COLLABORATOR reads but never authors.
    const byCollaborator = await t.request('POST', '/api/v1/forms', {
      cookie: cookies.collaboratorA,
      body: { name: 'X', kind: 'QUALITY' },
    });
    expect(byCollaborator.status).toBe(403);
    const questionByDirector = await t.request('POST', `/api/v1/forms/${own.id}/questions`, {
      cookie: cookies.directorA,
      body: booleanQuestion,
    });
    expect(questionByDirector.status).toBe(403);
  });

  it('filters forms by kind, ownership, category and search, paginated', async () => {
    await createForm(t, cookies.admin, { name: 'Charte nationale', kind: 'QUALITY' });
    const quality = await t.request('GET', '/api/v1/forms?kind=QUALITY', { cookie: cookies.masterA });
    expect(quality.body.items.map((item: { name: string }) => item.name)).toEqual(['Charte nationale']);
    const own = await t.request('GET', '/api/v1/forms?ownership=own', { cookie: cookies.masterA });
    expect(own.body.items.every((item: { clientId: string }) => item.clientId === tenants.clientA.id)).toBe(true);
    const other = await t.request('GET', '/api/v1/forms?categoryId=none', { cookie: cookies.masterA });
    expect(other.body.items.map((item: { name: string }) => item.name)).toEqual(['Charte nationale']);
    const search = await t.request('GET', '/api/v1/forms?search=charte', { cookie: cookies.masterA });
    expect(search.body.total).toBe(1);
    const overview = await t.request('GET', '/api/v1/forms/overview', { cookie: cookies.masterA });
    expect(overview.status).toBe(200);
    expect(overview.body.counts).toEqual(expect.arrayContaining([{ kind: 'QUALITY', status: 'ACTIVE', total: 1 }]));
  });

  it('refuses a shared form in a client category', async () => {
    const clientCategory = await t.request('POST', '/api/v1/categories', {
      cookie: cookies.masterA,
      body: { name: 'Nos procédures', kind: 'QUALITY' },
    });
    expect(clientCategory.body.clientId).toBe(tenants.clientA.id);
    const response = await t.request('POST', '/api/v1/forms', {
      cookie: cookies.admin,
      body: { name: 'Partagé', kind: 'QUALITY', categoryId: clientCategory.body.id },
    });
    expect(response.status).toBe(400);
    expect(response.body.data.fieldErrors.categoryId).toMatch(/catégorie partagée/);
  });
});
