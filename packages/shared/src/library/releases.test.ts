import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareLibraryVersions, latestLibraryVersion, mergeLibraryReleases } from './releases.ts';

type Part = {
  sources?: Array<{ cites: string }>;
  releases?: unknown;
  categories?: Array<{ forms: Array<{ key: string; questions: Array<{ key: string; reference?: string }> }> }>;
  forms?: Array<{ key: string; questions: Array<{ key: string; reference?: string }> }>;
};

const partsDir = new URL('./default/', import.meta.url);
const parts: Part[] = readdirSync(partsDir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => JSON.parse(readFileSync(new URL(name, partsDir), 'utf8')) as Part);

const TODAY = new Date().toISOString().slice(0, 10);

function partForms(part: Part) {
  return [...(part.categories ?? []).flatMap((category) => category.forms), ...(part.forms ?? [])];
}

describe('Library versions (ADR 029)', () => {
  it('compares versions number by number, a correction after its month', () => {
    expect(compareLibraryVersions('2026.11', '2026.11.1')).toBeLessThan(0);
    expect(compareLibraryVersions('2026.11.2', '2026.11.10')).toBeLessThan(0);
    expect(compareLibraryVersions('2026.12', '2026.11.3')).toBeGreaterThan(0);
    expect(compareLibraryVersions('2027.01', '2026.12.9')).toBeGreaterThan(0);
    expect(compareLibraryVersions('2026.11.1', '2026.11.1')).toBe(0);
  });

  it('merges the releases of the parts by version, and refuses a version dated twice', () => {
    const merged = mergeLibraryReleases([
      { releases: [{ version: '2026.11', date: '2026-11-01', summary: 'A.' }] },
      {
        releases: [
          { version: '2026.11.1', date: '2026-11-20', summary: 'C.', changes: [] },
          { version: '2026.11', date: '2026-11-01', summary: 'B.' },
        ],
      },
    ]);
    expect(merged.map((release) => release.version)).toEqual(['2026.11', '2026.11.1']);
    expect(merged[0]!.summary).toBe('A. B.');
    expect(latestLibraryVersion(merged)).toBe('2026.11.1');
    expect(() =>
      mergeLibraryReleases([
        { releases: [{ version: '2026.11', date: '2026-11-01', summary: 'A.' }] },
        { releases: [{ version: '2026.11', date: '2026-11-02', summary: 'B.' }] },
      ]),
    ).toThrow(/datée du 2026-11-01 et du 2026-11-02/);
    expect(() => mergeLibraryReleases([{ releases: [{ version: 'v2', date: '2026-11-01', summary: 'A.' }] }])).toThrow(
      /version de la bibliothèque invalide/,
    );
  });
});

/**
 * Questions a later release retired (merged into another question): the notes
 * of the releases before it still name them, as history; the release that
 * retired them names the question that replaces them, which must exist.
 */
const RETIRED: Record<string, string> = {
  'eaje-securite-hygiene-10': '2026.11.4',
  'eaje-micro-creche-09': '2026.11.4',
};

describe('The default library’s releases (issue 14 item 5)', () => {
  const releases = mergeLibraryReleases(parts);

  it('has a version, and at least the first release and a correction', () => {
    expect(releases.length).toBeGreaterThanOrEqual(2);
    expect(latestLibraryVersion(releases)).toMatch(/^\d{4}\.\d{2}(\.\d+)?$/);
  });

  it('dates its releases in order, none in the future', () => {
    for (const [index, release] of releases.entries()) {
      expect(release.date <= TODAY, release.version).toBe(true);
      if (index > 0) expect(release.date >= releases[index - 1]!.date, release.version).toBe(true);
    }
  });

  it('says, for every change, a form and question of its part, what changed, why and a recorded source', () => {
    for (const part of parts) {
      const forms = new Map(partForms(part).map((form) => [form.key, form]));
      const cites = (part.sources ?? []).map((source) => source.cites);
      for (const release of mergeLibraryReleases([part])) {
        for (const change of release.changes) {
          const form = forms.get(change.form);
          expect(form, `${release.version} : questionnaire ${change.form}`).toBeDefined();
          if (change.question && !(RETIRED[change.question] && release.version !== RETIRED[change.question])) {
            expect(
              form!.questions.some((question) => question.key === change.question),
              `${release.version} : question ${change.question}`,
            ).toBe(true);
          }
          expect(change.reason.length, `${release.version} : ${change.question ?? change.form}`).toBeGreaterThan(40);
          for (const citation of change.sources ?? []) {
            const covered = cites.some(
              (source) =>
                citation === source || (citation.startsWith(source) && /^[ ,]/.test(citation.slice(source.length))),
            );
            expect(covered, `${release.version} : source de « ${citation} »`).toBe(true);
          }
        }
      }
    }
  });

  it('records the change of release 2026.11.1 in the question itself (plans de change, annexe III.2)', () => {
    const eaje = parts.find((part) => partForms(part).some((form) => form.key === 'eaje-locaux-equipements'))!;
    const question = partForms(eaje)
      .find((form) => form.key === 'eaje-locaux-equipements')!
      .questions.find((item) => item.key === 'eaje-locaux-equipements-06')!;
    expect(question.reference).toBe('Arrêté du 31 août 2021 (référentiel bâtimentaire), annexe III.2');
    const release = releases.find((item) => item.version === '2026.11.1')!;
    expect(release.changes.map((change) => change.question)).toContain('eaje-locaux-equipements-06');
  });

  it('retires no question silently: each one retired is gone from its part, and its retiring release explains the merge', () => {
    const eaje = parts.find((part) => partForms(part).some((form) => form.key === 'eaje-locaux-equipements'))!;
    const keys = new Set(partForms(eaje).flatMap((form) => form.questions.map((question) => question.key)));
    for (const [key, version] of Object.entries(RETIRED)) {
      expect(keys.has(key), key).toBe(false);
      const release = releases.find((item) => item.version === version)!;
      expect(
        release.changes.some((change) => /retirée/.test(change.change)),
        `${version} : ${key}`,
      ).toBe(true);
    }
    expect(latestLibraryVersion(releases)).toBe('2026.11.5');
  });

  // Issue 26: the crèche grid corrected and completed, each conditioned or added question explained.
  it('records release 2026.11.3: every question it conditions or adds is in its changelog, with a recorded source', () => {
    const eaje = parts.find((part) => partForms(part).some((form) => form.key === 'eaje-locaux-equipements'))!;
    const release = mergeLibraryReleases([eaje]).find((item) => item.version === '2026.11.3')!;
    expect(release, 'version 2026.11.3').toBeDefined();
    // Release 2026.11.4 (the PMI inspector's second review) conditions and adds questions of its own.
    const next = mergeLibraryReleases([eaje]).find((item) => item.version === '2026.11.4')!;
    const named = new Set([...release.changes, ...next.changes].map((change) => change.question));
    const conditioned = partForms(eaje)
      .flatMap((form) => form.questions as Array<{ key: string; appliesWhen?: unknown }>)
      .filter((question) => question.appliesWhen !== undefined)
      .map((question) => question.key);
    expect(conditioned.filter((key) => !named.has(key))).toEqual([]);
    const added = release.changes.filter((change) => change.change.startsWith('Nouvelle question'));
    expect(added.length).toBeGreaterThanOrEqual(25);
    for (const change of added) expect(change.sources?.length ?? 0, change.question).toBeGreaterThan(0);
    // The errors the issue names are each explained.
    for (const key of [
      'eaje-encadrement-effectifs-05',
      'eaje-encadrement-effectifs-13',
      'eaje-locaux-equipements-01',
      'eaje-autorisation-ouverture-01',
      'eaje-continuite-direction-02',
      'eaje-micro-creche-02',
      'eaje-projet-etablissement-15',
    ])
      expect(named, key).toContain(key);
  });
});

// Issue 26 item 5: the ESSMS quality manager's review of the HAS part, shipped in the same release.
describe('Release 2026.11.3 in the HAS part', () => {
  const has = parts.find((part) => partForms(part).some((form) => form.key === 'essms-has-chapitre-1'))!;
  const release = mergeLibraryReleases([has]).find((item) => item.version === '2026.11.3');

  it('is dated as the crèche part dates it, and merged into the library’s 2026.11.3', () => {
    expect(release, 'version 2026.11.3 de la partie HAS').toBeDefined();
    const merged = mergeLibraryReleases(parts).find((item) => item.version === '2026.11.3')!;
    expect(merged.summary).toContain('Référentiel HAS des ESSMS');
    expect(merged.changes.some((change) => change.question === 'essms-has-3-6-2')).toBe(true);
  });

  it('names every HAS question (its reference now leads with HAS’s code) and every HAS form, with a reason', () => {
    const named = new Set(release!.changes.map((change) => change.question ?? change.form));
    for (const form of partForms(has)) {
      expect(named, form.key).toContain(form.key);
      for (const question of form.questions) expect(named, question.key).toContain(question.key);
    }
    const imperatif = release!.changes.find((change) => change.question === 'essms-has-2-2-1')!;
    expect(imperatif.change).toContain('chacun de ses éléments d’évaluation est pleinement satisfait');
    expect(imperatif.reason).toContain('9 octobre 2024');
  });
});

// Issue 26, the ESSMS quality manager's review continued: the HAS criteria reserved to some publics follow the
// ESSMS sector of the profile (has-applicability.test.ts reads them on sample profiles).
describe('Release 2026.11.5 in the HAS part', () => {
  const has = parts.find((part) => partForms(part).some((form) => form.key === 'essms-has-chapitre-1'))!;
  const release = mergeLibraryReleases([has]).find((item) => item.version === '2026.11.5');

  it('is the library’s newest release, dated after 2026.11.4, and touches the HAS part only', () => {
    expect(release, 'version 2026.11.5 de la partie HAS').toBeDefined();
    const merged = mergeLibraryReleases(parts);
    expect(latestLibraryVersion(merged)).toBe('2026.11.5');
    const previous = merged.find((item) => item.version === '2026.11.4')!;
    expect(release!.date >= previous.date).toBe(true);
    const eaje = parts.find((part) => partForms(part).some((form) => form.key === 'eaje-locaux-equipements'))!;
    expect(mergeLibraryReleases([eaje]).some((item) => item.version === '2026.11.5')).toBe(false);
  });

  it('names every HAS question that carries a condition, with HAS’s referential as its source', () => {
    const conditioned = partForms(has)
      .flatMap((form) => form.questions as Array<{ key: string; appliesWhen?: unknown }>)
      .filter((question) => question.appliesWhen !== undefined)
      .map((question) => question.key);
    expect(conditioned).toHaveLength(9);
    const named = new Set(release!.changes.map((change) => change.question));
    expect(conditioned.filter((key) => !named.has(key))).toEqual([]);
    for (const change of release!.changes)
      expect(change.sources, change.question).toEqual(['HAS, référentiel d’évaluation de la qualité des ESSMS']);
  });
});
