import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluations } from '../src/db/schema-questionnaires.ts';
import type { TestContext } from './support/app.ts';
import type { Tenants } from './support/fixtures.ts';
import { openTenantsContext, type Cookies } from './support/context.ts';

let t: TestContext;
let tenants: Tenants;
let cookies: Cookies;

beforeAll(async () => ({ t, tenants, cookies } = await openTenantsContext()));
afterAll(() => t?.close());

const booleanQuestion = {
  type: 'BOOLEAN',
  label: "Le projet d'établissement comporte-t-il ses trois volets ?",
  reference: 'CSP art. R2324-29',
  isDocumentRequired: true,
  expectedDocument: "Projet d'établissement",
  isCritical: true,
};
const selectQuestion = {
  type: 'SELECT',
  label: "Chaque professionnel a-t-il bénéficié de 6 h d'analyse des pratiques ?",
  reference: 'CSP art. R2324-37',
  options: [
    { label: 'Oui', score: 100 },
    { label: 'Partiellement', score: 50 },
    { label: 'Non', score: 0 },
  ],
  isDocumentRecommended: true,
  expectedDocument: "Feuilles d'émargement",
};
const multipleQuestion = {
  type: 'MULTIPLE_CHOICE',
  label: 'Quels protocoles sont annexés au règlement de fonctionnement ?',
  options: [
    { label: "Situations d'urgence", score: 25 },
    { label: 'Hygiène', score: 25 },
    { label: 'Soins spécifiques', score: 25 },
    { label: 'Maltraitance', score: 25 },
  ],
};
const notationQuestion = { type: 'NOTATION', label: 'Les familles participent à la vie de la crèche.' };

async function createForm(cookie: string, body: Record<string, unknown>) {
  const response = await t.request('POST', '/api/v1/forms', { cookie, body: { kind: 'CONFORMITY', ...body } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe('categories and forms: permissions and scope', () => {
  it('lets an ADMIN author the shared library, and a CLIENT_MASTER its own client only', async () => {
    const category = await t.request('POST', '/api/v1/categories', {
      cookie: cookies.admin,
      body: { name: 'Règlement de fonctionnement', kind: 'CONFORMITY' },
    });
    expect(category.status).toBe(201);
    expect(category.body).toMatchObject({ isShared: true, clientId: null, status: 'ACTIVE', formCount: 0 });

    const shared = await createForm(cookies.admin, { name: 'Protocoles', categoryId: category.body.id });
    expect(shared).toMatchObject({ isShared: true, version: 1, categoryName: 'Règlement de fonctionnement' });

    const own = await createForm(cookies.masterA, { name: 'Projet maison A', categoryId: category.body.id });
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
    await createForm(cookies.admin, { name: 'Charte nationale', kind: 'QUALITY' });
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

describe('questions', () => {
  it('creates one question of each type with its defaults and derived document level', async () => {
    const form = await createForm(cookies.admin, { name: 'Quatre types' });
    let detail = form;
    for (const question of [booleanQuestion, selectQuestion, multipleQuestion, notationQuestion]) {
      const response = await t.request('POST', `/api/v1/forms/${form.id}/questions`, {
        cookie: cookies.admin,
        body: question,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      detail = response.body;
    }
    expect(detail.questions.map((q: { type: string }) => q.type)).toEqual([
      'BOOLEAN',
      'SELECT',
      'MULTIPLE_CHOICE',
      'NOTATION',
    ]);
    const [boolean, select, , notation] = detail.questions;
    expect(boolean).toMatchObject({
      conformingAnswer: true,
      documentRequirement: 'MANDATORY',
      isCritical: true,
      weight: 1,
    });
    expect(select).toMatchObject({ documentRequirement: 'RECOMMENDED', conformingAnswer: null });
    expect(notation).toMatchObject({
      scale: { min: 1, max: 4, allowOptimized: true },
      threshold: 3,
      documentRequirement: null,
      options: [],
    });
    expect(notation.scale.labels).toEqual([
      'Pas du tout satisfaisant',
      'Plutôt pas satisfaisant',
      'Plutôt satisfaisant',
      'Tout à fait satisfaisant',
    ]);
    expect(detail.questionCount).toBe(4);
  });

  it('explains every mistake in French, under its field', async () => {
    const form = await createForm(cookies.admin, { name: 'Erreurs' });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ type: 'SELECT', label: 'Sans options' }, 'options', 'Ajoutez au moins deux options'],
      [{ ...notationQuestion, threshold: 7 }, 'threshold', "Le seuil de conformité doit être compris dans l'échelle"],
      [{ type: 'BOOLEAN', label: '   ' }, 'label', 'Le libellé de la question est obligatoire'],
      [
        { ...booleanQuestion, isDocumentRecommended: true },
        'isDocumentRecommended',
        'Un document ne peut pas être à la fois obligatoire et recommandé',
      ],
      [{ ...booleanQuestion, expectedDocument: '' }, 'expectedDocument', 'Précisez le document attendu'],
      [{ type: 'TEXT', label: 'Libre' }, 'type', 'Veuillez choisir un type de question'],
      [
        {
          ...selectQuestion,
          options: [
            { label: 'Oui', score: 120 },
            { label: 'Non', score: 0 },
          ],
        },
        'options.0.score',
        "Le score d'une option doit être un entier compris entre 0 et 100",
      ],
      [
        { ...notationQuestion, scale: { min: 4, max: 1, labels: ['a'] } },
        'scale.max',
        "Le maximum de l'échelle doit être supérieur au minimum",
      ],
      [{ ...booleanQuestion, weight: 0 }, 'weight', 'Le poids doit être un nombre compris entre 0,1 et 100'],
    ];
    for (const [body, field, message] of cases) {
      const response = await t.request('POST', `/api/v1/forms/${form.id}/questions`, { cookie: cookies.admin, body });
      expect(response.status, field).toBe(400);
      expect(response.body.data.fieldErrors[field], field).toBe(message);
    }
    const missingName = await t.request('POST', '/api/v1/forms', { cookie: cookies.admin, body: { kind: 'QUALITY' } });
    expect(missingName.body.data.fieldErrors.name).toBe('Le nom du questionnaire est obligatoire');
    const missingKind = await t.request('POST', '/api/v1/categories', { cookie: cookies.admin, body: { name: 'X' } });
    expect(missingKind.body.data.fieldErrors.kind).toBe('Veuillez choisir : conformité ou qualité');
  });

  it('reorders, duplicates and deletes questions', async () => {
    const form = await createForm(cookies.masterA, { name: 'Ordre' });
    let detail = form;
    for (const label of ['Un', 'Deux', 'Trois']) {
      detail = (
        await t.request('POST', `/api/v1/forms/${form.id}/questions`, {
          cookie: cookies.masterA,
          body: { type: 'BOOLEAN', label },
        })
      ).body;
    }
    const keys = detail.questions.map((q: { key: string }) => q.key);
    const reordered = await t.request('PUT', `/api/v1/forms/${form.id}/questions/order`, {
      cookie: cookies.masterA,
      body: { keys: [keys[2], keys[0], keys[1]] },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.questions.map((q: { label: string }) => q.label)).toEqual(['Trois', 'Un', 'Deux']);
    const stale = await t.request('PUT', `/api/v1/forms/${form.id}/questions/order`, {
      cookie: cookies.masterA,
      body: { keys: [keys[0]] },
    });
    expect(stale.status).toBe(400);

    const duplicated = await t.request('POST', `/api/v1/questions/${reordered.body.questions[0].id}/duplicate`, {
      cookie: cookies.masterA,
    });
    expect(duplicated.status).toBe(201);
    expect(duplicated.body.questions.map((q: { label: string }) => q.label)).toEqual([
      'Trois',
      'Trois (copie)',
      'Un',
      'Deux',
    ]);
    const removed = await t.request('DELETE', `/api/v1/questions/${duplicated.body.questions[2].id}`, {
      cookie: cookies.masterA,
    });
    expect(removed.body.questions.map((q: { label: string; position: number }) => [q.label, q.position])).toEqual([
      ['Trois', 0],
      ['Trois (copie)', 1],
      ['Deux', 2],
    ]);
  });
});

describe('versions', () => {
  it('keeps the answered version intact and edits a new one', async () => {
    const form = await createForm(cookies.admin, { name: 'Continuité de direction' });
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
    const form = await createForm(cookies.admin, { name: 'Taux d’encadrement', categoryId: category.id });
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

    const unused = await createForm(cookies.admin, { name: 'Brouillon' });
    expect((await t.request('DELETE', `/api/v1/forms/${unused.id}`, { cookie: cookies.admin })).status).toBe(204);
  });
});
