import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluations, forms } from '../src/db/schema-questionnaires.ts';
import type { TestContext } from './support/app.ts';
import type { Tenants } from './support/fixtures.ts';
import { openTenantsContext, type Cookies } from './support/context.ts';

let t: TestContext;
let tenants: Tenants;
let cookies: Cookies;

beforeAll(async () => ({ t, tenants, cookies } = await openTenantsContext()));
afterAll(() => t?.close());

const portableFile = (overrides: { label?: string; extra?: boolean } = {}) => ({
  format: 'qualite-conformite.library',
  formatVersion: 1,
  categories: [
    {
      key: 'reglement',
      name: 'Règlement de fonctionnement',
      kind: 'CONFORMITY',
      forms: [
        {
          key: 'protocoles',
          name: 'Protocoles annexés',
          kind: 'CONFORMITY',
          establishmentCategories: ['CRECHE', 'MICRO_CRECHE'],
          questions: [
            {
              key: 'rf-01',
              type: 'BOOLEAN',
              label: overrides.label ?? 'Le règlement est-il affiché ?',
              reference: 'CSP art. R2324-30',
            },
            {
              key: 'rf-02',
              type: 'MULTIPLE_CHOICE',
              label: 'Quels protocoles sont annexés ?',
              options: [
                { label: 'Urgence', score: 50 },
                { label: 'Hygiène', score: 50 },
              ],
            },
            ...(overrides.extra
              ? [{ key: 'rf-03', type: 'NOTATION', label: 'Les protocoles sont connus de l’équipe' }]
              : []),
          ],
        },
      ],
    },
  ],
  forms: [],
});

describe('JSON import and export', () => {
  it('imports into a client, and importing twice creates no duplicate', async () => {
    const first = await t.request('POST', '/api/v1/library/import', {
      cookie: cookies.masterA,
      body: { file: portableFile() },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({
      categoriesCreated: 1,
      categoriesUpdated: 0,
      formsCreated: 1,
      formsUpdated: 0,
      formsUnchanged: 0,
      questions: 2,
    });
    const second = await t.request('POST', '/api/v1/library/import', {
      cookie: cookies.masterA,
      body: { file: portableFile() },
    });
    expect(second.body).toMatchObject({ categoriesCreated: 0, formsCreated: 0, formsUnchanged: 1 });
    const rows = await t.db.select().from(forms).where(eq(forms.externalKey, 'protocoles'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ clientId: tenants.clientA.id, version: 1 });

    // Client B imports the same file into its own client: separate rows, A's untouched.
    const other = await t.request('POST', '/api/v1/library/import', {
      cookie: cookies.masterB,
      body: { file: portableFile() },
    });
    expect(other.body.formsCreated).toBe(1);
    expect(await t.db.select().from(forms).where(eq(forms.externalKey, 'protocoles'))).toHaveLength(2);
  });

  it('gives a changed answered form a new version, keeping the answered one', async () => {
    const [row] = await t.db.select().from(forms).where(eq(forms.clientId, tenants.clientA.id));
    await t.db
      .insert(evaluations)
      .values({ establishmentId: tenants.establishmentA1.id, formId: row!.id, formVersion: 1 });
    const changed = await t.request('POST', '/api/v1/library/import', {
      cookie: cookies.masterA,
      body: { file: portableFile({ extra: true }) },
    });
    expect(changed.body).toMatchObject({ formsUpdated: 1, questions: 3 });
    const current = await t.request('GET', `/api/v1/forms/${row!.id}`, { cookie: cookies.masterA });
    expect(current.body).toMatchObject({ version: 2, questionCount: 3 });
    const old = await t.request('GET', `/api/v1/forms/${row!.id}?version=1`, { cookie: cookies.masterA });
    expect(old.body.questions.map((q: { key: string }) => q.key)).toEqual(['rf-01', 'rf-02']);
  });

  it('round-trips: an exported form imports back identical', async () => {
    const [row] = await t.db.select().from(forms).where(eq(forms.clientId, tenants.clientA.id));
    const exported = await t.request('GET', `/api/v1/library/forms/${row!.id}/export`, { cookie: cookies.masterA });
    expect(exported.status).toBe(200);
    expect(exported.body).toMatchObject({ format: 'qualite-conformite.library', formatVersion: 1, categories: [] });
    expect(exported.body.forms[0]).toMatchObject({ key: 'protocoles', name: 'Protocoles annexés' });
    expect(exported.body.forms[0].questions).toHaveLength(3);
    expect(exported.body.forms[0].questions[2]).toMatchObject({
      type: 'NOTATION',
      scale: { min: 1, max: 4 },
      threshold: 3,
    });

    // Into the shared library (ADMIN), then again: unchanged.
    const shared = await t.request('POST', '/api/v1/library/import', {
      cookie: cookies.admin,
      body: { file: exported.body },
    });
    expect(shared.body).toMatchObject({ formsCreated: 1, questions: 3 });
    const again = await t.request('POST', '/api/v1/library/import', {
      cookie: cookies.admin,
      body: { file: exported.body },
    });
    expect(again.body).toMatchObject({ formsCreated: 0, formsUnchanged: 1 });
    const reexported = await t.request('GET', `/api/v1/library/forms/${row!.id}/export`, { cookie: cookies.masterA });
    expect(reexported.body.forms).toEqual(exported.body.forms);

    const category = await t.request('GET', `/api/v1/library/categories/${row!.categoryId}/export`, {
      cookie: cookies.masterA,
    });
    expect(category.body.categories[0]).toMatchObject({
      key: 'reglement',
      forms: [expect.objectContaining({ key: 'protocoles' })],
    });
  });

  it('names the question at fault, in French', async () => {
    const broken = portableFile();
    broken.categories[0]!.forms[0]!.questions[1] = { key: 'rf-02', type: 'SELECT', label: 'Sans options' } as never;
    const response = await t.request('POST', '/api/v1/library/import', {
      cookie: cookies.masterA,
      body: { file: broken },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'Catégorie 1 « Règlement de fonctionnement », questionnaire 1 « Protocoles annexés », question 2 (clé rf-02) : Ajoutez au moins deux options',
    );
    const empty = portableFile({ label: ' ' });
    const emptyLabel = await t.request('POST', '/api/v1/library/import', {
      cookie: cookies.masterA,
      body: { file: empty },
    });
    expect(emptyLabel.body.message).toMatch(/question 1 \(clé rf-01\) : Le libellé de la question est obligatoire$/);
    const duplicate = portableFile();
    duplicate.categories[0]!.forms[0]!.questions[1]!.key = 'rf-01';
    const duplicated = await t.request('POST', '/api/v1/library/import', {
      cookie: cookies.masterA,
      body: { file: duplicate },
    });
    expect(duplicated.body.message).toBe(
      'Questionnaire « Protocoles annexés », question 2 (clé rf-01) : Deux éléments du fichier portent la même clé',
    );
    const notOurs = await t.request('POST', '/api/v1/library/import', {
      cookie: cookies.masterA,
      body: { file: { hello: 1 } },
    });
    expect(notOurs.status).toBe(400);
    expect(notOurs.body.message).toBe("Ce fichier n'est pas un export Qualité & Conformité");
  });

  it('keeps the shared library to ADMINs, and exports within scope', async () => {
    const shared = await t.request('POST', '/api/v1/library/import', {
      cookie: cookies.masterA,
      body: { file: portableFile(), clientId: null },
    });
    expect(shared.status).toBe(403);
    const byDirector = await t.request('POST', '/api/v1/library/import', {
      cookie: cookies.directorA,
      body: { file: portableFile() },
    });
    expect(byDirector.status).toBe(403);
    const [rowA] = await t.db.select().from(forms).where(eq(forms.clientId, tenants.clientA.id));
    expect(
      (await t.request('GET', `/api/v1/library/forms/${rowA!.id}/export`, { cookie: cookies.masterB })).status,
    ).toBe(404);
  });
});

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
