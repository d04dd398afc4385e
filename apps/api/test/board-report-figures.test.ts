import { getParisToday } from '@qc/shared/validation/dates';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { getBoardReport } from '../src/board/get-board-report.ts';
import { buildActor } from '../src/scope/actor.ts';
import { useFileContext } from './support/context.ts';
import { download, openBoardReportContext } from './support/board-report.ts';
import { parisDay } from './support/evaluation-rows.ts';

/** Issue 17 item 5: the board report's figures on a known data set, within the caller's scope and the group view's filters. */

const { t, tenants, cookies } = useFileContext(openBoardReportContext);

describe('board report figures (issue 17 item 5)', () => {
  it('computes scores, trend, gaps, impératifs and action plans from the known data, in the manager’s scope', async () => {
    const data = await getBoardReport(t.db, buildActor(t.db, tenants.users.masterA), {});
    expect(data.period).toEqual({ from: expect.any(String), to: getParisToday() });
    expect(data.establishments.map((site) => site.name)).toEqual(['Crèche A1', 'Crèche A2']);
    const [a1, a2] = data.establishments;
    expect(a1).toMatchObject({ score: 90, conformityRate: 75, evaluatedForms: 2, evaluations: 2, change: 30 });
    expect(a1!.cells).toEqual(
      expect.arrayContaining([
        { categoryId: expect.any(String), score: 80, conformityRate: 50, forms: 1 },
        { categoryId: null, score: 100, conformityRate: 100, forms: 1 },
      ]),
    );
    expect(a1!.trend.map((point) => [point.formName, point.score])).toEqual([
      ['Sécurité et locaux', 80],
      ['Accueil des familles', 100],
    ]);
    expect(a1!.actions).toEqual({
      total: 3,
      todo: 1,
      inProgress: 0,
      done: 1,
      cancelled: 1,
      overdue: 1,
      doneInPeriod: 1,
      meanProgress: 50,
    });
    expect(a2).toMatchObject({ score: 40, evaluations: 2, change: -20 });
    expect(a2!.actions).toMatchObject({ total: 1, inProgress: 1, overdue: 0, meanProgress: 50 });
    expect(data.categories.map((category) => category.name)).toEqual(['Sécurité des enfants', 'Autres questionnaires']);
    expect(data.gaps.map((gap) => [gap.label, gap.sites, gap.answered, gap.isCritical, gap.siteNames])).toEqual([
      ['Les issues de secours sont dégagées ?', 2, 2, true, ['Crèche A1', 'Crèche A2']],
      ['Le plan de mise en sûreté est affiché ?', 1, 2, false, ['Crèche A2']],
    ]);
    expect(data.criticalFailures.map((failure) => failure.establishmentName)).toEqual(['Crèche A1', 'Crèche A2']);
    expect(data.totals).toEqual({
      establishments: 2,
      evaluatedEstablishments: 2,
      evaluations: 4,
      score: 65,
      actionsOpen: 2,
      actionsOverdue: 1,
      actionsDoneInPeriod: 1,
      criticalFailures: 2,
    });
  });

  it('a shorter period keeps only its evaluations; a director sees her establishment only', async () => {
    const recent = await getBoardReport(t.db, buildActor(t.db, tenants.users.masterA), { from: parisDay(-15) });
    expect(recent.establishments.map((site) => [site.name, site.evaluations, site.score])).toEqual([
      ['Crèche A1', 0, null],
      ['Crèche A2', 1, 40],
    ]);
    // A2's security of 10 days ago against the one of 60 days ago (before this period): still −20.
    expect(recent.establishments[1]!.change).toBe(-20);
    const director = await getBoardReport(t.db, buildActor(t.db, tenants.users.directorA), {});
    expect(director.establishments.map((site) => site.name)).toEqual(['Crèche A1']);
    expect(director.gaps.every((gap) => !gap.siteNames.includes('Crèche A2'))).toBe(true);
  });
});

describe("board report of the group view's filters (issue 17)", () => {
  it('keeps the sites the manager sees: legal entity, category, city and name search, never beyond her scope', async () => {
    const masterA = buildActor(t.db, tenants.users.masterA);
    const sites = async (filters: Parameters<typeof getBoardReport>[2]) =>
      (await getBoardReport(t.db, masterA, filters)).establishments.map((site) => site.name);
    const a2 = tenants.establishmentA2.id;
    await t.db.execute(sql`update establishments set city = 'Lyon', category = 'MICRO_CRECHE' where id = ${a2}`);
    try {
      expect(await sites({})).toEqual(['Crèche A1', 'Crèche A2']);
      expect(await sites({ search: 'a2' })).toEqual(['Crèche A2']);
      expect(await sites({ city: 'lyon' })).toEqual(['Crèche A2']);
      expect(await sites({ category: 'MICRO_CRECHE' })).toEqual(['Crèche A2']);
      expect(await sites({ legalEntityId: tenants.legalEntityA.id, search: 'A1' })).toEqual(['Crèche A1']);
      // The figures follow: A2 alone, its gaps and impératifs only.
      const filtered = await getBoardReport(t.db, masterA, { search: 'a2' });
      expect(filtered.totals.establishments).toBe(1);
      expect(filtered.gaps.flatMap((gap) => gap.siteNames)).not.toContain('Crèche A1');
      expect(filtered.criticalFailures.map((failure) => failure.establishmentName)).toEqual(['Crèche A2']);
      // Another client's site never comes in: by name, or through its legal entity.
      expect(await sites({ search: 'Crèche B1' })).toEqual([]);
      // A file cannot be compared with an unknown id's byte for byte (it is dated): both are refused alike.
      for (const legalEntityId of [tenants.legalEntityB.id, crypto.randomUUID()]) {
        // The service's refusal is a domain error; handlers.ts answers NOT_FOUND with 404.
        await expect(sites({ legalEntityId })).rejects.toMatchObject({
          code: 'NOT_FOUND',
          message: 'Entité légale introuvable',
        });
      }

      // Over HTTP, the filters reach the workbook; a bad one answers in French.
      const file = await download(t, '/api/v1/group/board-report.xlsx?search=A2&city=Lyon', cookies.masterA);
      expect(file.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
      const scores = workbook.getWorksheet('Scores')!;
      const named = scores.getColumn(1).values.slice(2);
      expect(named).toEqual(['Crèche A2']);
      const bad = await t.request('GET', '/api/v1/group/board-report?category=HOPITAL', { cookie: cookies.masterA });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('Catégorie d’établissement invalide');
    } finally {
      await t.db.execute(sql`update establishments set city = 'Paris', category = null where id = ${a2}`);
    }
  });
});
