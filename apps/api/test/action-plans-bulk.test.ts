import { ACTION_MESSAGES } from '@qc/shared/action-plans/schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema-audit.ts';
import { actions } from '../src/db/schema-action-plans.ts';
import { LATER } from './support/action-plans.ts';
import { download } from './support/board-report.ts';
import { pdfText } from './support/pdf-text.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { insertMember } from './support/fixtures.ts';

/**
 * Issue 27 item 3: gaps to actions in one go — the selected proposals created in one transaction, once
 * whatever the number of submits, worded, described and prioritised as proposed; « Écarter » with a
 * required reason, listed with who/when/why, audited, and undone by « Rétablir ».
 */
const context = useFileContext(async () => {
  const opened = await openTenantsContext();
  const { t, tenants, cookies } = opened;
  const responsibleId = (
    await insertMember(t.db, {
      clientId: tenants.clientA.id,
      userId: tenants.users.collaboratorA.id,
      establishmentIds: [tenants.establishmentA1.id],
    })
  ).id;
  const form = await t.request('POST', '/api/v1/forms', {
    cookie: cookies.admin,
    body: { name: 'Sécurité (plan en une fois)', kind: 'CONFORMITY' },
  });
  const choice = [
    { label: 'Oui', score: 100 },
    { label: 'Partiellement', score: 50 },
    { label: 'Non', score: 0 },
  ];
  const questions = [
    { type: 'BOOLEAN', label: 'Le plan d’évacuation est-il affiché ?', isCritical: true },
    { type: 'SELECT', label: 'Les exercices sont-ils tracés ?', reference: 'CCH art. R143-38', options: choice },
    { type: 'SELECT', label: 'Les extincteurs sont-ils vérifiés ?', options: choice },
    { type: 'BOOLEAN', label: 'Le registre est-il tenu ?', expectedDocument: 'Registre de sécurité' },
  ];
  let detail;
  for (const question of questions) {
    detail = await t.request('POST', `/api/v1/forms/${form.body.id}/questions`, {
      cookie: cookies.admin,
      body: { formId: form.body.id, ...question },
    });
    expect(detail.status, JSON.stringify(detail.body)).toBe(201);
  }
  const [critical, traced, checked, register] = detail!.body.questions.map((item: { key: string }) => item.key);
  const evaluation = await t.request('POST', '/api/v1/evaluations', {
    cookie: cookies.directorA,
    body: { establishmentId: tenants.establishmentA1.id, formId: form.body.id },
  });
  for (const [key, value, comment] of [
    [critical, false, null],
    [traced, 'Non', 'Aucun exercice depuis mars'],
    [checked, 'Partiellement', null],
    [register, false, null],
  ] as const) {
    const saved = await t.request('PUT', `/api/v1/evaluations/${evaluation.body.id}/answers/${key}`, {
      cookie: cookies.directorA,
      body: { value, comment, expectedVersion: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  const completed = await t.request('POST', `/api/v1/evaluations/${evaluation.body.id}/complete`, {
    cookie: cookies.directorA,
  });
  expect(completed.status).toBe(200);
  return {
    ...opened,
    evaluationId: evaluation.body.id as string,
    keys: { critical, traced, checked, register } as Record<'critical' | 'traced' | 'checked' | 'register', string>,
    responsibleId,
  };
}, 120_000);
const { t, cookies } = context;

const proposalsOf = async () =>
  (
    await t.request('GET', `/api/v1/evaluations/${context.evaluationId}/action-proposals`, {
      cookie: cookies.directorA,
    })
  ).body as Array<{ questionKey: string; title: string; priority: string; description: string }>;
const dismiss = (cookie: string, questionKey: string, body: object) =>
  t.request('POST', `/api/v1/evaluations/${context.evaluationId}/action-proposals/${questionKey}/dismiss`, {
    cookie,
    body,
  });
const restore = (cookie: string, questionKey: string) =>
  t.request('POST', `/api/v1/evaluations/${context.evaluationId}/action-proposals/${questionKey}/restore`, {
    cookie,
  });
const createFrom = (cookie: string, body: object) =>
  t.request('POST', `/api/v1/evaluations/${context.evaluationId}/actions`, { cookie, body });

describe('proposals worded as actions', () => {
  it('words, describes and prioritises each gap from the impératif and the score', async () => {
    const proposals = await proposalsOf();
    expect(proposals.map(({ title, priority }) => [title, priority])).toEqual([
      ['S’assurer que le plan d’évacuation est affiché', 'CRITICAL'],
      ['S’assurer que les exercices sont tracés', 'HIGH'],
      ['S’assurer que les extincteurs sont vérifiés', 'MEDIUM'],
      ['Mettre en place le document « Registre de sécurité »', 'HIGH'],
    ]);
    expect(proposals[1]!.description).toBe(
      'Question : Les exercices sont-ils tracés ?\nRéférence : CCH art. R143-38\nCommentaire de la réponse : Aucun exercice depuis mars',
    );
  });
});

describe('« Écarter » with a reason, and « Rétablir »', () => {
  it('asks for a reason in French, refuses the collaborator, keeps who/when/why and audits it', async () => {
    const bare = await dismiss(cookies.directorA, context.keys.checked, { reason: '   ' });
    expect(bare.status).toBe(400);
    expect(bare.body.data.fieldErrors.reason).toBe(ACTION_MESSAGES.dismissReasonRequired);
    expect((await dismiss(cookies.collaboratorA, context.keys.checked, { reason: 'Non' })).status).toBe(403);
    expect((await dismiss(cookies.directorB, context.keys.checked, { reason: 'Non' })).status).toBe(404);
    const done = await dismiss(cookies.directorA, context.keys.checked, { reason: 'Contrat de maintenance en cours' });
    expect(done.body).toEqual({ success: true });

    expect((await proposalsOf()).map((item) => item.questionKey)).not.toContain(context.keys.checked);
    const listed = await t.request('GET', `/api/v1/evaluations/${context.evaluationId}/action-dismissals`, {
      cookie: cookies.collaboratorA,
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        questionKey: context.keys.checked,
        questionLabel: 'Les extincteurs sont-ils vérifiés ?',
        reason: 'Contrat de maintenance en cours',
        dismissedByName: 'Director Test',
      }),
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'action-dismissal'), eq(auditLog.action, 'create')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ reason: 'Contrat de maintenance en cours' });
  });

  it('restores a dismissed gap among the proposals, audited; restoring twice answers 404 in French', async () => {
    expect((await restore(cookies.collaboratorA, context.keys.checked)).status).toBe(403);
    expect((await restore(cookies.directorA, context.keys.checked)).body).toEqual({ success: true });
    expect((await proposalsOf()).map((item) => item.questionKey)).toContain(context.keys.checked);
    const again = await restore(cookies.directorA, context.keys.checked);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(ACTION_MESSAGES.dismissalNotFound);
    const undone = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'action-dismissal'), eq(auditLog.action, 'delete')));
    expect(undone).toHaveLength(1);
    // Set aside again for what follows.
    expect((await dismiss(cookies.directorA, context.keys.checked, { reason: 'Contrat en cours' })).status).toBe(200);
  });

  it('keeps the dismissal and its reason in the evaluation’s PDF', async () => {
    const pdf = await download(t, `/api/v1/evaluations/${context.evaluationId}/report`, cookies.directorA);
    expect(pdf.status).toBe(200);
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, ' ');
    // pdf.js reads a wrapped cell line by line, interleaved with the next column's: the reason and its author.
    expect(text).toContain('Écart écarté : Contrat en cours (par Director');
  });
});

describe('« Créer les actions sélectionnées »', () => {
  it('checks the selection, the owner and the permission', async () => {
    const body = { questionKeys: [context.keys.traced], responsibleId: context.responsibleId, dueDate: LATER };
    expect((await createFrom(cookies.collaboratorA, body)).status).toBe(403);
    expect((await createFrom(cookies.directorB, body)).status).toBe(404);
    const empty = await createFrom(cookies.directorA, { ...body, questionKeys: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.data.fieldErrors.questionKeys).toBe(ACTION_MESSAGES.proposalsRequired);
    const outsider = await insertMember(t.db, { clientId: context.tenants.clientA.id, establishmentIds: [] });
    const foreign = await createFrom(cookies.directorA, { ...body, responsibleId: outsider.id });
    expect(foreign.body.data.fieldErrors.responsibleId).toBe(ACTION_MESSAGES.responsibleNotFound);
    // A dismissed gap is no longer a proposal: the selection is stale.
    const stale = await createFrom(cookies.directorA, { ...body, questionKeys: [context.keys.checked] });
    expect(stale.status).toBe(400);
    expect(stale.body.data.fieldErrors.questionKeys).toBe(ACTION_MESSAGES.proposalNotPending);
    expect(await t.db.select().from(actions).where(eq(actions.evaluationId, context.evaluationId))).toEqual([]);
  });

  it('creates the selected actions in one transaction, once for a double submit', async () => {
    const body = {
      questionKeys: [context.keys.critical, context.keys.traced, context.keys.register],
      responsibleId: context.responsibleId,
      dueDate: LATER,
    };
    const [first, second] = await Promise.all([
      createFrom(cookies.directorA, body),
      createFrom(cookies.directorA, body),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const created = [...first.body.created, ...second.body.created];
    expect(created).toHaveLength(3);
    expect([...first.body.alreadyDecided, ...second.body.alreadyDecided].sort()).toEqual([...body.questionKeys].sort());
    const rows = await t.db.select().from(actions).where(eq(actions.evaluationId, context.evaluationId));
    expect(rows).toHaveLength(3);
    const byKey = new Map(rows.map((row) => [row.questionKey, row]));
    expect(byKey.get(context.keys.critical)).toMatchObject({ priority: 'CRITICAL', dueDate: LATER });
    expect(byKey.get(context.keys.traced)).toMatchObject({
      title: 'S’assurer que les exercices sont tracés',
      priority: 'HIGH',
      responsibleId: context.responsibleId,
    });
    expect(byKey.get(context.keys.traced)!.description).toContain('Aucun exercice depuis mars');
    expect(byKey.get(context.keys.register)).toMatchObject({ priority: 'HIGH' });
    // The responsible collaborator sees them as hers.
    expect(created.every((action: { responsibleUserId: string }) => action.responsibleUserId)).toBe(true);

    // A third submit creates nothing and says why; the plan now proposes nothing left.
    const third = await createFrom(cookies.directorA, body);
    expect(third.status).toBe(201);
    expect(third.body).toEqual({ created: [], alreadyDecided: body.questionKeys });
    expect(await proposalsOf()).toEqual([]);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'action'), eq(auditLog.action, 'create')));
    expect(audited).toHaveLength(3);
  });
});
