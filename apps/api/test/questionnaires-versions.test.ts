import { describe, expect, it } from 'vitest';
import { evaluations } from '../src/db/schema-evaluations.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { notationQuestion, createForm } from './support/questionnaires.ts';

/** Versions: an answered version stays intact; what is in use cannot be deleted. */

const { t, tenants, cookies } = useFileContext(openTenantsContext);

describe('versions', () => {
  it('keeps the answered version intact and edits a new one', async () => {
    const form = await createForm(t, cookies.admin, { name: 'Continuité de direction' });
    const first = await t.request('POST', `/api/v1/forms/${form.id}/questions`, {
      cookie: cookies.admin,
      body: { type: 'BOOLEAN', label: 'Les modalités de continuité sont écrites' },
    });
    const question = first.body.questions[0];
    // Before any evaluation, edits stay on version 1.
    const edited = await t.request('PUT', `/api/v1/questions/${question.id}`, {
      cookie: cookies.admin,
      body: { type: 'BOOLEAN', label: 'Les modalités de continuité de direction sont écrites' },
    });
    expect(edited.body.version).toBe(1);

    // An evaluation answers version 1 (simulated until self-evaluation exists).
    await t.db
      .insert(evaluations)
      .values({ establishmentId: tenants.establishmentA1.id, formId: form.id, formVersion: 1 });
    const answeredForm = await t.request('GET', `/api/v1/forms/${form.id}`, { cookie: cookies.admin });
    expect(answeredForm.body.isVersionFrozen).toBe(true);

    const changed = await t.request('PUT', `/api/v1/questions/${question.id}`, {
      cookie: cookies.admin,
      body: {
        type: 'SELECT',
        label: 'Continuité : modalités écrites et connues',
        options: [
          { label: 'Oui', score: 100 },
          { label: 'Non', score: 0 },
        ],
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ version: 2, shownVersion: 2, isVersionFrozen: false });
    expect(changed.body.questions[0]).toMatchObject({ key: question.key, type: 'SELECT', version: 2 });

    const old = await t.request('GET', `/api/v1/forms/${form.id}?version=1`, { cookie: cookies.admin });
    expect(old.body.shownVersion).toBe(1);
    expect(old.body.questions).toEqual([
      expect.objectContaining({
        id: question.id,
        key: question.key,
        type: 'BOOLEAN',
        label: 'Les modalités de continuité de direction sont écrites',
      }),
    ]);
    // Another change goes on editing version 2.
    const added = await t.request('POST', `/api/v1/forms/${form.id}/questions`, {
      cookie: cookies.admin,
      body: notationQuestion,
    });
    expect(added.body.version).toBe(2);
    const versions = await t.request('GET', `/api/v1/forms/${form.id}/versions`, { cookie: cookies.admin });
    expect(
      versions.body.map((row: { version: number; evaluationCount: number; questionCount: number }) => [
        row.version,
        row.evaluationCount,
        row.questionCount,
      ]),
    ).toEqual([
      [2, 0, 2],
      [1, 1, 1],
    ]);
    // Form fields do not version.
    const renamed = await t.request('PUT', `/api/v1/forms/${form.id}`, {
      cookie: cookies.admin,
      body: { status: 'INACTIVE' },
    });
    expect(renamed.body).toMatchObject({ status: 'INACTIVE', version: 2 });
    expect((await t.request('GET', `/api/v1/forms/${form.id}?version=3`, { cookie: cookies.admin })).status).toBe(404);
  });

  it('refuses to delete what is in use, saying where, and lets deactivation through', async () => {
    const category = (
      await t.request('POST', '/api/v1/categories', {
        cookie: cookies.admin,
        body: { name: 'Encadrement', kind: 'CONFORMITY' },
      })
    ).body;
    const form = await createForm(t, cookies.admin, { name: 'Taux d’encadrement', categoryId: category.id });
    const deleteCategory = await t.request('DELETE', `/api/v1/categories/${category.id}`, { cookie: cookies.admin });
    expect(deleteCategory.status).toBe(409);
    expect(deleteCategory.body.message).toBe(
      "Impossible de supprimer cette catégorie : 1 questionnaire(s) l'utilisent (« Taux d’encadrement »). Désactivez-la plutôt.",
    );
    await t.db
      .insert(evaluations)
      .values({ establishmentId: tenants.establishmentB1.id, formId: form.id, formVersion: 1 });
    const deleteForm = await t.request('DELETE', `/api/v1/forms/${form.id}`, { cookie: cookies.admin });
    expect(deleteForm.status).toBe(409);
    expect(deleteForm.body.message).toBe(
      "Impossible de supprimer ce questionnaire : 1 évaluation(s) l'utilisent. Désactivez-le plutôt.",
    );
    const deactivated = await t.request('PUT', `/api/v1/categories/${category.id}`, {
      cookie: cookies.admin,
      body: { status: 'INACTIVE' },
    });
    expect(deactivated.body.status).toBe('INACTIVE');

    const unused = await createForm(t, cookies.admin, { name: 'Brouillon' });
    expect((await t.request('DELETE', `/api/v1/forms/${unused.id}`, { cookie: cookies.admin })).status).toBe(204);
  });
});
