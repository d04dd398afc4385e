import { ACTION_MESSAGES } from '@qc/shared/action-plans/schemas';
import { getParisToday } from '@qc/shared/validation/dates';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOverdueReminders } from '../src/action-plans/reminders.ts';
import type { TestContext } from './support/app.ts';
import { insertMember, type Tenants } from './support/fixtures.ts';
import { openTenantsContext, type Cookies } from './support/context.ts';

let t: TestContext;
let tenants: Tenants;
let cookies: Cookies;
let evaluationId: string;
let keys: { critical: string; select: string; notation: string };
let responsibleId: string;
/** A member of A1's team who is no user: responsible of the actions that are not the collaborator's. */
let teamMemberId: string;
/** Far enough not to be overdue. */
const LATER = '2030-06-28';
let criticalActionId: string;

const yesterday = () => {
  const date = new Date(`${getParisToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/** Every part of an XLSX (CRCs checked, each XML parsed strictly) and its cell texts (shared strings), by Python's zipfile and minidom. */
function readXlsx(bytes: Buffer): { parts: Record<string, string>; texts: string[] } {
  const script = [
    'import io, json, sys, zipfile',
    'from xml.dom import minidom',
    'archive = zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read()))',
    'assert archive.testzip() is None, "bad CRC"',
    // Folder entries (ExcelJS writes "xl/" etc.) hold no part.
    'parts = {n: archive.read(n).decode("utf-8") for n in archive.namelist() if not n.endswith("/")}',
    'docs = {name: minidom.parseString(text.encode("utf-8")) for name, text in parts.items()}',
    'texts = ["".join(n.data for n in t.childNodes) for t in docs["xl/sharedStrings.xml"].getElementsByTagName("t")]',
    'print(json.dumps({"parts": parts, "texts": texts}))',
  ].join('\n');
  return JSON.parse(execFileSync('python3', ['-c', script], { input: bytes, encoding: 'utf8' }));
}

async function downloadXlsx(cookie: string): Promise<Buffer> {
  const response = await t.app.request(`/api/v1/actions/export.xlsx?establishmentId=${tenants.establishmentA1.id}`, {
    headers: { cookie },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Days since 30/12/1899: how a spreadsheet stores a date. */
const excelSerial = (day: string) => (Date.parse(`${day}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;

beforeAll(async () => {
  ({ t, tenants, cookies } = await openTenantsContext());
  const member = await insertMember(t.db, {
    clientId: tenants.clientA.id,
    userId: tenants.users.collaboratorA.id,
    establishmentIds: [tenants.establishmentA1.id],
  });
  responsibleId = member.id;
  teamMemberId = (
    await insertMember(t.db, { clientId: tenants.clientA.id, establishmentIds: [tenants.establishmentA1.id] })
  ).id;

  const form = await t.request('POST', '/api/v1/forms', {
    cookie: cookies.admin,
    body: { name: 'Protocoles (plan d’action)', kind: 'CONFORMITY' },
  });
  const questions = [
    { type: 'BOOLEAN', label: 'Le protocole de mise en sûreté est-il écrit ?', isCritical: true },
    {
      type: 'SELECT',
      label: 'Les protocoles sont-ils connus de l’équipe ?',
      options: [
        { label: 'Oui', score: 100 },
        { label: 'Partiellement', score: 50 },
      ],
    },
    { type: 'NOTATION', label: 'Les familles connaissent les protocoles.' },
  ];
  let detail;
  for (const question of questions) {
    detail = await t.request('POST', `/api/v1/forms/${form.body.id}/questions`, {
      cookie: cookies.admin,
      body: { formId: form.body.id, ...question },
    });
    expect(detail.status).toBe(201);
  }
  const [critical, select, notation] = detail!.body.questions.map((question: { key: string }) => question.key);
  keys = { critical, select, notation };

  const evaluation = await t.request('POST', '/api/v1/evaluations', {
    cookie: cookies.directorA,
    body: { establishmentId: tenants.establishmentA1.id, formId: form.body.id },
  });
  evaluationId = evaluation.body.id;
  for (const [key, value] of [
    [keys.critical, false],
    [keys.select, 'Partiellement'],
    [keys.notation, 4],
  ] as const) {
    const saved = await t.request('PUT', `/api/v1/evaluations/${evaluationId}/answers/${key}`, {
      cookie: cookies.directorA,
      body: { value, expectedVersion: 0 },
    });
    expect(saved.status).toBe(200);
  }
  const completed = await t.request('POST', `/api/v1/evaluations/${evaluationId}/complete`, {
    cookie: cookies.directorA,
  });
  expect(completed.status).toBe(200);
});
afterAll(() => t?.close());

describe('action plans: proposals from a completed evaluation', () => {
  it('proposes one action per non-conforming answer, CRITICAL for an impératif', async () => {
    const proposals = await t.request('GET', `/api/v1/evaluations/${evaluationId}/action-proposals`, {
      cookie: cookies.collaboratorA,
    });
    expect(proposals.status).toBe(200);
    expect(proposals.body).toEqual([
      expect.objectContaining({ questionKey: keys.critical, priority: 'CRITICAL', isCritical: true }),
      expect.objectContaining({ questionKey: keys.select, priority: 'MEDIUM', reason: 'NON_CONFORMING' }),
    ]);
    expect(proposals.body[0].title).toBe('Mettre en conformité : Le protocole de mise en sûreté est-il écrit ?');
  });

  it('never dismisses an impératif; dismisses the others, once decided they are no longer proposed', async () => {
    const dismissCritical = await t.request(
      'POST',
      `/api/v1/evaluations/${evaluationId}/action-proposals/${keys.critical}/dismiss`,
      { cookie: cookies.directorA, body: {} },
    );
    expect(dismissCritical.status).toBe(400);
    expect(dismissCritical.body.data.fieldErrors.questionKey).toBe(ACTION_MESSAGES.criticalCannotBeDismissed);
    const collaborator = await t.request(
      'POST',
      `/api/v1/evaluations/${evaluationId}/action-proposals/${keys.select}/dismiss`,
      { cookie: cookies.collaboratorA, body: {} },
    );
    expect(collaborator.status).toBe(403);
    const dismissed = await t.request(
      'POST',
      `/api/v1/evaluations/${evaluationId}/action-proposals/${keys.select}/dismiss`,
      { cookie: cookies.directorA, body: { reason: 'Formation prévue en janvier' } },
    );
    expect(dismissed.body).toEqual({ success: true });

    const accepted = await t.request('POST', '/api/v1/actions', {
      cookie: cookies.directorA,
      body: {
        establishmentId: tenants.establishmentA1.id,
        evaluationId,
        questionKey: keys.critical,
        title: 'Écrire le protocole de mise en sûreté',
        priority: 'CRITICAL',
        responsibleId,
        dueDate: yesterday(),
      },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body).toMatchObject({
      questionLabel: 'Le protocole de mise en sûreté est-il écrit ?',
      responsibleUserId: tenants.users.collaboratorA.id,
      isOverdue: true,
      status: 'TODO',
      version: 1,
    });
    criticalActionId = accepted.body.id;
    const twice = await t.request('POST', '/api/v1/actions', {
      cookie: cookies.directorA,
      body: {
        establishmentId: tenants.establishmentA1.id,
        evaluationId,
        questionKey: keys.critical,
        title: 'Encore',
        responsibleId: teamMemberId,
        dueDate: LATER,
      },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(ACTION_MESSAGES.alreadyHandled);

    const left = await t.request('GET', `/api/v1/evaluations/${evaluationId}/action-proposals`, {
      cookie: cookies.directorA,
    });
    expect(left.body).toEqual([]);
  });
});

describe('action plans: updates, comments, scope', () => {
  it('lets the responsible COLLABORATOR move its own action, and nothing else', async () => {
    const progress = await t.request('PUT', `/api/v1/actions/${criticalActionId}`, {
      cookie: cookies.collaboratorA,
      body: { expectedVersion: 1, status: 'IN_PROGRESS', progress: 50 },
    });
    expect(progress.status, JSON.stringify(progress.body)).toBe(200);
    expect(progress.body).toMatchObject({ status: 'IN_PROGRESS', progress: 50, version: 2 });
    const title = await t.request('PUT', `/api/v1/actions/${criticalActionId}`, {
      cookie: cookies.collaboratorA,
      body: { expectedVersion: 2, title: 'Autre intitulé' },
    });
    expect(title.status).toBe(403);
    expect(title.body.message).toBe(ACTION_MESSAGES.ownOnly);
    const stale = await t.request('PUT', `/api/v1/actions/${criticalActionId}`, {
      cookie: cookies.directorA,
      body: { expectedVersion: 1, progress: 10 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ progress: 50, version: 2 });
    const comment = await t.request('POST', `/api/v1/actions/${criticalActionId}/comments`, {
      cookie: cookies.collaboratorA,
      body: { body: 'Brouillon envoyé à la direction' },
    });
    expect(comment.status).toBe(201);
    expect(comment.body.comments).toEqual([
      expect.objectContaining({ body: 'Brouillon envoyé à la direction', authorName: 'Collaborator Test' }),
    ]);
  });

  it('refuses a responsible outside the team and an empty title, in French', async () => {
    const outsider = await insertMember(t.db, { clientId: tenants.clientA.id, establishmentIds: [] });
    const response = await t.request('POST', '/api/v1/actions', {
      cookie: cookies.directorA,
      body: { establishmentId: tenants.establishmentA1.id, title: ' ', responsibleId: outsider.id },
    });
    expect(response.status).toBe(400);
    expect(response.body.data.fieldErrors.title).toBe(ACTION_MESSAGES.titleRequired);
    // Issue 19 item 8 (DOMAIN.md: an owner and a due date): neither may be left out, nor emptied later.
    const bare = await t.request('POST', '/api/v1/actions', {
      cookie: cookies.directorA,
      body: {
        establishmentId: tenants.establishmentA1.id,
        title: 'Afficher la charte',
        responsibleId: null,
        dueDate: '',
      },
    });
    expect(bare.status).toBe(400);
    expect(bare.body.data.fieldErrors).toMatchObject({
      responsibleId: ACTION_MESSAGES.responsibleRequired,
      dueDate: ACTION_MESSAGES.dueDateRequired,
    });
    const absent = await t.request('POST', '/api/v1/actions', {
      cookie: cookies.directorA,
      body: { establishmentId: tenants.establishmentA1.id, title: 'Afficher la charte' },
    });
    expect(absent.body.data.fieldErrors).toMatchObject({
      responsibleId: ACTION_MESSAGES.responsibleRequired,
      dueDate: ACTION_MESSAGES.dueDateRequired,
    });
    const emptied = await t.request('PUT', `/api/v1/actions/${criticalActionId}`, {
      cookie: cookies.directorA,
      body: { expectedVersion: 1, responsibleId: null, dueDate: null },
    });
    expect(emptied.status).toBe(400);
    expect(emptied.body.data.fieldErrors).toMatchObject({
      responsibleId: ACTION_MESSAGES.responsibleRequired,
      dueDate: ACTION_MESSAGES.dueDateRequired,
    });
    const second = await t.request('POST', '/api/v1/actions', {
      cookie: cookies.directorA,
      body: {
        establishmentId: tenants.establishmentA1.id,
        title: 'Afficher la charte',
        responsibleId: outsider.id,
        dueDate: LATER,
      },
    });
    expect(second.status).toBe(400);
    expect(second.body.data.fieldErrors.responsibleId).toBe(ACTION_MESSAGES.responsibleNotFound);
  });

  it('lists with counts and filters, and never across clients', async () => {
    await t.request('POST', '/api/v1/actions', {
      cookie: cookies.directorA,
      body: {
        establishmentId: tenants.establishmentA1.id,
        title: '=HYPERLINK("http://x")',
        priority: 'LOW',
        responsibleId: teamMemberId,
        dueDate: LATER,
      },
    });
    const list = await t.request('GET', `/api/v1/actions?establishmentId=${tenants.establishmentA1.id}`, {
      cookie: cookies.collaboratorA,
    });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.counts).toMatchObject({ TODO: 1, IN_PROGRESS: 1, overdue: 1 });
    expect(list.body.items[0].id).toBe(criticalActionId);
    const overdue = await t.request(
      'GET',
      `/api/v1/actions?establishmentId=${tenants.establishmentA1.id}&overdue=true`,
      {
        cookie: cookies.directorA,
      },
    );
    expect(overdue.body.items.map((item: { id: string }) => item.id)).toEqual([criticalActionId]);

    for (const cookie of [cookies.directorB, cookies.masterB]) {
      const foreign = await t.request('GET', `/api/v1/actions?establishmentId=${tenants.establishmentA1.id}`, {
        cookie,
      });
      expect(foreign.body).toMatchObject({ items: [], total: 0 });
      expect((await t.request('GET', `/api/v1/actions/${criticalActionId}`, { cookie })).status).toBe(404);
    }
    const masterB = await t.request('PUT', `/api/v1/actions/${criticalActionId}`, {
      cookie: cookies.masterB,
      body: { expectedVersion: 2, title: 'Piraté' },
    });
    expect(masterB.status).toBe(404);
  });

  it('« Mes actions » lists the caller’s own actions, and a form’s plan counts only that form’s actions (issue 19)', async () => {
    const url = (query: string) => `/api/v1/actions?establishmentId=${tenants.establishmentA1.id}&${query}`;
    const empty = { TODO: 0, IN_PROGRESS: 0, DONE: 0, CANCELLED: 0, overdue: 0 };
    // The collaborator is responsible for the impératif's action only (the other is a team member's who is no user).
    const mine = await t.request('GET', url('mine=true'), { cookie: cookies.collaboratorA });
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((item: { id: string }) => item.id)).toEqual([criticalActionId]);
    expect(mine.body.total).toBe(1);
    expect(mine.body.counts).toEqual({ ...empty, IN_PROGRESS: 1, overdue: 1 });
    // Filters narrow the list, never the counters of « Mes actions ».
    const mineDone = await t.request('GET', url('mine=true&status=DONE'), { cookie: cookies.collaboratorA });
    expect(mineDone.body).toMatchObject({ items: [], total: 0, counts: { IN_PROGRESS: 1, overdue: 1 } });
    // The director is responsible for none: its « Mes actions » is empty, counters included.
    const director = await t.request('GET', url('mine=true'), { cookie: cookies.directorA });
    expect(director.body).toEqual({ items: [], total: 0, counts: empty });
    // Another client's director sees nothing of establishment A1, « Mes actions » or not.
    const foreign = await t.request('GET', url('mine=true'), { cookie: cookies.directorB });
    expect(foreign.body).toMatchObject({ items: [], total: 0, counts: empty });

    // A form's plan: its counters count the form's one action, not the establishment's two.
    const whole = await t.request('GET', url('pageSize=50'), { cookie: cookies.directorA });
    expect(whole.body.total).toBe(2);
    const formId = whole.body.items.find((item: { id: string }) => item.id === criticalActionId).formId;
    const ofForm = await t.request('GET', url(`formId=${formId}`), { cookie: cookies.directorA });
    expect(ofForm.body.total).toBe(1);
    expect(ofForm.body.counts).toEqual({ ...empty, IN_PROGRESS: 1, overdue: 1 });
    // Its category's plan, the same way (the form has no category: nothing there).
    const category = await t.request('GET', url(`categoryId=${formId}`), { cookie: cookies.directorA });
    expect(category.body).toEqual({ items: [], total: 0, counts: empty });
  });

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

  it('e-mails the responsible user its overdue actions, once a day', async () => {
    // Through the outbox, as in production: on PGlite a send beside the job's transaction deadlocked.
    const mailer = t.mailer;
    const since = t.smtp.mails.length;
    const sent = await sendOverdueReminders(t.db, {
      mailer,
      logger: pino({ level: 'silent' }),
      publicUrl: 'http://localhost:3000',
    });
    expect(sent).toBe(1);
    const mail = await t.smtp.waitForMail(tenants.users.collaboratorA.email, since);
    expect(mail.raw).toContain("1 action(s) en retard dans votre plan d'action");
    expect(mail.text).toContain('/action-plan?overdue=true');
    // The day written out, as on the screens (« 12 novembre 2026 », not « 12/11/2026 »).
    expect(mail.text).toMatch(/échéance le \d{1,2} [a-zéû]+ \d{4}/);
    expect(await sendOverdueReminders(t.db, { mailer, logger: pino({ level: 'silent' }), publicUrl: '' })).toBe(0);
  });

  it('completes an action at 100 % with its date; a done action is no longer overdue', async () => {
    const done = await t.request('PUT', `/api/v1/actions/${criticalActionId}`, {
      cookie: cookies.collaboratorA,
      body: { expectedVersion: 2, status: 'DONE' },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'DONE', progress: 100, isOverdue: false });
    expect(done.body.completedAt).not.toBeNull();
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
