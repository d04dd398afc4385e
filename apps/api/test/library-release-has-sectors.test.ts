import { compareLibraryVersions } from '@qc/shared/library/releases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishments } from '../src/db/schema.ts';
import { evaluations } from '../src/db/schema-evaluations.ts';
import { readDefaultLibraryRelease } from '../src/library/default-library.ts';
import { applyDefaultLibraryRelease } from '../src/library/releases.ts';
import { type TestContext } from './support/app.ts';
import { openTenantsContext, type Cookies } from './support/context.ts';
import { type Tenants } from './support/fixtures.ts';
import { sharedForm } from './support/library-release-one.ts';

/**
 * Issue 26, release 2026.11.5 (ADR 035 addendum): the HAS criteria HAS reserves to some publics follow the ESSMS
 * sector of the profile. On an instance at 2026.11.4, an evaluation already started keeps its form version and asks
 * every criterion; once today's files are applied, a new evaluation of a children's home (protection de l'enfance)
 * sets aside the criteria of other publics, with their reason.
 */
type Question = { key: string; appliesWhen?: unknown };
type Part = { categories: Array<{ forms: Array<{ key: string; questions: Question[] }> }> };

/** Today's default library as release 2026.11.4 shipped it: without 2026.11.5 (its only change: the conditions). */
function libraryAt2026114() {
  const { file, releases } = readDefaultLibraryRelease();
  const copy = structuredClone(file) as Part;
  for (const form of copy.categories.flatMap((category) => category.forms))
    if (form.key.startsWith('essms-has-')) for (const question of form.questions) delete question.appliesWhen;
  return {
    file: copy,
    releases: releases.filter((release) => compareLibraryVersions(release.version, '2026.11.4') <= 0),
  };
}

const SET_ASIDE = ['essms-has-1-2-3', 'essms-has-1-7-1', 'essms-has-1-11-2'];

describe('Release 2026.11.5: the HAS criteria of other publics are set aside for a children’s home', () => {
  let t: TestContext;
  let tenants: Tenants;
  let cookies: Cookies;
  let oldEvaluationId: string;

  beforeAll(async () => {
    ({ t, tenants, cookies } = await openTenantsContext());
    await t.db
      .update(establishments)
      .set({ structureType: 'ESSMS', category: 'ESSMS', essmsSector: 'PROTECTION_ENFANCE', residential: true })
      .where(eq(establishments.id, tenants.establishmentA1.id));
  }, 120_000);
  afterAll(() => t?.close());

  const start = async () => {
    const form = await sharedForm(t, 'essms-has-chapitre-1');
    const started = await t.request('POST', '/api/v1/evaluations', {
      cookie: cookies.directorA,
      body: { establishmentId: tenants.establishmentA1.id, formId: form.id },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    return started.body as {
      id: string;
      applicability: { notApplicable: Array<{ questionKey: string; reason: string }> };
    };
  };

  it('asks every criterion on an instance at 2026.11.4', async () => {
    const applied = await applyDefaultLibraryRelease(t.db, { library: libraryAt2026114() });
    expect(applied?.version).toBe('2026.11.4');
    const started = await start();
    expect(started.applicability.notApplicable).toEqual([]);
    oldEvaluationId = started.id;
  });

  it('gives the changed HAS forms a new version at 2026.11.5, the others none, and the evaluation keeps its own', async () => {
    const applied = await applyDefaultLibraryRelease(t.db);
    expect(applied).toMatchObject({ version: '2026.11.5', previousVersion: '2026.11.4' });
    expect((await sharedForm(t, 'essms-has-chapitre-1')).version).toBe(2);
    expect((await sharedForm(t, 'essms-has-chapitre-2')).version).toBe(2);
    expect((await sharedForm(t, 'essms-has-medico-social')).version).toBe(2);
    expect((await sharedForm(t, 'essms-has-chapitre-3')).version).toBe(1);
    expect((await sharedForm(t, 'essms-has-etablissements')).version).toBe(1);
    const [old] = await t.db.select().from(evaluations).where(eq(evaluations.id, oldEvaluationId));
    expect(old!.formVersion).toBe(1);
    const detail = await t.request('GET', `/api/v1/evaluations/${oldEvaluationId}`, { cookie: cookies.directorA });
    expect(detail.status).toBe(200);
    expect(detail.body.applicability.notApplicable).toEqual([]);
  });

  it('sets aside, in a new evaluation, the criteria HAS reserves to other publics, with their reason', async () => {
    await t.request('DELETE', `/api/v1/evaluations/${oldEvaluationId}`, { cookie: cookies.directorA });
    const started = await start();
    expect(started.applicability.notApplicable.map((item) => item.questionKey)).toEqual(SET_ASIDE);
    expect(started.applicability.notApplicable[0]!.reason).toBe(
      'la HAS réserve le critère 1.2.3 aux publics personnes âgées, adultes handicapés, personnes en difficultés spécifiques (addictologie) et accueil, hébergement et insertion ; le secteur déclaré de l’ESSMS n’en fait pas partie',
    );
  });
});
