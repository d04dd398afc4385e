import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { anonymiseIncidents, ERASED_TEXT } from '../src/incidents/anonymise-incidents.ts';
import { auditLog } from '../src/db/schema-audit.ts';
import { incidents } from '../src/db/schema-incidents.ts';
import { download } from './support/board-report.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { declare, fallWithHospitalisation, hoursFromNow } from './support/incidents.ts';

/** Issue 29 items 4–6: who reads which event, every read audited, the group's figures, export and retention. */

const { t, tenants, cookies } = useFileContext(() => openTenantsContext());

const listIds = async (cookie: string, query = '') => {
  const answer = await t.request('GET', `/api/v1/incidents?pageSize=200${query}`, { cookie });
  expect(answer.status).toBe(200);
  return answer.body.items.map((item: { id: string }) => item.id) as string[];
};

describe('visibility per role and kind (ADR 036)', () => {
  it('declarer, director and CLIENT_MASTER read an accident; the ADMIN of the platform and another client do not', async () => {
    const id = await declare(t, cookies.collaboratorA, fallWithHospitalisation(tenants.establishmentA1.id));
    for (const cookie of [cookies.collaboratorA, cookies.directorA, cookies.masterA]) {
      expect((await t.request('GET', `/api/v1/incidents/${id}`, { cookie })).status).toBe(200);
      expect(await listIds(cookie)).toContain(id);
    }
    const admin = await t.request('GET', `/api/v1/incidents/${id}`, { cookie: cookies.admin });
    expect(admin.status).toBe(403);
    for (const cookie of [cookies.masterB, cookies.directorB]) {
      const foreign = await t.request('GET', `/api/v1/incidents/${id}`, { cookie });
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe('Événement introuvable');
      expect(await listIds(cookie)).not.toContain(id);
    }
  });

  it('a collaborator reads the events she declared only, not her colleagues’', async () => {
    const byDirector = await declare(t, cookies.directorA, {
      ...fallWithHospitalisation(tenants.establishmentA1.id),
      kind: 'NEAR_MISS',
      hospitalisation: false,
      severity: 1,
    });
    expect((await t.request('GET', `/api/v1/incidents/${byDirector}`, { cookie: cookies.collaboratorA })).status).toBe(
      404,
    );
    expect(await listIds(cookies.collaboratorA)).not.toContain(byDirector);
    expect(await listIds(cookies.directorA, '&kind=NEAR_MISS&severity=1&state=DECLARED')).toContain(byDirector);
  });

  it('a suspicion of mistreatment: the declaring collaborator is told, then reads nothing of it', async () => {
    const created = await t.request('POST', '/api/v1/incidents', {
      cookie: cookies.collaboratorA,
      body: {
        establishmentId: tenants.establishmentA1.id,
        kind: 'MISTREATMENT_SUSPICION',
        occurredAt: hoursFromNow(-2),
        place: 'Dortoir',
        description: 'Propos humiliants entendus pendant la sieste',
        severity: 3,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ isVisibleToDeclarer: false });
    const id = created.body.id as string;
    expect((await t.request('GET', `/api/v1/incidents/${id}`, { cookie: cookies.collaboratorA })).status).toBe(404);
    expect(await listIds(cookies.collaboratorA)).not.toContain(id);
    expect((await t.request('GET', `/api/v1/incidents/${id}`, { cookie: cookies.directorA })).status).toBe(200);
    expect(await listIds(cookies.masterA, '&kind=MISTREATMENT_SUSPICION')).toEqual([id]);
  });
});

describe('the audit trail', () => {
  it('writes every read of an event and its declaration, without its contents', async () => {
    const id = await declare(t, cookies.collaboratorA, fallWithHospitalisation(tenants.establishmentA1.id));
    await t.request('GET', `/api/v1/incidents/${id}`, { cookie: cookies.masterA });
    await t.request('GET', `/api/v1/incidents/${id}`, { cookie: cookies.directorA });
    const pdf = await download(t, `/api/v1/incidents/${id}/declaration.pdf`, cookies.directorA);
    expect(pdf.status).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'incident'), eq(auditLog.entityId, id)));
    const reads = entries.filter((entry) => entry.action === 'read');
    expect(reads.map((entry) => [entry.actorId, (entry.after as { read: string }).read]).sort()).toEqual(
      [
        [tenants.users.masterA.id, 'detail'],
        [tenants.users.directorA.id, 'detail'],
        [tenants.users.directorA.id, 'declaration-pdf'],
      ].sort(),
    );
    // The trail is read by the platform's ADMIN too: no description, place, person nor kind in it.
    const written = JSON.stringify(entries);
    for (const secret of ['toboggan', 'Salle de motricité', 'LM', 'CHILD_ACCIDENT'])
      expect(written).not.toContain(secret);
    const journal = await t.request('GET', `/api/v1/audit?entity=incident&entityId=${id}`, { cookie: cookies.masterA });
    expect(journal.status).toBe(200);
    expect(journal.body.items.filter((entry: { action: string }) => entry.action === 'read')).toHaveLength(3);
  }, 60_000);
});

describe('the group view and its export', () => {
  it('counts by kind, severity, site and month, with open and late analyses', async () => {
    const id = await declare(t, cookies.masterA, {
      ...fallWithHospitalisation(tenants.establishmentA2.id),
      kind: 'INCIDENT',
      hospitalisation: false,
      severity: 2,
    });
    const before = await t.request('GET', '/api/v1/group/incidents', { cookie: cookies.masterA });
    expect(before.status).toBe(200);
    const siteA2 = before.body.bySite.find(
      (site: { establishmentId: string }) => site.establishmentId === tenants.establishmentA2.id,
    );
    expect(siteA2).toMatchObject({ establishmentName: 'Crèche A2', lateAnalyses: 0 });
    expect(before.body.byKind).toEqual(expect.arrayContaining([{ key: 'INCIDENT', count: expect.any(Number) }]));
    // Recorded 31 days ago and still only declared: its analysis is late (the session's clock cannot move, the row's can).
    await t.db
      .update(incidents)
      .set({ declaredAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(incidents.id, id));
    const later = await t.request('GET', '/api/v1/group/incidents', { cookie: cookies.masterA });
    const lateSite = later.body.bySite.find(
      (site: { establishmentId: string }) => site.establishmentId === tenants.establishmentA2.id,
    );
    expect(lateSite.lateAnalyses).toBe(1);
    expect(later.body.lateAnalyses).toBeGreaterThanOrEqual(1);
    const asCollaborator = await t.request('GET', '/api/v1/group/incidents', { cookie: cookies.collaboratorA });
    expect(asCollaborator.status).toBe(403);
    const asB = await t.request('GET', '/api/v1/group/incidents', { cookie: cookies.masterB });
    expect(asB.body.total).toBe(0);
  });

  it('exports CSV and XLSX without personal data', async () => {
    await declare(t, cookies.collaboratorA, fallWithHospitalisation(tenants.establishmentA1.id));
    const csv = await download(t, '/api/v1/group/incidents/export.csv', cookies.masterA);
    expect(csv.status).toBe(200);
    const text = new TextDecoder().decode(csv.bytes);
    expect(text.split('\r\n')[0]).toContain('"Établissement";"Ville";"Type";"Gravité"');
    expect(text).toContain('Accident d’un enfant');
    expect(text).toContain('Crèche A1');
    const xlsx = await download(t, '/api/v1/group/incidents/export.xlsx', cookies.masterA);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(xlsx.bytes) as unknown as ArrayBuffer);
    const cells = JSON.stringify(workbook.worksheets[0]!.getSheetValues());
    for (const exported of [text, cells]) {
      for (const personal of ['toboggan', 'Salle de motricité', 'Appel du 15', 'LM', 'Collaborator Test', 'Dortoir'])
        expect(exported).not.toContain(personal);
    }
    expect(cells).toContain('Accident d’un enfant');
    expect((await download(t, '/api/v1/group/incidents/export.csv', cookies.collaboratorA)).status).toBe(403);
  });
});

describe('retention (ADR 036)', () => {
  it('erases people and texts five years after closure, on a fake clock, and keeps the figures', async () => {
    const id = await declare(t, cookies.directorA, {
      ...fallWithHospitalisation(tenants.establishmentA1.id),
      kind: 'NEAR_MISS',
      hospitalisation: false,
      severity: 1,
    });
    const closedAt = new Date('2026-01-10T10:00:00.000Z');
    await t.db
      .update(incidents)
      .set({
        state: 'CLOSED',
        closedAt,
        analysisCauses: 'Porte laissée ouverte par M. Dupont',
        analysisFactors: [{ category: 'TEAM', description: 'M. Dupont seul' }],
        analysedAt: closedAt,
      })
      .where(eq(incidents.id, id));
    expect(await anonymiseIncidents(t.db, new Date('2031-01-09T10:00:00.000Z'))).toBe(0);
    expect(await anonymiseIncidents(t.db, new Date('2031-01-11T10:00:00.000Z'))).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(incidents).where(eq(incidents.id, id));
    expect(row).toMatchObject({
      people: [],
      description: ERASED_TEXT,
      place: ERASED_TEXT,
      immediateMeasures: null,
      analysisCauses: ERASED_TEXT,
      analysisFactors: [{ category: 'TEAM', description: ERASED_TEXT }],
      kind: 'NEAR_MISS',
      severity: 1,
    });
    expect(JSON.stringify(row)).not.toContain('Dupont');
    const seen = await t.request('GET', `/api/v1/incidents/${id}`, { cookie: cookies.directorA });
    expect(seen.body.isAnonymised).toBe(true);
    expect(await anonymiseIncidents(t.db, new Date('2031-01-12T10:00:00.000Z'))).toBe(0);
  });
});
