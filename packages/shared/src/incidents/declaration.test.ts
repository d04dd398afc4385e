import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { getDeclarationDuty, type DeclarationFacts } from './declaration.ts';
import { IncidentCreateInputSchema, initialsField } from './schemas.ts';

const fall: DeclarationFacts = {
  kind: 'CHILD_ACCIDENT',
  severity: 3,
  hospitalisation: true,
  outsideEmergencyCare: false,
  death: false,
  occurredAt: '2026-11-27T09:30:00.000Z',
  declarationSentAt: null,
};
const at = (iso: string) => new Date(iso);

describe('declaration duty (issue 29 item 3)', () => {
  it('a crèche declares a hospitalisation to the département, within the 24 h the product reads in « sans délai »', () => {
    const duty = getDeclarationDuty(fall, 'MICRO_CRECHE', at('2026-11-27T10:00:00.000Z'))!;
    expect(duty.id).toBe('CRECHE_R2324_25');
    expect(duty.authority).toContain('conseil départemental');
    expect(duty.source).toContain('R2324-25');
    expect(duty.reason).toBe('Hospitalisation');
    expect(duty.deadlineAt).toBe('2026-11-28T09:30:00.000Z');
    expect(duty.deadlineNote).toContain('« sans délai »');
    expect(duty.isLate).toBe(false);
  });

  it('turns late once the clock passes the deadline unsent, and stays late when sent after it', () => {
    expect(getDeclarationDuty(fall, 'CRECHE', at('2026-11-28T09:29:59.000Z'))!.isLate).toBe(false);
    expect(getDeclarationDuty(fall, 'CRECHE', at('2026-11-28T09:30:01.000Z'))!.isLate).toBe(true);
    const sentInTime = { ...fall, declarationSentAt: '2026-11-27T15:00:00.000Z' };
    expect(getDeclarationDuty(sentInTime, 'CRECHE', at('2026-12-30T00:00:00.000Z'))!.isLate).toBe(false);
    const sentLate = { ...fall, declarationSentAt: '2026-11-29T08:00:00.000Z' };
    expect(getDeclarationDuty(sentLate, 'CRECHE', at('2026-11-29T09:00:00.000Z'))!.isLate).toBe(true);
  });

  it('a crèche has no duty for a fall cared for on site, nor (under R2324-25) for a grave dysfunction', () => {
    expect(getDeclarationDuty({ ...fall, hospitalisation: false }, 'CRECHE')).toBeNull();
    expect(getDeclarationDuty({ ...fall, kind: 'DYSFUNCTION', hospitalisation: false, severity: 4 }, null)).toBeNull();
    expect(getDeclarationDuty({ ...fall, hospitalisation: false, death: true }, null)!.reason).toBe('Décès');
    expect(getDeclarationDuty({ ...fall, hospitalisation: false, outsideEmergencyCare: true }, 'CRECHE')!.reason).toBe(
      'Prise en charge par des secours extérieurs',
    );
  });

  it('an ESSMS reports grave dysfunctions, threats and suspicions of mistreatment to the ARS / département', () => {
    const dysfunction = getDeclarationDuty({ ...fall, kind: 'DYSFUNCTION', hospitalisation: false }, 'ESSMS')!;
    expect(dysfunction.id).toBe('ESSMS_L331_8_1');
    expect(dysfunction.authority).toContain('agence régionale de santé');
    expect(dysfunction.source).toContain('L331-8-1');
    expect(dysfunction.reason).toBe('Dysfonctionnement grave');
    const suspicion = { ...fall, kind: 'MISTREATMENT_SUSPICION', severity: 2, hospitalisation: false } as const;
    expect(getDeclarationDuty(suspicion, 'ESSMS')!.reason).toContain('maltraitance');
    expect(getDeclarationDuty({ ...fall, severity: 2, hospitalisation: false }, 'ESSMS')).toBeNull();
    expect(getDeclarationDuty({ ...fall, kind: 'NEAR_MISS', hospitalisation: false, severity: 4 }, 'ESSMS')).toBeNull();
  });
});

describe('people involved, without unnecessary personal data', () => {
  const parse = (initials: string) => v.safeParse(initialsField, initials);
  it('keeps 1 to 3 letters, upper-cased, dots and spaces removed', () => {
    expect(parse('l. m.').output).toBe('LM');
    expect(parse('É').output).toBe('É');
  });
  it('refuses a full name, an e-mail and a phone number with a French message each', () => {
    expect(parse('Léa Martin').issues?.[0]?.message).toBe(
      'Les initiales comptent 1 à 3 lettres, sans nom complet (par exemple « LM »)',
    );
    expect(parse('lea@famille.fr').issues?.[0]?.message).toBe(
      'N’indiquez ni adresse e-mail ni numéro de téléphone : seulement des initiales',
    );
    expect(parse('06 12 34 56 78').issues?.[0]?.message).toBe(
      'N’indiquez ni adresse e-mail ni numéro de téléphone : seulement des initiales',
    );
  });
  it('asks for the kind and a severity on the stated scale', () => {
    const result = v.safeParse(IncidentCreateInputSchema, {
      establishmentId: 'e1',
      occurredAt: '2026-11-27T09:30:00.000Z',
      place: 'Salle de motricité',
      description: 'Chute',
      severity: 5,
    });
    const messages = result.issues?.map((issue) => issue.message);
    expect(messages).toContain('Choisissez le type d’événement');
    expect(messages).toContain('Choisissez une gravité entre 1 (mineur) et 4 (grave / critique)');
  });
});
