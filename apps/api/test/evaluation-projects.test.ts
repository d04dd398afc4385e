import JSZip from 'jszip';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema-audit.ts';
import { download } from './support/board-report.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { insertMember } from './support/fixtures.ts';
import { pdfText } from './support/pdf-text.ts';

/** Issue 28 item 2 (ADR 044): the projet d'évaluation — drafts, validated versions, 409 on a stale revision, exports. */

const { t, tenants, cookies } = useFileContext(openTenantsContext);
const api = '/api/v1';
const projectOf = (establishmentId: string) => `${api}/establishments/${establishmentId}/evaluation-project`;
let pilotId: string;
let questionKey: string;

beforeAll(async () => {
  const member = await insertMember(t.db, {
    clientId: tenants.clientA.id,
    userId: tenants.users.directorA.id,
    establishmentIds: [tenants.establishmentA1.id],
  });
  pilotId = member.id;
  // A QUALITY form of client A, so that one of its questions can be chosen as a criterion.
  const form = await t.request('POST', `${api}/forms`, {
    cookie: cookies.masterA,
    body: { name: 'Qualité : les repas', kind: 'QUALITY' },
  });
  expect(form.status, JSON.stringify(form.body)).toBe(201);
  const question = await t.request('POST', `${api}/forms/${form.body.id}/questions`, {
    cookie: cookies.masterA,
    body: { type: 'BOOLEAN', label: 'Les repas sont-ils des moments de plaisir ?', reference: 'Pratique du groupe' },
  });
  expect(question.status, JSON.stringify(question.body)).toBe(201);
  questionKey = question.body.questions[0].key;
});

function draft(revision: number, overrides: Record<string, unknown> = {}) {
  return {
    expectedRevision: revision,
    startYear: 2026,
    criteria: [
      { kind: 'PART', ref: 'PARENTS', reasons: 'Les familles demandent plus de transmissions.' },
      { kind: 'QUESTION', ref: questionKey, reasons: 'Les repas sont un temps de tension.' },
    ],
    indicators: [{ label: 'Part des familles satisfaites des transmissions', target: '80 %' }],
    calendar: [
      'Relation avec les parents : enquête familles',
      'Repas et sommeil',
      'Relation avec le jeune enfant',
      'Qualité de l’organisation',
      'Bilan et préparation de l’évaluation suivante',
    ],
    teamParticipation: 'Une réunion d’équipe par trimestre consacrée à l’évaluation.',
    familyParticipation: 'Questionnaire anonyme aux familles chaque printemps.',
    pilotMemberId: pilotId,
    ...overrides,
  };
}

async function save(establishmentId: string, body: Record<string, unknown>, cookie = cookies.directorA) {
  return t.request<any>('PUT', `${projectOf(establishmentId)}/draft`, { cookie, body });
}

describe('projet d’évaluation (issue 28 item 2)', () => {
  it('saves a draft, validates v1, keeps it when a new draft is edited, and audits each write', async () => {
    const a1 = tenants.establishmentA1.id;
    const empty = await t.request<any>('GET', projectOf(a1), { cookie: cookies.directorA });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ revision: 0, draft: null, current: null, versions: [], canEdit: true });
    expect(empty.body.criteriaOptions.map((option: any) => option.label)).toEqual(
      expect.arrayContaining([
        'La relation avec le jeune enfant',
        'La relation avec les parents',
        'La qualité de l’organisation',
        'Les repas sont-ils des moments de plaisir ?',
      ]),
    );

    // Validating needs a draft, then a complete one (French list of what is missing).
    const incomplete = await save(a1, { expectedRevision: 0, startYear: 2026 });
    expect(incomplete.status, JSON.stringify(incomplete.body)).toBe(200);
    expect(incomplete.body.draft).toMatchObject({ number: 1, state: 'DRAFT', pilotName: null });
    const refused = await t.request<any>('POST', `${projectOf(a1)}/validate`, {
      cookie: cookies.directorA,
      body: { expectedRevision: 1 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Pour valider le projet, complétez : au moins un critère retenu, au moins un indicateur, ce qui est évalué chacune des cinq années, la participation de l’équipe, la participation des familles, le pilote.',
    );

    const saved = await save(a1, draft(1));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.revision).toBe(2);
    expect(saved.body.draft.criteria[1]).toMatchObject({
      kind: 'QUESTION',
      label: 'Les repas sont-ils des moments de plaisir ?',
      reference: 'Pratique du groupe',
    });
    expect(saved.body.draft.calendar[4]).toEqual({
      year: 2030,
      plan: 'Bilan et préparation de l’évaluation suivante',
    });

    const validated = await t.request<any>('POST', `${projectOf(a1)}/validate`, {
      cookie: cookies.directorA,
      body: { expectedRevision: 2 },
    });
    expect(validated.status, JSON.stringify(validated.body)).toBe(200);
    expect(validated.body).toMatchObject({ revision: 3, draft: null, current: { number: 1, state: 'VALIDATED' } });
    expect(validated.body.versions).toHaveLength(1);
    const v1 = validated.body.current.id as string;

    // Editing after a validation opens draft 2; v1 stays as validated.
    const next = await save(a1, draft(3, { teamParticipation: 'Deux réunions par trimestre.' }), cookies.masterA);
    expect(next.status).toBe(200);
    expect(next.body.draft).toMatchObject({
      number: 2,
      state: 'DRAFT',
      teamParticipation: 'Deux réunions par trimestre.',
    });
    expect(next.body.current.id).toBe(v1);
    const again = await t.request<any>('POST', `${projectOf(a1)}/validate`, {
      cookie: cookies.masterA,
      body: { expectedRevision: 4 },
    });
    expect(again.status).toBe(200);
    expect(again.body.versions.map((version: any) => version.number)).toEqual([2, 1]);
    const first = await t.request<any>('GET', `${api}/evaluation-project-versions/${v1}`, {
      cookie: cookies.collaboratorA,
    });
    expect(first.status).toBe(200);
    expect(first.body.teamParticipation).toBe('Une réunion d’équipe par trimestre consacrée à l’évaluation.');
    expect(first.body.validatedAt).not.toBeNull();

    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'evaluation-project'), eq(auditLog.clientId, tenants.clientA.id)));
    // Draft 1 created, then saved, validated; draft 2 created, validated.
    expect(audits.map((entry) => entry.action).sort()).toEqual(['create', 'create', 'update', 'update', 'update']);
  });

  it('answers 409 in French to a write from a stale revision, and loses neither write', async () => {
    const a2 = tenants.establishmentA2.id;
    const pilot = await insertMember(t.db, { clientId: tenants.clientA.id, establishmentIds: [a2] });
    const first = await save(a2, draft(0, { pilotMemberId: pilot.id }), cookies.masterA);
    expect(first.status).toBe(200);
    // Two people opened revision 1; both save.
    const [one, two] = await Promise.all([
      save(a2, draft(1, { pilotMemberId: pilot.id, teamParticipation: 'Version de Claire' }), cookies.masterA),
      save(a2, draft(1, { pilotMemberId: pilot.id, teamParticipation: 'Version de Paul' }), cookies.masterA),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const loser = one.status === 409 ? one : two;
    expect(loser.body.message).toBe(
      'Le projet d’évaluation a été modifié entre-temps par une autre personne : rechargez la page pour voir sa version actuelle, puis reprenez vos modifications.',
    );
    const winner = one.status === 200 ? one : two;
    const now = await t.request<any>('GET', projectOf(a2), { cookie: cookies.masterA });
    expect(now.body.draft.teamParticipation).toBe(winner.body.draft.teamParticipation);
    // Starting from nothing while a project exists is stale too.
    const fromNothing = await save(a2, draft(0, { pilotMemberId: pilot.id }), cookies.masterA);
    expect(fromNothing.status).toBe(409);
    const staleValidate = await t.request<any>('POST', `${projectOf(a2)}/validate`, {
      cookie: cookies.masterA,
      body: { expectedRevision: 1 },
    });
    expect(staleValidate.status).toBe(409);
  });

  it('refuses a criterion outside the référentiel and the library, and a pilot from elsewhere, in French', async () => {
    const a1 = tenants.establishmentA1.id;
    const view = await t.request<any>('GET', projectOf(a1), { cookie: cookies.directorA });
    const unknown = await save(
      a1,
      draft(view.body.revision, { criteria: [{ kind: 'QUESTION', ref: 'fiche-99', reasons: 'x' }] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(
      'Ce critère ne fait ni partie du référentiel ni des questions qualité de l’établissement',
    );
    const outsider = await insertMember(t.db, {
      clientId: tenants.clientA.id,
      establishmentIds: [tenants.establishmentA2.id],
    });
    const foreignPilot = await save(a1, draft(view.body.revision, { pilotMemberId: outsider.id }));
    expect(foreignPilot.status).toBe(404);
    expect(foreignPilot.body.message).toBe(
      'Membre introuvable pour cet établissement : le pilote est choisi parmi ses membres',
    );
    const badYear = await save(a1, draft(view.body.revision, { startYear: 1999 }));
    expect(badYear.status).toBe(400);
    expect(JSON.stringify(badYear.body)).toContain('L’année de début est une année entre 2025 et 2100');
  });

  it('lets the collaborator read but not write; the platform admin and other clients get nothing', async () => {
    const a1 = tenants.establishmentA1.id;
    const read = await t.request<any>('GET', projectOf(a1), { cookie: cookies.collaboratorA });
    expect(read.status).toBe(200);
    expect(read.body.canEdit).toBe(false);
    expect(read.body.current.number).toBe(2);
    expect(read.body.criteriaOptions).toEqual([]);
    const write = await save(a1, draft(read.body.revision), cookies.collaboratorA);
    expect(write.status).toBe(403);
    // A DIRECTOR of A1 has no business with A2, nor B's director with A1: 404 as an unknown id.
    expect((await t.request('GET', projectOf(tenants.establishmentA2.id), { cookie: cookies.directorA })).status).toBe(
      404,
    );
    expect((await t.request('GET', projectOf(a1), { cookie: cookies.directorB })).status).toBe(404);
    expect((await t.request('GET', projectOf(a1), { cookie: cookies.masterB })).status).toBe(404);
    expect((await save(a1, draft(read.body.revision), cookies.masterB)).status).toBe(404);
    const v = read.body.current.id;
    for (const path of ['', '/docx', '/pdf']) {
      const foreign = await t.request<any>('GET', `${api}/evaluation-project-versions/${v}${path}`, {
        cookie: cookies.directorB,
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe('Version du projet d’évaluation introuvable');
    }
    expect((await t.request('GET', projectOf(a1), { cookie: cookies.admin })).status).toBe(403);
  });

  it('exports a version as a Word document and a PDF that say the criteria, the calendar and the pilot in French', async () => {
    const view = await t.request<any>('GET', projectOf(tenants.establishmentA1.id), { cookie: cookies.collaboratorA });
    const v1 = view.body.versions.find((version: any) => version.number === 1).id;
    const word = await download(t, `${api}/evaluation-project-versions/${v1}/docx`, cookies.collaboratorA);
    expect(word.status).toBe(200);
    expect(word.type).toContain('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const zip = await JSZip.loadAsync(word.bytes);
    const xml = await zip.file('word/document.xml')!.async('string');
    const text = xml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Projet d’évaluation de la qualité de l’accueil');
    expect(text).toContain('Crèche A1');
    expect(text).toMatch(/Version 1, validée le \d{1,2} \p{L}+ \d{4} par Director Test/u);
    expect(text).toContain('Pilote du projet : Membre');
    expect(text).toContain('La relation avec les parents');
    expect(text).toContain('Les familles demandent plus de transmissions.');
    expect(text).toContain('Les repas sont-ils des moments de plaisir ?');
    expect(text).toContain('3. Calendrier sur cinq ans');
    expect(text).toContain('2030');
    expect(text).toContain('Bilan et préparation de l’évaluation suivante');
    expect(text).toContain('80 %');
    expect(text).toContain('en complément du projet d’établissement');

    const pdf = await download(t, `${api}/evaluation-project-versions/${v1}/pdf`, cookies.directorA);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toContain('application/pdf');
    const read = (await pdfText(pdf.bytes)).replace(/\s+/g, ' ');
    expect(read).toContain('Projet d’évaluation de la qualité de l’accueil');
    expect(read).toContain('Pilote du projet : Membre');
    expect(read).toContain('Les familles demandent plus de transmissions.');
    expect(read).toContain('Bilan et préparation de l’évaluation suivante');
    expect(read).toContain('Une réunion d’équipe par trimestre consacrée à l’évaluation.');
    expect(read).toMatch(/Page 1 sur \d+/);
  });
});
