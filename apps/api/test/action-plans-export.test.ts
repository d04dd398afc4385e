import { getParisToday } from '@qc/shared/validation/dates';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCriticalAction,
  excelSerial,
  LATER,
  openActionPlanContext,
  readXlsx,
  yesterday,
  type ActionPlanContext,
} from './support/action-plans.ts';

let t: ActionPlanContext['t'];
let tenants: ActionPlanContext['tenants'];
let cookies: ActionPlanContext['cookies'];
let teamMemberId: string;

async function downloadXlsx(cookie: string): Promise<Buffer> {
  const response = await t.app.request(`/api/v1/actions/export.xlsx?establishmentId=${tenants.establishmentA1.id}`, {
    headers: { cookie },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * The plan the exports read, as action-plans.test.ts leaves it: the impératif's action (overdue since
 * yesterday, commented by the collaborator, then done) and a title that would be a formula.
 */
beforeAll(async () => {
  let evaluationId: string;
  let keys: ActionPlanContext['keys'];
  let responsibleId: string;
  ({ t, tenants, cookies, evaluationId, keys, responsibleId, teamMemberId } = await openActionPlanContext());
  const critical = await addCriticalAction({ t, tenants, cookies, evaluationId, keys, responsibleId });
  expect(critical.status, JSON.stringify(critical.body)).toBe(201);
  const comment = await t.request('POST', `/api/v1/actions/${critical.body.id}/comments`, {
    cookie: cookies.collaboratorA,
    body: { body: 'Brouillon envoyé à la direction' },
  });
  expect(comment.status).toBe(201);
  const formula = await t.request('POST', '/api/v1/actions', {
    cookie: cookies.directorA,
    body: {
      establishmentId: tenants.establishmentA1.id,
      title: '=HYPERLINK("http://x")',
      priority: 'LOW',
      responsibleId: teamMemberId,
      dueDate: LATER,
    },
  });
  expect(formula.status).toBe(201);
  const done = await t.request('PUT', `/api/v1/actions/${critical.body.id}`, {
    cookie: cookies.collaboratorA,
    body: { expectedVersion: 1, status: 'DONE' },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
});
afterAll(() => t?.close());

describe('action plans: exports', () => {
  it('exports the plan as CSV for French spreadsheets, comments included, formulas neutralised', async () => {
    const response = await t.app.request(`/api/v1/actions/export?establishmentId=${tenants.establishmentA1.id}`, {
      headers: { cookie: cookies.directorA },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv).toContain('"Intitulé";"Description";"Questionnaire"');
    expect(csv).toContain('"Écrire le protocole de mise en sûreté"');
    expect(csv).toContain('Brouillon envoyé à la direction');
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('exports the plan as a real XLSX workbook: escaped text, bold frozen header, numbers as numbers', async () => {
    const title = 'Afficher <règles> & "consignes" — crèche 🧸';
    const created = await t.request('POST', '/api/v1/actions', {
      cookie: cookies.directorA,
      body: {
        establishmentId: tenants.establishmentA1.id,
        title,
        priority: 'HIGH',
        responsibleId: teamMemberId,
        dueDate: LATER,
      },
    });
    expect(created.status).toBe(201);

    const response = await t.app.request(`/api/v1/actions/export.xlsx?establishmentId=${tenants.establishmentA1.id}`, {
      headers: { cookie: cookies.directorA },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toContain('plan-d-action.xlsx');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);

    // Read back by another implementation (Python's zipfile, CRCs checked; minidom, strict XML).
    const workbook = readXlsx(bytes);
    expect(Object.keys(workbook.parts)).toEqual(
      expect.arrayContaining([
        '[Content_Types].xml',
        '_rels/.rels',
        'docProps/core.xml',
        'xl/_rels/workbook.xml.rels',
        'xl/sharedStrings.xml',
        'xl/styles.xml',
        'xl/workbook.xml',
        'xl/worksheets/sheet1.xml',
      ]),
    );
    const sheet = workbook.parts['xl/worksheets/sheet1.xml']!;
    expect(workbook.parts['xl/sharedStrings.xml']).toContain(
      'Afficher &lt;règles&gt; &amp; &quot;consignes&quot; — crèche 🧸',
    );
    expect(workbook.parts['docProps/core.xml']).toContain('<dc:creator>Qualité &amp; Conformité</dc:creator>');
    expect(workbook.texts).toContain(title);
    expect(workbook.texts.slice(0, 3)).toEqual(['Intitulé', 'Description', 'Questionnaire']);
    expect(workbook.texts.some((text) => text.endsWith(' : Brouillon envoyé à la direction'))).toBe(true);
    // Spreadsheet text is never a formula: kept as typed, nothing to neutralise.
    expect(workbook.texts).toContain('=HYPERLINK("http://x")');
    expect(sheet).not.toContain('<f>');
    expect(sheet).toMatch(/<c r="A1" s="\d+" t="s">/);
    expect(sheet).toContain('state="frozen"');
    expect(workbook.parts['xl/styles.xml']).toContain('<b/>');
    expect(sheet).toMatch(/<c r="I2" s="\d+"><v>\d+<\/v><\/c>/); // Avancement (%)
    // Échéance (the critical action's, yesterday): a number with a date format, not text.
    expect(sheet).toMatch(new RegExp(`<c r="F\\d+" s="\\d+"><v>${excelSerial(yesterday())}</v></c>`));
    expect(workbook.parts['xl/styles.xml']).toContain('formatCode="dd/mm/yyyy"');
  });

  it('refuses the exports of another client’s establishment (404) and without a session (401)', async () => {
    for (const path of ['/api/v1/actions/export.xlsx', '/api/v1/actions/export']) {
      const url = `${path}?establishmentId=${tenants.establishmentA1.id}`;
      for (const cookie of [cookies.directorB, cookies.masterB]) {
        const foreign = await t.request('GET', url, { cookie });
        expect(foreign.status).toBe(404);
        expect(foreign.body.message).toBe('Établissement introuvable');
      }
      expect((await t.request('GET', url)).status).toBe(401);
    }
  });

  it('exports days as real dates that sort chronologically, with a frozen filtered header and a print setup (ExcelJS)', async () => {
    for (const [title, dueDate] of [
      ['Échéance de janvier', '2027-01-07'],
      ['Échéance de novembre', '2026-11-13'],
    ]) {
      const created = await t.request('POST', '/api/v1/actions', {
        cookie: cookies.directorA,
        body: {
          establishmentId: tenants.establishmentA1.id,
          title,
          priority: 'LOW',
          dueDate,
          responsibleId: teamMemberId,
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadXlsx(cookies.directorA)) as unknown as ArrayBuffer);
    expect(workbook.creator).toBe('Qualité & Conformité');
    expect(workbook.title).toBe('Plan d’action');
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = (header: string) => headers.indexOf(header) + 1;
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, index) => sheet.getRow(index + 2));
    const rowOf = (title: string) => rows.find((row) => row.getCell(column('Intitulé')).value === title)!;

    const january = rowOf('Échéance de janvier').getCell(column('Échéance'));
    expect(january.type).toBe(ExcelJS.ValueType.Date);
    expect(january.value).toEqual(new Date('2027-01-07T00:00:00Z'));
    expect(january.numFmt).toBe('dd/mm/yyyy');
    expect(rowOf('Échéance de novembre').getCell(column('Échéance')).value).toEqual(new Date('2026-11-13T00:00:00Z'));
    const today = new Date(`${getParisToday()}T00:00:00Z`);
    expect(rowOf('Échéance de janvier').getCell(column('Créée le')).value).toEqual(today);
    expect(rowOf('Écrire le protocole de mise en sûreté').getCell(column('Terminée le')).value).toEqual(today);
    expect(rowOf('Échéance de janvier').getCell(column('Avancement (%)')).value).toBe(0);

    // Sorting by « Échéance » as a spreadsheet does (by the stored value): 13/11/2026 before 07/01/2027.
    const byDueDate = rows
      .filter((row) => row.getCell(column('Échéance')).value instanceof Date)
      .sort(
        (a, b) =>
          (a.getCell(column('Échéance')).value as Date).getTime() -
          (b.getCell(column('Échéance')).value as Date).getTime(),
      )
      .map((row) => row.getCell(column('Intitulé')).value);
    expect(byDueDate.indexOf('Échéance de novembre')).toBeLessThan(byDueDate.indexOf('Échéance de janvier'));

    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe(`A1:N${sheet.rowCount}`);
    expect(sheet.pageSetup).toMatchObject({
      paperSize: 9,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
    });
    expect(sheet.headerFooter.oddHeader).toContain('Crèche A1');
    expect(sheet.headerFooter.oddFooter).toContain('Page &P sur &N');
    expect(sheet.getColumn(column('Commentaires')).alignment?.wrapText).toBe(true);
  });
});
