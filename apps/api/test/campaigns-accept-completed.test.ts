import { CAMPAIGN_MESSAGES, defaultAcceptCompletedSince } from '@qc/shared/campaigns/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '../src/db/schema-campaigns.ts';
import { evaluate, inDays, launchCampaign, openCampaignsContext, today } from './support/campaigns.ts';
import { useFileContext } from './support/context.ts';

/**
 * Issue 34 item 1: « Projet d'établissement » finished in the morning, a campaign asking for it launched in
 * the afternoon: the site showed « Non commencée » and its collaborator was asked to start again. A campaign
 * now counts the evaluations completed since a day its author chooses (12 months back by default).
 */

const ctx = useFileContext(openCampaignsContext, 120_000);
const { t, tenants, cookies } = ctx;

describe('Campagnes : les auto-évaluations déjà terminées', () => {
  let evaluationId: string;
  let campaignId: string;

  it('counts an evaluation finished the same day, by default (12 months back)', async () => {
    evaluationId = await evaluate(t, cookies.directorA, tenants.establishmentA1.id, ctx.form);
    const created = await launchCampaign(ctx, cookies.masterA, 'Campagne du jour', [ctx.form.id], inDays(20));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    campaignId = created.body.id;
    expect(created.body.acceptCompletedSince).toBe(defaultAcceptCompletedSince(today));
    expect(created.body.progress).toEqual({ notStarted: 1, inProgress: 0, completed: 1, late: 0 });
    expect(created.body.sites[0]).toMatchObject({ status: 'COMPLETED', score: 100 });
    expect(created.body.sites[0].forms[0]).toMatchObject({ status: 'COMPLETED', evaluationId, score: 100 });
    expect(created.body.sites[1]).toMatchObject({ status: 'NOT_STARTED' });
  });

  it('counts it too when the author accepts only what was completed today', async () => {
    const created = await launchCampaign(
      ctx,
      cookies.masterA,
      'Campagne depuis ce matin',
      [ctx.form.id],
      inDays(20),
      [tenants.establishmentA1.id],
      { acceptCompletedSince: today },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ acceptCompletedSince: today, progress: { completed: 1, notStarted: 0 } });
  });

  it('shows the site done where its staff look: the establishment’s campaigns, the group view, the export', async () => {
    const asked = await t.request('GET', `/api/v1/establishments/${tenants.establishmentA1.id}/campaigns`, {
      cookie: cookies.collaboratorA,
    });
    expect(asked.status).toBe(200);
    const mine = asked.body.find((campaign: { id: string }) => campaign.id === campaignId);
    expect(mine).toMatchObject({ status: 'COMPLETED', forms: [{ status: 'COMPLETED', evaluationId }] });

    // Past its deadline, only the site that did nothing is late.
    await t.db
      .update(campaigns)
      .set({ deadline: inDays(-1) })
      .where(eq(campaigns.id, campaignId));
    const view = await t.request('GET', '/api/v1/group/establishments', { cookie: cookies.masterA });
    const late = Object.fromEntries(view.body.items.map((row: any) => [row.establishment.name, row.campaignsLate]));
    expect(late).toMatchObject({ 'Crèche A1': 0, 'Crèche A2': 1 });

    const response = await t.app.request(`/api/v1/campaigns/${campaignId}/export.xlsx`, {
      headers: { cookie: cookies.masterA, origin: 'http://localhost:3000' },
    });
    expect(response.status).toBe(200);
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Résultats')!;
    expect((sheet.getRow(2).values as unknown[]).slice(1, 4)).toEqual(['Crèche A1', 'Paris', 'Terminée']);
  });

  it('refuses a day in the future or not a date, in French, under the field', async () => {
    for (const [acceptCompletedSince, message] of [
      [inDays(1), CAMPAIGN_MESSAGES.acceptCompletedSinceFuture],
      ['2026-02-30', CAMPAIGN_MESSAGES.acceptCompletedSinceInvalid],
      ['hier', CAMPAIGN_MESSAGES.acceptCompletedSinceInvalid],
      [20260101, CAMPAIGN_MESSAGES.acceptCompletedSinceInvalid],
    ] as const) {
      const refused = await launchCampaign(ctx, cookies.masterA, 'Campagne', [ctx.form.id], inDays(5), undefined, {
        acceptCompletedSince,
      });
      expect(refused.status, String(acceptCompletedSince)).toBe(400);
      expect(refused.body.data.fieldErrors.acceptCompletedSince).toBe(message);
    }
  });

  it('takes 12 months back from the Paris day, 29 February included', () => {
    expect(defaultAcceptCompletedSince('2026-11-27')).toBe('2025-11-27');
    expect(defaultAcceptCompletedSince('2028-02-29')).toBe('2027-02-28');
    expect(defaultAcceptCompletedSince('2026-01-01')).toBe('2025-01-01');
  });
});
