import { getParisToday } from '@qc/shared/validation/dates';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { agreements } from '../src/db/schema.ts';
import { auditLog } from '../src/db/schema-audit.ts';
import { documents, expiryNotices } from '../src/db/schema-documents.ts';
import { mailOutbox } from '../src/db/schema-mail.ts';
import { sendExpiryDigests } from '../src/expiry/digest.ts';
import { TEST_ORIGIN } from './support/app.ts';
import { insertClient, insertEstablishment, insertLegalEntity, insertUser } from './support/fixtures.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';

const { t, tenants, cookies } = useFileContext(openTenantsContext);
const today = getParisToday();
const logger = pino({ level: 'silent' });
/** A day `days` after today (Paris), as YYYY-MM-DD. */
const inDays = (days: number) => {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
/** Noon UTC of that day: the job's clock, `days` from now. */
const at = (days: number) => new Date(`${inDays(days)}T12:00:00Z`);
const run = (days = 0) => sendExpiryDigests(t.db, { mailer: t.mailer, logger, publicUrl: TEST_ORIGIN, now: at(days) });

let masterC: { email: string };
const ids = {} as Record<'projet' | 'far' | 'replaced' | 'foreign' | 'agreement' | 'inactive', string>;

async function insertDocument(establishmentId: string, clientId: string, name: string, validUntil: string) {
  const [row] = await t.db
    .insert(documents)
    .values({
      clientId,
      establishmentId,
      purpose: 'ESTABLISHMENT',
      type: 'PROJET_ETABLISSEMENT',
      name,
      mimeType: 'application/pdf',
      size: 10,
      sha256: 'x',
      storageKey: crypto.randomUUID(),
      validUntil,
    })
    .returning();
  return row!.id;
}

/** The digests written to the outbox for one address, newest last. */
async function digestsTo(email: string) {
  return t.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'EXPIRY_DIGEST'), eq(mailOutbox.toAddress, email)))
    .orderBy(mailOutbox.createdAt);
}

beforeAll(async () => {
  const { establishmentA1, establishmentA2, establishmentB1 } = tenants;
  const clientA = establishmentA1.clientId;
  ids.projet = await insertDocument(establishmentA1.id, clientA, 'projet-2026.pdf', inDays(45));
  ids.far = await insertDocument(establishmentA2.id, clientA, 'reglement.pdf', inDays(61));
  ids.replaced = await insertDocument(establishmentA1.id, clientA, 'ancien.pdf', inDays(10));
  await t.db.update(documents).set({ replacedById: ids.projet }).where(eq(documents.id, ids.replaced));
  ids.foreign = await insertDocument(establishmentB1.id, establishmentB1.clientId, 'protocole-b.pdf', inDays(20));
  const [agreement] = await t.db
    .insert(agreements)
    .values({
      establishmentId: establishmentA1.id,
      number: 'PMI-75-001',
      requestDate: '2021-01-04',
      endDate: inDays(5),
    })
    .returning();
  ids.agreement = agreement!.id;
  const [inactive] = await t.db
    .insert(agreements)
    .values({ establishmentId: establishmentA2.id, requestDate: '2020-01-04', endDate: inDays(3), status: 'INACTIVE' })
    .returning();
  ids.inactive = inactive!.id;
  // A third client with nothing expiring: its quality manager must hear of nobody else's documents.
  const clientC = await insertClient(t.db);
  const siteC = await insertEstablishment(t.db, await insertLegalEntity(t.db, clientC.id), 'Crèche C1');
  masterC = await insertUser(t.db, { role: 'CLIENT_MASTER', clientId: clientC.id });
  void siteC;
});

describe('expiry digest (issue 17 item 4)', () => {
  it('sends each responsible person one digest of the items that crossed a threshold, within her scope', async () => {
    const result = await run();
    // projet (45 days → 60), the agreement (5 days → 7), the foreign protocol (20 days → 30); not the far, replaced or inactive ones.
    expect(result.items).toBe(3);
    const { directorA, masterA, collaboratorA, directorB, masterB } = tenants.users;

    for (const person of [directorA, masterA]) {
      const mails = await digestsTo(person.email);
      expect(mails).toHaveLength(1);
      const text = mails[0]!.text;
      expect(mails[0]!.subject).toBe('Échéances : 2 documents ou agréments arrivent à expiration');
      expect(text).toContain("« projet-2026.pdf » (Projet d'établissement) — Crèche A1");
      expect(text).toContain('(expire dans 45 jours)');
      expect(text).toMatch(/valable jusqu’au \d{1,2} [a-zéû]+ \d{4} \(expire dans 45 jours\)/);
      expect(text).toContain(
        `${TEST_ORIGIN}/admins/establishments/${tenants.establishmentA1.id}/documents?renew=${ids.projet}`,
      );
      expect(text).toContain('Agrément n° PMI-75-001 — Crèche A1');
      expect(text).toContain('(expire dans 5 jours)');
      expect(text).not.toContain('reglement.pdf');
      expect(text).not.toContain('ancien.pdf');
      expect(text).not.toContain('protocole-b.pdf');
    }
    // Client B hears only of its own protocol; a collaborator and a third client's manager hear of nothing.
    for (const person of [directorB, masterB]) {
      const mails = await digestsTo(person.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe("Échéance : « protocole-b.pdf » (Projet d'établissement) expire dans 20 jours");
      expect(mails[0]!.text).not.toContain('Crèche A1');
    }
    expect(await digestsTo(collaboratorA.email)).toHaveLength(0);
    expect(await digestsTo(masterC.email)).toHaveLength(0);
  });

  it('sends each item and threshold once: again the same day, nothing', async () => {
    expect(await run()).toEqual({ items: 0, mails: 0 });
    expect(await digestsTo(tenants.users.masterA.email)).toHaveLength(1);
    const notices = await t.db.select().from(expiryNotices);
    expect(notices.map((notice) => `${notice.itemKind}:${notice.threshold}`).sort()).toEqual([
      'AGREEMENT:7',
      'DOCUMENT:30',
      'DOCUMENT:60',
    ]);
  });

  it('sends the next threshold when it is crossed, and nothing once an item is past', async () => {
    // 16 days on: projet has 29 days left (30), the far one 45 (60), the foreign protocol 4 (7); the agreement is past.
    const result = await run(16);
    expect(result).toEqual({ items: 3, mails: 4 });
    const mails = await digestsTo(tenants.users.directorA.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe("Échéance : « projet-2026.pdf » (Projet d'établissement) expire dans 29 jours");
    expect(mails[1]!.text).not.toContain('PMI-75-001');
    // The far one is in A2: the client's manager hears of it, A1's director does not.
    const master = await digestsTo(tenants.users.masterA.email);
    expect(master).toHaveLength(2);
    expect(master[1]!.text).toContain('reglement.pdf');
    expect(master[1]!.text).toContain('(expire dans 45 jours)');
    const foreign = await digestsTo(tenants.users.masterB.email);
    expect(foreign).toHaveLength(2);
    expect(foreign[1]!.text).toContain('(expire dans 4 jours)');
  });

  it('records a threshold once when several processes run the job at the same moment', async () => {
    const extra = await insertDocument(
      tenants.establishmentA2.id,
      tenants.establishmentA2.clientId,
      'a2.pdf',
      inDays(6),
    );
    const results = await Promise.all([run(), run(), run()]);
    expect(results.reduce((sum, result) => sum + result.items, 0)).toBe(1);
    const [counted] = await t.db
      .select({ total: sql<number>`count(*)::int` })
      .from(expiryNotices)
      .where(eq(expiryNotices.itemId, extra));
    expect(counted?.total).toBe(1);
    const mails = await digestsTo(tenants.users.masterA.email);
    expect(mails.filter((mail) => mail.text.includes('a2.pdf'))).toHaveLength(1);
  });

  it('an extended agreement starts a new series of reminders', async () => {
    await t.db
      .update(agreements)
      .set({ endDate: inDays(50) })
      .where(eq(agreements.id, ids.agreement));
    expect((await run()).items).toBe(1);
    const mails = await digestsTo(tenants.users.directorA.email);
    expect(mails.at(-1)!.text).toContain('Agrément n° PMI-75-001');
    expect(mails.at(-1)!.text).toContain('(expire dans 50 jours)');
  });
});

describe('renewing from the reminder (issue 17 item 4)', () => {
  async function renew(id: string, cookie: string, validUntil?: string) {
    const body = new FormData();
    body.append('file', new File(['%PDF-1.7\nProjet 2027\n%%EOF'], 'projet-2027.pdf', { type: 'application/pdf' }));
    if (validUntil) body.append('validUntil', validUntil);
    const response = await t.app.request(`/api/v1/documents/${id}/renew`, {
      method: 'POST',
      body,
      headers: { cookie, origin: TEST_ORIGIN },
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as any };
  }

  it('refuses a collaborator (403) and another client’s director (404) before anything is stored', async () => {
    expect((await renew(ids.projet, cookies.collaboratorA)).status).toBe(403);
    const foreign = await renew(ids.projet, cookies.directorB);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Document introuvable');
  });

  it('uploads the new version with the same type, supersedes the old one, and the watch moves on', async () => {
    const renewed = await renew(ids.projet, cookies.directorA, inDays(400));
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(201);
    expect(renewed.body).toMatchObject({
      name: 'projet-2027.pdf',
      type: 'PROJET_ETABLISSEMENT',
      establishmentId: tenants.establishmentA1.id,
      validUntil: inDays(400),
      replacedById: null,
    });
    const old = await t.request('GET', `/api/v1/documents/${ids.projet}`, { cookie: cookies.directorA });
    expect(old.status).toBe(200);
    expect(old.body.replacedById).toBe(renewed.body.id);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, renewed.body.id));
    expect(row!.lineageId).toBe(ids.projet);
    // The journal names the document renewed.
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'document'), eq(auditLog.entityId, ids.projet), eq(auditLog.action, 'update')));
    expect(audit!.after).toEqual({ name: 'projet-2026.pdf', replacedById: renewed.body.id });
    // The old version is no longer watched: 40 days on (5 left) it would have crossed the 7-day threshold.
    const before = (await digestsTo(tenants.users.directorA.email)).length;
    await run(40);
    const after = (await digestsTo(tenants.users.directorA.email)).slice(before);
    expect(after.length).toBeGreaterThan(0); // the extended agreement's 30-day notice
    for (const mail of after) expect(mail.text).not.toContain('projet-2026.pdf');
  });

  it('refuses to renew a version already replaced (409, in French)', async () => {
    const again = await renew(ids.projet, cookies.directorA);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ce document a déjà été remplacé par une version plus récente');
  });
});

describe('the group view flags what is about to lapse (issue 17 item 4)', () => {
  it('shows the agreement’s end and the establishment documents expiring within 60 days, renewed ones apart', async () => {
    const response = await t.request('GET', '/api/v1/group/establishments?pageSize=50', { cookie: cookies.masterA });
    expect(response.status).toBe(200);
    const rows = Object.fromEntries(
      (response.body.items as Array<{ establishment: { name: string } }>).map((row) => [row.establishment.name, row]),
    );
    // A1: its projet was renewed (valid 400 days), the old and « ancien » are replaced; its agreement now ends in 50 days.
    expect(rows['Crèche A1']).toMatchObject({
      establishmentDocumentsExpiring: 0,
      agreement: { status: 'ACTIVE', number: 'PMI-75-001', endDate: inDays(50) },
    });
    // A2: a2.pdf ends in 6 days; reglement.pdf in 61 (outside); its only agreement is inactive.
    expect(rows['Crèche A2']).toMatchObject({
      establishmentDocumentsExpiring: 1,
      nextEstablishmentDocumentExpiry: inDays(6),
      agreement: { status: 'INACTIVE', endDate: inDays(3) },
    });
  });
});
