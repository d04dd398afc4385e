import { SHARING_MESSAGES } from '@qc/shared/evaluations/sharing';
import { describe, expect, it } from 'vitest';
import { useFileContext } from './support/context.ts';
import { answer, openEvaluationsContext, start, uploadEvidence } from './support/evaluations.ts';
import { insertMember, insertUser } from './support/fixtures.ts';

/**
 * Issue 27 item 2 (ADR 039), sharing out an evaluation: who may give questions out, answer them, hand them in,
 * review them and finish; the review states; « Mes tâches »; the history; the e-mails through the outbox.
 */
const ctx = useFileContext(openEvaluationsContext, 120_000);
const { t, tenants, cookies } = ctx;

const sharing = (cookie: string, id: string) => t.request('GET', `/api/v1/evaluations/${id}/assignments`, { cookie });
const assign = (cookie: string, id: string, assigneeId: string, questionKeys: string[]) =>
  t.request('POST', `/api/v1/evaluations/${id}/assignments`, { cookie, body: { assigneeId, questionKeys } });
const ready = (cookie: string, id: string) =>
  t.request('POST', `/api/v1/evaluations/${id}/assignments/ready`, { cookie });
const review = (cookie: string, id: string, body: Record<string, unknown>) =>
  t.request('POST', `/api/v1/evaluations/${id}/assignments/review`, { cookie, body });
const complete = (cookie: string, id: string) => t.request('POST', `/api/v1/evaluations/${id}/complete`, { cookie });
const tasks = async (cookie: string) => (await t.request('GET', '/api/v1/me/tasks', { cookie })).body;
const statusOf = (body: { assignments: Array<{ questionKey: string; status: string }> }, key: string) =>
  body.assignments.find((item) => item.questionKey === key)?.status;

describe('sharing out an evaluation', () => {
  let id: string;
  let all: string[];

  it('answers as before while nothing is given out', async () => {
    const started = await start(ctx, cookies.directorA);
    id = started.body.id;
    all = Object.values(ctx.keys);
    const saved = await answer(t, cookies.collaboratorA, id, ctx.keys.notation, { value: 3 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const view = await sharing(cookies.collaboratorA, id);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ assignments: [], restrictedToMine: false });
    // The team: the users linked to the establishment who answer there.
    expect(view.body.team.map((person: { id: string }) => person.id).sort()).toEqual(
      [tenants.users.directorA.id, tenants.users.collaboratorA.id].sort(),
    );
  });

  it('lets only whoever may finish give questions out, to a user of the establishment', async () => {
    const byCollaborator = await assign(cookies.collaboratorA, id, tenants.users.collaboratorA.id, all);
    expect(byCollaborator.status).toBe(403);
    // A user of another client, and one of the same client not linked to A1: the same French refusal.
    for (const outsider of [tenants.users.directorB.id, tenants.users.masterA.id, 'inconnu']) {
      const refused = await assign(cookies.directorA, id, outsider, all);
      expect(refused.status).toBe(400);
      expect(refused.body.data.fieldErrors.assigneeId).toBe(SHARING_MESSAGES.assigneeInvalid);
    }
    const unknownKey = await assign(cookies.directorA, id, tenants.users.collaboratorA.id, ['pas-une-question']);
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.body.data.fieldErrors.questionKeys).toBe(SHARING_MESSAGES.keyUnknown);
    const empty = await assign(cookies.directorA, id, tenants.users.collaboratorA.id, []);
    expect(empty.status).toBe(400);
    // Client B's director does not even see the evaluation.
    expect((await assign(cookies.directorB, id, tenants.users.directorB.id, all)).status).toBe(404);
    expect((await sharing(cookies.directorB, id)).status).toBe(404);
  });

  it('gives a section to the collaborator, who then answers only hers; the director answers all', async () => {
    const since = t.smtp.mails.length;
    const given = await assign(cookies.directorA, id, tenants.users.collaboratorA.id, [
      ctx.keys.select,
      ctx.keys.multiple,
    ]);
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.assignments).toHaveLength(2);
    expect(statusOf(given.body, ctx.keys.select)).toBe('ASSIGNED');
    // The collaborator is told, through the outbox.
    const mail = await t.smtp.waitForMail(tenants.users.collaboratorA.email, since, 5000);
    expect(mail.text).toContain('vous confie 2 questions');

    expect((await sharing(cookies.collaboratorA, id)).body.restrictedToMine).toBe(true);
    const mine = await answer(t, cookies.collaboratorA, id, ctx.keys.select, { value: 'Oui' });
    expect(mine.status).toBe(200);
    // Not hers (the notation she answered before the sharing is no longer hers either): refused, nothing written.
    const notHers = await answer(t, cookies.collaboratorA, id, ctx.keys.boolean, { value: true });
    expect(notHers.status).toBe(403);
    expect(notHers.body.message).toBe(SHARING_MESSAGES.assignedToOther);
    const again = await answer(t, cookies.collaboratorA, id, ctx.keys.notation, { value: 4 }, 1);
    expect(again.status).toBe(403);
    // Evidence is an answer's too.
    expect((await uploadEvidence(t, cookies.collaboratorA, id, ctx.keys.boolean)).status).toBe(403);
    const director = await answer(t, cookies.directorA, id, ctx.keys.boolean, { value: true });
    expect(director.status).toBe(200);

    const collaboratorTasks = await tasks(cookies.collaboratorA);
    const line = collaboratorTasks.items.find((item: { kind: string }) => item.kind === 'ASSIGNED_QUESTIONS');
    expect(line).toMatchObject({ evaluationId: id, questions: 2, sentBack: 0, label: 'Conformité EAJE (test)' });
    expect(collaboratorTasks.counts.ASSIGNED_QUESTIONS).toBe(1);
  });

  it('hands in only what is answered, then tells the director and locks the answers', async () => {
    const early = await ready(cookies.collaboratorA, id);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(SHARING_MESSAGES.unansweredFirst(1));
    expect(early.body.data.questionKeys).toEqual([ctx.keys.multiple]);
    await answer(t, cookies.collaboratorA, id, ctx.keys.multiple, { value: ['Urgence'] });
    // The director may not hand in what is not hers.
    expect((await ready(cookies.directorA, id)).status).toBe(409);

    const since = t.smtp.mails.length;
    const handed = await ready(cookies.collaboratorA, id);
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect(statusOf(handed.body, ctx.keys.select)).toBe('READY_FOR_REVIEW');
    const mail = await t.smtp.waitForMail(tenants.users.directorA.email, since, 5000);
    expect(mail.text).toContain('attendent votre relecture');

    const locked = await answer(t, cookies.collaboratorA, id, ctx.keys.select, { value: 'Non' }, 1);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(SHARING_MESSAGES.handedIn);
    expect((await ready(cookies.collaboratorA, id)).status).toBe(409);

    const directorTasks = await tasks(cookies.directorA);
    expect(directorTasks.items.find((item: { kind: string }) => item.kind === 'REVIEW')).toMatchObject({
      evaluationId: id,
      questions: 2,
    });
    expect((await tasks(cookies.collaboratorA)).counts.ASSIGNED_QUESTIONS).toBe(0);
  });

  it('refuses « Terminer » until everything given out is accepted', async () => {
    await answer(t, cookies.directorA, id, ctx.keys.notation, { value: 5 }, 1);
    await uploadEvidence(t, cookies.directorA, id, ctx.keys.boolean);
    const refused = await complete(cookies.directorA, id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(SHARING_MESSAGES.reviewPending({ assigned: 0, ready: 2, sentBack: 0 }));
  });

  it('sends one answer back with a note; the collaborator corrects it and hands it in again', async () => {
    expect(
      (await review(cookies.collaboratorA, id, { questionKeys: [ctx.keys.select], decision: 'ACCEPT' })).status,
    ).toBe(403);
    const noNote = await review(cookies.directorA, id, { questionKeys: [ctx.keys.select], decision: 'SEND_BACK' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.data.fieldErrors.note).toBe(SHARING_MESSAGES.noteRequired);

    const since = t.smtp.mails.length;
    const sentBack = await review(cookies.directorA, id, {
      questionKeys: [ctx.keys.select],
      decision: 'SEND_BACK',
      note: 'Précisez les heures réellement faites',
    });
    expect(sentBack.status, JSON.stringify(sentBack.body)).toBe(200);
    expect(
      sentBack.body.assignments.find((item: { questionKey: string }) => item.questionKey === ctx.keys.select),
    ).toMatchObject({ status: 'SENT_BACK', note: 'Précisez les heures réellement faites' });
    const mail = await t.smtp.waitForMail(tenants.users.collaboratorA.email, since, 5000);
    expect(mail.text).toContain('Précisez les heures réellement faites');
    expect((await tasks(cookies.collaboratorA)).items).toContainEqual(
      expect.objectContaining({ kind: 'ASSIGNED_QUESTIONS', questions: 1, sentBack: 1 }),
    );
    // Accepting the other; a question sent back cannot be accepted before it is handed in again.
    expect(
      (await review(cookies.directorA, id, { questionKeys: [ctx.keys.multiple], decision: 'ACCEPT' })).status,
    ).toBe(200);
    const tooEarly = await review(cookies.directorA, id, { questionKeys: [ctx.keys.select], decision: 'ACCEPT' });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.message).toBe(SHARING_MESSAGES.notReady);
    // What was accepted is hers no longer.
    expect((await answer(t, cookies.collaboratorA, id, ctx.keys.multiple, { value: ['Hygiène'] }, 1)).status).toBe(403);

    expect((await answer(t, cookies.collaboratorA, id, ctx.keys.select, { value: 'Partiellement' }, 1)).status).toBe(
      200,
    );
    expect((await ready(cookies.collaboratorA, id)).status).toBe(200);
    const refused = await complete(cookies.directorA, id);
    expect(refused.body.message).toBe(SHARING_MESSAGES.reviewPending({ assigned: 0, ready: 1, sentBack: 0 }));
    const accepted = await review(cookies.directorA, id, { questionKeys: [ctx.keys.select], decision: 'ACCEPT' });
    expect(accepted.body.assignments.every((item: { status: string }) => item.status === 'ACCEPTED')).toBe(true);
  });

  it('finishes once all is accepted, and keeps the whole story in the evaluation’s history', async () => {
    const done = await complete(cookies.directorA, id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.status).toBe('COMPLETED');
    const history = await t.request('GET', `/api/v1/evaluations/${id}/history`, { cookie: cookies.collaboratorA });
    expect(history.status).toBe(200);
    const events = history.body.items.map((item: { event: string }) => item.event).reverse();
    expect(events).toEqual([
      'STARTED',
      'ASSIGNED',
      'READY_FOR_REVIEW',
      'SENT_BACK',
      'ACCEPTED',
      'READY_FOR_REVIEW',
      'ACCEPTED',
      'COMPLETED',
    ]);
    const sentBack = history.body.items.find((item: { event: string }) => item.event === 'SENT_BACK');
    expect(sentBack).toMatchObject({ note: 'Précisez les heures réellement faites', questionKeys: [ctx.keys.select] });
    expect((await t.request('GET', `/api/v1/evaluations/${id}/history`, { cookie: cookies.directorB })).status).toBe(
      404,
    );
    // Nothing is given out of a finished evaluation.
    expect((await assign(cookies.directorA, id, tenants.users.collaboratorA.id, all)).status).toBe(409);
  });

  it('gives questions to a colleague linked through her member record, and takes them back', async () => {
    const colleague = await insertUser(t.db, { role: 'COLLABORATOR', clientId: tenants.clientA.id });
    await insertMember(t.db, {
      clientId: tenants.clientA.id,
      userId: colleague.id,
      establishmentIds: [tenants.establishmentA2.id],
    });
    const other = await start(ctx, cookies.masterA, tenants.establishmentA2.id);
    expect(other.status).toBe(201);
    // Not on A1's team: refused on A1's evaluations, given on A2's.
    expect((await assign(cookies.masterA, id, colleague.id, all)).status).toBe(400);
    const given = await assign(cookies.masterA, other.body.id, colleague.id, all);
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    const taken = await t.request('POST', `/api/v1/evaluations/${other.body.id}/assignments/remove`, {
      cookie: cookies.masterA,
      body: { questionKeys: [ctx.keys.boolean] },
    });
    expect(taken.status).toBe(200);
    expect(taken.body.assignments).toHaveLength(all.length - 1);
    const twice = await t.request('POST', `/api/v1/evaluations/${other.body.id}/assignments/remove`, {
      cookie: cookies.masterA,
      body: { questionKeys: [ctx.keys.boolean] },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.data.fieldErrors.questionKeys).toBe(SHARING_MESSAGES.notAssigned);
  });
});
