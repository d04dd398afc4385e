import { EstablishmentCreateInputSchema, EstablishmentUpdateInputSchema } from '@qc/shared/establishments/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { getSchemaFieldErrors } from '@/lib/validation.ts';
import { EMPTY_ESTABLISHMENT } from './components/establishment-fields.tsx';
import { toInput } from './form-input.ts';

const filled = {
  ...EMPTY_ESTABLISHMENT,
  legalEntityId: 'le-1',
  name: 'Crèche Les Lutins',
  address: '3 rue des Écoles',
  phoneNumber: '01 02 03 04 05',
  postalCode: '69003',
  city: 'Lyon',
  siret: '12345678201232',
  raisonSocialeOfTheManager: 'Association Les Lutins',
  modalityOfTarification: 'PSU',
};

describe('establishment form → request body', () => {
  it('leaves the empty optional fields out on create', () => {
    const input = toInput(filled, { isDateUnreadable: false });
    expect(v.parse(EstablishmentCreateInputSchema, input)).toMatchObject({
      legalEntityId: 'le-1',
      name: 'Crèche Les Lutins',
    });
    expect(input).toMatchObject({ lastAssembly: undefined, category: undefined, capacity: undefined });
  });

  it('clears the optional fields on edit and never sends the legal entity', () => {
    const input = toInput(filled, { isDateUnreadable: false, id: 'e-1' });
    expect(input).toMatchObject({ id: 'e-1', lastAssembly: null, category: null, capacity: null });
    expect(input).not.toHaveProperty('legalEntityId');
    expect(v.safeParse(EstablishmentUpdateInputSchema, input).success).toBe(true);
  });

  it('gives SPEC §5 messages for an unreadable date and a capacity that is not a number', () => {
    const result = getSchemaFieldErrors(
      EstablishmentCreateInputSchema,
      toInput({ ...filled, capacity: 'douze' }, { isDateUnreadable: true }),
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors).toEqual({
      lastAssembly: 'Veuillez saisir une date valide pour la dernière assemblée',
      capacity: 'La capacité doit être un nombre entier positif',
    });
  });

  it('turns a typed capacity into a number', () => {
    expect(toInput({ ...filled, capacity: ' 24 ' }, { isDateUnreadable: false }).capacity).toBe(24);
  });
});
