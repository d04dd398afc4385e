import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema-audit.ts';
import { download } from '../support/board-report.ts';
import { openTenantsContext, useFileContext } from '../support/context.ts';
import { hoursFromNow } from '../support/incidents.ts';
import { pdf as pdfFile, upload } from '../security/uploads-support.ts';

/**
 * Issue 29 item 4, beyond the enumerated campaign: the restricted kinds. A suspicion of mistreatment is read by the
 * establishment's director and the group's CLIENT_MASTER only — not by the collaborator who declared it, through no
 * door (get, list, filters, declaration PDF, group figures, export) — another client's staff get the 404 of an id
 * that exists nowhere, and every read that succeeds is in the audit trail.
 */

const { t, tenants, cookies } = useFileContext(() => openTenantsContext());

const SECRET = 'Propos humiliants, secousse au change (Alpha)';

async function suspicionByCollaborator() {
  const created = await t.request('POST', '/api/v1/incidents', {
    cookie: cookies.collaboratorA,
    body: {
      establishmentId: tenants.establishmentA1.id,
      kind: 'MISTREATMENT_SUSPICION',
      occurredAt: hoursFromNow(-1),
      place: 'Salle de change',
      description: SECRET,
      severity: 4,
      hospitalisation: true,
      people: [{ role: 'CHILD', initials: 'ZK', ageMonths: 20 }],
    },
  });
  expect(created.status).toBe(201);
  // The answer to the declarer carries no content, only that she will not see it again.
  expect(created.body).toEqual({ id: expect.any(String), isVisibleToDeclarer: false, callsForDeclaration: true });
  return created.body.id as string;
}

describe('a suspicion of mistreatment stays with the direction and the group', () => {
  it('the declaring collaborator cannot read it: get, list, filters, PDF, figures, export', async () => {
    const id = await suspicionByCollaborator();
    const asCollaborator = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
      t.request(method, path, { cookie: cookies.collaboratorA, body });

    const get = await asCollaborator('GET', `/api/v1/incidents/${id}`);
    expect(get.status).toBe(404);
    expect(get.body.message).toBe('Événement introuvable');
    const rpc = await t.request('POST', '/rpc/incidents/get', {
      cookie: cookies.collaboratorA,
      body: { json: { id } },
    });
    expect(rpc.status).toBe(404);
    for (const query of [
      '',
      '?kind=MISTREATMENT_SUSPICION',
      `?establishmentId=${tenants.establishmentA1.id}`,
      '?search=change',
    ]) {
      const list = await asCollaborator('GET', `/api/v1/incidents${query}`);
      expect(list.status).toBe(200);
      expect(JSON.stringify(list.body)).not.toContain(id);
    }
    const pdf = await download(t, `/api/v1/incidents/${id}/declaration.pdf`, cookies.collaboratorA);
    expect(pdf.status).toBe(403);
    expect((await download(t, '/api/v1/group/incidents/export.csv', cookies.collaboratorA)).status).toBe(403);
    expect((await download(t, '/api/v1/group/incidents/export.xlsx', cookies.collaboratorA)).status).toBe(403);
    expect((await asCollaborator('GET', '/api/v1/group/incidents')).status).toBe(403);
    const write = await asCollaborator('PUT', `/api/v1/incidents/${id}/analysis`, { causes: 'x' });
    expect(write.status).toBe(403);
    // Nothing the collaborator received names the event's contents.
    for (const answer of [get, rpc]) expect(JSON.stringify(answer.body)).not.toContain('humiliants');
  });

  it('the director and the CLIENT_MASTER read it; the ADMIN is refused (403) and learns nothing', async () => {
    const id = await suspicionByCollaborator();
    for (const cookie of [cookies.directorA, cookies.masterA]) {
      const read = await t.request('GET', `/api/v1/incidents/${id}`, { cookie });
      expect(read.status).toBe(200);
      expect(read.body.description).toBe(SECRET);
    }
    const admin = await t.request('GET', `/api/v1/incidents/${id}`, { cookie: cookies.admin });
    expect(admin.status).toBe(403);
    expect(JSON.stringify(admin.body)).not.toContain('humiliants');
    const adminList = await t.request('GET', '/api/v1/incidents', { cookie: cookies.admin });
    expect(adminList.status).toBe(403);
    // The journal the ADMIN reads says an incident was read, never what it is about.
    const journal = await t.request('GET', `/api/v1/audit?entity=incident&entityId=${id}`, { cookie: cookies.admin });
    expect(journal.status).toBe(200);
    expect(JSON.stringify(journal.body)).not.toMatch(/humiliants|MISTREATMENT|Salle de change|ZK/);
  });

  it('another client’s CLIENT_MASTER and director get the 404 of an unknown id, on every door', async () => {
    const id = await suspicionByCollaborator();
    const unknown = crypto.randomUUID();
    for (const cookie of [cookies.masterB, cookies.directorB]) {
      for (const path of [`/api/v1/incidents/${id}`, `/api/v1/incidents/${unknown}`]) {
        const answer = await t.request('GET', path, { cookie });
        expect(answer.status).toBe(404);
        expect(answer.body.message).toBe('Événement introuvable');
      }
      const pdf = await download(t, `/api/v1/incidents/${id}/declaration.pdf`, cookie);
      expect(pdf.status).toBe(404);
      const state = await t.request('POST', `/api/v1/incidents/${id}/state`, { cookie, body: { state: 'ANALYSING' } });
      expect(state.status).toBe(404);
      const export_ = await download(
        t,
        `/api/v1/group/incidents/export.csv?establishmentId=${tenants.establishmentA1.id}`,
        cookie,
      );
      expect(new TextDecoder().decode(export_.bytes)).not.toContain('Crèche A1');
      const list = await t.request('GET', '/api/v1/incidents', { cookie });
      expect(JSON.stringify(list.body)).not.toContain(id);
    }
  });

  it('writes each successful read in the audit trail, and none for a refused one', async () => {
    const id = await suspicionByCollaborator();
    await t.request('GET', `/api/v1/incidents/${id}`, { cookie: cookies.collaboratorA });
    await t.request('GET', `/api/v1/incidents/${id}`, { cookie: cookies.masterB });
    await t.request('GET', `/api/v1/incidents/${id}`, { cookie: cookies.masterA });
    await t.request('GET', `/api/v1/incidents/${id}`, { cookie: cookies.directorA });
    const pdf = await download(t, `/api/v1/incidents/${id}/declaration.pdf`, cookies.masterA);
    expect(pdf.status).toBe(200);
    const reads = await t.db
      .select({ actorId: auditLog.actorId, after: auditLog.after, clientId: auditLog.clientId })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'read')));
    expect(reads.map((read) => `${read.actorId}:${(read.after as { read: string }).read}`).sort()).toEqual(
      [
        `${tenants.users.masterA.id}:detail`,
        `${tenants.users.directorA.id}:detail`,
        `${tenants.users.masterA.id}:declaration-pdf`,
      ].sort(),
    );
    expect(reads.every((read) => read.clientId === tenants.clientA.id)).toBe(true);
  }, 60_000);

  it('its attachments: no door to them for the collaborator, another client, the ADMIN or the documents procedures', async () => {
    const id = await suspicionByCollaborator();
    const added = await upload(t, `/api/v1/incidents/${id}/attachments`, cookies.collaboratorA, {
      file: pdfFile(64, 'temoignage-ZK.pdf'),
    });
    expect(added.status).toBe(201);
    const documentId = added.body.id as string;
    const byDirector = await upload(t, `/api/v1/incidents/${id}/attachments`, cookies.directorA, {
      file: pdfFile(64, 'compte-rendu.pdf'),
    });
    expect(byDirector.status).toBe(201);
    const path = (documentId_: string) => `/api/v1/incidents/${id}/attachments/${documentId_}`;
    // The declarer: her own upload is write-only, the director's is as hidden as the event.
    for (const target of [documentId, byDirector.body.id as string]) {
      const file = await download(t, path(target), cookies.collaboratorA);
      expect(file.status).toBe(404);
      const removal = await t.request('DELETE', path(target), { cookie: cookies.collaboratorA });
      expect(removal.status).toBe(404);
      expect(JSON.stringify(removal.body)).not.toContain('humiliants');
    }
    // Another client: the 404 of an unknown event, on reading, removing and adding.
    for (const cookie of [cookies.masterB, cookies.directorB]) {
      expect((await download(t, path(documentId), cookie)).status).toBe(404);
      expect((await t.request('DELETE', path(documentId), { cookie })).status).toBe(404);
      const push = await upload(t, `/api/v1/incidents/${id}/attachments`, cookie, { file: pdfFile() });
      expect(push.status).toBe(404);
      expect(push.body.message).toBe('Événement introuvable');
    }
    // The platform's ADMIN holds no incident permission; the documents doors answer 404 to everyone.
    expect((await download(t, path(documentId), cookies.admin)).status).toBe(403);
    for (const cookie of [cookies.admin, cookies.directorA, cookies.collaboratorA]) {
      expect((await download(t, `/api/v1/documents/${documentId}/download`, cookie)).status).toBe(404);
      expect((await t.request('GET', `/api/v1/documents/${documentId}`, { cookie })).status).toBe(404);
    }
    // A proof of an obligation or an answer cannot borrow it either: the evidence lists never show it.
    const evidence = await t.request('GET', `/api/v1/establishments/${tenants.establishmentA1.id}/evidence`, {
      cookie: cookies.collaboratorA,
    });
    expect(JSON.stringify(evidence.body)).not.toContain(documentId);
    // Who handles it reads both, each read audited; the ADMIN's journal never names the file.
    expect((await download(t, path(documentId), cookies.directorA)).status).toBe(200);
    const journal = await t.request('GET', `/api/v1/audit?entityId=${documentId}`, { cookie: cookies.admin });
    expect(journal.status).toBe(200);
    expect(JSON.stringify(journal.body)).not.toMatch(/temoignage|ZK/);
  });

  it('a suspicion is never assigned to a collaborator, whose access therefore never opens', async () => {
    const id = await suspicionByCollaborator();
    const refused = await t.request('PUT', `/api/v1/incidents/${id}/assignee`, {
      cookie: cookies.masterA,
      body: { assigneeId: tenants.users.collaboratorA.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.fieldErrors.assigneeId).toBe(
      'Une suspicion de maltraitance ne peut être confiée qu’à la direction de l’établissement : elle reste réservée à la direction et au responsable du groupe',
    );
    expect((await t.request('GET', `/api/v1/incidents/${id}`, { cookie: cookies.collaboratorA })).status).toBe(404);
    const tasks = await t.request('GET', '/api/v1/me/tasks', { cookie: cookies.collaboratorA });
    expect(JSON.stringify(tasks.body)).not.toContain(id);
    // Another client cannot assign it to its own people: the event does not exist for it.
    const foreign = await t.request('PUT', `/api/v1/incidents/${id}/assignee`, {
      cookie: cookies.masterB,
      body: { assigneeId: tenants.users.directorB.id },
    });
    expect(foreign.status).toBe(404);
  });
});
