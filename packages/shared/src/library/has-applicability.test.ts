import { describe, expect, it } from 'vitest';
import { ESSMS_SECTORS, type EssmsSector, type RegulatoryProfile } from '../establishments/profile.ts';
import { evaluateApplicability, type AppliesWhen } from '../questionnaires/applicability.ts';
import { notApplicableLabel } from '../questionnaires/applicability-wording.ts';
import { ESTABLISHMENTS_ONLY, MEDICO_SOCIAL_ONLY, SERVICES_ONLY, codeOf, raw } from './has-referentiel.fixture.ts';

/*
 * Issue 26, release 2026.11.5 (ADR 035, addendum of the ESSMS quality manager's review): the HAS criteria that HAS
 * reserves to some publics carry their scope as `appliesWhen.essmsSectors`, read by the product's own rule
 * (`evaluateApplicability`) on sample ESSMS profiles. The expected scope is read from each criterion's
 * « Champ d'application » (HAS's, recorded in release 2026.11.3), not from the condition under test.
 */

type RawQuestion = {
  key: string;
  helpText?: string;
  reference?: string;
  isCritical?: boolean;
  appliesWhen?: AppliesWhen;
};
const part = raw as unknown as {
  categories: Array<{ forms: Array<{ key: string; questions: RawQuestion[] }> }>;
  releases: Array<{ version: string; changes: Array<{ question?: string; change: string; reason: string }> }>;
};
const questions = part.categories.flatMap((category) => category.forms.flatMap((form) => form.questions));
const byCode = new Map(questions.map((question) => [codeOf(question.reference), question]));
const criterion = (code: string) => byCode.get(code)!;

/** HAS's publics as the help text names them, and the profile's sectors that may accompany each. */
const PUBLICS: Array<[RegExp, EssmsSector[]]> = [
  [/personnes âgées \(PA\)/, ['PERSONNES_AGEES']],
  [/personnes handicapées adultes \(PHA\)/, ['HANDICAP']],
  [/enfants et adolescents handicapés \(PHE\)/, ['HANDICAP']],
  [/\(PE-PJJ\)/, ['PROTECTION_ENFANCE']],
  [/\(AHI\)/, ['INCLUSION_SOCIALE']],
  [/\(PDS\)/, ['INCLUSION_SOCIALE']],
];

/** The sectors a criterion should reach, from HAS's scope in its help text; null when HAS sets no public. */
function sectorsFromScope(question: RawQuestion): Set<EssmsSector> | null {
  const scope = /Champ d’application : [^.]*\./.exec(question.helpText ?? '')![0];
  if (!scope.includes('; publics : ')) return null;
  const sectors = new Set<EssmsSector>(['AUTRE']);
  for (const [pattern, mapped] of PUBLICS) if (pattern.test(scope)) for (const sector of mapped) sectors.add(sector);
  return sectors;
}

const essms = (overrides: Partial<RegulatoryProfile>): RegulatoryProfile => ({
  structureType: 'ESSMS',
  capacity: 80,
  category: 'ESSMS',
  authorisationRequestedOn: null,
  premisesProjectOn: null,
  managerType: 'PRIVATE',
  denseZone: null,
  practices: [],
  essmsSector: null,
  residential: null,
  ...overrides,
});

const PUBLIC_CRITERIA = ['1.2.3', '1.7.1', '1.7.2', '1.11.2', '2.4.3', '2.5.1', '2.5.2', '2.7.1', '2.7.2'];
const SPECIFIC = [...new Set([...PUBLIC_CRITERIA, ...ESTABLISHMENTS_ONLY, ...SERVICES_ONLY, ...MEDICO_SOCIAL_ONLY])];

/** The specific criteria an ESSMS of `profile` is asked (the others are set aside with their reason). */
const asked = (profile: RegulatoryProfile) =>
  SPECIFIC.filter((code) => evaluateApplicability(criterion(code).appliesWhen, profile).applies).sort();
const without = (...codes: string[]) => SPECIFIC.filter((code) => !codes.includes(code)).sort();

describe('HAS criteria reserved to some publics follow the ESSMS sector (release 2026.11.5)', () => {
  it('counts the 28 specific criteria, 9 of them reserved to some publics', () => {
    expect(SPECIFIC).toHaveLength(28);
    const restricted = questions
      .filter((question) => sectorsFromScope(question) !== null)
      .map((q) => codeOf(q.reference));
    expect(restricted.sort()).toEqual([...PUBLIC_CRITERIA].sort());
  });

  it('gives each criterion exactly the sectors its HAS scope names, and conditions no other', () => {
    for (const question of questions) {
      const expected = sectorsFromScope(question);
      const code = codeOf(question.reference);
      if (expected === null) {
        expect(question.appliesWhen, code).toBeUndefined();
        continue;
      }
      expect(Object.keys(question.appliesWhen ?? {}).sort(), code).toEqual(['essmsSectors', 'reason']);
      for (const sector of ESSMS_SECTORS) {
        const result = evaluateApplicability(question.appliesWhen, essms({ essmsSector: sector }));
        expect(result.applies, `${code} — ${sector}`).toBe(expected.has(sector));
      }
    }
  });

  it('asks a residential home for older people (EHPAD) and a home-help service for older people the same criteria', () => {
    const ehpad = asked(essms({ essmsSector: 'PERSONNES_AGEES', residential: true }));
    const homeHelp = asked(essms({ essmsSector: 'PERSONNES_AGEES', residential: false, capacity: 120 }));
    expect(ehpad).toEqual(without('1.7.2', '2.5.1', '2.5.2'));
    // HAS's « établissements » / « services » is not « hébergement » (an accueil de jour is an établissement):
    // those criteria stay in their own questionnaires, the profile's « hébergement » hides none of them.
    expect(homeHelp).toEqual(ehpad);
    const set = evaluateApplicability(criterion('2.5.1').appliesWhen, essms({ essmsSector: 'PERSONNES_AGEES' }));
    expect(set.applies).toBe(false);
    if (!set.applies)
      expect(notApplicableLabel(set.reason)).toBe(
        'Ne s’applique pas à cet établissement : la HAS réserve le critère 2.5.1 aux publics enfants et adolescents handicapés, accueil, hébergement et insertion et protection de l’enfance et PJJ ; le secteur déclaré de l’ESSMS n’en fait pas partie',
      );
  });

  it('asks a children’s home (protection de l’enfance) neither the personne de confiance, consent, carers, falls nor end-of-life criteria', () => {
    const mecs = asked(essms({ essmsSector: 'PROTECTION_ENFANCE', residential: true }));
    expect(mecs).toEqual(without('1.2.3', '1.7.1', '1.11.2', '2.4.3', '2.7.1', '2.7.2'));
    expect(mecs).toEqual(expect.arrayContaining(['1.7.2', '2.5.1', '2.5.2']));
  });

  it('asks a CHRS (inclusion sociale) neither the children’s adhesion (1.7.2) nor the falls criterion (2.4.3)', () => {
    expect(asked(essms({ essmsSector: 'INCLUSION_SOCIALE', residential: true }))).toEqual(without('1.7.2', '2.4.3'));
  });

  it('keeps every criterion for the handicap sector (adults and children alike) and for « autre secteur »', () => {
    expect(asked(essms({ essmsSector: 'HANDICAP', residential: false }))).toEqual(without());
    expect(asked(essms({ essmsSector: 'AUTRE', residential: true }))).toEqual(without());
  });

  it('hides nothing while the sector is unknown, and invites to say it', () => {
    const unknown = essms({ essmsSector: null, residential: null });
    expect(asked(unknown)).toEqual(without());
    const result = evaluateApplicability(criterion('1.7.2').appliesWhen, unknown);
    expect(result).toEqual({ applies: true, unknownFields: ['essmsSector'] });
  });

  it('never sets an impératif aside: none of the conditioned criteria is one (3.6.2 stays asked to every sector)', () => {
    for (const code of PUBLIC_CRITERIA) expect(criterion(code).isCritical ?? false, code).toBe(false);
    expect(criterion('3.6.2').isCritical).toBe(true);
    expect(criterion('3.6.2').appliesWhen).toBeUndefined();
  });

  it('explains each conditioned criterion in release 2026.11.5, with HAS’s scope as the reason', () => {
    const release = part.releases.find((item) => item.version === '2026.11.5')!;
    for (const code of PUBLIC_CRITERIA) {
      const change = release.changes.find((item) => item.question === criterion(code).key);
      expect(change, code).toBeDefined();
      expect(change!.reason, code).toContain(`Champ d’application de la HAS pour le critère ${code}`);
      expect(change!.change, code).toContain(criterion(code).appliesWhen!.reason);
    }
  });
});
