import { getParisToday } from '@qc/shared/validation/dates';
import { addMonthsToDay } from '@qc/shared/obligations/library';
import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema-mail.ts';
import { documents } from '../src/db/schema-documents.ts';
import { obligationReminders } from '../src/db/schema-obligations.ts';
import { sendObligationReminders } from '../src/obligations/reminders.ts';
import { TEST_ORIGIN } from './support/app.ts';
import { insertMember } from './support/fixtures.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';

const { t, tenants, cookies } = useFileContext(openTenantsContext);
const api = '/api/v1';
const today = getParisToday();
const logger = pino({ level: 'silent' });
const inDays = (days: number) => {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const at = (days: number) => new Date(`${inDays(days)}T12:00:00Z`);
const remind = (days = 0) =>
  sendObligationReminders(t.db, { mailer: t.mailer, logger, publicUrl: TEST_ORIGIN, now: at(days) });

let directorMember: string;
let collaboratorMember: string;
let otherMember: string;

async function remindersTo(email: string) {
  return t.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'OBLIGATION_REMINDER'), eq(mailOutbox.toAddress, email)))
    .orderBy(mailOutbox.createdAt);
}

async function track(body: Record<string, unknown>, cookie = cookies.directorA) {
  return t.request<any>('POST', `${api}/establishments/${tenants.establishmentA1.id}/obligations`, { cookie, body });
}

async function listA1(cookie = cookies.directorA) {
  const answer = await t.request<any>('GET', `${api}/establishments/${tenants.establishmentA1.id}/obligations`, {
    cookie,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

beforeAll(async () => {
  const clientId = tenants.clientA.id;
  const a1 = [tenants.establishmentA1.id];
  directorMember = (await insertMember(t.db, { clientId, userId: tenants.users.directorA.id, establishmentIds: a1 }))
    .id;
  collaboratorMember = (
    await insertMember(t.db, { clientId, userId: tenants.users.collaboratorA.id, establishmentIds: a1 })
  ).id;
  otherMember = (await insertMember(t.db, { clientId, establishmentIds: a1 })).id;
});

describe('obligations: tracking and closing', () => {
  it('offers the crèche library, and a director tracks an evacuation drill from it', async () => {
    const before = await listA1();
    expect(before.library.map((item: { key: string }) => item.key)).toContain('EXERCICE_EVACUATION');
    const created = await track({
      fromLibrary: 'EXERCICE_EVACUATION',
      firstDueDate: inDays(-3),
      responsibleId: directorMember,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Exercice d’évacuation',
      periodMonths: 6,
      reference: 'Code du travail art. R4227-39 ; Arrêté du 25 juin 1980 (règlement de sécurité ERP), art. R 33',
      current: { dueDate: inDays(-3), state: 'LATE', canClose: true },
    });
    const after = await listA1();
    expect(after.late).toBe(1);
    expect(after.library.map((item: { key: string }) => item.key)).not.toContain('EXERCICE_EVACUATION');
    const again = await track({
      fromLibrary: 'EXERCICE_EVACUATION',
      firstDueDate: inDays(10),
      responsibleId: directorMember,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cette obligation est déjà suivie pour cet établissement');
  });

  it('asks the person of a per-person obligation, and tracks the honorabilité once per person', async () => {
    const missing = await track({
      fromLibrary: 'HONORABILITE',
      firstDueDate: inDays(30),
      responsibleId: directorMember,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.data.fieldErrors.subject).toBe('Indiquez la personne concernée');
    for (const subject of ['Léa Martin', 'Hugo Petit']) {
      const created = await track({
        fromLibrary: 'HONORABILITE',
        subject,
        firstDueDate: inDays(30),
        responsibleId: directorMember,
      });
      expect(created.status).toBe(201);
      expect(created.body.periodMonths).toBe(36);
    }
  });

  it('lets only the group add its own obligation, with a French message for the others', async () => {
    const custom = {
      title: 'Contrôle des extincteurs',
      reference: 'Contrat de maintenance',
      periodMonths: 12,
      firstDueDate: inDays(90),
      responsibleId: otherMember,
    };
    const byDirector = await track(custom);
    expect(byDirector.status).toBe(403);
    expect(byDirector.body.message).toBe(
      'Seul le responsable qualité du groupe peut ajouter une obligation hors bibliothèque',
    );
    const noTitle = await track({ ...custom, title: '' }, cookies.masterA);
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.data.fieldErrors.title).toBe('Veuillez saisir l’intitulé de l’obligation');
    const byMaster = await track(custom, cookies.masterA);
    expect(byMaster.status, JSON.stringify(byMaster.body)).toBe(201);
    expect(byMaster.body).toMatchObject({
      libraryKey: null,
      title: 'Contrôle des extincteurs',
      current: { state: 'UPCOMING' },
    });
  });

  it('a collaborator closes only what she is responsible for; a close needs a proof or an explanation', async () => {
    const app = await track({
      fromLibrary: 'ANALYSE_PRATIQUES',
      firstDueDate: inDays(5),
      responsibleId: collaboratorMember,
    });
    const drill = (await listA1()).items.find(
      (item: { libraryKey: string }) => item.libraryKey === 'EXERCICE_EVACUATION',
    );
    const notHers = await t.request<any>('POST', `${api}/obligation-occurrences/${drill.current.id}/close`, {
      cookie: cookies.collaboratorA,
      body: { explanation: 'Fait' },
    });
    expect(notHers.status).toBe(403);
    expect(notHers.body.message).toBe('Seuls le responsable de l’échéance, la direction et le groupe peuvent la clore');
    const empty = await t.request<any>('POST', `${api}/obligation-occurrences/${app.body.current.id}/close`, {
      cookie: cookies.collaboratorA,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body.data.fieldErrors.explanation).toBe('Joignez une preuve ou expliquez ce qui a été fait');
    const hers = await t.request<any>('POST', `${api}/obligation-occurrences/${app.body.current.id}/close`, {
      cookie: cookies.collaboratorA,
      body: { explanation: 'Séance de 2 h avec l’analyste, 8 professionnelles' },
    });
    expect(hers.status, JSON.stringify(hers.body)).toBe(200);
    // Four months after the due date, not after the day it was done.
    expect(hers.body.next.dueDate).toBe(addMonthsToDay(inDays(5), 4));
  });

  it('closes the drill with a proof of the establishment; the next one is due six months after the previous due date, once', async () => {
    const [proof] = await t.db
      .insert(documents)
      .values({
        clientId: tenants.clientA.id,
        establishmentId: tenants.establishmentA1.id,
        purpose: 'ESTABLISHMENT',
        name: 'registre-securite.pdf',
        mimeType: 'application/pdf',
        size: 10,
        sha256: 'x',
        storageKey: crypto.randomUUID(),
      })
      .returning();
    const [foreign] = await t.db
      .insert(documents)
      .values({
        clientId: tenants.clientB.id,
        establishmentId: tenants.establishmentB1.id,
        purpose: 'ESTABLISHMENT',
        name: 'autre.pdf',
        mimeType: 'application/pdf',
        size: 10,
        sha256: 'x',
        storageKey: crypto.randomUUID(),
      })
      .returning();
    const drill = (await listA1()).items.find(
      (item: { libraryKey: string }) => item.libraryKey === 'EXERCICE_EVACUATION',
    );
    const url = `${api}/obligation-occurrences/${drill.current.id}/close`;
    const withForeign = await t.request<any>('POST', url, {
      cookie: cookies.directorA,
      body: { proofDocumentId: foreign!.id },
    });
    expect(withForeign.status).toBe(400);
    expect(withForeign.body.data.fieldErrors.proofDocumentId).toBe('Document introuvable pour cet établissement');
    const future = await t.request<any>('POST', url, {
      cookie: cookies.directorA,
      body: { explanation: 'x', closedOn: inDays(2) },
    });
    expect(future.body.data.fieldErrors.closedOn).toBe('La date de réalisation ne peut pas être dans le futur');
    const [first, second] = await Promise.all([
      t.request<any>('POST', url, { cookie: cookies.directorA, body: { proofDocumentId: proof!.id } }),
      t.request<any>('POST', url, { cookie: cookies.directorA, body: { proofDocumentId: proof!.id } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const closed = first.status === 200 ? first.body : second.body;
    expect(closed.closed).toMatchObject({ closedOn: today, proofDocumentName: 'registre-securite.pdf' });
    expect(closed.next.dueDate).toBe(addMonthsToDay(inDays(-3), 6));
    const history = await t.request<any>('GET', `${api}/obligations/${drill.id}/occurrences`, {
      cookie: cookies.collaboratorA,
    });
    expect(history.body.map((item: { dueDate: string }) => item.dueDate)).toEqual([
      addMonthsToDay(inDays(-3), 6),
      inDays(-3),
    ]);
    const open = await t.db.execute(
      sql`select count(*)::int as count from obligation_occurrences where obligation_id = ${drill.id} and closed_at is null`,
    );
    const [{ count }] = (open as unknown as { rows: Array<{ count: number }> }).rows as [{ count: number }];
    expect(count).toBe(1);
  });

  it('answers 404 to another client’s establishment, obligation and occurrence, as to an unknown id', async () => {
    const list = await t.request<any>('GET', `${api}/establishments/${tenants.establishmentA1.id}/obligations`, {
      cookie: cookies.directorB,
    });
    expect(list.status).toBe(404);
    const drill = (await listA1()).items.find(
      (item: { libraryKey: string }) => item.libraryKey === 'EXERCICE_EVACUATION',
    );
    const history = await t.request<any>('GET', `${api}/obligations/${drill.id}/occurrences`, {
      cookie: cookies.masterB,
    });
    expect(history.status).toBe(404);
    const close = await t.request<any>('POST', `${api}/obligation-occurrences/${drill.current.id}/close`, {
      cookie: cookies.masterB,
      body: { explanation: 'Fait' },
    });
    expect(close.status).toBe(404);
    expect(close.body.message).toBe('Échéance introuvable');
  });
});

describe('obligations: reminders with a fake clock', () => {
  it('reminds before the due date and once late, each once, even when several runs race', async () => {
    await track({
      fromLibrary: 'EXERCICE_MISE_EN_SURETE',
      firstDueDate: inDays(40),
      responsibleId: collaboratorMember,
    });
    const collaborator = tenants.users.collaboratorA.email;
    const director = tenants.users.directorA.email;
    const before = (await remindersTo(collaborator)).length;
    // 40 days ahead, notice 30: nothing yet for it.
    await remind(0);
    const afterFirst = await remindersTo(collaborator);
    expect(afterFirst.some((mail) => mail.text.includes('Exercice de mise en sûreté'))).toBe(false);
    // Ten days later it is within its notice: one reminder, whatever the number of processes.
    await Promise.all([remind(10), remind(10), remind(10)]);
    const soon = (await remindersTo(collaborator)).filter((mail) => mail.text.includes('Exercice de mise en sûreté'));
    expect(soon).toHaveLength(1);
    expect(soon[0]!.text).toContain(`/obligations?establishmentId=${tenants.establishmentA1.id}`);
    await remind(11);
    expect(
      (await remindersTo(collaborator)).filter((mail) => mail.text.includes('Exercice de mise en sûreté')),
    ).toHaveLength(1);
    // Late: one more, with the words a user reads.
    await Promise.all([remind(41), remind(41)]);
    await remind(42);
    const all = (await remindersTo(collaborator)).filter((mail) => mail.text.includes('Exercice de mise en sûreté'));
    expect(all).toHaveLength(2);
    expect(all[1]!.subject).toMatch(/^Obligations en retard/);
    expect(all[1]!.text).toContain('en retard depuis le');
    expect((await remindersTo(collaborator)).length).toBeGreaterThan(before);
    // Her director is not written to about the collaborator's own obligation.
    expect((await remindersTo(director)).some((mail) => mail.text.includes('Exercice de mise en sûreté'))).toBe(false);
    const kinds = await t.db.select({ kind: obligationReminders.kind }).from(obligationReminders);
    expect(kinds.length).toBeGreaterThan(0);
  });

  it('writes to the directors when the responsible has no account', async () => {
    await track({ fromLibrary: 'REFERENT_SANTE', firstDueDate: inDays(-1), responsibleId: otherMember });
    await remind(0);
    const mails = (await remindersTo(tenants.users.directorA.email)).filter((mail) =>
      mail.text.includes('Heures du référent santé'),
    );
    expect(mails).toHaveLength(1);
  });
});

describe('obligations: late ones in « Mes tâches » and the group view', () => {
  it('lists a late occurrence to its site’s director and to the group, not to a collaborator it is not hers', async () => {
    const tasks = async (cookie: string) =>
      (await t.request<any>('GET', `${api}/me/tasks`, { cookie })).body as {
        items: Array<{ kind: string; label: string }>;
        counts: Record<string, number>;
      };
    const director = await tasks(cookies.directorA);
    const late = director.items.filter((item) => item.kind === 'OBLIGATION_LATE').map((item) => item.label);
    expect(late).toContain('Heures du référent santé et accueil inclusif');
    expect(director.counts.OBLIGATION_LATE).toBe(late.length);
    const master = await tasks(cookies.masterA);
    expect(master.counts.OBLIGATION_LATE).toBe(director.counts.OBLIGATION_LATE);
    const collaborator = await tasks(cookies.collaboratorA);
    expect(collaborator.items.some((item) => item.label === 'Heures du référent santé et accueil inclusif')).toBe(
      false,
    );
    const foreign = await tasks(cookies.directorB);
    expect(foreign.counts.OBLIGATION_LATE).toBe(0);
    const group = await t.request<any>('GET', `${api}/group/establishments`, { cookie: cookies.masterA });
    const row = (group.body.items as Array<{ establishment: { name: string }; obligationsLate: number }>).find(
      (item) => item.establishment.name === 'Crèche A1',
    );
    expect(row?.obligationsLate).toBe(director.counts.OBLIGATION_LATE);
  });
});

describe('obligations: iCalendar export', () => {
  it('gives each open occurrence as an all-day event a calendar can read', async () => {
    const answer = await t.request<string>(
      'GET',
      `${api}/establishments/${tenants.establishmentA1.id}/obligations.ics`,
      {
        cookie: cookies.directorA,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(answer.body));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const view = await listA1();
    expect(events).toHaveLength(view.items.length);
    const drill = view.items.find((item: { libraryKey: string }) => item.libraryKey === 'EXERCICE_EVACUATION');
    const event = events.find((item) => item.summary.startsWith('Exercice d’évacuation'))!;
    expect(event.summary).toBe('Exercice d’évacuation (Crèche A1)');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(drill.current.dueDate);
    expect(event.uid).toContain(drill.current.id);
    expect(event.description).toContain(
      'Source : Code du travail art. R4227-39 ; Arrêté du 25 juin 1980 (règlement de sécurité ERP), art. R 33',
    );
    const foreign = await t.request<any>('GET', `${api}/establishments/${tenants.establishmentA1.id}/obligations.ics`, {
      cookie: cookies.directorB,
    });
    expect(foreign.status).toBe(404);
  });
});
