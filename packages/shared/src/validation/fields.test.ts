import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { installFrenchMessages } from './messages.ts';
import { postalCodeSchema, sirenSchema, siretSchema } from './fields.ts';

beforeAll(() => installFrenchMessages());

const messages = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? [];

describe('SPEC §9 identifiers', () => {
  it('postal code: exactly 5 digits', () => {
    expect(v.parse(postalCodeSchema, ' 75011 ')).toBe('75011');
    expect(messages(postalCodeSchema, '7501')).toEqual(['Le code postal doit contenir 5 chiffres']);
    expect(messages(postalCodeSchema, '7501A')).toEqual(['Le code postal doit contenir 5 chiffres']);
  });

  it('SIRET: trimmed, 14 digits, digits only', () => {
    expect(v.parse(siretSchema, ' 81234567400017 ')).toBe('81234567400017');
    expect(messages(siretSchema, '8123456740001')).toEqual(['Le SIRET doit contenir 14 chiffres']);
    expect(messages(siretSchema, '8123456740001A')).toEqual(['Le SIRET doit contenir uniquement des chiffres']);
  });

  it('SIREN: trimmed, 9 digits, digits only', () => {
    expect(v.parse(sirenSchema, ' 812345674')).toBe('812345674');
    expect(messages(sirenSchema, '81234567')).toEqual(['Le SIREN doit contenir 9 chiffres']);
    expect(messages(sirenSchema, '81234567X')).toEqual(['Le SIREN doit contenir uniquement des chiffres']);
  });
});
