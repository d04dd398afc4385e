import { EVALUATION_MESSAGES } from '@qc/shared/evaluations/schemas';
import { describe, expect, it } from 'vitest';
import { useFileContext } from './support/context.ts';
import { answer, openEvaluationsContext, start, uploadEvidence } from './support/evaluations.ts';

/** Self-evaluation from start to comparison: answers with versions, completion, evidence, frozen versions. */

const ctx = useFileContext(openEvaluationsContext);
const { t, tenants, cookies } = ctx;

describe('self-evaluation: start, answer, complete', () => {
  let evaluationId: string;

  it('starts one evaluation per establishment and form, a second start answering the same one', async () => {
    const first = await start(ctx, cookies.directorA);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ status: 'IN_PROGRESS', formVersion: 1, establishmentName: 'Crèche A1' });
    expect(first.body.questions).toHaveLength(4);
    const [again, concurrent] = await Promise.all([start(ctx, cookies.collaboratorA), start(ctx, cookies.directorA)]);
    expect(again.body.id).toBe(first.body.id);
    expect(concurrent.body.id).toBe(first.body.id);
    evaluationId = first.body.id;
  });

  it('saves answers with optimistic versions: a stale save is refused with the saved answer', async () => {
    const saved = await answer(t, cookies.collaboratorA, evaluationId, ctx.keys.select, { value: 'Partiellement' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ value: 'Partiellement', score: 50, isConforming: false, version: 1 });

    const mine = await answer(t, cookies.directorA, evaluationId, ctx.keys.select, { value: 'Oui' }, 1);
    expect(mine.body).toMatchObject({ value: 'Oui', score: 100, version: 2 });
    // The collaborator still edits version 1: refused, and shown what is saved now.
    const stale = await answer(t, cookies.collaboratorA, evaluationId, ctx.keys.select, { value: 'Non' }, 1);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(EVALUATION_MESSAGES.versionConflict);
    expect(stale.body.data.current).toMatchObject({ value: 'Oui', version: 2 });
    // Two first answers at once: one wins, the other is told.
    const [a, b] = await Promise.all([
      answer(t, cookies.directorA, evaluationId, ctx.keys.multiple, { value: ['Urgence'] }),
      answer(t, cookies.collaboratorA, evaluationId, ctx.keys.multiple, { value: ['Hygiène'] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('explains a wrong value, an impératif declared N/A and an unknown question in French', async () => {
    const wrong = await answer(t, cookies.directorA, evaluationId, ctx.keys.select, { value: 'Peut-être' }, 2);
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.fieldErrors.value).toBe(EVALUATION_MESSAGES.valueInvalid);
    const critical = await answer(t, cookies.directorA, evaluationId, ctx.keys.boolean, { notApplicable: true });
    expect(critical.status).toBe(400);
    expect(critical.body.data.fieldErrors.notApplicable).toBe(EVALUATION_MESSAGES.criticalNotApplicable);
    const outside = await answer(t, cookies.directorA, evaluationId, ctx.keys.notation, { value: 9 });
    expect(outside.status).toBe(400);
    const unknown = await answer(t, cookies.directorA, evaluationId, crypto.randomUUID(), { value: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(EVALUATION_MESSAGES.questionNotFound);
  });

  it('refuses a « Non concerné » without justification when saving, under the field, and writes nothing', async () => {
    // Issue 34 item 2: it used to be saved (and counted towards 100 %), refused only at « Terminer ».
    for (const justification of [undefined, null, '', '   ']) {
      const refused = await answer(t, cookies.directorA, evaluationId, ctx.keys.notation, {
        notApplicable: true,
        ...(justification === undefined ? {} : { justification }),
      });
      expect(refused.status, JSON.stringify(justification)).toBe(400);
      expect(refused.body.data.fieldErrors.justification).toBe(EVALUATION_MESSAGES.justificationRequired);
    }
    const evaluation = await t.request('GET', `/api/v1/evaluations/${evaluationId}`, { cookie: cookies.directorA });
    expect(evaluation.body.answers.map((saved: { questionKey: string }) => saved.questionKey)).not.toContain(
      ctx.keys.notation,
    );
  });

  it('refuses completion with the list of what is missing, then completes with the results', async () => {
    const refused = await t.request('POST', `/api/v1/evaluations/${evaluationId}/complete`, {
      cookie: cookies.directorA,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(EVALUATION_MESSAGES.incomplete);
    // Issue 26: the mandatory document proves the answer given, so an unanswered question asks for its answer only
    // (regulatory-profile.test.ts checks the document asked of a « Oui » and not of a « Non »).
    expect(refused.body.data.missing.map((item: { reason: string }) => item.reason)).toEqual([
      'UNANSWERED',
      'UNANSWERED',
    ]);

    const booleanAnswer = await answer(t, cookies.directorA, evaluationId, ctx.keys.boolean, { value: false });
    expect(booleanAnswer.status).toBe(200);
    const evidence = await uploadEvidence(t, cookies.collaboratorA, evaluationId, ctx.keys.boolean);
    expect(evidence.status, JSON.stringify(evidence.body)).toBe(200);
    expect(evidence.body.evidence).toHaveLength(1);
    await answer(
      t,
      cookies.directorA,
      evaluationId,
      ctx.keys.notation,
      { notApplicable: true, justification: "Pas d'accueil des familles sur ce site" },
      0,
    );

    // A COLLABORATOR answers but does not complete (DESIGN §3).
    const collaborator = await t.request('POST', `/api/v1/evaluations/${evaluationId}/complete`, {
      cookie: cookies.collaboratorA,
    });
    expect(collaborator.status).toBe(403);

    const completed = await t.request('POST', `/api/v1/evaluations/${evaluationId}/complete`, {
      cookie: cookies.directorA,
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    // BOOLEAN 0 × 3, SELECT 100 × 1, MULTIPLE_CHOICE 50 × 1; NOTATION N/A: 150 / 5 = 30.
    expect(completed.body).toMatchObject({
      status: 'COMPLETED',
      completedByName: 'Director Test',
      result: {
        score: 30,
        answered: 4,
        notApplicable: 1,
        total: 4,
        criticalNonConformities: 1,
        missingMandatoryDocuments: 0,
      },
    });
    expect(completed.body.result.conformityRate).toBeCloseTo(33.333, 2);

    const closed = await answer(t, cookies.directorA, evaluationId, ctx.keys.select, { value: 'Non' }, 2);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(EVALUATION_MESSAGES.notInProgress);
  });

  it('keeps evidence of a completed evaluation: its document cannot be deleted', async () => {
    const detail = await t.request('GET', `/api/v1/evaluations/${evaluationId}`, { cookie: cookies.directorA });
    const documentId = detail.body.answers.find(
      (item: { questionKey: string }) => item.questionKey === ctx.keys.boolean,
    ).evidence[0].id;
    const removed = await t.request('DELETE', `/api/v1/documents/${documentId}`, { cookie: cookies.directorA });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toContain('sert de preuve à 1 réponse');
  });

  it("starts again from the last completed evaluation's answers and evidence", async () => {
    const next = await start(ctx, cookies.directorA, tenants.establishmentA1.id, true);
    expect(next.status).toBe(201);
    expect(next.body.id).not.toBe(evaluationId);
    const byKey = new Map(next.body.answers.map((item: { questionKey: string }) => [item.questionKey, item]));
    expect(byKey.get(ctx.keys.select)).toMatchObject({ value: 'Oui', version: 1 });
    expect(byKey.get(ctx.keys.boolean)).toMatchObject({ value: false });
    expect((byKey.get(ctx.keys.boolean) as { evidence: unknown[] }).evidence).toHaveLength(1);

    // Reopening the first is refused while another is in progress; abandoning the new one lets it through.
    const reopen = await t.request('POST', `/api/v1/evaluations/${evaluationId}/reopen`, { cookie: cookies.directorA });
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toBe(EVALUATION_MESSAGES.alreadyInProgress);
    const removed = await t.request('DELETE', `/api/v1/evaluations/${next.body.id}`, { cookie: cookies.directorA });
    expect(removed.status).toBe(204);
    const reopened = await t.request('POST', `/api/v1/evaluations/${evaluationId}/reopen`, {
      cookie: cookies.directorA,
    });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'IN_PROGRESS', completedAt: null });
  });

  it('freezes the evaluated version: a question added later is not part of it', async () => {
    const added = await t.request('POST', `/api/v1/forms/${ctx.formId}/questions`, {
      cookie: cookies.admin,
      body: { formId: ctx.formId, type: 'BOOLEAN', label: 'Question ajoutée après coup ?' },
    });
    expect(added.status).toBe(201);
    expect(added.body.version).toBe(2);
    expect(added.body.questions).toHaveLength(5);
    const detail = await t.request('GET', `/api/v1/evaluations/${evaluationId}`, { cookie: cookies.directorA });
    expect(detail.body.formVersion).toBe(1);
    expect(detail.body.questions).toHaveLength(4);
  });
});

describe('self-evaluation: overview and comparison', () => {
  it('shows each applicable form with its evaluation in progress and last completed one, then compares', async () => {
    const [first] = (
      await t.request('GET', `/api/v1/evaluations?establishmentId=${tenants.establishmentA1.id}&formId=${ctx.formId}`, {
        cookie: cookies.directorA,
      })
    ).body.items;
    expect(first).toMatchObject({ status: 'IN_PROGRESS', formVersion: 1 });
    const completed = await t.request('POST', `/api/v1/evaluations/${first.id}/complete`, {
      cookie: cookies.directorA,
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);

    const next = await start(ctx, cookies.directorA, tenants.establishmentA1.id, true);
    expect(next.body).toMatchObject({ formVersion: 2 });
    const overview = await t.request(
      'GET',
      `/api/v1/establishments/${tenants.establishmentA1.id}/evaluation-overview`,
      {
        cookie: cookies.collaboratorA,
      },
    );
    expect(overview.status).toBe(200);
    const item = overview.body.forms.find((entry: { form: { id: string } }) => entry.form.id === ctx.formId);
    expect(item.inProgress).toMatchObject({ id: next.body.id, answered: 4, total: 5 });
    expect(item.lastCompleted).toMatchObject({ id: first.id, score: 30 });

    const newKey = next.body.questions.at(-1).key;
    await answer(t, cookies.directorA, next.body.id, newKey, { value: true });
    const selectAnswer = next.body.answers.find(
      (entry: { questionKey: string }) => entry.questionKey === ctx.keys.select,
    );
    await answer(t, cookies.directorA, next.body.id, ctx.keys.select, { value: 'Non' }, selectAnswer.version);
    const done = await t.request('POST', `/api/v1/evaluations/${next.body.id}/complete`, { cookie: cookies.directorA });
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    const comparison = await t.request('GET', `/api/v1/evaluations/${next.body.id}/comparison`, {
      cookie: cookies.directorA,
    });
    expect(comparison.status).toBe(200);
    expect(comparison.body.previous.id).toBe(first.id);
    expect(comparison.body.rows).toHaveLength(5);
    const byKey = new Map(comparison.body.rows.map((row: { questionKey: string }) => [row.questionKey, row]));
    expect(byKey.get(ctx.keys.select)).toMatchObject({
      delta: -100,
      current: { value: 'Non' },
      previous: { value: 'Oui' },
    });
    expect(byKey.get(newKey)).toMatchObject({ previous: null, delta: null, current: { value: true } });

    // The first evaluation compares with nothing before it.
    const oldest = await t.request('GET', `/api/v1/evaluations/${first.id}/comparison`, { cookie: cookies.directorA });
    expect(oldest.body.previous).toBeNull();
  });
});
