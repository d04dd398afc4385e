import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { forms } from '../src/db/schema-questionnaires.ts';
import { applyDefaultLibraryRelease } from '../src/library/releases.ts';
import type { TestContext } from './support/app.ts';
import { libraryAt, RELEASE_TWO_UNDO } from './support/library-release-one.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';

/**
 * Issue 14: release 2026.11.2 (parent-run crèches, CSP R. 2324-50 and
 * following) reaches an instance at 2026.11.1; the reading room shows, for
 * each question of a shared form, the text each citation was checked against.
 */
const PARENT_SOURCE = 'CSP, établissements à gestion parentale (participation des parents à l’encadrement)';
const CHANGED_FORMS = [
  'eaje-autorisation-ouverture',
  'eaje-continuite-direction',
  'eaje-direction-qualification',
  'eaje-encadrement-effectifs',
  'eaje-micro-creche',
  'eaje-plus-12-places',
];

type Source = { questionKey: string; citation: string; title: string; url: string; checkedOn: string };
type Question = { key: string; label: string; reference: string | null };

async function sharedForm(t: TestContext, key: string) {
  const [row] = await t.db
    .select()
    .from(forms)
    .where(and(isNull(forms.clientId), eq(forms.externalKey, key)));
  return row!;
}

describe('Release 2026.11.2 and the sources shown in the reading room', () => {
  const { t, cookies } = useFileContext(() => openTenantsContext({ signIn: ['directorA', 'masterA'] }));

  beforeAll(async () => {
    await applyDefaultLibraryRelease(t.db, { library: libraryAt('2026.11') });
    await applyDefaultLibraryRelease(t.db, { library: libraryAt('2026.11.1') });
  }, 120_000);

  it('gives a new version to the forms whose questions state the parent-run exception, and to those only', async () => {
    const applied = await applyDefaultLibraryRelease(t.db, { library: libraryAt('2026.11.2') });
    expect(applied).toMatchObject({ version: '2026.11.2', previousVersion: '2026.11.1' });
    expect(applied!.summary.formsUpdated).toBe(CHANGED_FORMS.length);
    for (const key of CHANGED_FORMS) expect((await sharedForm(t, key)).version, key).toBe(2);
    expect((await sharedForm(t, 'eaje-locaux-equipements')).version).toBe(2); // 2026.11.1's, untouched since
    expect((await sharedForm(t, 'eaje-projet-etablissement')).version).toBe(1);
    expect(new Set(RELEASE_TWO_UNDO.map((undo) => undo.key)).size).toBe(9);

    const encadrement = await sharedForm(t, 'eaje-encadrement-effectifs');
    const changes = await t.request('GET', `/api/v1/library/forms/${encadrement.id}/changes`, {
      cookie: cookies.directorA,
    });
    expect(changes.body.versions[0]).toMatchObject({ version: 2, libraryVersion: '2026.11.2' });
    const counted = changes.body.versions[0].questions.find(
      (question: { key: string }) => question.key === 'eaje-encadrement-effectifs-09',
    );
    expect(counted.fields.map((field: { field: string }) => field.field)).toEqual(['label', 'helpText', 'reference']);
    expect(counted.notes[0].reason).toContain('R. 2324-50');
  });

  it('shows, for every citation of a shared form, its recorded source and the day it was read', async () => {
    // Today's files (release 2026.11.5) reach it next: the reading room serves the sources they record.
    const today = await applyDefaultLibraryRelease(t.db);
    expect(today).toMatchObject({ version: '2026.11.5', previousVersion: '2026.11.2' });
    const encadrement = await sharedForm(t, 'eaje-encadrement-effectifs');
    const response = await t.request('GET', `/api/v1/library/forms/${encadrement.id}`, { cookie: cookies.directorA });
    expect(response.status).toBe(200);
    const sources = response.body.sources as Source[];
    const questions = response.body.questions as Question[];
    for (const question of questions) {
      const citations = (question.reference ?? '').split(' ; ').filter(Boolean);
      const shown = sources.filter((source) => source.questionKey === question.key).map((source) => source.citation);
      expect(shown, question.key).toEqual(citations);
    }
    const counted = sources.filter((source) => source.questionKey === 'eaje-encadrement-effectifs-09');
    expect(counted.map((source) => source.citation)).toEqual([
      'CSP art. R2324-43 I',
      'CSP art. R2324-42',
      'CSP art. R2324-50',
      PARENT_SOURCE,
    ]);
    expect(counted[0]).toMatchObject({
      title: 'Code de la santé publique – Article R2324-43',
      url: expect.stringMatching(/^https:\/\//),
      checkedOn: '2026-11-23',
    });
    expect(counted[3]).toMatchObject({ url: 'https://legal.tricoteuses.fr/articles/LEGIARTI000043996630' });
    // The most precise source wins: a paragraph with its own source is not given its article's.
    const reglement = await sharedForm(t, 'eaje-reglement-fonctionnement');
    const protocols = await t.request('GET', `/api/v1/library/forms/${reglement.id}`, { cookie: cookies.directorA });
    const abuse = (protocols.body.sources as Source[]).find(
      (source) => source.questionKey === 'eaje-reglement-fonctionnement-13',
    );
    expect(abuse).toMatchObject({
      citation: 'CSP art. R2324-30 II 4°',
      url: 'https://stephanie-disant.fr/les-protocoles-en-creche/',
    });
  });

  it('claims no source for a client’s copy, whose references its author may change', async () => {
    const encadrement = await sharedForm(t, 'eaje-encadrement-effectifs');
    const copy = await t.request('POST', `/api/v1/library/forms/${encadrement.id}/copy`, { cookie: cookies.masterA });
    expect(copy.status).toBe(201);
    // A copy starts as an inactive draft; the reading room shows active forms.
    const activated = await t.request('PUT', `/api/v1/forms/${copy.body.id}`, {
      cookie: cookies.masterA,
      body: { status: 'ACTIVE' },
    });
    expect(activated.status).toBe(200);
    const read = await t.request('GET', `/api/v1/library/forms/${copy.body.id}`, { cookie: cookies.masterA });
    expect(read.status).toBe(200);
    expect(read.body.questions.length).toBeGreaterThan(0);
    expect(read.body.sources).toEqual([]);
  });
});
