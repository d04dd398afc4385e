import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { actions } from '../src/db/schema-action-plans.ts';
import { establishments } from '../src/db/schema.ts';
import { download } from './support/board-report.ts';
import { pdfText } from './support/pdf-text.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { insertMember } from './support/fixtures.ts';
import { declare, fallWithHospitalisation, hoursFromNow } from './support/incidents.ts';

/** Issue 29 items 1–3: declared in a minute, handled step by step, declared to the authority, turned into actions. */

const { t, tenants, cookies } = useFileContext(() => openTenantsContext());

describe('an accident from declaration to closure', () => {
  it('follows déclaré → en analyse → actions décidées → clos, each step dated and signed', async () => {
    const created = await t.request('POST', '/api/v1/incidents', {
      cookie: cookies.collaboratorA,
      body: fallWithHospitalisation(tenants.establishmentA1.id),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ isVisibleToDeclarer: true, callsForDeclaration: true });
    const id = created.body.id as string;
    const url = `/api/v1/incidents/${id}`;

    // The declarer reads her event (people stored by initials only) but does not handle it.
    const own = await t.request('GET', url, { cookie: cookies.collaboratorA });
    expect(own.status).toBe(200);
    expect(own.body.people).toEqual([{ role: 'CHILD', initials: 'LM', ageMonths: 30 }]);
    expect(own.body.canManage).toBe(false);
    const refused = await t.request('POST', `${url}/state`, {
      cookie: cookies.collaboratorA,
      body: { state: 'ANALYSING' },
    });
    expect(refused.status).toBe(403);

    // The director sees the duty: to whom, on which text, by when.
    const seen = await t.request('GET', url, { cookie: cookies.directorA });
    expect(seen.body.canManage).toBe(true);
    expect(seen.body.declarationDuty).toMatchObject({
      id: 'CRECHE_R2324_25',
      authority: 'Président du conseil départemental (service de PMI)',
      reason: 'Hospitalisation',
      isLate: false,
      sentAt: null,
    });
    const deadline = Date.parse(seen.body.declarationDuty.deadlineAt) - Date.parse(seen.body.occurredAt);
    expect(deadline).toBe(24 * 3_600_000);

    // Skipping a step, closing without the declaration, deciding actions without analysis: French 409s.
    const skip = await t.request('POST', `${url}/state`, { cookie: cookies.directorA, body: { state: 'CLOSED' } });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe('Un événement « Déclaré » ne peut pas passer à « Clos »');
    await t.request('POST', `${url}/state`, { cookie: cookies.directorA, body: { state: 'ANALYSING' } });
    const early = await t.request('POST', `${url}/state`, {
      cookie: cookies.directorA,
      body: { state: 'ACTIONS_DECIDED' },
    });
    expect(early.body.message).toBe('Enregistrez l’analyse (les causes au moins) avant de décider des actions');

    const analysed = await t.request('PUT', `${url}/analysis`, {
      cookie: cookies.directorA,
      body: {
        causes: 'Toboggan sans tapis de réception',
        factors: [
          { category: 'ENVIRONMENT', description: 'Tapis rangé pour le ménage' },
          { category: 'TEAM', description: 'Une seule professionnelle dans la salle' },
        ],
        protections: 'Protocole d’urgence affiché, appel rapide du 15',
      },
    });
    expect(analysed.status).toBe(200);
    expect(analysed.body.analysis.factors).toHaveLength(2);

    // Two actions into the establishment's plan, linked back to the event.
    const member = await insertMember(t.db, {
      clientId: tenants.clientA.id,
      establishmentIds: [tenants.establishmentA1.id],
    });
    for (const title of ['Remettre le tapis de réception', 'Revoir l’encadrement en salle de motricité']) {
      const made = await t.request('POST', `/api/v1/incidents/${id}/actions`, {
        cookie: cookies.directorA,
        body: { title, responsibleId: member.id, dueDate: '2030-01-15', priority: 'HIGH' },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    const plan = await t.request('GET', `/api/v1/actions?establishmentId=${tenants.establishmentA1.id}`, {
      cookie: cookies.directorA,
    });
    expect(plan.body.items.map((item: { title: string }) => item.title)).toEqual(
      expect.arrayContaining(['Remettre le tapis de réception', 'Revoir l’encadrement en salle de motricité']),
    );

    await t.request('POST', `${url}/state`, { cookie: cookies.directorA, body: { state: 'ACTIONS_DECIDED' } });
    const unsent = await t.request('POST', `${url}/state`, { cookie: cookies.directorA, body: { state: 'CLOSED' } });
    expect(unsent.body.message).toBe('Enregistrez l’envoi de la déclaration aux autorités avant de clore l’événement');

    const future = await t.request('POST', `${url}/declaration`, {
      cookie: cookies.directorA,
      body: { sentAt: hoursFromNow(2), means: 'EMAIL' },
    });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('La date d’envoi ne peut pas être dans le futur');
    const sent = await t.request('POST', `${url}/declaration`, {
      cookie: cookies.directorA,
      body: { sentAt: hoursFromNow(0), means: 'EMAIL', recipient: 'PMI du département' },
    });
    expect(sent.body.declarationDuty).toMatchObject({ means: 'EMAIL', isLate: false, recipient: 'PMI du département' });

    const closed = await t.request('POST', `${url}/state`, { cookie: cookies.directorA, body: { state: 'CLOSED' } });
    expect(closed.status).toBe(200);
    expect(closed.body.history.map((step: { toState: string }) => step.toState)).toEqual([
      'DECLARED',
      'ANALYSING',
      'ACTIONS_DECIDED',
      'CLOSED',
    ]);
    expect(closed.body.history.every((step: { byName: string | null; at: string }) => step.byName && step.at)).toBe(
      true,
    );
    expect(closed.body.actions).toHaveLength(2);
    const again = await t.request('PUT', `${url}/analysis`, { cookie: cookies.directorA, body: { causes: 'x' } });
    expect(again.body.message).toBe('Cet événement est clos : il ne peut plus être modifié');
    const linked = await t.db
      .select()
      .from(actions)
      .where(and(eq(actions.establishmentId, tenants.establishmentA1.id)));
    expect(linked.length).toBeGreaterThanOrEqual(2);
  });

  it('produces the pre-filled declaration PDF for the director, not for the declarer', async () => {
    const id = await declare(t, cookies.collaboratorA, fallWithHospitalisation(tenants.establishmentA1.id));
    const asDeclarer = await download(t, `/api/v1/incidents/${id}/declaration.pdf`, cookies.collaboratorA);
    expect(asDeclarer.status).toBe(403);
    const pdf = await download(t, `/api/v1/incidents/${id}/declaration.pdf`, cookies.directorA);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toContain('application/pdf');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Déclaration d’un événement aux autorités');
    expect(text).toContain('Président du conseil départemental');
    expect(text).toContain('R2324-25');
    expect(text).toContain('Salle de motricité');
    expect(text).toMatch(/Enfant, initiales LM, 30\smois/u);
  }, 60_000);

  it('applies the ESSMS rule to an establishment of that category', async () => {
    await t.db
      .update(establishments)
      .set({ category: 'ESSMS' })
      .where(eq(establishments.id, tenants.establishmentA2.id));
    const id = await declare(t, cookies.masterA, {
      establishmentId: tenants.establishmentA2.id,
      kind: 'DYSFUNCTION',
      occurredAt: hoursFromNow(-30),
      place: 'Cuisine',
      description: 'Rupture de la chaîne du froid',
      severity: 3,
    });
    const seen = await t.request('GET', `/api/v1/incidents/${id}`, { cookie: cookies.masterA });
    expect(seen.body.declarationDuty).toMatchObject({
      id: 'ESSMS_L331_8_1',
      reason: 'Dysfonctionnement grave',
      isLate: true,
    });
    const late = await t.request('GET', `/api/v1/incidents?establishmentId=${tenants.establishmentA2.id}`, {
      cookie: cookies.masterA,
    });
    expect(late.body.items[0].declaration.isLate).toBe(true);
  });

  it('records a family complaint: acknowledgement, response and reply, needed before closing', async () => {
    const id = await declare(t, cookies.directorA, {
      establishmentId: tenants.establishmentA1.id,
      kind: 'FAMILY_COMPLAINT',
      occurredAt: hoursFromNow(-48),
      place: 'Accueil du soir',
      description: 'Vêtements de rechange perdus à plusieurs reprises',
      severity: 1,
    });
    const url = `/api/v1/incidents/${id}`;
    const backwards = await t.request('PUT', `${url}/complaint`, {
      cookie: cookies.directorA,
      body: { acknowledgedOn: '2026-11-20', respondedOn: '2026-11-19', reply: 'Nous avons étiqueté les casiers.' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('La réponse ne peut pas précéder l’accusé de réception');
    const ok = await t.request('PUT', `${url}/complaint`, {
      cookie: cookies.directorA,
      body: { acknowledgedOn: '2026-11-20', respondedOn: '2026-11-24', reply: 'Nous avons étiqueté les casiers.' },
    });
    expect(ok.body.complaint).toEqual({
      acknowledgedOn: '2026-11-20',
      respondedOn: '2026-11-24',
      reply: 'Nous avons étiqueté les casiers.',
    });
    const accident = await declare(t, cookies.directorA, fallWithHospitalisation(tenants.establishmentA1.id));
    const notComplaint = await t.request('PUT', `/api/v1/incidents/${accident}/complaint`, {
      cookie: cookies.directorA,
      body: { acknowledgedOn: '2026-11-20' },
    });
    expect(notComplaint.status).toBe(409);
  });

  it('refuses contact details among the people involved and an event in the future, in French', async () => {
    const phone = await t.request('POST', '/api/v1/incidents', {
      cookie: cookies.collaboratorA,
      body: fallWithHospitalisation(tenants.establishmentA1.id, {
        people: [{ role: 'FAMILY', initials: '06 12 34 56 78' }],
      }),
    });
    expect(phone.status).toBe(400);
    expect(phone.body.message).toBe('N’indiquez ni adresse e-mail ni numéro de téléphone : seulement des initiales');
    const future = await t.request('POST', '/api/v1/incidents', {
      cookie: cookies.collaboratorA,
      body: fallWithHospitalisation(tenants.establishmentA1.id, { occurredAt: hoursFromNow(3) }),
    });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('La date de l’événement ne peut pas être dans le futur');
    const elsewhere = await t.request('POST', '/api/v1/incidents', {
      cookie: cookies.collaboratorA,
      body: fallWithHospitalisation(tenants.establishmentA2.id),
    });
    expect(elsewhere.status).toBe(404);
  });
});

describe('events in the board report (issue 29 item 5)', () => {
  it('counts the period’s events per site for the CLIENT_MASTER, in the PDF and the workbook, never their text', async () => {
    await declare(
      t,
      cookies.collaboratorA,
      fallWithHospitalisation(tenants.establishmentA1.id, { occurredAt: hoursFromNow(-30) }),
    );
    const pdf = await download(t, '/api/v1/group/board-report', cookies.masterA);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Événements indésirables et réclamations');
    expect(text).toMatch(/Par type : Accident d’un enfant : \d+/u);
    expect(text).toMatch(/déclarations? aux autorités en retard/u);
    expect(text).not.toContain('Chute du toboggan');
    expect(text).not.toContain('Salle de motricité');
    const xlsx = await download(t, '/api/v1/group/board-report.xlsx', cookies.masterA);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(xlsx.bytes) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Événements')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Établissement',
      'Événements',
      'Non clos',
      'Analyses en retard',
      'Déclarations en retard',
    ]);
    const names = sheet.getColumn(1).values.slice(2);
    expect(names).toContain(tenants.establishmentA1.name);
    expect(names).not.toContain(tenants.establishmentB1.name);

    // The establishment's synthesis counts its last twelve months of events for its director.
    const synthesis = await download(
      t,
      `/api/v1/establishments/${tenants.establishmentA1.id}/report`,
      cookies.directorA,
    );
    const synthesisText = await pdfText(synthesis.bytes);
    expect(synthesisText).toMatch(/\d+ événements? déclarés? sur les douze derniers mois/u);
    expect(synthesisText).not.toContain('Chute du toboggan');
  }, 60_000);
});
