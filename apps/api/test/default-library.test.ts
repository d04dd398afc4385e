import { count, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, forms, questions } from '../src/db/schema-questionnaires.ts';
import { seedDefaultLibraryIfEmpty } from '../src/seed/library.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';

const { t, tenants } = useFileContext(() => openTenantsContext({ signIn: false }));

describe('default French library', () => {
  it('is seeded once on a fresh database as the shared library', async () => {
    const summary = await seedDefaultLibraryIfEmpty(t.db);
    expect(summary?.categoriesCreated).toBeGreaterThanOrEqual(6);
    expect(summary?.formsCreated).toBeGreaterThanOrEqual(10);
    expect(summary?.questions).toBeGreaterThanOrEqual(300);
    const [formCount] = await t.db.select({ total: count() }).from(forms).where(isNull(forms.clientId));
    const [questionCount] = await t.db.select({ total: count() }).from(questions);
    expect(formCount?.total).toBe(summary?.formsCreated);
    expect(questionCount?.total).toBe(summary?.questions);
    expect(await seedDefaultLibraryIfEmpty(t.db)).toBeNull();
  });

  it('imports again into an existing database without duplicating anything (ADMIN only)', async () => {
    const admin = await t.signIn(tenants.users.admin.email);
    const [before] = await t.db.select({ total: count() }).from(forms);
    const response = await t.request('POST', '/api/v1/library/import-default', { cookie: admin });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ categoriesCreated: 0, formsCreated: 0, formsUpdated: 0 });
    const [after] = await t.db.select({ total: count() }).from(forms);
    expect(after?.total).toBe(before?.total);
    const [categoryCount] = await t.db.select({ total: count() }).from(categories);
    expect(categoryCount?.total).toBeGreaterThanOrEqual(6);

    const master = await t.signIn(tenants.users.masterA.email);
    expect((await t.request('POST', '/api/v1/library/import-default', { cookie: master })).status).toBe(403);
  });

  it('lets a crèche director find her obligations article by article, with the documents expected', async () => {
    const director = await t.signIn(tenants.users.directorA.email);
    const response = await t.request('GET', '/api/v1/library?search=R2324-30&establishmentCategory=CRECHE', {
      cookie: director,
    });
    expect(response.status).toBe(200);
    expect(response.body.questionHits.length).toBeGreaterThan(3);
    expect(
      response.body.questionHits.every((hit: { reference: string | null; label: string }) =>
        /R2324-30/.test(`${hit.reference} ${hit.label}`),
      ),
    ).toBe(true);
    const formId = response.body.questionHits[0].formId;
    const form = await t.request('GET', `/api/v1/forms/${formId}`, { cookie: director });
    expect(
      form.body.questions.some((q: { documentRequirement: string | null }) => q.documentRequirement === 'MANDATORY'),
    ).toBe(true);
  });

  // Issue 14 item 5: the article or the word a new user types leads to the rule for her establishment's size.
  type Hit = { questionKey: string; label: string; reference: string | null };
  async function hits(search: string, establishmentCategory: string): Promise<Hit[]> {
    const director = await t.signIn(tenants.users.directorA.email);
    const response = await t.request(
      'GET',
      `/api/v1/library?search=${encodeURIComponent(search)}&establishmentCategory=${establishmentCategory}`,
      { cookie: director },
    );
    expect(response.status).toBe(200);
    return response.body.questionHits as Hit[];
  }

  it('finds the two-professionals rule by its article, the crèche rule for a crèche and the micro-crèche rule for a micro-crèche', async () => {
    const creche = await hits('R2324-43-1', 'CRECHE');
    const crecheKeys = creche.map((hit) => hit.questionKey);
    expect(crecheKeys).toContain('eaje-encadrement-effectifs-04');
    expect(crecheKeys).toContain('eaje-plus-24-places-01');
    expect(crecheKeys).not.toContain('eaje-micro-creche-01');
    expect(creche.find((hit) => hit.questionKey === 'eaje-encadrement-effectifs-04')?.label).toMatch(
      /^Dès que des enfants sont présents, au moins deux professionnels/,
    );
    for (const hit of creche) expect(hit.reference, hit.questionKey).toContain('R2324-43-1');

    const micro = await hits('R2324-43-1', 'MICRO_CRECHE');
    const microKeys = micro.map((hit) => hit.questionKey);
    expect(microKeys).toContain('eaje-micro-creche-01');
    expect(microKeys).not.toContain('eaje-plus-24-places-01');
    // A micro-crèche may leave one professional with three children: the crèche rule is not put to it.
    expect(microKeys).not.toContain('eaje-encadrement-effectifs-04');
    expect(micro.find((hit) => hit.questionKey === 'eaje-micro-creche-01')?.label).toMatch(/quatre enfants/);

    const petite = (await hits('R2324-43-1', 'PETITE_CRECHE')).map((hit) => hit.questionKey);
    expect(petite).toContain('eaje-encadrement-effectifs-04');
    expect(petite).not.toContain('eaje-plus-24-places-01');
  });

  it('finds the attestation d’honorabilité with or without the accent, and in capitals', async () => {
    for (const search of ['honorabilité', 'honorabilite', 'HONORABILITÉ']) {
      const keys = (await hits(search, 'GRANDE_CRECHE')).map((hit) => hit.questionKey);
      expect(keys, search).toContain('eaje-recrutement-verifications-01');
    }
    // An ESSMS reader does not get the crèche rule.
    const essms = (await hits('honorabilité', 'ESSMS')).map((hit) => hit.questionKey);
    expect(essms).not.toContain('eaje-recrutement-verifications-01');
  });
});
