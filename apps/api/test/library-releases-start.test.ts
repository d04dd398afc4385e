import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formVersions, libraryReleases } from '../src/db/schema-questionnaires.ts';
import { applyDefaultLibraryRelease } from '../src/library/releases.ts';
import { createTestContext, type TestContext } from './support/app.ts';
import { createTenants } from './support/fixtures.ts';
import { libraryAt, RELEASE_ONE, releaseOne } from './support/library-release-one.ts';
import { sharedForm } from './support/library-release-one.ts';

/**
 * Issue 14 item 5 (ADR 029): an instance seeded with release 2026.11 of the
 * default library gets release 2026.11.1 at its next start (both rebuilt from
 * today's files; library-sources.test.ts takes it on to 2026.11.2).
 */
const FORM_KEY = RELEASE_ONE.formKey;
const QUESTION_KEY = RELEASE_ONE.questionKey;

describe('Two processes starting together on an instance at release 2026.11', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    await applyDefaultLibraryRelease(t.db, { library: releaseOne() });
  }, 120_000);
  afterAll(() => t?.close());

  // On PostgreSQL each call runs on its own pooled connection, as two processes would; on PGlite
  // (one process by design, decision 004) they queue on its one connection, which proves less.
  it('apply release 2026.11.1 once', async () => {
    const library = libraryAt('2026.11.1');
    const results = await Promise.all([
      applyDefaultLibraryRelease(t.db, { library }),
      applyDefaultLibraryRelease(t.db, { library }),
    ]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    const locaux = await sharedForm(t, FORM_KEY);
    expect(locaux.version).toBe(2);
    expect(await t.db.select().from(formVersions).where(eq(formVersions.formId, locaux.id))).toHaveLength(2);
    expect((await t.db.select().from(libraryReleases)).map((row) => row.version).sort()).toEqual([
      '2026.11',
      '2026.11.1',
    ]);
  });
});

describe('An instance at release 2026.11 starting on release 2026.11.2’s files, skipping 2026.11.1', () => {
  let t: TestContext;
  let director: string;
  beforeAll(async () => {
    t = await createTestContext();
    const tenants = await createTenants(t.db);
    director = await t.signIn(tenants.users.directorA.email);
    await applyDefaultLibraryRelease(t.db, { library: releaseOne() });
  }, 120_000);
  afterAll(() => t?.close());

  it('keeps the reasons of the release it skipped in « ce qui a changé »', async () => {
    const applied = await applyDefaultLibraryRelease(t.db, { library: libraryAt('2026.11.2') });
    expect(applied).toMatchObject({ version: '2026.11.2', previousVersion: '2026.11' });
    // The one start-up makes one version, tagged with the newest release only.
    const locaux = await sharedForm(t, FORM_KEY);
    expect(locaux.version).toBe(2);
    const [version2] = await t.db
      .select()
      .from(formVersions)
      .where(and(eq(formVersions.formId, locaux.id), eq(formVersions.version, 2)));
    expect(version2!.libraryVersion).toBe('2026.11.2');

    // Touched by 2026.11.1 only: its version still says why, with 2026.11.1's date and source.
    const changes = await t.request('GET', `/api/v1/library/forms/${locaux.id}/changes`, { cookie: director });
    expect(changes.status).toBe(200);
    const [version] = changes.body.versions;
    expect(version).toMatchObject({
      version: 2,
      libraryVersion: '2026.11.2',
      libraryVersions: ['2026.11.1', '2026.11.2'],
    });
    expect(version.questions).toHaveLength(1);
    expect(version.questions[0]).toMatchObject({ key: QUESTION_KEY, status: 'MODIFIED' });
    expect(version.questions[0].notes).toEqual([
      expect.objectContaining({
        libraryVersion: '2026.11.1',
        libraryDate: '2026-11-23',
        reason: expect.stringContaining('III.2.1'),
        sources: ['Arrêté du 31 août 2021 (référentiel bâtimentaire), annexe III.2'],
      }),
    ]);

    // Touched by 2026.11.2: its own reasons, and none of another form's.
    const encadrement = await sharedForm(t, 'eaje-encadrement-effectifs');
    const other = await t.request('GET', `/api/v1/library/forms/${encadrement.id}/changes`, { cookie: director });
    const [otherVersion] = other.body.versions;
    expect(otherVersion).toMatchObject({ version: 2, libraryVersions: ['2026.11.2'] });
    const notes = otherVersion.questions.flatMap((question: { notes: Array<{ libraryVersion: string }> }) =>
      question.notes.map((note) => note.libraryVersion),
    );
    expect(notes.length).toBeGreaterThan(0);
    expect(new Set(notes)).toEqual(new Set(['2026.11.2']));
    expect(otherVersion.notes).toEqual([]);
  });
});
