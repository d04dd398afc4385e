import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getParisToday } from '@qc/shared/validation/dates';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBoardReport } from '../src/board/get-board-report.ts';
import { actions } from '../src/db/schema-action-plans.ts';
import { answers } from '../src/db/schema-evaluations.ts';
import { categories, evaluations, forms, questions } from '../src/db/schema-questionnaires.ts';
import { buildActor } from '../src/scope/actor.ts';
import type { TestContext } from './support/app.ts';
import type { Tenants } from './support/fixtures.ts';
import { openTenantsContext, type Cookies } from './support/context.ts';

/**
 * Issue 17 item 5: the board report on a known data set — its figures, the
 * same in the PDF (read back with pdftotext) and in the XLSX (read back with
 * ExcelJS), within the caller's scope.
 */

let t: TestContext;
let tenants: Tenants;
let cookies: Cookies;
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const parisDay = (offset: number) => getParisToday(new Date(Date.now() + offset * DAY));

function pdfToText(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'qc-board-'));
  try {
    const file = path.join(dir, 'board.pdf');
    writeFileSync(file, bytes);
    return execFileSync(process.env.PDFTOTEXT_PATH ?? '/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function download(url: string, cookie: string) {
  const response = await t.app.request(url, { headers: { cookie } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

async function completed(
  establishmentId: string,
  formId: string,
  at: Date,
  score: number,
  conformityRate: number,
  values: Record<string, boolean>,
) {
  const [row] = await t.db
    .insert(evaluations)
    .values({
      establishmentId,
      formId,
      formVersion: 1,
      status: 'COMPLETED',
      startedAt: at,
      completedAt: at,
      result: {
        score,
        conformityRate,
        answered: 2,
        notApplicable: 0,
        total: 2,
        criticalNonConformities: 0,
        missingMandatoryDocuments: 0,
      },
    })
    .returning();
  const entries = Object.entries(values);
  if (entries.length > 0) {
    await t.db
      .insert(answers)
      .values(entries.map(([questionKey, value]) => ({ evaluationId: row!.id, questionKey, value })));
  }
  return row!;
}

beforeAll(async () => {
  ({ t, tenants, cookies } = await openTenantsContext());
  const { establishmentA1: a1, establishmentA2: a2, establishmentB1: b1 } = tenants;
  const [category] = await t.db
    .insert(categories)
    .values({ clientId: null, name: 'Sécurité des enfants', kind: 'CONFORMITY', position: 1 })
    .returning();
  const [security] = await t.db
    .insert(forms)
    .values({ name: 'Sécurité et locaux', kind: 'CONFORMITY', version: 1, categoryId: category!.id, clientId: null })
    .returning();
  const [welcome] = await t.db
    .insert(forms)
    .values({ name: 'Accueil des familles', kind: 'QUALITY', version: 1, categoryId: null, clientId: null })
    .returning();
  const boolean = { type: 'BOOLEAN', conformingAnswer: true, version: 1 } as const;
  await t.db.insert(questions).values([
    {
      ...boolean,
      formId: security!.id,
      key: 'exits',
      position: 1,
      label: 'Les issues de secours sont dégagées ?',
      isCritical: true,
      reference: 'CSP art. R2324-28',
    },
    { ...boolean, formId: security!.id, key: 'plan', position: 2, label: 'Le plan de mise en sûreté est affiché ?' },
    { ...boolean, formId: welcome!.id, key: 'booklet', position: 1, label: 'Le livret d’accueil est remis ?' },
  ]);
  // A1: security 50 long before the period, then 80 (an impératif failed); welcome 100.
  await completed(a1.id, security!.id, daysAgo(400), 50, 50, { exits: true, plan: false });
  await completed(a1.id, security!.id, daysAgo(30), 80, 50, { exits: false, plan: true });
  await completed(a1.id, welcome!.id, daysAgo(20), 100, 100, { booklet: true });
  // A2: security 60, then 40 with both questions failed.
  await completed(a2.id, security!.id, daysAgo(60), 60, 50, { exits: true, plan: false });
  await completed(a2.id, security!.id, daysAgo(10), 40, 0, { exits: false, plan: false });
  // Another client's site: never in client A's report.
  await completed(b1.id, security!.id, daysAgo(5), 0, 0, { exits: false, plan: false });
  await t.db.insert(actions).values([
    {
      establishmentId: a1.id,
      title: 'Dégager les issues',
      status: 'TODO',
      progress: 0,
      dueDate: parisDay(-1),
      priority: 'CRITICAL',
    },
    { establishmentId: a1.id, title: 'Afficher le plan', status: 'DONE', progress: 100, completedAt: daysAgo(3) },
    { establishmentId: a1.id, title: 'Abandonnée', status: 'CANCELLED', progress: 0 },
    { establishmentId: a2.id, title: 'Former l’équipe', status: 'IN_PROGRESS', progress: 50, dueDate: parisDay(30) },
    { establishmentId: b1.id, title: 'Action de B', status: 'TODO', progress: 0, dueDate: parisDay(-5) },
  ]);
});
afterAll(() => t?.close());

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
        // The service's refusal is a domain error; orpc/handlers.ts answers NOT_FOUND with 404.
        await expect(sites({ legalEntityId })).rejects.toMatchObject({
          code: 'NOT_FOUND',
          message: 'Entité légale introuvable',
        });
      }

      // Over HTTP, the filters reach the workbook; a bad one answers in French.
      const file = await download('/api/v1/group/board-report.xlsx?search=A2&city=Lyon', cookies.masterA);
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

describe('board report downloads (issue 17 item 5)', () => {
  it('renders the PDF in French with the figures, « Page X sur N », and nothing of another client', async () => {
    const pdf = await download('/api/v1/group/board-report', cookies.masterA);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toContain('application/pdf');
    const text = pdfToText(pdf.bytes);
    expect(text).toContain('Rapport au conseil d’administration');
    expect(text).toContain('Crèche A1');
    expect(text).toContain('Crèche A2');
    expect(text).toMatch(/90 \(75\s%\)/u);
    expect(text).toContain('+30 pts');
    expect(text).toContain('−20 pts');
    expect(text).toMatch(/Les issues de secours sont dégagées\s\?/u);
    expect(text).toContain('2 établissement(s) sur 2');
    expect(text).toMatch(/Page 1 sur \d+/);
    expect(text).not.toContain('Crèche B1');
  }, 60_000);

  it('exports the same figures as a workbook, one sheet per section (ExcelJS)', async () => {
    const file = await download(
      `/api/v1/group/board-report.xlsx?from=${parisDay(-364)}&to=${getParisToday()}`,
      cookies.masterA,
    );
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Synthèse',
      'Scores',
      'Tendance',
      'Écarts fréquents',
      'Impératifs non conformes',
      'Plans d’action',
    ]);
    const scores = workbook.getWorksheet('Scores')!;
    expect(scores.getRow(1).values).toEqual([
      undefined,
      'Établissement',
      'Ville',
      'Entité juridique',
      'Score (sur 100)',
      'Taux de conformité (%)',
      'Questionnaires évalués',
      'Auto-évaluations sur la période',
      'Sécurité des enfants : score',
      'Sécurité des enfants : conformité (%)',
      'Autres questionnaires : score',
      'Autres questionnaires : conformité (%)',
      'Évolution (points)',
    ]);
    const a1 = scores.getRow(2).values as unknown[];
    expect(a1[1]).toBe('Crèche A1');
    expect(a1.slice(4)).toEqual([90, 75, 2, 2, 80, 50, 100, 100, 30]);
    expect((scores.getRow(3).values as unknown[])[12]).toBe(-20);
    const gaps = workbook.getWorksheet('Écarts fréquents')!;
    expect((gaps.getRow(2).values as unknown[]).slice(1, 7)).toEqual([
      'Les issues de secours sont dégagées ?',
      'Sécurité et locaux',
      'CSP art. R2324-28',
      'Oui',
      2,
      2,
    ]);
    const plans = workbook.getWorksheet('Plans d’action')!;
    expect((plans.getRow(2).values as unknown[]).slice(1)).toEqual(['Crèche A1', 3, 1, 0, 1, 1, 1, 1, 50]);
    const trend = workbook.getWorksheet('Tendance')!;
    expect(trend.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    const text = JSON.stringify(workbook.worksheets.map((sheet) => sheet.getSheetValues()));
    expect(text).not.toContain('Crèche B1');
  });

  it('answers in French: a reversed period, an ADMIN without a client, another client (404)', async () => {
    const reversed = await t.request('GET', `/api/v1/group/board-report.xlsx?from=2026-06-01&to=2026-01-01`, {
      cookie: cookies.masterA,
    });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain('La date de début doit précéder la date de fin');
    // Without an end, the period ends today: a start after it, or more than 5 years before, is refused alike.
    const future = await t.request('GET', '/api/v1/group/board-report.xlsx?from=2999-01-01', {
      cookie: cookies.masterA,
    });
    expect(future.status).toBe(400);
    expect(JSON.stringify(future.body)).toContain('La date de début doit précéder la date de fin');
    const tooLong = await t.request('GET', '/api/v1/group/board-report.xlsx?from=1990-01-01', {
      cookie: cookies.masterA,
    });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('La période ne peut pas dépasser 5 ans');
    const admin = await t.request('GET', '/api/v1/group/board-report.xlsx', { cookie: cookies.admin });
    expect(admin.status).toBe(400);
    expect(JSON.stringify(admin.body)).toContain('Choisissez le client');
    const foreign = await t.request('GET', `/api/v1/group/board-report?clientId=${tenants.establishmentB1.clientId}`, {
      cookie: cookies.masterA,
    });
    expect(foreign.status).toBe(404);
    const adminB = await download(
      `/api/v1/group/board-report.xlsx?clientId=${tenants.establishmentB1.clientId}`,
      cookies.admin,
    );
    expect(adminB.status).toBe(200);
  });
});
