import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { sendCampaignReminders } from '../src/campaigns/reminders.ts';
import { campaignReminders, campaigns } from '../src/db/schema-campaigns.ts';
import { evaluate, inDays, launchCampaign, noonOf, openCampaignsContext, today } from './support/campaigns.ts';
import { useFileContext } from './support/context.ts';

/** Issue 17 item 3: campaign reminders mailed once each, and late campaigns in the group view. */

const ctx = useFileContext(openCampaignsContext, 120_000);
const { t, tenants, cookies } = ctx;

describe('Campagnes : rappels par e-mail', () => {
  it('mails the site’s directors a week before, the day before and once late — each once', async () => {
    const created = await launchCampaign(ctx, cookies.masterA, 'Campagne à rappeler', [ctx.otherForm.id], inDays(8));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    // A1 completes it: no reminder for a site that is done.
    await evaluate(t, cookies.directorA, tenants.establishmentA1.id, ctx.otherForm);
    const logger = pino({ level: 'silent' });
    const run = (day: string) =>
      sendCampaignReminders(t.db, { mailer: t.mailer, logger, publicUrl: 'http://localhost:3000', now: noonOf(day) });
    const kindsOf = async () =>
      (
        await t.db
          .select({ establishmentId: campaignReminders.establishmentId, kind: campaignReminders.kind })
          .from(campaignReminders)
          .where(eq(campaignReminders.campaignId, id))
      )
        .map((row) => `${row.establishmentId === tenants.establishmentA2.id ? 'A2' : 'A1'}:${row.kind}`)
        .sort();

    await run(today);
    expect(await kindsOf()).toEqual([]); // 8 days ahead: nothing yet

    const since = t.smtp.mails.length;
    await run(inDays(1)); // 7 days before
    expect(await kindsOf()).toEqual(['A2:DUE_IN_7_DAYS']);
    const mail = await t.smtp.waitForMail(ctx.directorA2Email, since);
    expect(mail.text).toContain('/auto-evaluation/categories');
    expect(mail.text).toMatch(/à terminer avant le \d{1,2} [a-zéû]+ \d{4} inclus/);
    // Two runs at once (two processes): still once.
    await Promise.all([run(inDays(1)), run(inDays(1))]);
    await run(inDays(2));
    expect(await kindsOf()).toEqual(['A2:DUE_IN_7_DAYS']);

    await run(inDays(7)); // the day before
    await run(inDays(7));
    expect(await kindsOf()).toEqual(['A2:DUE_IN_1_DAY', 'A2:DUE_IN_7_DAYS']);

    await run(inDays(9)); // late
    await run(inDays(10));
    expect(await kindsOf()).toEqual(['A2:DUE_IN_1_DAY', 'A2:DUE_IN_7_DAYS', 'A2:LATE']);
    const [late] = await t.db
      .select()
      .from(campaignReminders)
      .where(and(eq(campaignReminders.campaignId, id), eq(campaignReminders.kind, 'LATE')));
    expect(late!.recipients).toEqual([ctx.directorA2Email]);

    // Three mails to A2's director for this campaign, none to A1's.
    await t.mailer.drain();
    const mails = t.smtp.mails.slice(since).filter((item) => item.raw.includes('rappeler'));
    expect(mails.filter((item) => item.to.includes(ctx.directorA2Email.toLowerCase()))).toHaveLength(3);
    expect(mails.some((item) => item.to.includes(tenants.users.directorA.email.toLowerCase()))).toBe(false);
  }, 60_000);
});

describe('Campagnes : la vue de groupe', () => {
  it('flags the sites past a campaign’s deadline with a form not completed, and sorts them first', async () => {
    const created = await launchCampaign(ctx, cookies.masterA, 'Campagne échue', [ctx.form.id], inDays(1));
    expect(created.status).toBe(201);
    await evaluate(t, cookies.directorA, tenants.establishmentA1.id, ctx.form);
    // The deadline passes (yesterday): A2 is late, A1 completed in time.
    await t.db
      .update(campaigns)
      .set({ deadline: inDays(-1) })
      .where(eq(campaigns.id, created.body.id));
    const view = await t.request('GET', '/api/v1/group/establishments?sort=-lateEvaluations', {
      cookie: cookies.masterA,
    });
    expect(view.status).toBe(200);
    expect(view.body.items.map((row: any) => [row.establishment.name, row.campaignsLate])).toEqual([
      ['Crèche A2', 1],
      ['Crèche A1', 0],
    ]);
    // Another client's group view says nothing of it.
    const other = await t.request('GET', '/api/v1/group/establishments', { cookie: cookies.masterB });
    expect(other.body.items.every((row: any) => row.campaignsLate === 0)).toBe(true);
  });
});
