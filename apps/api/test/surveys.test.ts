import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema-audit.ts';
import { surveyCodes, surveyComments, surveyResponses } from '../src/db/schema-surveys.ts';
import { download } from './support/board-report.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { answer, daysFromToday, openSurveyWithCodes, parentsAnswers } from './support/surveys.ts';

/** Issue 28 item 3: surveys of families and staff, prepared, opened, answered anonymously, read from five answers. */

const { t, tenants, cookies } = useFileContext(() => openTenantsContext());

describe('preparing a survey', () => {
  it('starts from the ready-made parents’ questionnaire, adapted while in preparation, frozen once open', async () => {
    const created = await t.request('POST', '/api/v1/surveys', {
      cookie: cookies.directorA,
      body: { establishmentId: tenants.establishmentA1.id, audience: 'PARENTS' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ state: 'DRAFT', title: 'Enquête auprès des familles', codeCount: 0 });
    expect(created.body.questions.map((q: { type: string }) => q.type)).toContain('COMMENT');
    const questions = [
      ...created.body.questions.slice(0, 2),
      { key: 'extra', type: 'CHOICE', label: 'Votre enfant fait-il la sieste ici ?', options: ['Oui', 'Non'] },
    ];
    const refusedDate = await t.request('PUT', `/api/v1/surveys/${created.body.id}`, {
      cookie: cookies.directorA,
      body: { title: 'Familles 2026', closesOn: '2020-01-01', questions },
    });
    expect(refusedDate.status).toBe(400);
    expect(refusedDate.body.message).toBe('La date de clôture ne peut pas être passée');
    const badChoice = await t.request('PUT', `/api/v1/surveys/${created.body.id}`, {
      cookie: cookies.directorA,
      body: {
        title: 'Familles 2026',
        questions: [{ key: 'x', type: 'CHOICE', label: 'Une seule option', options: ['Oui'] }],
      },
    });
    expect(badChoice.status).toBe(400);
    expect(badChoice.body.message).toBe('Un choix unique propose de 2 à 10 options');
    const openTooEarly = await t.request('POST', `/api/v1/surveys/${created.body.id}/open`, {
      cookie: cookies.directorA,
    });
    expect(openTooEarly.status).toBe(409);
    expect(openTooEarly.body.message).toBe('Indiquez la date de clôture avant d’ouvrir l’enquête');
    const adapted = await t.request('PUT', `/api/v1/surveys/${created.body.id}`, {
      cookie: cookies.masterA,
      body: { title: 'Familles 2026', closesOn: daysFromToday(7), questions },
    });
    expect(adapted.status).toBe(200);
    expect(adapted.body.questions).toHaveLength(3);
    const opened = await t.request('POST', `/api/v1/surveys/${created.body.id}/open`, { cookie: cookies.directorA });
    expect(opened.body.state).toBe('OPEN');
    const frozen = await t.request('PUT', `/api/v1/surveys/${created.body.id}`, {
      cookie: cookies.directorA,
      body: { title: 'Autre', questions },
    });
    expect(frozen.status).toBe(409);
    expect(frozen.body.message).toBe('L’enquête est ouverte : ses questions ne peuvent plus changer');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.body.id));
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });

  it('is handled by the director and the group only: a collaborator and the platform’s ADMIN are refused, another client gets 404', async () => {
    const { id } = await openSurveyWithCodes(t, cookies.directorA, tenants.establishmentA1.id, { codes: 1 });
    expect((await t.request('GET', `/api/v1/surveys/${id}`, { cookie: cookies.collaboratorA })).status).toBe(403);
    expect((await t.request('GET', `/api/v1/surveys/${id}`, { cookie: cookies.admin })).status).toBe(403);
    const foreign = await t.request('GET', `/api/v1/surveys/${id}/results`, { cookie: cookies.directorB });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Enquête introuvable');
    const list = await t.request('GET', `/api/v1/surveys?establishmentId=${tenants.establishmentA1.id}`, {
      cookie: cookies.masterB,
    });
    expect(list.body.items).toEqual([]);
  });
});

describe('answering on the public page', () => {
  it('shows only the title, the establishment’s name and the questions, without a session', async () => {
    const { codes } = await openSurveyWithCodes(t, cookies.directorA, tenants.establishmentA1.id, { codes: 1 });
    const page = await t.request('GET', `/api/v1/public/surveys/${codes[0]!.toLowerCase()}`, { ip: '203.0.113.1' });
    expect(page.status).toBe(200);
    expect(Object.keys(page.body).sort()).toEqual([
      'closesOn',
      'establishmentName',
      'introduction',
      'questions',
      'title',
    ]);
    expect(page.body.establishmentName).toBe(tenants.establishmentA1.name);
  });

  it('stores no personal data: no code, no address, no moment with an answer; one answer per code', async () => {
    const { id, codes } = await openSurveyWithCodes(t, cookies.directorA, tenants.establishmentA1.id, { codes: 2 });
    const sent = await answer(t, codes[0]!, parentsAnswers('Merci à toute l’équipe'), '198.51.100.7');
    expect(sent.status).toBe(201);
    const again = await answer(t, codes[0]!, parentsAnswers(), '198.51.100.7');
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('chaque lien ne sert qu’une fois');
    const page = await t.request('GET', `/api/v1/public/surveys/${codes[0]}`, { ip: '198.51.100.7' });
    expect(page.status).toBe(409);
    const [response] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, id));
    const stored =
      JSON.stringify(response) +
      JSON.stringify(await t.db.select().from(surveyComments).where(eq(surveyComments.surveyId, id)));
    expect(Object.keys(response!).sort()).toEqual(['choices', 'id', 'surveyId']);
    expect(stored).not.toContain('198.51.100.7');
    expect(stored).not.toContain(codes[0]);
    const storedCodes = await t.db.select().from(surveyCodes).where(eq(surveyCodes.surveyId, id));
    expect(JSON.stringify(storedCodes)).not.toContain(codes[0]);
    expect(storedCodes.map((code) => code.used).sort()).toEqual([false, true]);
  });

  it('refuses a comment with an e-mail or a phone number, an option not offered, an empty answer, in French', async () => {
    const { codes } = await openSurveyWithCodes(t, cookies.directorA, tenants.establishmentA1.id, { codes: 1 });
    const email = await answer(t, codes[0]!, [{ key: 'p8', value: 'Écrivez-moi : parent@example.fr' }]);
    expect(email.status).toBe(400);
    expect(email.body.message).toBe(
      'Pour rester anonyme, n’indiquez ni adresse e-mail ni numéro de téléphone dans votre commentaire',
    );
    const option = await answer(t, codes[0]!, [{ key: 'p1', value: 'Parfait' }]);
    expect(option.status).toBe(400);
    expect(option.body.message).toContain('Choisissez l’une des réponses proposées');
    const empty = await answer(t, codes[0]!, [{ key: 'p1', value: '' }]);
    expect(empty.body.message).toBe('Répondez à au moins une question avant d’envoyer');
    // Refused answers leave the code usable.
    expect((await answer(t, codes[0]!, [{ key: 'p1', value: 'Tout à fait' }])).status).toBe(201);
  });

  it('a closed survey and an unknown link say so', async () => {
    const { id, codes } = await openSurveyWithCodes(t, cookies.directorA, tenants.establishmentA1.id, { codes: 1 });
    await t.request('POST', `/api/v1/surveys/${id}/close`, { cookie: cookies.directorA });
    const closed = await t.request('GET', `/api/v1/public/surveys/${codes[0]}`, { ip: '203.0.113.2' });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(
      'Cette enquête est close : elle ne reçoit plus de réponses. Merci de votre intérêt.',
    );
    const unknown = await t.request('GET', '/api/v1/public/surveys/ABCDEFGHJKMN', { ip: '203.0.113.2' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('Ce lien d’enquête est inconnu');
  });
});

describe('results', () => {
  it('show nothing below five answers, then counts, comments the director can hide, and exports', async () => {
    const { id, codes } = await openSurveyWithCodes(t, cookies.directorA, tenants.establishmentA1.id, { codes: 6 });
    for (const [index, code] of codes.slice(0, 4).entries())
      expect((await answer(t, code, parentsAnswers(`Commentaire ${index}`))).status).toBe(201);
    const four = await t.request('GET', `/api/v1/surveys/${id}/results`, { cookie: cookies.directorA });
    expect(four.body).toMatchObject({ responseCount: 4, shown: false, questions: [], comments: [] });
    expect(four.body.message).toBe(
      'Les résultats s’affichent à partir de 5 réponses, pour préserver l’anonymat des répondants.',
    );
    const earlyExport = await t.request('GET', `/api/v1/surveys/${id}/results.csv`, { cookie: cookies.directorA });
    expect(earlyExport.status).toBe(409);
    expect((await answer(t, codes[4]!, parentsAnswers('Un mot désobligeant'))).status).toBe(201);
    const five = await t.request('GET', `/api/v1/surveys/${id}/results`, { cookie: cookies.directorA });
    expect(five.body.shown).toBe(true);
    const p1 = five.body.questions.find((q: { key: string }) => q.key === 'p1');
    expect(p1.options).toEqual([
      { label: 'Pas du tout', count: 0 },
      { label: 'Plutôt pas', count: 0 },
      { label: 'Plutôt', count: 5 },
      { label: 'Tout à fait', count: 0 },
    ]);
    expect(five.body.comments).toHaveLength(5);
    const rude = five.body.comments.find((c: { body: string }) => c.body === 'Un mot désobligeant');
    const hidden = await t.request('PUT', `/api/v1/survey-comments/${rude.id}/visibility`, {
      cookie: cookies.directorA,
      body: { hidden: true },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.hidden).toBe(true);
    const foreignHide = await t.request('PUT', `/api/v1/survey-comments/${rude.id}/visibility`, {
      cookie: cookies.directorB,
      body: { hidden: false },
    });
    expect(foreignHide.status).toBe(404);
    const csv = await download(t, `/api/v1/surveys/${id}/results.csv`, cookies.directorA);
    const text = new TextDecoder().decode(csv.bytes);
    expect(text).toContain('"Plutôt";"5";"100"');
    expect(text).toContain('Commentaire 0');
    expect(text).not.toContain('Un mot désobligeant');
    const xlsx = await download(t, `/api/v1/surveys/${id}/results.xlsx`, cookies.directorA);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Résultats', 'Commentaires']);
    // Kept among the establishment's documents, as evidence for the evaluation.
    const saved = await t.request('POST', `/api/v1/surveys/${id}/document`, { cookie: cookies.directorA });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toMatchObject({ establishmentId: tenants.establishmentA1.id, type: 'AUTRE' });
    expect(saved.body.name).toMatch(/^enquete-.*\.xlsx$/);
  });

  it('cannot be saved as a document below five answers', async () => {
    const { id } = await openSurveyWithCodes(t, cookies.directorA, tenants.establishmentA1.id, { codes: 1 });
    const early = await t.request('POST', `/api/v1/surveys/${id}/document`, { cookie: cookies.directorA });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'Les résultats s’affichent à partir de 5 réponses, pour préserver l’anonymat des répondants.',
    );
  });
});
