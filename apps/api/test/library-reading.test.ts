import { describe, expect, it } from 'vitest';
import { openTenantsContext, useFileContext } from './support/context.ts';

/** The reading room: the library as every reader sees it, never another client’s forms. */

const { t, tenants, cookies } = useFileContext(openTenantsContext);

describe('reading room', () => {
  it('lists active categories with their forms, filtered by kind and establishment category, searchable by reference', async () => {
    const category = (
      await t.request('POST', '/api/v1/categories', {
        cookie: cookies.admin,
        body: { name: 'Santé', kind: 'CONFORMITY' },
      })
    ).body;
    const crecheForm = (
      await t.request('POST', '/api/v1/forms', {
        cookie: cookies.admin,
        body: {
          name: 'Référent santé',
          kind: 'CONFORMITY',
          categoryId: category.id,
          establishmentCategories: ['CRECHE'],
        },
      })
    ).body;
    await t.request('POST', `/api/v1/forms/${crecheForm.id}/questions`, {
      cookie: cookies.admin,
      body: { type: 'BOOLEAN', label: 'Un référent santé intervient', reference: 'CSP art. R2324-39' },
    });
    const essmsForm = (
      await t.request('POST', '/api/v1/forms', {
        cookie: cookies.admin,
        body: {
          name: 'Circuit du médicament',
          kind: 'QUALITY',
          categoryId: category.id,
          establishmentCategories: ['ESSMS'],
        },
      })
    ).body;
    const inactive = (
      await t.request('POST', '/api/v1/forms', {
        cookie: cookies.admin,
        body: { name: 'Ancien questionnaire', kind: 'CONFORMITY', categoryId: category.id, status: 'INACTIVE' },
      })
    ).body;

    const all = await t.request('GET', '/api/v1/library', { cookie: cookies.collaboratorA });
    expect(all.status).toBe(200);
    const sante = all.body.categories.find((item: { id: string }) => item.id === category.id);
    const names = sante.forms.map((form: { name: string }) => form.name);
    expect(names).toEqual(expect.arrayContaining(['Référent santé', 'Circuit du médicament']));
    expect(names).not.toContain(inactive.name);

    const forCreche = await t.request('GET', '/api/v1/library?establishmentCategory=CRECHE', {
      cookie: cookies.collaboratorA,
    });
    const creche = forCreche.body.categories.find((item: { id: string }) => item.id === category.id);
    expect(creche.forms.map((form: { id: string }) => form.id)).toContain(crecheForm.id);
    expect(creche.forms.map((form: { id: string }) => form.id)).not.toContain(essmsForm.id);

    const byArticle = await t.request('GET', '/api/v1/library?search=R2324-39', { cookie: cookies.collaboratorA });
    expect(byArticle.body.questionHits).toEqual([
      expect.objectContaining({
        formId: crecheForm.id,
        label: 'Un référent santé intervient',
        reference: 'CSP art. R2324-39',
      }),
    ]);
    expect(
      byArticle.body.categories.flatMap((item: { forms: Array<{ id: string }> }) => item.forms.map((f) => f.id)),
    ).toEqual([crecheForm.id]);

    const quality = await t.request('GET', '/api/v1/library?kind=QUALITY', { cookie: cookies.collaboratorA });
    const everyForm = [
      ...quality.body.categories.flatMap((item: { forms: Array<{ kind: string }> }) => item.forms),
      ...quality.body.otherForms,
    ];
    expect(everyForm.every((form: { kind: string }) => form.kind === 'QUALITY')).toBe(true);
  });

  it("never shows another client's forms", async () => {
    const response = await t.request('GET', '/api/v1/library?search=Protocoles', { cookie: cookies.directorB });
    const clientIds = [
      ...response.body.categories.flatMap((item: { forms: Array<{ clientId: string | null }> }) => item.forms),
      ...response.body.otherForms,
    ].map((form: { clientId: string | null }) => form.clientId);
    expect(clientIds).not.toContain(tenants.clientA.id);
  });
});

describe('reading one category and one form', () => {
  it('answers an active category with its active forms, and an active form with its questions, to every reader', async () => {
    const category = (
      await t.request('POST', '/api/v1/categories', {
        cookie: cookies.admin,
        body: { name: 'Lecture', kind: 'CONFORMITY' },
      })
    ).body;
    const active = (
      await t.request('POST', '/api/v1/forms', {
        cookie: cookies.admin,
        body: { name: 'Affichage obligatoire', kind: 'CONFORMITY', categoryId: category.id },
      })
    ).body;
    await t.request('POST', `/api/v1/forms/${active.id}/questions`, {
      cookie: cookies.admin,
      body: {
        type: 'BOOLEAN',
        label: 'Le règlement est affiché',
        reference: 'CSP art. R2324-30',
        isDocumentRequired: true,
        expectedDocument: 'Règlement de fonctionnement',
      },
    });
    const inactive = (
      await t.request('POST', '/api/v1/forms', {
        cookie: cookies.admin,
        body: { name: 'Retiré', kind: 'CONFORMITY', categoryId: category.id, status: 'INACTIVE' },
      })
    ).body;

    const read = await t.request('GET', `/api/v1/library/categories/${category.id}`, {
      cookie: cookies.collaboratorA,
    });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ name: 'Lecture', kind: 'CONFORMITY', isShared: true });
    expect(read.body.forms.map((form: { id: string }) => form.id)).toEqual([active.id]);

    const form = await t.request('GET', `/api/v1/library/forms/${active.id}`, { cookie: cookies.collaboratorA });
    expect(form.status).toBe(200);
    expect(form.body.questions).toEqual([
      expect.objectContaining({ reference: 'CSP art. R2324-30', documentRequirement: 'MANDATORY' }),
    ]);
    const hidden = await t.request('GET', `/api/v1/library/forms/${inactive.id}`, { cookie: cookies.collaboratorA });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Questionnaire introuvable');

    await t.request('PUT', `/api/v1/categories/${category.id}`, {
      cookie: cookies.admin,
      body: { status: 'INACTIVE' },
    });
    const gone = await t.request('GET', `/api/v1/library/categories/${category.id}`, { cookie: cookies.directorA });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Catégorie introuvable');
  });

  it("never answers another client's category or form", async () => {
    const own = (
      await t.request('POST', '/api/v1/categories', {
        cookie: cookies.masterA,
        body: { name: 'Interne A', kind: 'QUALITY' },
      })
    ).body;
    const form = (
      await t.request('POST', '/api/v1/forms', {
        cookie: cookies.masterA,
        body: { name: 'Interne A', kind: 'QUALITY', categoryId: own.id },
      })
    ).body;
    expect((await t.request('GET', `/api/v1/library/forms/${form.id}`, { cookie: cookies.directorA })).status).toBe(
      200,
    );
    expect((await t.request('GET', `/api/v1/library/forms/${form.id}`, { cookie: cookies.masterB })).status).toBe(404);
    expect((await t.request('GET', `/api/v1/library/categories/${own.id}`, { cookie: cookies.directorB })).status).toBe(
      404,
    );
  });
});
