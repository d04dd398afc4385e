import { IDENTIFIER_MESSAGES } from '@qc/shared/validation/messages';
import { describe, expect, it } from 'vitest';
import {
  describeFieldMessages,
  openAdminValidationContext,
  validEstablishment,
  validLegalEntity,
  type Case,
} from './support/admin-validation.ts';
import { useFileContext } from './support/context.ts';

/**
 * Issue 34 item 6: identifiers no registry would accept are refused with a French message under
 * their field; spaces typed in them are accepted and the digits alone stored; a SIRET belongs to its
 * legal entity's SIREN (the fixtures' legal entity A has SIREN 123456782).
 */

const { t, tenants, cookies } = useFileContext(openAdminValidationContext);

const OTHER_SIRET_MESSAGE = "Le SIRET doit commencer par le SIREN de l'entité légale (123 456 782)";
const establishment = (changes: Record<string, unknown>) => () => ({ ...validEstablishment(tenants), ...changes });
const legalEntity = (changes: Record<string, unknown>) => () => ({ ...validLegalEntity(tenants), ...changes });
const establishmentA1 = () => `/api/v1/establishments/${tenants.establishmentA1.id}`;

const cases: Case[] = [
  [
    'SIREN 123456789 (wrong key)',
    'POST',
    () => '/api/v1/legal-entities',
    legalEntity({ siren: '123456789' }),
    'siren',
    IDENTIFIER_MESSAGES.sirenKey,
  ],
  [
    'SIREN 000000000',
    'POST',
    () => '/api/v1/legal-entities',
    legalEntity({ siren: '000000000' }),
    'siren',
    IDENTIFIER_MESSAGES.sirenKey,
  ],
  [
    'SIREN on update',
    'PUT',
    () => `/api/v1/legal-entities/${tenants.legalEntityA.id}`,
    () => ({ siren: '123456780' }),
    'siren',
    IDENTIFIER_MESSAGES.sirenKey,
  ],
  [
    'SIRET with a wrong key',
    'POST',
    () => '/api/v1/establishments',
    establishment({ siret: '12345678201233' }),
    'siret',
    IDENTIFIER_MESSAGES.siretKey,
  ],
  [
    'SIRET of another SIREN on create',
    'POST',
    () => '/api/v1/establishments',
    establishment({ siret: '73282932000074' }),
    'siret',
    OTHER_SIRET_MESSAGE,
  ],
  [
    'SIRET of another SIREN on update',
    'PUT',
    establishmentA1,
    () => ({ siret: '732 829 320 00074' }),
    'siret',
    OTHER_SIRET_MESSAGE,
  ],
  [
    '8-digit establishment phone',
    'POST',
    () => '/api/v1/establishments',
    establishment({ phoneNumber: '01 02 03 04' }),
    'phoneNumber',
    IDENTIFIER_MESSAGES.phoneInvalid,
  ],
  [
    '8-digit phone on update',
    'PUT',
    establishmentA1,
    () => ({ phoneNumber: '01020304' }),
    'phoneNumber',
    IDENTIFIER_MESSAGES.phoneInvalid,
  ],
  [
    '8-digit client phone',
    'POST',
    () => '/api/v1/clients',
    () => ({ name: 'Client', email: 'c@client.fr', phone: '01020304' }),
    'phone',
    IDENTIFIER_MESSAGES.phoneInvalid,
  ],
];

describeFieldMessages(cases, { t, cookies });

describe('issue 34: identifiers typed with spaces', () => {
  it('stores « 732 829 320 » and its SIRETs as digits only, and phones in one written form', async () => {
    const entity = await t.request('POST', '/api/v1/legal-entities', {
      cookie: cookies.admin,
      body: { ...validLegalEntity(tenants), siren: '732 829 320' },
    });
    expect(entity.status).toBe(201);
    expect(entity.body.siren).toBe('732829320');

    const created = await t.request('POST', '/api/v1/establishments', {
      cookie: cookies.admin,
      body: {
        ...validEstablishment(tenants),
        legalEntityId: entity.body.id,
        siret: '732 829 320 00074',
        phoneNumber: '+33 4 78 60 12 34',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ siret: '73282932000074', phoneNumber: '04 78 60 12 34' });

    // The legal entity's SIREN, whatever the spacing, is what the SIRET is checked against on update too.
    const updated = await t.request('PUT', `/api/v1/establishments/${created.body.id}`, {
      cookie: cookies.admin,
      body: { siret: '732\u00a0829\u00a0320\u00a000082', phoneNumber: '0478601235' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ siret: '73282932000082', phoneNumber: '04 78 60 12 35' });
    const read = await t.request('GET', `/api/v1/establishments/${created.body.id}`, { cookie: cookies.admin });
    expect(read.body).toMatchObject({ siret: '73282932000082', phoneNumber: '04 78 60 12 35' });
  });

  it('a refused SIRET leaves the establishment as it was', async () => {
    const before = await t.request('GET', establishmentA1(), { cookie: cookies.admin });
    const refused = await t.request('PUT', establishmentA1(), {
      cookie: cookies.admin,
      body: { siret: '73282932000074', name: 'Renommée' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(OTHER_SIRET_MESSAGE);
    const after = await t.request('GET', establishmentA1(), { cookie: cookies.admin });
    expect(after.body).toMatchObject({ siret: before.body.siret, name: before.body.name });
  });

  it("La Poste's establishments are accepted under La Poste's SIREN", async () => {
    const laPoste = await t.request('POST', '/api/v1/legal-entities', {
      cookie: cookies.admin,
      body: { ...validLegalEntity(tenants), name: 'La Poste', siren: '356 000 000' },
    });
    expect(laPoste.status).toBe(201);
    const office = await t.request('POST', '/api/v1/establishments', {
      cookie: cookies.admin,
      body: { ...validEstablishment(tenants), legalEntityId: laPoste.body.id, siret: '356 000 000 49837' },
    });
    expect(office.status).toBe(201);
    expect(office.body.siret).toBe('35600000049837');
  });
});
