import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluations } from '../src/db/schema-evaluations.ts';
import { formVersions, forms, libraryReleases, questions } from '../src/db/schema-questionnaires.ts';
import { applyDefaultLibraryRelease } from '../src/library/releases.ts';
import { type TestContext } from './support/app.ts';
import { type Tenants } from './support/fixtures.ts';
import { libraryAt, RELEASE_ONE, releaseOne } from './support/library-release-one.ts';
import { sharedForm } from './support/library-release-one.ts';
import { openTenantsContext, type Cookies } from './support/context.ts';

/**
 * Issue 14 item 5 (ADR 029): an instance seeded with release 2026.11 of the
 * default library gets release 2026.11.1 at its next start (both rebuilt from
 * today's files; library-sources.test.ts takes it on to 2026.11.2).
 */
const FORM_KEY = RELEASE_ONE.formKey;
const QUESTION_KEY = RELEASE_ONE.questionKey;
const OLD_LABEL = RELEASE_ONE.label;

describe('A library release reaching a running instance', () => {
  let t: TestContext;
  let tenants: Tenants;
  let cookies: Cookies;
  let locauxId: string;
  let charteId: string;
  let evaluationId: string;
  let copyId: string;
  let adaptedCopyId: string;
  let charteCopyId: string;

  beforeAll(async () => ({ t, tenants, cookies } = await openTenantsContext()), 120_000);
  afterAll(() => t?.close());

  it('seeds release 2026.11 on a fresh database, once', async () => {
    const applied = await applyDefaultLibraryRelease(t.db, { library: releaseOne() });
    expect(applied).toMatchObject({ version: '2026.11', previousVersion: null });
    expect(applied!.summary.formsCreated).toBeGreaterThan(20);
    expect(await applyDefaultLibraryRelease(t.db, { library: releaseOne() })).toBeNull();
    expect((await t.db.select().from(libraryReleases)).map((row) => row.version)).toEqual(['2026.11']);
    const locaux = await sharedForm(t, FORM_KEY);
    locauxId = locaux.id;
    charteId = (await sharedForm(t, 'eaje-charte-nationale')).id;
    expect(locaux.version).toBe(1);
    const [version] = await t.db.select().from(formVersions).where(eq(formVersions.formId, locauxId));
    expect(version!.libraryVersion).toBe('2026.11');
  });

  it('lets a crèche start an evaluation and a client copy the forms on release 2026.11', async () => {
    const started = await t.request('POST', '/api/v1/evaluations', {
      cookie: cookies.directorA,
      body: { establishmentId: tenants.establishmentA1.id, formId: locauxId },
    });
    expect(started.status).toBe(201);
    evaluationId = started.body.id;
    const copy = async (id: string) =>
      (await t.request('POST', `/api/v1/library/forms/${id}/copy`, { cookie: cookies.masterA })).body.id as string;
    copyId = await copy(locauxId);
    adaptedCopyId = await copy(locauxId);
    charteCopyId = await copy(charteId);
    // The client adapts the very question the next release changes, in its second copy.
    const adapted = await t.request('GET', `/api/v1/forms/${adaptedCopyId}`, { cookie: cookies.masterA });
    const question = adapted.body.questions.find((item: { key: string }) => item.key === QUESTION_KEY);
    const edited = await t.request('PUT', `/api/v1/questions/${question.id}`, {
      cookie: cookies.masterA,
      body: {
        type: 'BOOLEAN',
        label: 'Nos deux plans de change sont-ils équipés d’un lavabo ?',
        conformingAnswer: true,
      },
    });
    expect(edited.status).toBe(200);
  });

  it('applies release 2026.11.1 at the next start: a new version of the changed form only, the evaluation keeps its own', async () => {
    const applied = await applyDefaultLibraryRelease(t.db, { library: libraryAt('2026.11.1') });
    expect(applied).toMatchObject({ version: '2026.11.1', previousVersion: '2026.11' });
    expect(applied!.summary.formsUpdated).toBe(1);
    expect(applied!.summary.formsCreated).toBe(0);

    const locaux = await sharedForm(t, FORM_KEY);
    expect(locaux.version).toBe(2);
    const versions = await t.db.select().from(formVersions).where(eq(formVersions.formId, locauxId));
    expect(versions.map((row) => [row.version, row.libraryVersion]).sort()).toEqual([
      [1, '2026.11'],
      [2, '2026.11.1'],
    ]);
    // Unchanged forms are untouched.
    expect((await sharedForm(t, 'eaje-charte-nationale')).version).toBe(1);
    expect((await sharedForm(t, 'eaje-projet-etablissement')).version).toBe(1);

    // The evaluation in progress still answers version 1, with the wording it started on.
    const [evaluation] = await t.db.select().from(evaluations).where(eq(evaluations.id, evaluationId));
    expect(evaluation!.formVersion).toBe(1);
    const detail = await t.request('GET', `/api/v1/evaluations/${evaluationId}`, { cookie: cookies.directorA });
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).toContain(OLD_LABEL);
    const [current] = await t.db
      .select()
      .from(questions)
      .where(and(eq(questions.formId, locauxId), eq(questions.version, 2), eq(questions.key, QUESTION_KEY)));
    expect(current!.reference).toBe('Arrêté du 31 août 2021 (référentiel bâtimentaire), annexe III.2');
    expect(current!.helpText).toContain('24 places');
  });

  it('is idempotent: a second start applies nothing', async () => {
    expect(await applyDefaultLibraryRelease(t.db, { library: libraryAt('2026.11.1') })).toBeNull();
    expect((await sharedForm(t, FORM_KEY)).version).toBe(2);
    const recorded = (await t.db.select().from(libraryReleases)).map((row) => row.version).sort();
    expect(recorded).toEqual(['2026.11', '2026.11.1']);
  });

  it('flags the copies of the changed form with the source’s new version, not the others', async () => {
    const copy = await t.request('GET', `/api/v1/forms/${copyId}`, { cookie: cookies.masterA });
    expect(copy.body).toMatchObject({ sourceFormId: locauxId, sourceVersion: 1, sourceLatestVersion: 2 });
    const charte = await t.request('GET', `/api/v1/forms/${charteCopyId}`, { cookie: cookies.masterA });
    expect(charte.body).toMatchObject({ sourceVersion: 1, sourceLatestVersion: 1 });
  });

  it('says in the reading room what changed and why: the releases, and the form question by question', async () => {
    const releases = await t.request('GET', '/api/v1/library/releases', { cookie: cookies.directorA });
    expect(releases.status).toBe(200);
    expect(releases.body.version).toBe('2026.11.1');
    expect(releases.body.releases.map((release: { version: string }) => release.version)).toEqual([
      '2026.11.1',
      '2026.11',
    ]);
    expect(releases.body.releases[0]).toMatchObject({ date: '2026-11-23' });
    expect(releases.body.releases[0].changes).toEqual([
      expect.objectContaining({
        formKey: FORM_KEY,
        formId: locauxId,
        questionKey: QUESTION_KEY,
        questionLabel: expect.stringContaining('10 premières places'),
        reason: expect.stringContaining('III.2.1'),
        sources: ['Arrêté du 31 août 2021 (référentiel bâtimentaire), annexe III.2'],
      }),
    ]);

    const changes = await t.request('GET', `/api/v1/library/forms/${locauxId}/changes`, { cookie: cookies.directorA });
    expect(changes.status).toBe(200);
    expect(changes.body).toMatchObject({ formId: locauxId, version: 2 });
    expect(changes.body.versions).toHaveLength(1);
    const [version] = changes.body.versions;
    expect(version).toMatchObject({
      version: 2,
      libraryVersion: '2026.11.1',
      libraryDate: '2026-11-23',
      libraryVersions: ['2026.11.1'],
    });
    expect(version.questions).toHaveLength(1);
    expect(version.questions[0]).toMatchObject({ key: QUESTION_KEY, status: 'MODIFIED' });
    expect(version.questions[0].fields.map((field: { field: string }) => field.field)).toEqual([
      'label',
      'helpText',
      'reference',
    ]);
    expect(version.questions[0].fields[0]).toMatchObject({ before: OLD_LABEL });
    expect(version.questions[0].notes[0].reason).toContain('III.2.1');
    // Since the version a copy was made from: only what came after.
    const since = await t.request('GET', `/api/v1/library/forms/${locauxId}/changes?since=2`, {
      cookie: cookies.directorA,
    });
    expect(since.body.versions).toEqual([]);
    const invalid = await t.request('GET', `/api/v1/library/forms/${locauxId}/changes?since=zéro`, {
      cookie: cookies.directorA,
    });
    expect(invalid.status).toBe(400);
  });

  it('lets the client take the change into its copy, keeping what it adapted', async () => {
    // Only its author (form:manage of its client) may update a copy.
    const byDirector = await t.request('POST', `/api/v1/library/forms/${copyId}/update-from-source`, {
      cookie: cookies.directorA,
    });
    expect(byDirector.status).toBe(403);
    const byOtherClient = await t.request('POST', `/api/v1/library/forms/${copyId}/update-from-source`, {
      cookie: cookies.masterB,
    });
    expect(byOtherClient.status).toBe(404);

    const updated = await t.request('POST', `/api/v1/library/forms/${copyId}/update-from-source`, {
      cookie: cookies.masterA,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ taken: 1, kept: [] });
    expect(updated.body.form).toMatchObject({ sourceVersion: 2, sourceLatestVersion: 2 });
    const question = updated.body.form.questions.find((item: { key: string }) => item.key === QUESTION_KEY);
    expect(question.label).toContain('10 premières places');
    expect(updated.body.form.questions).toHaveLength(
      (
        await t.db
          .select()
          .from(questions)
          .where(and(eq(questions.formId, locauxId), eq(questions.version, 2)))
      ).length,
    );
    const again = await t.request('POST', `/api/v1/library/forms/${copyId}/update-from-source`, {
      cookie: cookies.masterA,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Votre copie est déjà à jour de la version 2 du questionnaire d’origine');

    const adapted = await t.request('POST', `/api/v1/library/forms/${adaptedCopyId}/update-from-source`, {
      cookie: cookies.masterA,
    });
    expect(adapted.status).toBe(200);
    expect(adapted.body).toMatchObject({ taken: 0, kept: [{ key: QUESTION_KEY }] });
    const kept = adapted.body.form.questions.find((item: { key: string }) => item.key === QUESTION_KEY);
    expect(kept.label).toBe('Nos deux plans de change sont-ils équipés d’un lavabo ?');
    expect(adapted.body.form.sourceVersion).toBe(2);

    const notACopy = await t.request('POST', `/api/v1/library/forms/${locauxId}/update-from-source`, {
      cookie: cookies.admin,
    });
    expect(notACopy.status).toBe(400);
  });

  it('keeps forms no longer in the library, with their evaluations (the old HAS form)', async () => {
    // A form of an older library edition, answered on this instance, that the files no longer have.
    const [old] = await t.db
      .insert(forms)
      .values({
        name: 'Auto-évaluation ESSMS — référentiel HAS (2022)',
        kind: 'QUALITY',
        externalKey: 'essms-referentiel-has',
      })
      .returning();
    await t.db.insert(formVersions).values({ formId: old!.id, version: 1 });
    await applyDefaultLibraryRelease(t.db, { force: true });
    const [still] = await t.db.select().from(forms).where(eq(forms.id, old!.id));
    expect(still).toMatchObject({ status: 'ACTIVE', version: 1 });
  });
});
