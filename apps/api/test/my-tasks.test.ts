import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actions } from '../src/db/schema-action-plans.ts';
import { campaigns } from '../src/db/schema-campaigns.ts';
import { documents } from '../src/db/schema-documents.ts';
import { incidents } from '../src/db/schema-incidents.ts';
import { createForm, inDays, launchCampaign } from './support/campaigns.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { insertClient, insertEstablishment, insertLegalEntity, insertMember, insertUser } from './support/fixtures.ts';
import { declare, fallWithHospitalisation, hoursFromNow } from './support/incidents.ts';

/**
 * Issue 27 item 1, « Mes tâches » (GET /api/v1/me/tasks): what each role must do, scoped to the caller —
 * the collaborator's own actions (not the site's), what a campaign asks of her establishment until it is
 * completed, the late sites for the quality manager, expiring documents for those the expiry watch writes to.
 */
const { t, tenants, cookies } = useFileContext(() => openTenantsContext(), 120_000);

type TaskLine = { kind: string; label: string; establishmentId: string; dueDate: string | null; isOverdue: boolean };
async function tasksOf(cookie: string) {
  const response = await t.request('GET', '/api/v1/me/tasks', { cookie });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as {
    items: TaskLine[];
    counts: Record<string, number>;
    overdueActions: number;
    establishments: Array<{ id: string; name: string }>;
    firstSteps: Array<{ establishmentId: string; canEditProfile: boolean }>;
  };
}
const kinds = (body: { items: TaskLine[] }, kind: string) => body.items.filter((item) => item.kind === kind);

describe('« Mes tâches »: actions', () => {
  it('counts the collaborator’s own actions, as « Mes actions » does, not the whole site’s', async () => {
    const mine = await insertMember(t.db, {
      clientId: tenants.clientA.id,
      userId: tenants.users.collaboratorA.id,
      establishmentIds: [tenants.establishmentA1.id],
    });
    const colleague = await insertMember(t.db, {
      clientId: tenants.clientA.id,
      establishmentIds: [tenants.establishmentA1.id],
    });
    const action = (title: string, responsibleId: string, dueDate: string, status = 'TODO') => ({
      establishmentId: tenants.establishmentA1.id,
      title,
      responsibleId,
      dueDate,
      status,
      priority: 'MEDIUM',
    });
    await t.db.insert(actions).values([
      action('Afficher le protocole', mine.id, inDays(-3)),
      action('Former l’équipe', mine.id, inDays(-1), 'IN_PROGRESS'),
      action('Relire le projet', mine.id, inDays(2)),
      action('Mettre à jour le registre', mine.id, inDays(10)),
      action('Déjà fait', mine.id, inDays(-5), 'DONE'),
      // The site's other open actions: 5 more, 2 of them late — none hers.
      ...[-4, -2, 5, 30, 60].map((days, index) => action(`Action de l’équipe ${index}`, colleague.id, inDays(days))),
    ]);
    // An action at A2, a site she is not linked to (her member record is on A1's team only): outside her scope.
    await t.db.insert(actions).values({
      ...action('Action hors de son périmètre', mine.id, inDays(-1)),
      establishmentId: tenants.establishmentA2.id,
    });
    const body = await tasksOf(cookies.collaboratorA);
    expect(kinds(body, 'ACTION').map((item) => item.label)).toEqual([
      'Afficher le protocole',
      'Former l’équipe',
      'Relire le projet',
      'Mettre à jour le registre',
    ]);
    expect(body.counts.ACTION).toBe(4);
    expect(body.overdueActions).toBe(2);
    // The same 4, 2 of them late, in the action plan filtered on her.
    const plan = await t.request(
      'GET',
      `/api/v1/actions?establishmentId=${tenants.establishmentA1.id}&mine=true&pageSize=50`,
      { cookie: cookies.collaboratorA },
    );
    expect(plan.body.counts.TODO + plan.body.counts.IN_PROGRESS).toBe(4);
    expect(plan.body.counts.overdue).toBe(2);
    // The site's plan has 9 open, 4 late: not what her « Mes tâches » counts.
    const site = await t.request('GET', `/api/v1/actions?establishmentId=${tenants.establishmentA1.id}`, {
      cookie: cookies.directorA,
    });
    expect(site.body.counts.TODO + site.body.counts.IN_PROGRESS).toBe(9);
    expect(JSON.stringify(body)).not.toContain('Action hors de son périmètre');
    expect(body.items.every((item) => item.establishmentId === tenants.establishmentA1.id)).toBe(true);
    // The director is responsible for none of them.
    expect((await tasksOf(cookies.directorA)).counts.ACTION).toBe(0);
  });
});

describe('« Mes tâches »: campaigns and evaluations', () => {
  it('lists a campaign’s evaluation for the director and the collaborator of the site until it is completed', async () => {
    const form = await createForm(t, cookies.masterA, 'Hygiène (mes tâches)');
    const launched = await launchCampaign(
      { t, tenants },
      cookies.masterA,
      'Campagne de printemps',
      [form.id],
      inDays(5),
    );
    expect(launched.status).toBe(201);
    for (const cookie of [cookies.directorA, cookies.collaboratorA]) {
      const lines = kinds(await tasksOf(cookie), 'CAMPAIGN_EVALUATION');
      expect(lines).toEqual([
        expect.objectContaining({
          label: 'Hygiène (mes tâches)',
          campaignName: 'Campagne de printemps',
          establishmentId: tenants.establishmentA1.id,
          dueDate: inDays(5),
          isOverdue: false,
          formId: form.id,
        }),
      ]);
    }
    // Neither the other client's people nor its quality manager see it; A's quality manager has no late site yet.
    for (const cookie of [cookies.directorB, cookies.masterB, cookies.masterA]) {
      const body = await tasksOf(cookie);
      expect(JSON.stringify(body)).not.toContain('Campagne de printemps');
    }

    // Started: the campaign line carries the evaluation to resume, and no second « en cours » line repeats it.
    const started = await t.request('POST', '/api/v1/evaluations', {
      cookie: cookies.directorA,
      body: { establishmentId: tenants.establishmentA1.id, formId: form.id },
    });
    const resumed = await tasksOf(cookies.collaboratorA);
    expect(kinds(resumed, 'CAMPAIGN_EVALUATION')[0]).toMatchObject({ evaluationId: started.body.id });
    expect(kinds(resumed, 'EVALUATION_IN_PROGRESS')).toEqual([]);
    await t.request('PUT', `/api/v1/evaluations/${started.body.id}/answers/${form.key}`, {
      cookie: cookies.directorA,
      body: { value: true, expectedVersion: 0 },
    });
    expect(
      (await t.request('POST', `/api/v1/evaluations/${started.body.id}/complete`, { cookie: cookies.directorA }))
        .status,
    ).toBe(200);
    for (const cookie of [cookies.directorA, cookies.collaboratorA]) {
      expect(kinds(await tasksOf(cookie), 'CAMPAIGN_EVALUATION')).toEqual([]);
    }

    // Past its deadline, A2 (not done) is a late site for A's quality manager only.
    await t.db
      .update(campaigns)
      .set({ deadline: inDays(-2) })
      .where(eq(campaigns.id, launched.body.id));
    const master = await tasksOf(cookies.masterA);
    expect(kinds(master, 'CAMPAIGN_SITE_LATE')).toEqual([
      expect.objectContaining({
        label: 'Campagne de printemps',
        establishmentId: tenants.establishmentA2.id,
        isOverdue: true,
        formsLeft: 1,
      }),
    ]);
    expect(master.establishments.map((item) => item.name)).toContain('Crèche A2');
    expect(kinds(await tasksOf(cookies.masterB), 'CAMPAIGN_SITE_LATE')).toEqual([]);
  });

  it('lists the evaluations in progress at her site, to resume', async () => {
    const form = await createForm(t, cookies.masterA, 'Sécurité (en cours)');
    const started = await t.request('POST', '/api/v1/evaluations', {
      cookie: cookies.directorA,
      body: { establishmentId: tenants.establishmentA1.id, formId: form.id },
    });
    expect(started.status).toBe(201);
    for (const cookie of [cookies.directorA, cookies.collaboratorA]) {
      expect(kinds(await tasksOf(cookie), 'EVALUATION_IN_PROGRESS')).toEqual([
        expect.objectContaining({ label: 'Sécurité (en cours)', dueDate: null }),
      ]);
    }
    expect(JSON.stringify(await tasksOf(cookies.directorB))).not.toContain('Sécurité (en cours)');
  });
});

describe('« Mes tâches »: expiring documents, first steps, bounds', () => {
  it('warns the director and the quality manager of a document about to expire, not the collaborator', async () => {
    await t.db.insert(documents).values({
      clientId: tenants.clientA.id,
      establishmentId: tenants.establishmentA1.id,
      purpose: 'ESTABLISHMENT',
      type: 'PROJET_ETABLISSEMENT',
      name: 'projet-etablissement.pdf',
      mimeType: 'application/pdf',
      size: 10,
      sha256: 'x',
      storageKey: 'tasks/projet.pdf',
      validUntil: inDays(12),
    });
    for (const cookie of [cookies.directorA, cookies.masterA]) {
      expect(kinds(await tasksOf(cookie), 'DOCUMENT_EXPIRING')).toEqual([
        expect.objectContaining({ label: 'projet-etablissement.pdf', dueDate: inDays(12) }),
      ]);
    }
    for (const cookie of [cookies.collaboratorA, cookies.masterB, cookies.directorB]) {
      expect(kinds(await tasksOf(cookie), 'DOCUMENT_EXPIRING')).toEqual([]);
    }
  });

  it('guides a new director with no evaluation to her first one and to her establishment’s profile', async () => {
    const client = await insertClient(t.db, 'Client neuf');
    const entity = await insertLegalEntity(t.db, client.id);
    const site = await insertEstablishment(t.db, entity, 'Crèche neuve');
    const newcomer = await insertUser(t.db, { role: 'DIRECTOR', clientId: client.id, establishmentId: site.id });
    const body = await tasksOf(await t.signIn(newcomer.email));
    expect(body.items).toEqual([]);
    expect(body.firstSteps).toEqual([{ establishmentId: site.id, canEditProfile: true }]);
    expect(body.establishments).toEqual([expect.objectContaining({ id: site.id, name: 'Crèche neuve' })]);
    // A1 has evaluations: no first steps there.
    expect((await tasksOf(cookies.directorA)).firstSteps).toEqual([]);
  });

  it('bounds each kind to 20 lines, overdue first, and still counts them all', async () => {
    const member = await insertMember(t.db, {
      clientId: tenants.clientA.id,
      userId: tenants.users.directorA.id,
      establishmentIds: [tenants.establishmentA1.id],
    });
    await t.db.insert(actions).values(
      Array.from({ length: 25 }, (_, index) => ({
        establishmentId: tenants.establishmentA1.id,
        title: `Action ${String(index).padStart(2, '0')}`,
        responsibleId: member.id,
        dueDate: inDays(index - 12),
      })),
    );
    const body = await tasksOf(cookies.directorA);
    expect(body.counts.ACTION).toBe(25);
    expect(body.overdueActions).toBe(12);
    const lines = kinds(body, 'ACTION');
    expect(lines).toHaveLength(20);
    expect(lines[0]!.label).toBe('Action 00');
    // Every overdue line comes before any line that is not.
    const firstNotLate = body.items.findIndex((item) => !item.isOverdue);
    expect(body.items.slice(firstNotLate).some((item) => item.isOverdue)).toBe(false);
  });

  it('answers 401 signed out', async () => {
    expect((await t.request('GET', '/api/v1/me/tasks')).status).toBe(401);
  });
});

describe('« Mes tâches »: events of the register (issue 29)', () => {
  it('asks the director to declare an accident to the authorities until it is recorded as sent; the CLIENT_MASTER once it is late', async () => {
    const recent = await declare(t, cookies.collaboratorA, fallWithHospitalisation(tenants.establishmentA1.id));
    const old = await declare(
      t,
      cookies.collaboratorA,
      fallWithHospitalisation(tenants.establishmentA1.id, { occurredAt: hoursFromNow(-30) }),
    );
    // A fall without hospitalisation nor outside care calls for no declaration.
    await declare(
      t,
      cookies.collaboratorA,
      fallWithHospitalisation(tenants.establishmentA1.id, { hospitalisation: false, severity: 2 }),
    );
    const director = await tasksOf(cookies.directorA);
    const lines = kinds(director, 'INCIDENT_DECLARATION');
    expect(lines.map((line) => [(line as unknown as { incidentId: string }).incidentId, line.isOverdue])).toEqual([
      [old, true],
      [recent, false],
    ]);
    expect(director.counts.INCIDENT_DECLARATION).toBe(2);
    // Late first, like every line: it comes before the not-yet-late actions.
    const order = director.items.map((item) => `${item.kind}:${item.isOverdue}`);
    expect(order.indexOf('INCIDENT_DECLARATION:true')).toBeLessThan(order.findIndex((key) => key.endsWith(':false')));
    // The quality manager of the group is told of the late one only; the declarer and another client nothing.
    expect(kinds(await tasksOf(cookies.masterA), 'INCIDENT_DECLARATION')).toHaveLength(1);
    expect(kinds(await tasksOf(cookies.collaboratorA), 'INCIDENT_DECLARATION')).toHaveLength(0);
    expect(kinds(await tasksOf(cookies.masterB), 'INCIDENT_DECLARATION')).toHaveLength(0);

    const sent = await t.request('POST', `/api/v1/incidents/${old}/declaration`, {
      cookie: cookies.directorA,
      body: { sentAt: hoursFromNow(0), means: 'EMAIL' },
    });
    expect(sent.status).toBe(200);
    expect(kinds(await tasksOf(cookies.directorA), 'INCIDENT_DECLARATION').map((line) => line.isOverdue)).toEqual([
      false,
    ]);

    // An event recorded 31 days ago and still not analysed: its analysis is late.
    await t.db
      .update(incidents)
      .set({ declaredAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(incidents.id, old));
    const late = kinds(await tasksOf(cookies.directorA), 'INCIDENT_ANALYSIS_LATE');
    expect(late).toHaveLength(1);
    expect(late[0]).toMatchObject({ label: 'Accident d’un enfant', isOverdue: true });
  });
});
