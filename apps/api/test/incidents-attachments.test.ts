import { DOCUMENT_MESSAGES, ESTABLISHMENT_STORAGE_QUOTA } from '@qc/shared/documents/schemas';
import { INCIDENT_MESSAGES } from '@qc/shared/incidents/schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema-audit.ts';
import { documents } from '../src/db/schema-documents.ts';
import { incidents } from '../src/db/schema-incidents.ts';
import { anonymiseIncidents } from '../src/incidents/anonymise-incidents.ts';
import { download } from './support/board-report.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { declare, fallWithHospitalisation, hoursFromNow } from './support/incidents.ts';
import { pdf, upload } from './security/uploads-support.ts';

/**
 * Issue 29 item 1: photos and documents of an event, through the evidence upload path (type sniffed, size, the
 * establishment's quota), read with the event's visibility, every download in the audit trail, never through the
 * documents procedures nor in the group's export (ADR 036).
 */

const { t, tenants, cookies } = useFileContext(() => openTenantsContext(), 120_000);

/** A real 1×1 PNG: the server recognises files by their content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const photo = (name = 'chute-toboggan.png') => new File([PNG], name, { type: 'image/png' });

const attach = (cookie: string, incidentId: string, file: File) =>
  upload(t, `/api/v1/incidents/${incidentId}/attachments`, cookie, { file });
const get = (cookie: string, id: string) => t.request('GET', `/api/v1/incidents/${id}`, { cookie });
const fileOf = (cookie: string, incidentId: string, documentId: string) =>
  download(t, `/api/v1/incidents/${incidentId}/attachments/${documentId}`, cookie);

describe('attachments of an event', () => {
  it('the declarer attaches a photo; who reads the event downloads it, each download audited without its name', async () => {
    const id = await declare(t, cookies.collaboratorA, fallWithHospitalisation(tenants.establishmentA1.id));
    const added = await attach(cookies.collaboratorA, id, photo());
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ name: 'chute-toboggan.png', mimeType: 'image/png', canRemove: true });
    const documentId = added.body.id as string;

    for (const cookie of [cookies.collaboratorA, cookies.directorA, cookies.masterA]) {
      const detail = await get(cookie, id);
      expect(detail.body.attachments.map((item: { id: string }) => item.id)).toEqual([documentId]);
      const file = await fileOf(cookie, id, documentId);
      expect(file.status).toBe(200);
      expect(Buffer.from(file.bytes).equals(PNG)).toBe(true);
    }
    // Another client: the event's 404, for the file as for the event.
    const foreign = await fileOf(cookies.directorB, id, documentId);
    expect(foreign.status).toBe(404);
    // An attachment named under another event of hers: not found.
    const other = await declare(t, cookies.directorA, fallWithHospitalisation(tenants.establishmentA1.id));
    const misplaced = await t.request('GET', `/api/v1/incidents/${other}/attachments/${documentId}`, {
      cookie: cookies.directorA,
    });
    expect(misplaced.status).toBe(404);
    expect(misplaced.body.message).toBe(INCIDENT_MESSAGES.attachmentNotFound);

    const reads = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'incident'), eq(auditLog.entityId, id), eq(auditLog.action, 'read')));
    const downloads = reads.filter((entry) => (entry.after as { read: string }).read === 'attachment');
    expect(downloads.map((entry) => entry.actorId).sort()).toEqual(
      [tenants.users.collaboratorA.id, tenants.users.directorA.id, tenants.users.masterA.id].sort(),
    );
    expect(downloads.every((entry) => (entry.after as { documentId: string }).documentId === documentId)).toBe(true);
    // The upload's own audit row keeps no file name either (the journal is the platform ADMIN's to read).
    const created = await t.db.select().from(auditLog).where(eq(auditLog.entityId, documentId));
    expect(created).toHaveLength(1);
    expect(JSON.stringify(created)).not.toContain('toboggan');
  });

  it('is never reached through the documents procedures, their lists nor the group export', async () => {
    const id = await declare(t, cookies.directorA, fallWithHospitalisation(tenants.establishmentA1.id));
    const added = await attach(cookies.directorA, id, photo('visage-enfant.png'));
    expect(added.status).toBe(201);
    const documentId = added.body.id as string;
    for (const path of [`/api/v1/documents/${documentId}`, `/api/v1/documents/${documentId}/download`]) {
      const answer = await t.request('GET', path, { cookie: cookies.directorA });
      expect(answer.status).toBe(404);
    }
    const removed = await t.request('DELETE', `/api/v1/documents/${documentId}`, { cookie: cookies.directorA });
    expect(removed.status).toBe(404);
    for (const list of ['documents', 'evidence']) {
      const answer = await t.request('GET', `/api/v1/establishments/${tenants.establishmentA1.id}/${list}`, {
        cookie: cookies.directorA,
      });
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(documentId);
    }
    const csv = await download(t, '/api/v1/group/incidents/export.csv', cookies.masterA);
    expect(new TextDecoder().decode(csv.bytes)).not.toContain('visage-enfant');
  });

  it('refuses a disguised executable and a full establishment in French, like evidence', async () => {
    const id = await declare(t, cookies.collaboratorA, fallWithHospitalisation(tenants.establishmentA1.id));
    const exe = new File(['MZ\x90\x00\x03 a Windows program'], 'photo.png', { type: 'image/png' });
    const refused = await attach(cookies.collaboratorA, id, exe);
    expect(refused.status).toBe(400);
    expect(refused.body.data.fieldErrors.file).toBe(DOCUMENT_MESSAGES.fileTypeRefused);
    const [filler] = await t.db
      .insert(documents)
      .values({
        clientId: tenants.clientA.id,
        establishmentId: tenants.establishmentA1.id,
        purpose: 'ESTABLISHMENT',
        type: 'AUTRE',
        name: 'archives.pdf',
        mimeType: 'application/pdf',
        size: ESTABLISHMENT_STORAGE_QUOTA,
        sha256: '0'.repeat(64),
        storageKey: crypto.randomUUID(),
      })
      .returning();
    try {
      const full = await attach(cookies.collaboratorA, id, pdf(64, 'certificat.pdf'));
      expect(full.status).toBe(400);
      expect(full.body.data.fieldErrors.file).toBe(DOCUMENT_MESSAGES.storageFull);
    } finally {
      await t.db.delete(documents).where(eq(documents.id, filler!.id));
    }
    expect((await get(cookies.collaboratorA, id)).body.attachments).toEqual([]);
  });

  it('the declarer adds and removes while « déclaré »; then only the direction and the group', async () => {
    const id = await declare(t, cookies.collaboratorA, fallWithHospitalisation(tenants.establishmentA1.id));
    const mine = await attach(cookies.collaboratorA, id, photo('mienne.png'));
    const theirs = await attach(cookies.directorA, id, pdf(64, 'certificat.pdf'));
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    const seen = await get(cookies.collaboratorA, id);
    expect(seen.body.canAttach).toBe(true);
    expect(seen.body.attachments.map((item: { canRemove: boolean }) => item.canRemove)).toEqual([true, false]);
    const notHers = await t.request('DELETE', `/api/v1/incidents/${id}/attachments/${theirs.body.id}`, {
      cookie: cookies.collaboratorA,
    });
    expect(notHers.status).toBe(403);
    expect(notHers.body.message).toBe(INCIDENT_MESSAGES.removeAttachmentForbidden);

    const moved = await t.request('POST', `/api/v1/incidents/${id}/state`, {
      cookie: cookies.directorA,
      body: { state: 'ANALYSING' },
    });
    expect(moved.status).toBe(200);
    const late = await attach(cookies.collaboratorA, id, photo('trop-tard.png'));
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(INCIDENT_MESSAGES.attachForbidden);
    const ownLate = await t.request('DELETE', `/api/v1/incidents/${id}/attachments/${mine.body.id}`, {
      cookie: cookies.collaboratorA,
    });
    expect(ownLate.status).toBe(403);
    expect((await get(cookies.collaboratorA, id)).body.canAttach).toBe(false);

    const byMaster = await t.request('DELETE', `/api/v1/incidents/${id}/attachments/${mine.body.id}`, {
      cookie: cookies.masterA,
    });
    expect(byMaster.status).toBe(200);
    expect(byMaster.body.attachments.map((item: { name: string }) => item.name)).toEqual(['certificat.pdf']);
    expect((await fileOf(cookies.directorA, id, mine.body.id)).status).toBe(404);
    expect(await t.db.select().from(documents).where(eq(documents.id, mine.body.id))).toEqual([]);
  });

  it('a suspicion of mistreatment: its declarer adds a photo she cannot read back; the direction reads it', async () => {
    const created = await t.request('POST', '/api/v1/incidents', {
      cookie: cookies.collaboratorA,
      body: {
        establishmentId: tenants.establishmentA1.id,
        kind: 'MISTREATMENT_SUSPICION',
        occurredAt: hoursFromNow(-1),
        place: 'Dortoir',
        description: 'Secousse observée pendant la sieste',
        severity: 3,
      },
    });
    const id = created.body.id as string;
    const added = await attach(cookies.collaboratorA, id, photo('hematome.png'));
    expect(added.status).toBe(201);
    // What she receives is her file's metadata, nothing of the event.
    expect(JSON.stringify(added.body)).not.toContain('Secousse');
    const blocked = await fileOf(cookies.collaboratorA, id, added.body.id);
    expect(blocked.status).toBe(404);
    const removal = await t.request('DELETE', `/api/v1/incidents/${id}/attachments/${added.body.id}`, {
      cookie: cookies.collaboratorA,
    });
    expect(removal.status).toBe(404);
    expect((await fileOf(cookies.directorA, id, added.body.id)).status).toBe(200);
    expect((await fileOf(cookies.masterA, id, added.body.id)).status).toBe(200);
  });

  it('the retention rule erases the attachments with the texts', async () => {
    const id = await declare(t, cookies.directorA, fallWithHospitalisation(tenants.establishmentA1.id));
    const added = await attach(cookies.directorA, id, photo());
    expect(added.status).toBe(201);
    await t.db
      .update(incidents)
      .set({ state: 'CLOSED', closedAt: new Date('2020-01-01T10:00:00Z') })
      .where(eq(incidents.id, id));
    expect(await anonymiseIncidents(t.db, new Date('2026-01-02T10:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(documents).where(eq(documents.id, added.body.id))).toEqual([]);
    expect((await get(cookies.directorA, id)).body.attachments).toEqual([]);
  });
});
