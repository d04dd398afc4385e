import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluations } from '../src/db/schema-evaluations.ts';
import { forms } from '../src/db/schema-questionnaires.ts';
import type { TestContext } from './support/app.ts';
import type { Tenants } from './support/fixtures.ts';
import { openTenantsContext, type Cookies } from './support/context.ts';

/** The portable JSON format: import, export, versions of an answered form, French errors. */

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
