import { getParisToday } from '@qc/shared/validation/dates';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useFileContext } from './support/context.ts';
import { download, openBoardReportContext } from './support/board-report.ts';
import { parisDay } from './support/evaluation-rows.ts';
import { pdfText } from './support/pdf-text.ts';

/** Issue 17 item 5: the board report as PDF (read back with pdf.js, support/pdf-text.ts) and XLSX (read back with ExcelJS), and its French refusals. */

const { t, tenants, cookies } = useFileContext(openBoardReportContext);

describe('board report downloads (issue 17 item 5)', () => {
  it('renders the PDF in French with the figures, « Page X sur N », and nothing of another client', async () => {
    const pdf = await download(t, '/api/v1/group/board-report', cookies.masterA);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toContain('application/pdf');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Rapport au conseil d’administration');
    expect(text).toContain('Crèche A1');
    expect(text).toContain('Crèche A2');
    expect(text).toMatch(/90 \(75\s%\)/u);
    expect(text).toContain('+30 pts');
    expect(text).toContain('−20 pts');
    expect(text).toMatch(/Les issues de secours sont dégagées\s\?/u);
    expect(text).toContain('2 établissements sur 2');
    expect(text).toContain('1 établissement sur 2');
    expect(text).toContain('4 auto-évaluations terminées sur la période');
    expect(text).not.toContain('(s)');
    expect(text).toMatch(/Page 1 sur \d+/);
    expect(text).not.toContain('Crèche B1');
  }, 60_000);

  it('exports the same figures as a workbook, one sheet per section (ExcelJS)', async () => {
    const file = await download(
      t,
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
      // The CLIENT_MASTER handles events: their counts per site (issue 29 item 5).
      'Événements',
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
      t,
      `/api/v1/group/board-report.xlsx?clientId=${tenants.establishmentB1.clientId}`,
      cookies.admin,
    );
    expect(adminB.status).toBe(200);
  });
});
