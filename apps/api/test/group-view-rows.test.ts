import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../src/db/schema-auth.ts';
import { insertUser } from './support/fixtures.ts';
import { daysAgo, parisDay } from './support/evaluation-rows.ts';
import { openGroupViewContext, siteNames as names, viewGroup } from './support/group-view.ts';
import { useFileContext } from './support/context.ts';

/**
 * Issue 17 items 1 and 6: the group view on a known data set — the figures of
 * each row, what another client's manager never sees, filters, sorts, pages.
 */

const context = useFileContext(openGroupViewContext, 90_000);
const { t, tenants, cookies } = context;

const view = (cookie: string, query?: Record<string, string | number>) => viewGroup(t, cookie, query);

describe('group view: the rows and their figures', () => {
  it("shows a CLIENT_MASTER her client's establishments and none of another client's", async () => {
    const response = await view(cookies.masterA!);
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['Crèche A1', 'Crèche A2', 'Crèche A3']);
    expect(response.body.total).toBe(3);
    expect(response.body.client).toEqual({ id: tenants.clientA.id, name: 'Client A' });
    expect(JSON.stringify(response.body)).not.toContain('Crèche B1');
    expect(JSON.stringify(response.body)).not.toContain('Catégorie B');
    expect(response.body.legalEntities.map((entity) => entity.name)).toEqual(['Entité A', 'Entité A bis']);
    expect(response.body.cities).toEqual(['Lyon', 'Paris']);
    expect(response.body.categories.map((category) => category.name)).toEqual([
      'Conformité A',
      'Qualité partagée',
      'Autres questionnaires',
    ]);
  });

  it('computes each figure of a row from the known data set', async () => {
    const { body } = await view(cookies.masterA!);
    const [a1, a2, a3Row] = body.items;
    expect(a1).toMatchObject({
      score: 70,
      evaluationsInProgress: 2,
      evaluationsLate: 1,
      actionsOpen: 2,
      actionsOverdue: 1,
      documentsMissing: 1,
      documentsExpiring: 1,
      nextDocumentExpiry: parisDay(20),
      agreement: { status: 'ACTIVE', number: 'AGR-1', date: '2024-03-01' },
    });
    expect(new Date(a1!.lastCompletedAt!).getTime()).toBeCloseTo(daysAgo(10).getTime(), -5);
    expect(new Date(a1!.oldestInProgressStartedAt!).getTime()).toBeCloseTo(daysAgo(90).getTime(), -5);
    const conformityCell = a1!.categories.find((cell) => cell.categoryId !== null);
    // The latest F1 (80 / 75) and F2 (60 / 50): the F1 of 200 days ago no longer counts.
    expect(conformityCell).toMatchObject({ score: 70, conformityRate: 62.5, evaluatedForms: 2 });
    expect(a1!.categories).toHaveLength(1);

    expect(a2).toMatchObject({
      score: null,
      lastCompletedAt: null,
      categories: [],
      evaluationsInProgress: 0,
      evaluationsLate: 0,
      actionsOpen: 0,
      actionsOverdue: 0,
      documentsMissing: 0,
      documentsExpiring: 0,
      agreement: { status: 'NONE', number: null, date: null },
    });
    expect(a3Row).toMatchObject({
      score: 95,
      evaluationsInProgress: 1,
      evaluationsLate: 1,
      documentsMissing: 2,
      documentsExpiring: 0,
      nextDocumentExpiry: null,
      agreement: { status: 'INACTIVE' },
      establishment: {
        city: 'Lyon',
        category: 'MICRO_CRECHE',
        legalEntityName: 'Entité A bis',
        clientName: 'Client A',
      },
    });
    expect(a3Row!.categories).toEqual([expect.objectContaining({ score: 95, conformityRate: 100, evaluatedForms: 1 })]);
  });

  it('filters by legal entity, establishment category, city and name', async () => {
    expect(names((await view(cookies.masterA!, { legalEntityId: context.legalEntityA2.id })).body)).toEqual([
      'Crèche A3',
    ]);
    expect(names((await view(cookies.masterA!, { category: 'MICRO_CRECHE' })).body)).toEqual(['Crèche A3']);
    expect(names((await view(cookies.masterA!, { city: 'lyon' })).body)).toEqual(['Crèche A3']);
    expect(names((await view(cookies.masterA!, { search: 'a2' })).body)).toEqual(['Crèche A2']);
    // The name search stays in scope: another client's site is never found, even by its exact name.
    expect(names((await view(cookies.masterA!, { search: 'Crèche' })).body)).toEqual([
      'Crèche A1',
      'Crèche A2',
      'Crèche A3',
    ]);
    const foreignName = await view(cookies.masterA!, { search: 'Crèche B1' });
    expect(foreignName.body).toMatchObject({ items: [], total: 0 });
    // With the other filters, paginated: the search narrows the legal entity's sites, page by page.
    const paged = await view(cookies.masterA!, {
      search: 'crèche a',
      legalEntityId: tenants.legalEntityA.id,
      pageSize: 1,
      page: 2,
    });
    expect(names(paged.body)).toEqual(['Crèche A2']);
    expect(paged.body.total).toBe(2);
    const tooLong = await view(cookies.masterA!, { search: 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('La recherche ne peut pas dépasser 200 caractères');
    // Another client's legal entity filters everything out, like an unknown one.
    const foreign = await view(cookies.masterA!, { legalEntityId: tenants.legalEntityB.id });
    const unknown = await view(cookies.masterA!, { legalEntityId: 'inconnue' });
    expect(foreign.body.items).toEqual([]);
    expect(foreign.body.total).toBe(0);
    expect(unknown.body.items).toEqual(foreign.body.items);
    const bad = await view(cookies.masterA!, { category: 'HOPITAL' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Catégorie d’établissement invalide');
  });

  it('sorts on the server, ties broken by name', async () => {
    const sorted = async (sort: string) => names((await view(cookies.masterA!, { sort })).body);
    expect(await sorted('-score')).toEqual(['Crèche A3', 'Crèche A1', 'Crèche A2']);
    expect(await sorted('score')).toEqual(['Crèche A2', 'Crèche A1', 'Crèche A3']);
    expect(await sorted('-lateEvaluations')).toEqual(['Crèche A1', 'Crèche A3', 'Crèche A2']);
    expect(await sorted('-overdueActions')).toEqual(['Crèche A1', 'Crèche A2', 'Crèche A3']);
    expect(await sorted('-documents')).toEqual(['Crèche A1', 'Crèche A3', 'Crèche A2']);
    expect(await sorted('-lastEvaluation')).toEqual(['Crèche A3', 'Crèche A1', 'Crèche A2']);
    expect(await sorted('-city')).toEqual(['Crèche A1', 'Crèche A2', 'Crèche A3']);
    expect(await sorted('city')).toEqual(['Crèche A3', 'Crèche A1', 'Crèche A2']);
    expect(await sorted('-name')).toEqual(['Crèche A3', 'Crèche A2', 'Crèche A1']);
    const invalid = await view(cookies.masterA!, { sort: 'siret' });
    expect(invalid.status).toBe(400);
  });

  it('paginates on the server and still counts past the end', async () => {
    const first = await view(cookies.masterA!, { pageSize: 2, page: 1 });
    const second = await view(cookies.masterA!, { pageSize: 2, page: 2 });
    const beyond = await view(cookies.masterA!, { pageSize: 2, page: 5 });
    expect(names(first.body)).toEqual(['Crèche A1', 'Crèche A2']);
    expect(names(second.body)).toEqual(['Crèche A3']);
    expect([first.body.total, second.body.total, beyond.body.total]).toEqual([3, 3, 3]);
    expect(beyond.body.items).toEqual([]);
  });
});

describe('group view: permissions and scope (DESIGN §3)', () => {
  it("answers another client's id like an unknown one", async () => {
    const foreign = await view(cookies.masterA!, { clientId: tenants.clientB.id });
    const unknown = await view(cookies.masterA!, { clientId: 'client-inconnu' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect(JSON.stringify(foreign.body)).toContain('Client introuvable');
    // Her own id is accepted.
    expect((await view(cookies.masterA!, { clientId: tenants.clientA.id })).body.total).toBe(3);
  });

  it('lets an ADMIN choose the client, and asks her to', async () => {
    const missing = await view(cookies.admin!);
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('Choisissez le client');
    expect(names((await view(cookies.admin!, { clientId: tenants.clientB.id })).body)).toEqual(['Crèche B1']);
    expect((await view(cookies.admin!, { clientId: tenants.clientA.id })).body.total).toBe(3);
    expect((await view(cookies.admin!, { clientId: 'inconnu' })).status).toBe(404);
  });

  it('shows a DIRECTOR and a COLLABORATOR their establishments only', async () => {
    expect(names((await view(cookies.directorA!)).body)).toEqual(['Crèche A1']);
    expect(names((await view(cookies.collaboratorA!)).body)).toEqual(['Crèche A1']);
    const multi = await view(cookies.directorMulti!);
    expect(names(multi.body)).toEqual(['Crèche A1', 'Crèche A3']);
    // The filters offer only what is in her scope.
    expect(multi.body.cities).toEqual(['Lyon', 'Paris']);
    expect((await view(cookies.directorB!)).body.items.map((item) => item.establishment.name)).toEqual(['Crèche B1']);
    expect((await view(cookies.directorA!, { clientId: tenants.clientB.id })).status).toBe(404);
  });

  it('refuses signed-out callers and a user without the reading permissions', async () => {
    expect((await t.request('GET', '/api/v1/group/establishments')).status).toBe(401);
    // No role, so none of the reading permissions: the procedure chain refuses before any scope.
    const roleless = await insertUser(t.db, { role: 'COLLABORATOR', clientId: tenants.clientA.id });
    await t.db.update(user).set({ roles: [] }).where(eq(user.id, roleless.id));
    expect((await view(await t.signIn(roleless.email))).status).toBe(403);
  });
});
