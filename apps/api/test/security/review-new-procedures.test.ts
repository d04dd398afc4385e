import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { sendCampaignReminders } from '../../src/campaigns/reminders.ts';
import { campaignReminders, campaignResults } from '../../src/db/schema-campaigns.ts';
import { documents } from '../../src/db/schema-documents.ts';
import { forms, formVersions, questions } from '../../src/db/schema-questionnaires.ts';
import { TEST_ORIGIN } from '../support/app.ts';
import { createForm, inDays } from '../support/campaigns.ts';
import { openTenantsContext, useFileContext } from '../support/context.ts';

/**
 * Security review of this session's procedures (campaigns, renewal, copies
 * updated from their source, the hourly jobs): what the generic enumeration
 * cannot see — two requests at once, and two jobs of different processes.
 */

const { t, tenants, cookies } = useFileContext(() => openTenantsContext(), 120_000);

/** A campaign launched by A's CLIENT_MASTER on a new form of its own, due in `days` days: answers its id. */
async function launchCampaign(name: string, formName: string, establishmentIds: string[], days: number) {
  const form = await createForm(t, cookies.masterA, formName);
  const created = await t.request('POST', '/api/v1/campaigns', {
    cookie: cookies.masterA,
    body: { name, formIds: [form.id], establishmentIds, deadline: inDays(days) },
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

describe('two requests at once', () => {
  it('closes a campaign once: one 200, one 409 in French, results stored once', async () => {
    const id = await launchCampaign(
      'Campagne clôturée deux fois',
      'Hygiène — clôture',
      [tenants.establishmentA1.id, tenants.establishmentA2.id],
      10,
    );
    const answers = await Promise.all([
      t.request('POST', `/api/v1/campaigns/${id}/close`, { cookie: cookies.masterA }),
      t.request('POST', `/api/v1/campaigns/${id}/close`, { cookie: cookies.masterA }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe('Cette campagne est déjà clôturée');
    const results = await t.db.select().from(campaignResults).where(eq(campaignResults.campaignId, id));
    expect(results).toHaveLength(2);
  });

  it('renews a document once: one 201, one 409 in French, one new version in its line', async () => {
    const [old] = await t.db
      .insert(documents)
      .values({
        clientId: tenants.clientA.id,
        establishmentId: tenants.establishmentA1.id,
        purpose: 'ESTABLISHMENT',
        type: 'PROJET_ETABLISSEMENT',
        name: 'projet-2026.pdf',
        mimeType: 'application/pdf',
        size: 10,
        sha256: 'x',
        storageKey: crypto.randomUUID(),
        validUntil: inDays(20),
      })
      .returning();
    const renew = async (name: string) => {
      const body = new FormData();
      body.append('file', new File([`%PDF-1.7\n${name}\n%%EOF`], name, { type: 'application/pdf' }));
      body.append('validUntil', inDays(400));
      const response = await t.app.request(`/api/v1/documents/${old!.id}/renew`, {
        method: 'POST',
        body,
        headers: { cookie: cookies.directorA, origin: TEST_ORIGIN },
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as any };
    };
    const answers = await Promise.all([renew('projet-2027-a.pdf'), renew('projet-2027-b.pdf')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(
      'Ce document a déjà été remplacé par une version plus récente',
    );
    const line = await t.db.select().from(documents).where(eq(documents.lineageId, old!.id));
    expect(line).toHaveLength(1);
    const [after] = await t.db.select().from(documents).where(eq(documents.id, old!.id));
    expect(after!.replacedById).toBe(line[0]!.id);
  });

  it('updates a copy from its source once: one 200, one 409 in French, no question doubled', async () => {
    // A shared form, copied by client A, whose source then gets a version 2 (as a library release makes).
    const shared = await createForm(t, cookies.admin, 'Locaux partagés'); // an ADMIN's form is shared by default
    const copied = await t.request('POST', `/api/v1/library/forms/${shared.id}/copy`, { cookie: cookies.masterA });
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    const copyId = copied.body.id as string;
    const [question] = await t.db
      .select()
      .from(questions)
      .where(and(eq(questions.formId, shared.id), eq(questions.version, 1)));
    const { id: _id, createdAt: _createdAt, ...rest } = question!;
    await t.db.insert(formVersions).values({ formId: shared.id, version: 2 });
    await t.db.insert(questions).values([
      { ...rest, version: 2, label: 'Question reformulée par la bibliothèque' },
      { ...rest, key: `${rest.key}-ajoutee`, version: 2, position: 1, label: 'Question ajoutée' },
    ]);
    await t.db.update(forms).set({ version: 2 }).where(eq(forms.id, shared.id));

    // DESIGN §3, permission first: another client's director lacks form:manage (403) before the copy is looked up.
    const byForeignDirector = await t.request('POST', `/api/v1/library/forms/${copyId}/update-from-source`, {
      cookie: cookies.directorB,
    });
    expect(byForeignDirector.status).toBe(403);
    const update = () =>
      t.request('POST', `/api/v1/library/forms/${copyId}/update-from-source`, { cookie: cookies.masterA });
    const answers = await Promise.all([update(), update()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(
      'Votre copie est déjà à jour de la version 2 du questionnaire d’origine',
    );
    const [copy] = await t.db.select().from(forms).where(eq(forms.id, copyId));
    const rows = await t.db
      .select({ label: questions.label })
      .from(questions)
      .where(and(eq(questions.formId, copyId), eq(questions.version, copy!.version)));
    expect(rows.map((row) => row.label).sort()).toEqual([
      'Question ajoutée',
      'Question reformulée par la bibliothèque',
    ]);
  });
});

// Two processes run the hourly jobs; each job's advisory lock only spares the others its own work.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the hourly jobs of two processes (PostgreSQL)', () => {
  it('sends the campaign reminders while another process is writing the expiry digest', async () => {
    const id = await launchCampaign(
      'Campagne à rappeler pendant le récapitulatif',
      'Sécurité — rappel',
      [tenants.establishmentA1.id],
      3,
    );
    const logger = pino({ level: 'silent' });
    // Another process holds the expiry digest's lock (731 207) for its transaction, as while it writes the mails.
    const sent = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(731207)`);
      return sendCampaignReminders(t.db, { mailer: t.mailer, logger, publicUrl: TEST_ORIGIN });
    });
    expect(sent).toBe(1);
    const rows = await t.db.select().from(campaignReminders).where(eq(campaignReminders.campaignId, id));
    expect(rows.map((row) => row.kind)).toEqual(['DUE_IN_7_DAYS']);
  });
});
