import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDENTIFIER_MESSAGES, installFrenchMessages } from './messages.ts';
import { frenchPhone, normalizeFrenchPhone, optionalFrenchPhone } from './phone.ts';

beforeAll(() => installFrenchMessages());

const messages = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? [];

describe('French phone numbers (issue 34 item 6)', () => {
  it('writes every way of typing one number the same way', () => {
    for (const typed of ['0143552110', '01 43 55 21 10', '01.43.55.21.10', '+33 1 43 55 21 10', '0033143552110']) {
      expect(normalizeFrenchPhone(typed)).toBe('01 43 55 21 10');
    }
    expect(normalizeFrenchPhone('06-12-34-56-78')).toBe('06 12 34 56 78');
    expect(normalizeFrenchPhone('+262 262 12 34 56')).toBe('+262 262 12 34 56');
  });

  it('refuses 8 digits, 11 digits, letters and a foreign number', () => {
    for (const typed of ['01 02 03 04', '01020304', '01 02 03 04 05 6', 'téléphone', '+32 2 123 45 67', '0012']) {
      expect(normalizeFrenchPhone(typed)).toBeNull();
    }
  });

  it('the establishment phone: required with SPEC §5 wording, then a valid number stored normalised', () => {
    const schema = frenchPhone('Le numéro de téléphone est obligatoire');
    expect(messages(schema, '  ')).toEqual(['Le numéro de téléphone est obligatoire']);
    expect(messages(schema, '01 02 03 04')).toEqual([IDENTIFIER_MESSAGES.phoneInvalid]);
    expect(v.parse(schema, ' 0102030405 ')).toBe('01 02 03 04 05');
  });

  it('the client phone may stay empty, and is otherwise a valid number', () => {
    const schema = optionalFrenchPhone('trop long');
    expect(v.parse(schema, '  ')).toBe('');
    expect(v.parse(schema, '+33607080910')).toBe('06 07 08 09 10');
    expect(messages(schema, '0607')).toEqual([IDENTIFIER_MESSAGES.phoneInvalid]);
    expect(messages(schema, '0'.repeat(31))).toContain('trop long');
  });
});
