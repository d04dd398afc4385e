import { and, eq } from 'drizzle-orm';
import { formatShortCalendarDay } from '@qc/shared/dates';
import { describe, expect, it } from 'vitest';
import { pdfText } from './support/pdf-text.ts';
import { auditLog } from '../src/db/schema-audit.ts';
import { evaluations } from '../src/db/schema-evaluations.ts';
import { evaluate, inDays, launchCampaign, noonOf, openCampaignsContext } from './support/campaigns.ts';
import { useFileContext } from './support/context.ts';

/** Issue 17 item 3: campaigns — launching within one’s scope, French refusals, progress, closing freezes, report and export. */

const ctx = useFileContext(openCampaignsContext, 120_000);
const { t, tenants, cookies } = ctx;

describe('Campagnes : création et périmètre', () => {
  let campaignId: string;

  it('the CLIENT_MASTER launches a campaign on two of her sites; each starts not started', async () => {
    const created = await launchCampaign(ctx, cookies.masterA, '  Campagne hygiène  ', [ctx.form.id], inDays(20));
    expect(created.status).toBe(201);
    campaignId = created.body.id;
    expect(created.body).toMatchObject({
      name: 'Campagne hygiène',
      status: 'OPEN',
      deadline: inDays(20),
      clientId: tenants.clientA.id,
      establishmentCount: 2,
      canManage: true,
      progress: { notStarted: 2, inProgress: 0, completed: 0, late: 0 },
      forms: [{ id: ctx.form.id, name: 'Hygiène des biberons' }],
    });
    expect(created.body.sites.map((site: any) => site.status)).toEqual(['NOT_STARTED', 'NOT_STARTED']);
  });

  it('refuses bad input with French messages, never a 500', async () => {
    const base = {
      name: 'Campagne',
      formIds: [ctx.form.id],
      establishmentIds: [tenants.establishmentA1.id],
      deadline: inDays(5),
    };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '   ' }, 'name', 'Le nom de la campagne est obligatoire'],
      [{ formIds: [] }, 'formIds', 'Choisissez au moins un questionnaire'],
      [{ establishmentIds: [] }, 'establishmentIds', 'Choisissez au moins un établissement'],
      [{ deadline: '' }, 'deadline', 'Choisissez l’échéance de la campagne'],
      [{ deadline: '2026-02-30' }, 'deadline', 'L’échéance doit être une date valide (AAAA-MM-JJ)'],
      [{ deadline: inDays(-1) }, 'deadline', 'L’échéance doit être aujourd’hui ou plus tard'],
      [{ formIds: [ctx.form.id, ctx.form.id] }, 'formIds', 'Un questionnaire est choisi deux fois'],
    ];
    const empty = await t.request('POST', '/api/v1/forms', {
      cookie: cookies.masterA,
      body: { name: 'Questionnaire vide', kind: 'CONFORMITY' },
    });
    const refused = await t.request('POST', '/api/v1/campaigns', {
      cookie: cookies.masterA,
      body: { ...base, formIds: [empty.body.id] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Le questionnaire « Questionnaire vide » n’a encore aucune question : il ne peut pas être demandé',
    );
    for (const [change, field, message] of cases) {
      const answer = await t.request('POST', '/api/v1/campaigns', {
        cookie: cookies.masterA,
        body: { ...base, ...change },
      });
      expect(answer.status, field).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
  });

  it('a CLIENT_MASTER of another client gets nothing: 404 on the campaign, foreign ids refused as unknown', async () => {
    expect((await t.request('GET', `/api/v1/campaigns/${campaignId}`, { cookie: cookies.masterB })).status).toBe(404);
    const close = await t.request('POST', `/api/v1/campaigns/${campaignId}/close`, { cookie: cookies.masterB });
    expect(close.status).toBe(404);
    expect(close.body.message).toBe('Campagne introuvable');
    const list = await t.request('GET', '/api/v1/campaigns', { cookie: cookies.masterB });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(0);
    const asked = await t.request('GET', `/api/v1/establishments/${tenants.establishmentA1.id}/campaigns`, {
      cookie: cookies.masterB,
    });
    expect(asked.status).toBe(404);

    const deadline = inDays(5);
    const foreignSite = await launchCampaign(ctx, cookies.masterB, 'Piège', [ctx.formB], deadline, [
      tenants.establishmentA1.id,
    ]);
    const unknownSite = await launchCampaign(ctx, cookies.masterB, 'Piège', [ctx.formB], deadline, [
      crypto.randomUUID(),
    ]);
    expect(foreignSite.status).toBe(404);
    expect(foreignSite.body).toEqual(unknownSite.body);
    expect(foreignSite.body.message).toBe('Établissement introuvable');

    const foreignForm = await launchCampaign(ctx, cookies.masterB, 'Piège', [ctx.form.id], deadline, [
      tenants.establishmentB1.id,
    ]);
    expect(foreignForm.status).toBe(404);
    expect(foreignForm.body.message).toBe('Questionnaire introuvable');
    expect(JSON.stringify(foreignForm.body)).not.toContain('Hygiène');
  });

  it('a DIRECTOR launches only for her establishments and sees only her site of the group’s campaign', async () => {
    const both = await launchCampaign(ctx, cookies.directorA, 'Campagne de la directrice', [ctx.form.id], inDays(10));
    expect(both.status).toBe(404);
    expect(both.body.message).toBe('Établissement introuvable');

    const own = await launchCampaign(ctx, cookies.directorA, 'Campagne de la directrice', [ctx.form.id], inDays(10), [
      tenants.establishmentA1.id,
    ]);
    expect(own.status).toBe(201);
    expect(own.body.canManage).toBe(true);

    const group = await t.request('GET', `/api/v1/campaigns/${campaignId}`, { cookie: cookies.directorA });
    expect(group.status).toBe(200);
    expect(group.body.sites.map((site: any) => site.establishment.name)).toEqual(['Crèche A1']);
    expect(group.body.establishmentCount).toBe(1);
    expect(group.body.canManage).toBe(false);
    const close = await t.request('POST', `/api/v1/campaigns/${campaignId}/close`, { cookie: cookies.directorA });
    expect(close.status).toBe(403);

    // The DIRECTOR of A2 does not see the campaign of A1's director.
    const other = await t.request('GET', `/api/v1/campaigns/${own.body.id}`, { cookie: cookies.directorA2 });
    expect(other.status).toBe(404);
    // A COLLABORATOR sees what is asked but launches nothing (permission before scope).
    const collaborator = await launchCampaign(ctx, cookies.collaboratorA, 'Non', [ctx.form.id], inDays(3), [
      crypto.randomUUID(),
    ]);
    expect(collaborator.status).toBe(403);
  });

  it('progress: in progress, then completed with its score; an evaluation completed before the accepted day does not count', async () => {
    // A2 completed the other form ten days ago; the campaign accepts what was completed in the last five.
    const old = await evaluate(t, cookies.directorA2, tenants.establishmentA2.id, ctx.otherForm);
    await t.db
      .update(evaluations)
      .set({ completedAt: noonOf(inDays(-10)) })
      .where(eq(evaluations.id, old));
    const second = await launchCampaign(
      ctx,
      cookies.masterA,
      'Campagne sécurité',
      [ctx.otherForm.id],
      inDays(30),
      [tenants.establishmentA2.id],
      { acceptCompletedSince: inDays(-5) },
    );
    expect(second.status).toBe(201);
    expect(second.body.sites[0].status).toBe('NOT_STARTED');

    const started = await t.request('POST', '/api/v1/evaluations', {
      cookie: cookies.directorA,
      body: { establishmentId: tenants.establishmentA1.id, formId: ctx.form.id },
    });
    expect(started.status).toBe(201);
    let detail = await t.request('GET', `/api/v1/campaigns/${campaignId}`, { cookie: cookies.masterA });
    expect(detail.body.sites.map((site: any) => site.status)).toEqual(['IN_PROGRESS', 'NOT_STARTED']);
    expect(detail.body.sites[0].forms[0].evaluationId).toBe(started.body.id);

    await t.request('PUT', `/api/v1/evaluations/${started.body.id}/answers/${ctx.form.key}`, {
      cookie: cookies.directorA,
      body: { value: true, expectedVersion: 0 },
    });
    expect(
      (await t.request('POST', `/api/v1/evaluations/${started.body.id}/complete`, { cookie: cookies.directorA }))
        .status,
    ).toBe(200);
    detail = await t.request('GET', `/api/v1/campaigns/${campaignId}`, { cookie: cookies.masterA });
    expect(detail.body.sites[0]).toMatchObject({ status: 'COMPLETED', score: 100, isLate: false });
    expect(detail.body.progress).toEqual({ notStarted: 1, inProgress: 0, completed: 1, late: 0 });

    // What A1 is asked: the group's campaign (done) and its director's own (done too: the same form).
    const asked = await t.request('GET', `/api/v1/establishments/${tenants.establishmentA1.id}/campaigns`, {
      cookie: cookies.directorA,
    });
    expect(asked.status).toBe(200);
    expect(asked.body.map((item: any) => [item.name, item.status])).toEqual([
      ['Campagne de la directrice', 'COMPLETED'],
      ['Campagne hygiène', 'COMPLETED'],
    ]);
    expect(asked.body[0].forms[0]).toMatchObject({ formId: ctx.form.id, formName: 'Hygiène des biberons' });
  });

  it('closing freezes the results: a later evaluation changes nothing, a second closing is refused', async () => {
    const closed = await t.request('POST', `/api/v1/campaigns/${campaignId}/close`, { cookie: cookies.masterA });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('CLOSED');
    expect(closed.body.sites.map((site: any) => [site.establishment.name, site.status, site.score])).toEqual([
      ['Crèche A1', 'COMPLETED', 100],
      ['Crèche A2', 'NOT_STARTED', null],
    ]);

    // A2 completes the form after the closing; A1 completes it again, non-conforming.
    await evaluate(t, cookies.directorA2, tenants.establishmentA2.id, ctx.form);
    await evaluate(t, cookies.directorA, tenants.establishmentA1.id, ctx.form, false);
    const after = await t.request('GET', `/api/v1/campaigns/${campaignId}`, { cookie: cookies.masterA });
    expect(after.body.sites.map((site: any) => [site.establishment.name, site.status, site.score])).toEqual([
      ['Crèche A1', 'COMPLETED', 100],
      ['Crèche A2', 'NOT_STARTED', null],
    ]);
    // No longer asked of the establishments.
    const asked = await t.request('GET', `/api/v1/establishments/${tenants.establishmentA2.id}/campaigns`, {
      cookie: cookies.directorA2,
    });
    expect(asked.body.map((item: any) => item.name)).toEqual(['Campagne sécurité']);

    // The journal names the campaign closed (its row showed a bare « Campagne »).
    const [closing] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'campaign'), eq(auditLog.entityId, campaignId), eq(auditLog.action, 'update')));
    expect(closing!.before).toEqual({ name: 'Campagne hygiène', status: 'OPEN' });
    expect(closing!.after).toMatchObject({ name: 'Campagne hygiène', status: 'CLOSED' });

    const again = await t.request('POST', `/api/v1/campaigns/${campaignId}/close`, { cookie: cookies.masterA });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cette campagne est déjà clôturée');

    const open = await t.request('GET', '/api/v1/campaigns?status=OPEN', { cookie: cookies.masterA });
    expect(open.body.items.map((item: any) => item.name)).not.toContain('Campagne hygiène');
  });

  it('renders the consolidated PDF report, scoped to the caller', async () => {
    const report = await t.app.request(`/api/v1/campaigns/${campaignId}/report`, {
      headers: { cookie: cookies.masterA, origin: 'http://localhost:3000' },
    });
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toContain('application/pdf');
    const bytes = new Uint8Array(await report.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    // Issue 34 item 1: the report says from when a completed evaluation counts (by default twelve months back).
    const detail = await t.request('GET', `/api/v1/campaigns/${campaignId}`, { cookie: cookies.masterA });
    const since = detail.body.acceptCompletedSince as string;
    expect(since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await pdfText(bytes)).toContain(
      `Auto-évaluations comptées si terminées depuis le ${formatShortCalendarDay(since)}.`,
    );
    const foreign = await t.request('GET', `/api/v1/campaigns/${campaignId}/report`, { cookie: cookies.masterB });
    expect(foreign.status).toBe(404);
  }, 60_000);

  it('exports the frozen results as a spreadsheet, one row per site and form', async () => {
    const response = await t.app.request(`/api/v1/campaigns/${campaignId}/export.xlsx`, {
      headers: { cookie: cookies.masterA, origin: 'http://localhost:3000' },
    });
    expect(response.status).toBe(200);
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Résultats')!;
    const values = (index: number) => (sheet.getRow(index).values as unknown[]).slice(1, 9);
    expect(values(1)[0]).toBe('Établissement');
    expect(values(2)).toEqual(['Crèche A1', 'Paris', 'Terminée', 'Non', 100, 'Hygiène des biberons', 'Terminée', 100]);
    expect(values(3).slice(0, 4)).toEqual(['Crèche A2', 'Paris', 'Non commencée', 'Non']);
    expect(sheet.rowCount).toBe(3);
    const foreign = await t.request('GET', `/api/v1/campaigns/${campaignId}/export.xlsx`, { cookie: cookies.masterB });
    expect(foreign.status).toBe(404);
  });
});
