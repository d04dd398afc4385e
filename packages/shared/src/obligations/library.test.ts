import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { citationsOf, sourcesOfReference, type RecordedSource } from '../library/sources.ts';
import { addMonthsToDay, CRECHE_OBLIGATIONS, describePeriod } from './library.ts';

describe('the shipped obligations', () => {
  it('cite only texts whose source the default library records', () => {
    const eaje = JSON.parse(readFileSync(new URL('../library/default/10-eaje.json', import.meta.url), 'utf8'));
    const recorded = (eaje as { sources: RecordedSource[] }).sources;
    for (const item of CRECHE_OBLIGATIONS) {
      const citations = citationsOf(item.reference);
      expect(sourcesOfReference(item.key, item.reference, recorded), item.key).toHaveLength(citations.length);
      expect(`${item.title} ${item.description} ${item.reference}`).not.toMatch(/à vérifier/i);
    }
  });

  // Release 2026.11.4 (PMI inspector's review): the drills follow the Code du travail's six months, the
  // référent santé hours name every structure type whose figures were read, the renewal states the calendar.
  it('track the drills every six months (Code du travail) and the hours of every structure type', () => {
    const drill = CRECHE_OBLIGATIONS.find((item) => item.key === 'EXERCICE_EVACUATION')!;
    expect(drill.periodMonths).toBe(6);
    expect(drill.reference).toMatch(/^Code du travail art\. R4227-39 ; /);
    const referent = CRECHE_OBLIGATIONS.find((item) => item.key === 'REFERENT_SANTE')!;
    expect(referent.description).toMatch(/plus 10 h par an par tranche de 20 enfants/);
    expect(referent.description).toMatch(/jardin d’enfants/);
    expect(referent.description).toMatch(/crèche familiale/);
    expect(referent.reference).toBe('CSP art. R2324-46-2 ; CSP art. R2324-47-2 ; CSP art. R2324-48-2');
    const renewal = CRECHE_OBLIGATIONS.find((item) => item.key === 'RENOUVELLEMENT_AUTORISATION')!;
    expect(renewal.description).toMatch(/avant 1981, 31 décembre 2027/);
  });

  it('add months to a day, clamped to the end of the month', () => {
    expect(addMonthsToDay('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDay('2027-11-30', 4)).toBe('2028-03-30');
    expect(addMonthsToDay('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonthsToDay('2026-09-15', 180)).toBe('2041-09-15');
  });

  it('say their period in French', () => {
    expect(describePeriod(4)).toBe('tous les 4 mois');
    expect(describePeriod(12)).toBe('tous les ans');
    expect(describePeriod(36)).toBe('tous les 3 ans');
  });
});
