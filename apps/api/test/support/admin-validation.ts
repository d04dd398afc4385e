import { describe, expect, it } from 'vitest';
import type { TestContext } from './app.ts';
import { openTenantsContext } from './context.ts';
import { insertMember, type Tenants } from './fixtures.ts';

/** SPEC §5 messages (admin-validation-*.test.ts): an ADMIN signed in, an agreement and a member to update, valid bodies. */

export async function openAdminValidationContext() {
  const { t, tenants, cookies } = await openTenantsContext({ signIn: ['admin'] });
  const agreement = await t.request('POST', '/api/v1/agreements', {
    cookie: cookies.admin,
    body: { establishmentId: tenants.establishmentA1.id },
  });
  const member = await insertMember(t.db, { clientId: tenants.clientA.id });
  const ids: { agreement: string; member: string } = { agreement: agreement.body.id, member: member.id };
  return { t, tenants, cookies, ids };
}

export const validEstablishment = (tenants: Tenants) => ({
  legalEntityId: tenants.legalEntityA.id,
  name: 'Crèche Les Lutins',
  address: '3 rue des Écoles',
  phoneNumber: '0102030405',
  postalCode: '69003',
  city: 'Lyon',
  siret: '12345678201232',
  raisonSocialeOfTheManager: 'Association Les Lutins',
  modalityOfTarification: 'PSU',
  lastAssembly: '2026-03-01',
});

export const validLegalEntity = (tenants: Tenants) => ({
  clientId: tenants.clientA.id,
  name: 'Association Les Lutins',
  addressLine: '3 rue des Écoles',
  city: 'Lyon',
  postalCode: '69003',
  email: 'contact@lutins.fr',
  siren: '123456782',
  managementType: 'ASSOCIATION',
});

export const validMember = (tenants: Tenants) => ({
  clientId: tenants.clientA.id,
  firstName: 'Inès',
  lastName: 'Martin',
  role: 'DIRECTOR',
});

export type Case = [
  label: string,
  method: string,
  path: () => string,
  body: () => Record<string, unknown>,
  field: string,
  message: string,
];

export const without = (body: Record<string, unknown>, key: string) => {
  const copy = { ...body };
  delete copy[key];
  return copy;
};

/** One test per case: the call answers 400 with the case's message under its field. */
export function describeFieldMessages(cases: Case[], { t, cookies }: { t: TestContext; cookies: { admin: string } }) {
  describe('SPEC §5 field messages', () => {
    it.each(cases)('%s', async (_label, method, path, body, field, message) => {
      const response = await t.request(method, path(), { cookie: cookies.admin, body: body() });
      expect(response.status).toBe(400);
      expect(response.body.data.fieldErrors[field]).toBe(message);
    });
  });
}
