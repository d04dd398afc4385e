import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { installFrenchMessages } from '../validation/messages.ts';
import { UserCreateInputSchema, UserUpdateInputSchema } from './schemas.ts';
import { USER_MESSAGES } from './messages.ts';

beforeAll(() => installFrenchMessages());

function fieldMessages(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.issues) messages[v.getDotPath(issue) ?? ''] ??= issue.message;
  return messages;
}

describe('SPEC §5 user rules', () => {
  const valid = { firstName: 'Claire', lastName: 'Martin', email: 'claire@creche.fr', roles: ['DIRECTOR'] };

  it('accepts a valid user, trimming names and lower-casing the e-mail', () => {
    const result = v.parse(UserCreateInputSchema, { ...valid, firstName: '  Claire ', email: ' Claire@Creche.FR ' });
    expect(result).toMatchObject({ firstName: 'Claire', email: 'claire@creche.fr', roles: ['DIRECTOR'] });
  });

  it('requires first and last names', () => {
    expect(fieldMessages(UserCreateInputSchema, { ...valid, firstName: '   ', lastName: undefined })).toEqual({
      firstName: USER_MESSAGES.firstNameRequired,
      lastName: USER_MESSAGES.lastNameRequired,
    });
    expect(USER_MESSAGES.firstNameRequired).toBe('Le prénom est obligatoire');
    expect(USER_MESSAGES.lastNameRequired).toBe('Le nom est obligatoire');
  });

  it('requires a valid e-mail', () => {
    expect(fieldMessages(UserCreateInputSchema, { ...valid, email: '' }).email).toBe("L'email est obligatoire");
    expect(fieldMessages(UserCreateInputSchema, { ...valid, email: 'claire@' }).email).toBe(
      'Veuillez saisir un email valide',
    );
  });

  it('requires known roles', () => {
    expect(fieldMessages(UserCreateInputSchema, { ...valid, roles: [] }).roles).toBe(
      'Veuillez sélectionner au moins un rôle',
    );
    expect(fieldMessages(UserCreateInputSchema, { ...valid, roles: ['ROOT'] })['roles.0']).toBe('Rôle inconnu');
  });

  it('refuses an empty update', () => {
    const result = v.safeParse(UserUpdateInputSchema, { id: 'u1' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Update payload cannot be empty');
    expect(v.safeParse(UserUpdateInputSchema, { id: 'u1', firstName: 'Anne' }).success).toBe(true);
  });
});
