import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema-audit.ts';
import { TEST_ORIGIN } from './support/app.ts';
import { download } from './support/board-report.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { pdfText } from './support/pdf-text.ts';
import { answer, uploadEvidence } from './support/evaluations.ts';
import { createFormWithQuestions } from './support/questionnaires.ts';

/**
 * Issue 26: the regulatory profile (who may edit it, its audit), and what it decides in an evaluation — the
 * questions that apply frozen at start, refreshed on demand, and what completion and the score count.
 */

const OUTINGS_REASON = 'l’établissement n’organise pas de sorties';
const PREMISES_REASON = 'autorisation demandée avant le 1er septembre 2022';
const SET_ASIDE_MESSAGE = 'Cette question ne s’applique pas à cet établissement : elle n’attend pas de réponse';

async function openContext() {
  const context = await openTenantsContext();
  const { id: formId, keys } = await createFormWithQuestions(context.t, context.cookies.admin, 'Profil (test)', [
    {
      type: 'BOOLEAN',
      label: 'Deux professionnels au moins pendant les sorties ?',
      isCritical: true,
      appliesWhen: { practices: ['OUTINGS'], reason: OUTINGS_REASON },
    },
    {
      type: 'BOOLEAN',
      label: '7 m² par place ?',
      isCritical: true,
      appliesWhen: { authorisationRequestedFrom: '2022-09-01', reason: PREMISES_REASON },
    },
    {
      type: 'BOOLEAN',
      label: 'Le projet d’évaluation de la qualité de l’accueil existe-t-il ?',
      isDocumentRequired: true,
      expectedDocument: 'Projet d’évaluation',
    },
  ]);
  return { ...context, formId, keys: { outings: keys[0]!, premises: keys[1]!, projet: keys[2]! } };
}

const ctx = useFileContext(openContext);
const { t, tenants, cookies } = ctx;

const OLD_CRECHE = {
  structureType: 'CRECHE_COLLECTIVE',
  capacity: 30,
  authorisationRequestedOn: '2019-03-15',
  managerType: 'PRIVATE',
  denseZone: false,
  practices: ['MEALS_ON_SITE'],
};

const startEvaluation = (cookie: string) =>
  t.request('POST', '/api/v1/evaluations', {
    cookie,
    body: { establishmentId: tenants.establishmentA1.id, formId: ctx.formId },
  });

const putProfile = (cookie: string, id: string, body: Record<string, unknown>) =>
  t.request('PUT', `/api/v1/establishments/${id}/profile`, { cookie, body });

describe('the regulatory profile', () => {
  it('asks the questions whose profile field is empty, and names the fields to complete', async () => {
    const started = await startEvaluation(cookies.directorA);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.applicability).toMatchObject({ notApplicable: [], outdated: false });
    expect(started.body.applicability.missingProfileFields.sort()).toEqual(['authorisationRequestedOn', 'practices']);
    expect(started.body.result.total).toBe(3);
    // Left as it is: abandoned, so that the next start reads the profile set below.
    const removed = await t.request('DELETE', `/api/v1/evaluations/${started.body.id}`, { cookie: cookies.directorA });
    expect(removed.status).toBe(204);
  });

  it('is edited by its DIRECTOR, audited old → new, and refused to a COLLABORATOR and to a foreign DIRECTOR', async () => {
    const collaborator = await putProfile(cookies.collaboratorA, tenants.establishmentA1.id, OLD_CRECHE);
    expect(collaborator.status).toBe(403);
    const foreign = await putProfile(cookies.directorB, tenants.establishmentA1.id, OLD_CRECHE);
    expect(foreign.status).toBe(404);
    const sibling = await putProfile(cookies.directorA, tenants.establishmentA2.id, OLD_CRECHE);
    expect(sibling.status).toBe(404);

    const saved = await putProfile(cookies.directorA, tenants.establishmentA1.id, OLD_CRECHE);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ ...OLD_CRECHE, category: 'CRECHE', essmsSector: null, residential: null });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'establishment'), eq(auditLog.entityId, tenants.establishmentA1.id)))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry).toMatchObject({ action: 'update', actorId: tenants.users.directorA.id });
    expect(entry!.before).toMatchObject({ structureType: null, authorisationRequestedOn: null, practices: null });
    expect(entry!.after).toMatchObject({ structureType: 'CRECHE_COLLECTIVE', practices: ['MEALS_ON_SITE'] });
  });

  it('refuses a category that contradicts the capacity, and a future authorisation, in French', async () => {
    const wrong = await putProfile(cookies.masterA, tenants.establishmentA1.id, {
      ...OLD_CRECHE,
      category: 'MICRO_CRECHE',
      authorisationRequestedOn: '2999-01-01',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.fieldErrors).toEqual({
      category: 'La catégorie ne correspond pas à la capacité : une capacité de 30 places relève de « Crèche 25–39 »',
      authorisationRequestedOn: "La date de demande d'autorisation ne peut pas être dans le futur",
    });
    // The establishment's own update keeps the same rule for the fields it shares.
    const update = await t.request('PUT', `/api/v1/establishments/${tenants.establishmentA1.id}`, {
      cookie: cookies.masterA,
      body: { capacity: 8 },
    });
    expect(update.status).toBe(400);
    expect(update.body.data.fieldErrors.category).toBe(
      'La catégorie ne correspond pas à la capacité : une capacité de 8 places relève de « Micro-crèche ≤ 12 places »',
    );
  });
});

describe('applicability frozen with the evaluation', () => {
  let evaluationId: string;

  it('sets aside, on start, the questions the profile excludes, with their reason', async () => {
    const started = await startEvaluation(cookies.directorA);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    evaluationId = started.body.id;
    expect(started.body.applicability).toMatchObject({
      notApplicable: [
        { questionKey: ctx.keys.outings, reason: OUTINGS_REASON },
        { questionKey: ctx.keys.premises, reason: PREMISES_REASON },
      ],
      outdated: false,
      missingProfileFields: [],
    });
    expect(started.body.applicability.frozenAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(started.body.questions).toHaveLength(3);
    expect(started.body.result.total).toBe(1);
  });

  it('refuses an answer, and a proof, to a question set aside, in French; a question that applies still saves', async () => {
    const refused = await answer(t, cookies.directorA, evaluationId, ctx.keys.outings, { value: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(SET_ASIDE_MESSAGE);
    // Not even « non concerné »: the question expects nothing at all here.
    const na = await answer(t, cookies.directorA, evaluationId, ctx.keys.premises, {
      notApplicable: true,
      justification: 'Locaux anciens',
    });
    expect(na.status).toBe(400);
    expect(na.body.message).toBe(SET_ASIDE_MESSAGE);
    const upload = await uploadEvidence(t, cookies.directorA, evaluationId, ctx.keys.outings);
    expect(upload.status).toBe(400);
    expect((upload.body as unknown as { message: string }).message).toBe(SET_ASIDE_MESSAGE);
    // Nor a document of the establishment reused as its proof.
    const file = new FormData();
    file.append('file', new File(['%PDF-1.7\nsorties\n%%EOF'], 'sorties.pdf', { type: 'application/pdf' }));
    file.append('type', 'AUTRE');
    const stored = await t.app.request(`/api/v1/establishments/${tenants.establishmentA1.id}/documents`, {
      method: 'POST',
      body: file,
      headers: { cookie: cookies.directorA, origin: TEST_ORIGIN },
    });
    expect(stored.status).toBe(201);
    const { id: documentId } = (await stored.json()) as { id: string };
    const attach = await t.request('POST', `/api/v1/evaluations/${evaluationId}/answers/${ctx.keys.outings}/evidence`, {
      cookie: cookies.directorA,
      body: { documentId },
    });
    expect(attach.status).toBe(400);
    expect(attach.body.message).toBe(SET_ASIDE_MESSAGE);
    const detail = await t.request('GET', `/api/v1/evaluations/${evaluationId}`, { cookie: cookies.directorA });
    expect(detail.body.answers).toEqual([]);
    expect(detail.body.result).toMatchObject({ answered: 0, total: 1 });
  });

  it('finishes with a « Non » to a question whose document proves a « Oui », without the set-aside impératifs', async () => {
    const saved = await answer(t, cookies.directorA, evaluationId, ctx.keys.projet, { value: false });
    expect(saved.status).toBe(200);
    const completed = await t.request('POST', `/api/v1/evaluations/${evaluationId}/complete`, {
      cookie: cookies.directorA,
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.result).toMatchObject({
      score: 0,
      conformityRate: 0,
      answered: 1,
      total: 1,
      criticalNonConformities: 0,
      missingMandatoryDocuments: 0,
    });
    const refresh = await t.request('POST', `/api/v1/evaluations/${evaluationId}/applicability`, {
      cookie: cookies.directorA,
    });
    expect(refresh.status).toBe(409);
    expect(refresh.body.message).toBe(
      'Cette auto-évaluation est terminée : son applicabilité reste celle de son évaluation',
    );
  });

  it('prints in the synthesis the « Non » as a gap, without asking for the document it said does not exist', async () => {
    const pdf = await download(t, `/api/v1/establishments/${tenants.establishmentA1.id}/report`, cookies.directorA);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Le projet d’évaluation de la qualité de l’accueil existe-t-il ?');
    expect(text).not.toContain('Documents obligatoires à produire');
    expect(text).not.toContain('7 m² par place ?');
  }, 60_000);

  it('offers a refresh when the profile changes, and then asks the impératif that now applies', async () => {
    const next = await startEvaluation(cookies.directorA);
    expect(next.status).toBe(201);
    const id = next.body.id as string;
    await answer(t, cookies.directorA, id, ctx.keys.projet, { value: true });
    // An answer kept from before: saved while the question applied, ignored while it does not.
    const profile = await putProfile(cookies.directorA, tenants.establishmentA1.id, {
      ...OLD_CRECHE,
      practices: ['MEALS_ON_SITE', 'OUTINGS'],
    });
    expect(profile.status).toBe(200);

    const stale = await t.request('GET', `/api/v1/evaluations/${id}`, { cookie: cookies.collaboratorA });
    expect(stale.body.applicability.outdated).toBe(true);
    expect(stale.body.applicability.notApplicable).toHaveLength(2);

    const collaborator = await t.request('POST', `/api/v1/evaluations/${id}/applicability`, {
      cookie: cookies.collaboratorA,
    });
    expect(collaborator.status).toBe(403);
    const foreign = await t.request('POST', `/api/v1/evaluations/${id}/applicability`, { cookie: cookies.directorB });
    expect(foreign.status).toBe(404);

    const refreshed = await t.request('POST', `/api/v1/evaluations/${id}/applicability`, {
      cookie: cookies.directorA,
    });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body.applicability).toMatchObject({
      notApplicable: [{ questionKey: ctx.keys.premises, reason: PREMISES_REASON }],
      outdated: false,
    });
    expect(refreshed.body.result.total).toBe(2);

    // The outings impératif applies now: it cannot be N/A, and a « Oui » without the projet's proof is refused.
    const na = await answer(t, cookies.directorA, id, ctx.keys.outings, { notApplicable: true });
    expect(na.status).toBe(400);
    expect(na.body.data.fieldErrors.notApplicable).toBe('Un impératif ne peut pas être déclaré non concerné');
    const refused = await t.request('POST', `/api/v1/evaluations/${id}/complete`, { cookie: cookies.directorA });
    expect(refused.status).toBe(400);
    expect(refused.body.data.missing.map((item: { questionKey: string; reason: string }) => item.reason)).toEqual([
      'UNANSWERED',
      'MANDATORY_DOCUMENT',
    ]);
    expect(refused.body.data.missing[1].message).toBe('Joignez le document obligatoire : Projet d’évaluation');

    // Back to no outings: the answer given meanwhile is kept, and ignored by the score and the impératifs.
    await answer(t, cookies.directorA, id, ctx.keys.outings, { value: false });
    await putProfile(cookies.directorA, tenants.establishmentA1.id, OLD_CRECHE);
    const again = await t.request('POST', `/api/v1/evaluations/${id}/applicability`, { cookie: cookies.directorA });
    expect(again.status).toBe(200);
    expect(again.body.answers.map((item: { questionKey: string }) => item.questionKey)).toContain(ctx.keys.outings);
    expect(again.body.result).toMatchObject({ total: 1, answered: 1, score: 100, criticalNonConformities: 0 });
    // Kept, readable, and no longer open to change while the question is set aside.
    const kept = again.body.answers.find((item: { questionKey: string }) => item.questionKey === ctx.keys.outings);
    expect(kept).toMatchObject({ value: false, version: 1 });
    const change = await answer(t, cookies.directorA, id, ctx.keys.outings, { value: true }, 1);
    expect(change.status).toBe(400);
    expect(change.body.message).toBe(SET_ASIDE_MESSAGE);
    const unchanged = await t.request('GET', `/api/v1/evaluations/${id}`, { cookie: cookies.directorA });
    expect(
      unchanged.body.answers.find((item: { questionKey: string }) => item.questionKey === ctx.keys.outings),
    ).toMatchObject({ value: false, version: 1 });

    // Completed so, the board report counts no failed impératif for the « Non » kept to the set-aside question.
    await uploadEvidence(t, cookies.directorA, id, ctx.keys.projet);
    const done = await t.request('POST', `/api/v1/evaluations/${id}/complete`, { cookie: cookies.directorA });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const board = await download(t, '/api/v1/group/board-report', cookies.masterA);
    const text = await pdfText(board.bytes);
    expect(text).toContain('Profil (test)');
    expect(text).not.toContain('Deux professionnels au moins pendant les sorties');
  }, 60_000);
});
