import { describe, expect, it } from 'vitest';
import {
  describeFieldMessages,
  openAdminValidationContext,
  validEstablishment,
  validLegalEntity,
  validMember,
  without,
  type Case,
} from './support/admin-validation.ts';
import { useFileContext } from './support/context.ts';

/** SPEC §5: the French messages of the member, agreement, client and user forms, empty updates, trimmed values, agreement periods. */

const context = useFileContext(openAdminValidationContext);
const { t, tenants, cookies } = context;

const cases: Case[] = [
  // Effective member
  [
    'member clientId',
    'POST',
    () => '/api/v1/members/effective',
    () => without(validMember(tenants), 'clientId'),
    'clientId',
    'Veuillez sélectionner un client',
  ],
  [
    'member firstName',
    'POST',
    () => '/api/v1/members/effective',
    () => ({ ...validMember(tenants), firstName: ' ' }),
    'firstName',
    'Le prénom est obligatoire',
  ],
  [
    'member lastName',
    'POST',
    () => '/api/v1/members/effective',
    () => without(validMember(tenants), 'lastName'),
    'lastName',
    'Le nom est obligatoire',
  ],
  [
    'member role',
    'POST',
    () => '/api/v1/members/effective',
    () => ({ ...validMember(tenants), role: 'CHEF' }),
    'role',
    'Veuillez sélectionner un rôle',
  ],
  [
    'member role missing',
    'POST',
    () => '/api/v1/members/effective',
    () => without(validMember(tenants), 'role'),
    'role',
    'Veuillez sélectionner un rôle',
  ],
  // Convert member to user
  [
    'convert email missing',
    'POST',
    () => `/api/v1/members/effective/${context.ids.member}/convert-to-user`,
    () => ({}),
    'email',
    "L'email est obligatoire",
  ],
  [
    'convert email invalid',
    'POST',
    () => `/api/v1/members/effective/${context.ids.member}/convert-to-user`,
    () => ({ email: 'ines@' }),
    'email',
    'Veuillez saisir un email valide',
  ],
  // Agreement create
  [
    'agreement establishmentId',
    'POST',
    () => '/api/v1/agreements',
    () => ({ number: 'AG-1' }),
    'establishmentId',
    'Veuillez sélectionner un établissement',
  ],
  [
    'agreement requestDate',
    'POST',
    () => '/api/v1/agreements',
    () => ({ establishmentId: tenants.establishmentA1.id, requestDate: '10/01/2026' }),
    'requestDate',
    'Veuillez saisir une date de demande valide',
  ],
  [
    'agreement status',
    'POST',
    () => '/api/v1/agreements',
    () => ({ establishmentId: tenants.establishmentA1.id, status: 'PENDING' }),
    'status',
    'Veuillez sélectionner un statut valide',
  ],
  // The owning parent cannot be changed by an update
  [
    'establishment parent',
    'PUT',
    () => `/api/v1/establishments/${tenants.establishmentA1.id}`,
    () => ({ legalEntityId: tenants.legalEntityB.id }),
    'legalEntityId',
    "L'entité légale d'un établissement ne peut pas être modifiée",
  ],
  [
    'establishment client',
    'PUT',
    () => `/api/v1/establishments/${tenants.establishmentA1.id}`,
    () => ({ clientId: tenants.clientB.id, name: 'X' }),
    'clientId',
    "Le client d'un établissement ne peut pas être modifié",
  ],
  [
    'legal entity parent',
    'PUT',
    () => `/api/v1/legal-entities/${tenants.legalEntityA.id}`,
    () => ({ clientId: tenants.clientB.id }),
    'clientId',
    "Le client d'une entité légale ne peut pas être modifié",
  ],
  [
    'member parent',
    'PUT',
    () => `/api/v1/members/effective/${context.ids.member}`,
    () => ({ clientId: tenants.clientB.id }),
    'clientId',
    "Le client d'un membre ne peut pas être modifié",
  ],
  [
    'agreement parent',
    'PUT',
    () => `/api/v1/agreements/${context.ids.agreement}`,
    () => ({ establishmentId: tenants.establishmentA2.id }),
    'establishmentId',
    "L'établissement d'un agrément ne peut pas être modifié",
  ],
];

describeFieldMessages(cases, { t, cookies });

describe('SPEC §5 empty updates', () => {
  const updates: Array<[string, () => string, string]> = [
    ['agreement', () => `/api/v1/agreements/${context.ids.agreement}`, 'Update payload cannot be empty'],
    ['client', () => `/api/v1/clients/${tenants.clientA.id}`, 'Update payload cannot be empty'],
    ['user', () => `/api/v1/users/${tenants.users.collaboratorA.id}`, 'Update payload cannot be empty'],
    [
      'establishment',
      () => `/api/v1/establishments/${tenants.establishmentA1.id}`,
      'Update payload cannot be empty - at least one field must be provided',
    ],
    [
      'legal entity',
      () => `/api/v1/legal-entities/${tenants.legalEntityA.id}`,
      'Update payload cannot be empty - at least one field must be provided',
    ],
    [
      'member',
      () => `/api/v1/members/effective/${context.ids.member}`,
      'Update payload cannot be empty - at least one field must be provided',
    ],
  ];
  it.each(updates)('%s', async (_label, path, message) => {
    const response = await t.request('PUT', path(), { cookie: cookies.admin, body: {} });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe('SPEC §5 trimmed values', () => {
  it('trims the SIRET, the SIREN and the names before saving', async () => {
    const entity = await t.request('POST', '/api/v1/legal-entities', {
      cookie: cookies.admin,
      body: { ...validLegalEntity(tenants), name: '  Association Les Lutins  ', siren: ' 123456782 ', city: ' Lyon ' },
    });
    expect(entity.status).toBe(201);
    expect(entity.body).toMatchObject({ name: 'Association Les Lutins', siren: '123456782', city: 'Lyon' });
    const establishment = await t.request('POST', '/api/v1/establishments', {
      cookie: cookies.admin,
      body: {
        ...validEstablishment(tenants),
        legalEntityId: entity.body.id,
        siret: ' 12345678201232 ',
        name: ' Les Lutins ',
      },
    });
    expect(establishment.status).toBe(201);
    expect(establishment.body).toMatchObject({ siret: '12345678201232', name: 'Les Lutins' });
  });

  it("uses SPEC §5's default wording for a wrong type", async () => {
    const response = await t.request('POST', '/api/v1/clients', {
      cookie: cookies.admin,
      body: { name: 'Client', email: 'c@c.fr', phone: 12 },
    });
    expect(response.status).toBe(400);
    expect(response.body.data.fieldErrors.phone).toBe('Typage invalide: attendu string, mais reçu 12');
  });
});

describe('agreement period (issue 17 item 4)', () => {
  const MESSAGE = "La date de fin ne peut pas précéder la date d'agrément";

  it('refuses an end date before the agreement date, on create and on an update of either date alone', async () => {
    const created = await t.request('POST', '/api/v1/agreements', {
      cookie: cookies.admin,
      body: { establishmentId: tenants.establishmentA1.id, agreementDate: '2026-03-01', endDate: '2026-02-01' },
    });
    expect(created.status).toBe(400);
    expect(created.body.data.fieldErrors.endDate).toBe(MESSAGE);

    const valid = await t.request('POST', '/api/v1/agreements', {
      cookie: cookies.admin,
      body: { establishmentId: tenants.establishmentA1.id, agreementDate: '2026-03-01', endDate: '2031-02-28' },
    });
    expect(valid.status).toBe(201);
    const path = `/api/v1/agreements/${valid.body.id}`;
    const earlierEnd = await t.request('PUT', path, { cookie: cookies.admin, body: { endDate: '2026-02-01' } });
    expect(earlierEnd.status).toBe(400);
    expect(earlierEnd.body.data.fieldErrors.endDate).toBe(MESSAGE);
    const laterStart = await t.request('PUT', path, { cookie: cookies.admin, body: { agreementDate: '2032-01-01' } });
    expect(laterStart.status).toBe(400);
    expect(laterStart.body.data.fieldErrors.endDate).toBe(MESSAGE);
    // Nothing was written by the refusals; the same day is a valid one-day period.
    const same = await t.request('PUT', path, { cookie: cookies.admin, body: { endDate: '2026-03-01' } });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ agreementDate: '2026-03-01', endDate: '2026-03-01' });
  });
});
