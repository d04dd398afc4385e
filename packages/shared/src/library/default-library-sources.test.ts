import { readdirSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { installFrenchMessages } from '../validation/messages.ts';
import { PortableFileSchema } from './portable-schemas.ts';
import { citationsOf, sourceCovers, sourcesOfReference } from './sources.ts';

// The default library's sources (split from default-library.test.ts, which checks its content).
const partsDir = new URL('./default/', import.meta.url);

/**
 * Issue 14 item 1: every reference is checked against the current text it
 * cites, and the part file records that source. A question's `reference` is
 * split on « ; » into citations; each one needs an entry of the part's
 * top-level `sources` array whose `cites` is the citation itself, or the
 * citation's leading text up to a space or a comma (the source of
 * « CSP art. R2324-29 » covers « CSP art. R2324-29 1° » and
 * « CSP art. R2324-29, II » but not « CSP art. R2324-29-1 »).
 */
interface RecordedSource {
  cites?: unknown;
  title?: unknown;
  url?: unknown;
  checkedOn?: unknown;
  note?: unknown;
}
interface RawQuestion {
  key?: string;
  label?: string;
  helpText?: string;
  reference?: string;
}
interface RawForm {
  key?: string;
  questions?: RawQuestion[];
}
interface RawPart {
  sources?: RecordedSource[];
  categories?: Array<{ forms?: RawForm[] }>;
  forms?: RawForm[];
}

const partNames = readdirSync(partsDir)
  .filter((name) => name.endsWith('.json'))
  .sort();
const parts = new Map(
  partNames.map((name) => [name, JSON.parse(readFileSync(new URL(name, partsDir), 'utf8')) as RawPart]),
);

function partQuestions(part: RawPart): RawQuestion[] {
  return [...(part.categories ?? []).flatMap((category) => category.forms ?? []), ...(part.forms ?? [])].flatMap(
    (form) => form.questions ?? [],
  );
}

const TODAY = new Date().toISOString().slice(0, 10);

describe('The citation rule', () => {
  it('matches a citation to its article, and a paragraph of it, never a neighbouring article', () => {
    expect(citationsOf('CSP art. R2324-29 1° ; CSP art. R2324-37')).toEqual([
      'CSP art. R2324-29 1°',
      'CSP art. R2324-37',
    ]);
    expect(sourceCovers('CSP art. R2324-29', 'CSP art. R2324-29')).toBe(true);
    expect(sourceCovers('CSP art. R2324-29', 'CSP art. R2324-29 1°')).toBe(true);
    expect(sourceCovers('CSP art. R2324-29', 'CSP art. R2324-29, II')).toBe(true);
    expect(sourceCovers('CSP art. R2324-43', 'CSP art. R2324-43-1')).toBe(false);
    expect(sourceCovers('CSP art. R2324-4', 'CSP art. R2324-43')).toBe(false);
    expect(sourceCovers('CSP art. R2324-29 1°', 'CSP art. R2324-29')).toBe(false);
  });

  it('gives the reading room, per citation, the most precise recorded source', () => {
    const recorded = [
      { cites: 'CSP art. R2324-30', title: 'Article R2324-30', url: 'https://a', checkedOn: '2026-11-23' },
      { cites: 'CSP art. R2324-30 II 4°', title: 'Protocoles', url: 'https://b', checkedOn: '2026-11-22' },
    ];
    expect(sourcesOfReference('q', 'CSP art. R2324-30 II 4° ; CSP art. R2324-30 I ; Charte', recorded)).toEqual([
      {
        questionKey: 'q',
        citation: 'CSP art. R2324-30 II 4°',
        title: 'Protocoles',
        url: 'https://b',
        checkedOn: '2026-11-22',
      },
      {
        questionKey: 'q',
        citation: 'CSP art. R2324-30 I',
        title: 'Article R2324-30',
        url: 'https://a',
        checkedOn: '2026-11-23',
      },
    ]);
    expect(sourcesOfReference('q', null, recorded)).toEqual([]);
  });
});

describe.each(partNames)('Part %s: every reference verified against a recorded source (issue 14)', (name) => {
  const part = parts.get(name) ?? {};

  it('records each source with what it cites, a title, an https address and the date it was checked', () => {
    expect(Array.isArray(part.sources), `${name} : tableau « sources » absent`).toBe(true);
    for (const source of part.sources ?? []) {
      const label = JSON.stringify(source.cites);
      expect(typeof source.cites === 'string' && source.cites.trim() !== '', label).toBe(true);
      expect(typeof source.title === 'string' && source.title.trim() !== '', `${label} : titre`).toBe(true);
      expect(String(source.url), `${label} : adresse`).toMatch(/^https:\/\/[^\s]+$/);
      expect(String(source.checkedOn), `${label} : date de vérification`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const checkedOn = String(source.checkedOn);
      expect(Number.isNaN(Date.parse(checkedOn)), `${label} : date invalide`).toBe(false);
      expect(checkedOn <= TODAY, `${label} : vérifié dans le futur`).toBe(true);
      if (source.note !== undefined) expect(typeof source.note, `${label} : note`).toBe('string');
    }
    const cites = (part.sources ?? []).map((source) => source.cites);
    expect(new Set(cites).size, `${name} : deux sources citent la même chose`).toBe(cites.length);
  });

  it('gives every question a reference whose every citation has a recorded source', () => {
    const cites = (part.sources ?? []).map((source) => String(source.cites));
    const missing: string[] = [];
    for (const question of partQuestions(part)) {
      const reference = question.reference ?? '';
      if (reference.trim() === '') missing.push(`${question.key} : aucune référence`);
      for (const citation of citationsOf(reference)) {
        if (!cites.some((cited) => sourceCovers(cited, citation))) missing.push(`${question.key} : ${citation}`);
      }
    }
    expect(missing, `citations sans source vérifiée dans ${name}`).toEqual([]);
  });

  it('never shows « à vérifier » in a label, a help text or a reference', () => {
    const flagged = partQuestions(part)
      .filter((question) =>
        [question.label, question.helpText, question.reference].some((text) => /à vérifier/i.test(text ?? '')),
      )
      .map((question) => question.key);
    expect(flagged).toEqual([]);
  });

  it('is still a valid portable file on its own, its sources left out at import', () => {
    installFrenchMessages();
    // Valibot's v.object drops unknown keys: the recorded sources never reach the database.
    const withSources = { ...part, sources: part.sources ?? [{ cites: 'CSP art. R2324-29', url: 'https://x' }] };
    const result = v.safeParse(PortableFileSchema, withSources);
    expect(result.success, result.issues?.map((issue) => issue.message).join('\n')).toBe(true);
    expect(result.output).not.toHaveProperty('sources');
  });
});
