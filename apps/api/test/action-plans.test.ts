import { ACTION_MESSAGES } from '@qc/shared/action-plans/schemas';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOverdueReminders } from '../src/action-plans/reminders.ts';
import { addCriticalAction, LATER, openActionPlanContext, type ActionPlanContext } from './support/action-plans.ts';
import { insertMember } from './support/fixtures.ts';

let t: ActionPlanContext['t'];
let tenants: ActionPlanContext['tenants'];
let cookies: ActionPlanContext['cookies'];
let evaluationId: string;
let keys: ActionPlanContext['keys'];
let responsibleId: string;
let teamMemberId: string;
let criticalActionId: string;

beforeAll(async () => {
  ({ t, tenants, cookies, evaluationId, keys, responsibleId, teamMemberId } = await openActionPlanContext());
});
afterAll(() => t?.close());

describe('action plans: proposals from a completed evaluation', () => {
  it('proposes one action per non-conforming answer, CRITICAL for an impératif', async () => {
    const proposals = await t.request('GET', `/api/v1/evaluations/${evaluationId}/action-proposals`, {
      cookie: cookies.collaboratorA,
    });
    expect(proposals.status).toBe(200);
    expect(proposals.body).toEqual([
      expect.objectContaining({ questionKey: keys.critical, priority: 'CRITICAL', isCritical: true }),
      expect.objectContaining({ questionKey: keys.select, priority: 'MEDIUM', reason: 'NON_CONFORMING' }),
    ]);
    // Worded as an action (issue 27 item 3), the question carried into the description.
    expect(proposals.body[0].title).toBe('S’assurer que le protocole de mise en sûreté est écrit');
    expect(proposals.body[0].description).toBe('Question : Le protocole de mise en sûreté est-il écrit ?');
  });

  it('never dismisses an impératif; dismisses the others, once decided they are no longer proposed', async () => {
    const dismissCritical = await t.request(
      'POST',
      `/api/v1/evaluations/${evaluationId}/action-proposals/${keys.critical}/dismiss`,
      { cookie: cookies.directorA, body: { reason: 'Pas le moment' } },
    );
    expect(dismissCritical.status).toBe(400);
    expect(dismissCritical.body.data.fieldErrors.questionKey).toBe(ACTION_MESSAGES.criticalCannotBeDismissed);
    const collaborator = await t.request(
      'POST',
      `/api/v1/evaluations/${evaluationId}/action-proposals/${keys.select}/dismiss`,
      { cookie: cookies.collaboratorA, body: { reason: 'Pas le moment' } },
    );
    expect(collaborator.status).toBe(403);
    const dismissed = await t.request(
      'POST',
      `/api/v1/evaluations/${evaluationId}/action-proposals/${keys.select}/dismiss`,
      { cookie: cookies.directorA, body: { reason: 'Formation prévue en janvier' } },
    );
    expect(dismissed.body).toEqual({ success: true });

    const accepted = await addCriticalAction({ t, tenants, cookies, evaluationId, keys, responsibleId });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body).toMatchObject({
      questionLabel: 'Le protocole de mise en sûreté est-il écrit ?',
      responsibleUserId: tenants.users.collaboratorA.id,
      isOverdue: true,
      status: 'TODO',
      version: 1,
    });
    criticalActionId = accepted.body.id;
    const twice = await t.request('POST', '/api/v1/actions', {
      cookie: cookies.directorA,
      body: {
        establishmentId: tenants.establishmentA1.id,
        evaluationId,
        questionKey: keys.critical,
        title: 'Encore',
        responsibleId: teamMemberId,
        dueDate: LATER,
      },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(ACTION_MESSAGES.alreadyHandled);

    const left = await t.request('GET', `/api/v1/evaluations/${evaluationId}/action-proposals`, {
      cookie: cookies.directorA,
    });
    expect(left.body).toEqual([]);
  });
});

describe('action plans: updates, comments, scope', () => {
  it('lets the responsible COLLABORATOR move its own action, and nothing else', async () => {
    const progress = await t.request('PUT', `/api/v1/actions/${criticalActionId}`, {
      cookie: cookies.collaboratorA,
      body: { expectedVersion: 1, status: 'IN_PROGRESS', progress: 50 },
    });
    expect(progress.status, JSON.stringify(progress.body)).toBe(200);
    expect(progress.body).toMatchObject({ status: 'IN_PROGRESS', progress: 50, version: 2 });
    const title = await t.request('PUT', `/api/v1/actions/${criticalActionId}`, {
      cookie: cookies.collaboratorA,
      body: { expectedVersion: 2, title: 'Autre intitulé' },
    });
    expect(title.status).toBe(403);
    expect(title.body.message).toBe(ACTION_MESSAGES.ownOnly);
    const stale = await t.request('PUT', `/api/v1/actions/${criticalActionId}`, {
      cookie: cookies.directorA,
      body: { expectedVersion: 1, progress: 10 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ progress: 50, version: 2 });
    const comment = await t.request('POST', `/api/v1/actions/${criticalActionId}/comments`, {
      cookie: cookies.collaboratorA,
      body: { body: 'Brouillon envoyé à la direction' },
    });
    expect(comment.status).toBe(201);
    expect(comment.body.comments).toEqual([
      expect.objectContaining({ body: 'Brouillon envoyé à la direction', authorName: 'Collaborator Test' }),
    ]);
  });

  it('refuses a responsible outside the team and an empty title, in French', async () => {
    const outsider = await insertMember(t.db, { clientId: tenants.clientA.id, establishmentIds: [] });
    const response = await t.request('POST', '/api/v1/actions', {
      cookie: cookies.directorA,
      body: { establishmentId: tenants.establishmentA1.id, title: ' ', responsibleId: outsider.id },
    });
    expect(response.status).toBe(400);
    expect(response.body.data.fieldErrors.title).toBe(ACTION_MESSAGES.titleRequired);
    // Issue 19 item 8 (DOMAIN.md: an owner and a due date): neither may be left out, nor emptied later.
    const bare = await t.request('POST', '/api/v1/actions', {
      cookie: cookies.directorA,
      body: {
        establishmentId: tenants.establishmentA1.id,
        title: 'Afficher la charte',
        responsibleId: null,
        dueDate: '',
      },
    });
    expect(bare.status).toBe(400);
    expect(bare.body.data.fieldErrors).toMatchObject({
      responsibleId: ACTION_MESSAGES.responsibleRequired,
      dueDate: ACTION_MESSAGES.dueDateRequired,
    });
    const absent = await t.request('POST', '/api/v1/actions', {
      cookie: cookies.directorA,
      body: { establishmentId: tenants.establishmentA1.id, title: 'Afficher la charte' },
    });
    expect(absent.body.data.fieldErrors).toMatchObject({
      responsibleId: ACTION_MESSAGES.responsibleRequired,
      dueDate: ACTION_MESSAGES.dueDateRequired,
    });
    const emptied = await t.request('PUT', `/api/v1/actions/${criticalActionId}`, {
      cookie: cookies.directorA,
      body: { expectedVersion: 1, responsibleId: null, dueDate: null },
    });
    expect(emptied.status).toBe(400);
    expect(emptied.body.data.fieldErrors).toMatchObject({
      responsibleId: ACTION_MESSAGES.responsibleRequired,
      dueDate: ACTION_MESSAGES.dueDateRequired,
    });
    const second = await t.request('POST', '/api/v1/actions', {
      cookie: cookies.directorA,
      body: {
        establishmentId: tenants.establishmentA1.id,
        title: 'Afficher la charte',
        responsibleId: outsider.id,
        dueDate: LATER,
      },
    });
    expect(second.status).toBe(400);
    expect(second.body.data.fieldErrors.responsibleId).toBe(ACTION_MESSAGES.responsibleNotFound);
  });

  it('lists with counts and filters, and never across clients', async () => {
    await t.request('POST', '/api/v1/actions', {
      cookie: cookies.directorA,
      body: {
        establishmentId: tenants.establishmentA1.id,
        title: '=HYPERLINK("http://x")',
        priority: 'LOW',
        responsibleId: teamMemberId,
        dueDate: LATER,
      },
    });
    const list = await t.request('GET', `/api/v1/actions?establishmentId=${tenants.establishmentA1.id}`, {
      cookie: cookies.collaboratorA,
    });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.counts).toMatchObject({ TODO: 1, IN_PROGRESS: 1, overdue: 1 });
    expect(list.body.items[0].id).toBe(criticalActionId);
    const overdue = await t.request(
      'GET',
      `/api/v1/actions?establishmentId=${tenants.establishmentA1.id}&overdue=true`,
      {
        cookie: cookies.directorA,
      },
    );
    expect(overdue.body.items.map((item: { id: string }) => item.id)).toEqual([criticalActionId]);

    for (const cookie of [cookies.directorB, cookies.masterB]) {
      const foreign = await t.request('GET', `/api/v1/actions?establishmentId=${tenants.establishmentA1.id}`, {
        cookie,
      });
      expect(foreign.body).toMatchObject({ items: [], total: 0 });
      expect((await t.request('GET', `/api/v1/actions/${criticalActionId}`, { cookie })).status).toBe(404);
    }
    const masterB = await t.request('PUT', `/api/v1/actions/${criticalActionId}`, {
      cookie: cookies.masterB,
      body: { expectedVersion: 2, title: 'Piraté' },
    });
    expect(masterB.status).toBe(404);
  });

  it('« Mes actions » lists the caller’s own actions, and a form’s plan counts only that form’s actions (issue 19)', async () => {
    const url = (query: string) => `/api/v1/actions?establishmentId=${tenants.establishmentA1.id}&${query}`;
    const empty = { TODO: 0, IN_PROGRESS: 0, DONE: 0, CANCELLED: 0, overdue: 0 };
    // The collaborator is responsible for the impératif's action only (the other is a team member's who is no user).
    const mine = await t.request('GET', url('mine=true'), { cookie: cookies.collaboratorA });
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((item: { id: string }) => item.id)).toEqual([criticalActionId]);
    expect(mine.body.total).toBe(1);
    expect(mine.body.counts).toEqual({ ...empty, IN_PROGRESS: 1, overdue: 1 });
    // Filters narrow the list, never the counters of « Mes actions ».
    const mineDone = await t.request('GET', url('mine=true&status=DONE'), { cookie: cookies.collaboratorA });
    expect(mineDone.body).toMatchObject({ items: [], total: 0, counts: { IN_PROGRESS: 1, overdue: 1 } });
    // The director is responsible for none: its « Mes actions » is empty, counters included.
    const director = await t.request('GET', url('mine=true'), { cookie: cookies.directorA });
    expect(director.body).toEqual({ items: [], total: 0, counts: empty });
    // Another client's director sees nothing of establishment A1, « Mes actions » or not.
    const foreign = await t.request('GET', url('mine=true'), { cookie: cookies.directorB });
    expect(foreign.body).toMatchObject({ items: [], total: 0, counts: empty });

    // A form's plan: its counters count the form's one action, not the establishment's two.
    const whole = await t.request('GET', url('pageSize=50'), { cookie: cookies.directorA });
    expect(whole.body.total).toBe(2);
    const formId = whole.body.items.find((item: { id: string }) => item.id === criticalActionId).formId;
    const ofForm = await t.request('GET', url(`formId=${formId}`), { cookie: cookies.directorA });
    expect(ofForm.body.total).toBe(1);
    expect(ofForm.body.counts).toEqual({ ...empty, IN_PROGRESS: 1, overdue: 1 });
    // Its category's plan, the same way (the form has no category: nothing there).
    const category = await t.request('GET', url(`categoryId=${formId}`), { cookie: cookies.directorA });
    expect(category.body).toEqual({ items: [], total: 0, counts: empty });
  });

  it('e-mails the responsible user its overdue actions, once a day', async () => {
    // Through the outbox, as in production: on PGlite a send beside the job's transaction deadlocked.
    const mailer = t.mailer;
    const since = t.smtp.mails.length;
    const sent = await sendOverdueReminders(t.db, {
      mailer,
      logger: pino({ level: 'silent' }),
      publicUrl: 'http://localhost:3000',
    });
    expect(sent).toBe(1);
    const mail = await t.smtp.waitForMail(tenants.users.collaboratorA.email, since);
    expect(mail.raw).toContain("1 action en retard dans votre plan d'action");
    expect(mail.text).toContain('/action-plan?overdue=true');
    // The day written out, as on the screens (« 12 novembre 2026 », not « 12/11/2026 »).
    expect(mail.text).toMatch(/échéance le \d{1,2} [a-zéû]+ \d{4}/);
    expect(await sendOverdueReminders(t.db, { mailer, logger: pino({ level: 'silent' }), publicUrl: '' })).toBe(0);
  });

  it('completes an action at 100 % with its date; a done action is no longer overdue', async () => {
    const done = await t.request('PUT', `/api/v1/actions/${criticalActionId}`, {
      cookie: cookies.collaboratorA,
      body: { expectedVersion: 2, status: 'DONE' },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'DONE', progress: 100, isOverdue: false });
    expect(done.body.completedAt).not.toBeNull();
  });
});
