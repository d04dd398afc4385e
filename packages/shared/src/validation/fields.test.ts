import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDENTIFIER_MESSAGES, installFrenchMessages } from './messages.ts';
import {
  boundedInteger,
  boundedJson,
  findInputFlaw,
  idSchema,
  optionalText,
  postalCodeSchema,
  requiredText,
  sirenSchema,
  siretSchema,
} from './fields.ts';

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
    expect(v.parse(siretSchema, ' 81234567600017 ')).toBe('81234567600017');
    expect(messages(siretSchema, '8123456740001')).toEqual(['Le SIRET doit contenir 14 chiffres']);
    expect(messages(siretSchema, '8123456740001A')).toEqual(['Le SIRET doit contenir uniquement des chiffres']);
  });

  it('SIRET (issue 34): spaces dropped, the digits alone kept, and the key checked', () => {
    expect(v.parse(siretSchema, '812 345 676 00017')).toBe('81234567600017');
    expect(v.parse(siretSchema, '812\u00a0345\u00a0676\u00a000017')).toBe('81234567600017');
    expect(messages(siretSchema, '81234567600018')).toEqual([IDENTIFIER_MESSAGES.siretKey]);
    expect(messages(siretSchema, '00000000000000')).toEqual([IDENTIFIER_MESSAGES.siretKey]);
    expect(messages(siretSchema, '812 345 676 0001')).toEqual(['Le SIRET doit contenir 14 chiffres']);
  });

  it('SIREN: trimmed, 9 digits, digits only', () => {
    expect(v.parse(sirenSchema, ' 812345676')).toBe('812345676');
    expect(messages(sirenSchema, '81234567')).toEqual(['Le SIREN doit contenir 9 chiffres']);
    expect(messages(sirenSchema, '81234567X')).toEqual(['Le SIREN doit contenir uniquement des chiffres']);
  });

  it('SIREN (issue 34): « 732 829 320 » is taken as 732829320; 123456789 and 000000000 are refused by their key', () => {
    expect(v.parse(sirenSchema, '732 829 320')).toBe('732829320');
    expect(v.parse(sirenSchema, ' 732\u202f829\u202f320 ')).toBe('732829320');
    expect(messages(sirenSchema, '123456789')).toEqual([IDENTIFIER_MESSAGES.sirenKey]);
    expect(messages(sirenSchema, '000000000')).toEqual([IDENTIFIER_MESSAGES.sirenKey]);
    expect(messages(sirenSchema, '812 345 674')).toEqual([IDENTIFIER_MESSAGES.sirenKey]);
    expect(messages(sirenSchema, '812 345')).toEqual(['Le SIREN doit contenir 9 chiffres']);
  });
});

describe('issue 12: hostile input', () => {
  it('text and ids refuse NUL and control characters, keep tabs and new lines', () => {
    expect(messages(requiredText('Le nom est obligatoire'), 'n\u0000')).toEqual([
      'Ce champ contient un caractère non autorisé',
    ]);
    expect(messages(optionalText(), 'a\u0007b')).toEqual(['Ce champ contient un caractère non autorisé']);
    expect(messages(idSchema, '\u0000')).toEqual(['Identifiant invalide']);
    expect(v.parse(optionalText(), 'ligne 1\n\tligne 2')).toBe('ligne 1\n\tligne 2');
  });

  it('finds a NUL or excessive depth without recursion, even 10,000 deep', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`);
    expect(findInputFlaw(deep, 32)?.kind).toBe('depth');
    expect(findInputFlaw({ list: ['ok', 'n\u0000'] }, 32)).toEqual({ kind: 'nul', path: 'list.1' });
    expect(findInputFlaw({ ['k\u0000']: 1 }, 32)?.kind).toBe('nul');
    expect(findInputFlaw({ a: { b: [1, 'deux'] } }, 32)).toBeNull();
  });

  it('bounds free JSON to 5 levels and 16 kB', () => {
    expect(messages(boundedJson(), { a: { b: { c: { d: { e: 1 } } } } })).toEqual([]);
    expect(messages(boundedJson(), { a: { b: { c: { d: { e: { f: 1 } } } } } })).toEqual([
      'Ces informations sont trop imbriquées (5 niveaux au plus)',
    ]);
    expect(messages(boundedJson(), { cv: 'x'.repeat(17_000) })).toEqual([
      'Ces informations sont trop volumineuses (16 Ko au plus)',
    ]);
  });

  it('bounds integers to the database column', () => {
    expect(messages(boundedInteger(0), 99_999_999_999)).toEqual(['Ce nombre est trop grand']);
    expect(v.parse(boundedInteger(0), 2_147_483_647)).toBe(2_147_483_647);
  });
});
