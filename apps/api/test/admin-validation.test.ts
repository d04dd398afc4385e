import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/app.ts';
import { createTenants, insertMember, type Tenants } from './support/fixtures.ts';

/** SPEC §5: every French message of the administration forms, word for word, as the API answers it. */

let t: TestContext;
let tenants: Tenants;
let admin: string;
let ids: { agreement: string; member: string };

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
  admin = await t.signIn(tenants.users.admin.email);
  const agreement = await t.request('POST', '/api/v1/agreements', {
    cookie: admin,
    body: { establishmentId: tenants.establishmentA1.id },
  });
  const member = await insertMember(t.db, { clientId: tenants.clientA.id });
  ids = { agreement: agreement.body.id, member: member.id };
});
afterAll(() => t?.close());

const validEstablishment = () => ({
  legalEntityId: tenants.legalEntityA.id,
  name: 'Crèche Les Lutins',
  address: '3 rue des Écoles',
  phoneNumber: '0102030405',
  postalCode: '69003',
  city: 'Lyon',
  siret: '12345678901234',
  raisonSocialeOfTheManager: 'Association Les Lutins',
  modalityOfTarification: 'PSU',
  lastAssembly: '2026-03-01',
});

const validLegalEntity = () => ({
  clientId: tenants.clientA.id,
  name: 'Association Les Lutins',
  addressLine: '3 rue des Écoles',
  city: 'Lyon',
  postalCode: '69003',
  email: 'contact@lutins.fr',
  siren: '123456789',
  managementType: 'ASSOCIATION',
});

const validMember = () => ({ clientId: tenants.clientA.id, firstName: 'Inès', lastName: 'Martin', role: 'DIRECTOR' });

type Case = [
  label: string,
  method: string,
  path: () => string,
  body: () => Record<string, unknown>,
  field: string,
  message: string,
];

const without = (body: Record<string, unknown>, key: string) => {
  const copy = { ...body };
  delete copy[key];
  return copy;
};

const cases: Case[] = [
  // Establishment create
  [
    'establishment legalEntityId',
    'POST',
    () => '/api/v1/establishments',
    () => without(validEstablishment(), 'legalEntityId'),
    'legalEntityId',
    'Veuillez sélectionner une entité légale',
  ],
  [
    'establishment name',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(), name: '   ' }),
    'name',
    "Le nom de l'établissement est obligatoire",
  ],
  [
    'establishment address',
    'POST',
    () => '/api/v1/establishments',
    () => without(validEstablishment(), 'address'),
    'address',
    "L'adresse est obligatoire",
  ],
  [
    'establishment phoneNumber',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(), phoneNumber: '' }),
    'phoneNumber',
    'Le numéro de téléphone est obligatoire',
  ],
  [
    'establishment postalCode',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(), postalCode: '6900' }),
    'postalCode',
    'Le code postal doit contenir 5 chiffres',
  ],
  [
    'establishment postalCode missing',
    'POST',
    () => '/api/v1/establishments',
    () => without(validEstablishment(), 'postalCode'),
    'postalCode',
    'Le code postal doit contenir 5 chiffres',
  ],
  [
    'establishment city',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(), city: '' }),
    'city',
    'La ville est obligatoire',
  ],
  [
    'establishment siret length',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(), siret: '1234567890123' }),
    'siret',
    'Le SIRET doit contenir 14 chiffres',
  ],
  [
    'establishment siret digits',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(), siret: '1234567890123A' }),
    'siret',
    'Le SIRET doit contenir uniquement des chiffres',
  ],
  [
    'establishment raisonSociale',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(), raisonSocialeOfTheManager: ' ' }),
    'raisonSocialeOfTheManager',
    'La raison sociale du gestionnaire est obligatoire',
  ],
  [
    'establishment modality',
    'POST',
    () => '/api/v1/establishments',
    () => without(validEstablishment(), 'modalityOfTarification'),
    'modalityOfTarification',
    'La modalité de tarification est obligatoire',
  ],
  [
    'establishment lastAssembly',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(), lastAssembly: '2026-02-30' }),
    'lastAssembly',
    'Veuillez saisir une date valide pour la dernière assemblée',
  ],
  [
    'establishment capacity',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(), capacity: 0 }),
    'capacity',
    'La capacité doit être un nombre entier positif',
  ],
  [
    'establishment category',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(), category: 'ZOO' }),
    'category',
    "Veuillez sélectionner une catégorie d'établissement valide",
  ],
  // Legal entity create
  [
    'legal entity clientId',
    'POST',
    () => '/api/v1/legal-entities',
    () => without(validLegalEntity(), 'clientId'),
    'clientId',
    'Veuillez sélectionner un client',
  ],
  [
    'legal entity name',
    'POST',
    () => '/api/v1/legal-entities',
    () => ({ ...validLegalEntity(), name: '  ' }),
    'name',
    'Le nom est obligatoire',
  ],
  [
    'legal entity addressLine',
    'POST',
    () => '/api/v1/legal-entities',
    () => ({ ...validLegalEntity(), addressLine: '' }),
    'addressLine',
    "L'adresse est obligatoire",
  ],
  [
    'legal entity city',
    'POST',
    () => '/api/v1/legal-entities',
    () => ({ ...validLegalEntity(), city: ' ' }),
    'city',
    'La ville est obligatoire',
  ],
  [
    'legal entity postalCode',
    'POST',
    () => '/api/v1/legal-entities',
    () => ({ ...validLegalEntity(), postalCode: '7500A' }),
    'postalCode',
    'Le code postal doit contenir 5 chiffres',
  ],
  [
    'legal entity email missing',
    'POST',
    () => '/api/v1/legal-entities',
    () => ({ ...validLegalEntity(), email: '' }),
    'email',
    "L'email est obligatoire",
  ],
  [
    'legal entity email invalid',
    'POST',
    () => '/api/v1/legal-entities',
    () => ({ ...validLegalEntity(), email: 'contact@' }),
    'email',
    'Veuillez saisir un email valide',
  ],
  [
    'legal entity siren length',
    'POST',
    () => '/api/v1/legal-entities',
    () => ({ ...validLegalEntity(), siren: '12345678' }),
    'siren',
    'Le SIREN doit contenir 9 chiffres',
  ],
  [
    'legal entity siren digits',
    'POST',
    () => '/api/v1/legal-entities',
    () => ({ ...validLegalEntity(), siren: '12345678X' }),
    'siren',
    'Le SIREN doit contenir uniquement des chiffres',
  ],
  [
    'legal entity managementType',
    'POST',
    () => '/api/v1/legal-entities',
    () => ({ ...validLegalEntity(), managementType: 'PUBLIC' }),
    'managementType',
    'Veuillez sélectionner un type de gestion',
  ],
  [
    'legal entity managementType missing',
    'POST',
    () => '/api/v1/legal-entities',
    () => without(validLegalEntity(), 'managementType'),
    'managementType',
    'Veuillez sélectionner un type de gestion',
  ],
  // Client
  [
    'client name',
    'POST',
    () => '/api/v1/clients',
    () => ({ name: '  ', email: 'c@client.fr' }),
    'name',
    'Le nom du client est obligatoire',
  ],
  [
    'client email',
    'POST',
    () => '/api/v1/clients',
    () => ({ name: 'Client', email: 'pas-un-email' }),
    'email',
    'Veuillez saisir un email valide',
  ],
  // Effective member
  [
    'member clientId',
    'POST',
    () => '/api/v1/members/effective',
    () => without(validMember(), 'clientId'),
    'clientId',
    'Veuillez sélectionner un client',
  ],
  [
    'member firstName',
    'POST',
    () => '/api/v1/members/effective',
    () => ({ ...validMember(), firstName: ' ' }),
    'firstName',
    'Le prénom est obligatoire',
  ],
  [
    'member lastName',
    'POST',
    () => '/api/v1/members/effective',
    () => without(validMember(), 'lastName'),
    'lastName',
    'Le nom est obligatoire',
  ],
  [
    'member role',
    'POST',
    () => '/api/v1/members/effective',
    () => ({ ...validMember(), role: 'CHEF' }),
    'role',
    'Veuillez sélectionner un rôle',
  ],
  [
    'member role missing',
    'POST',
    () => '/api/v1/members/effective',
    () => without(validMember(), 'role'),
    'role',
    'Veuillez sélectionner un rôle',
  ],
  // Convert member to user
  [
    'convert email missing',
    'POST',
    () => `/api/v1/members/effective/${ids.member}/convert-to-user`,
    () => ({}),
    'email',
    "L'email est obligatoire",
  ],
  [
    'convert email invalid',
    'POST',
    () => `/api/v1/members/effective/${ids.member}/convert-to-user`,
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
    () => `/api/v1/members/effective/${ids.member}`,
    () => ({ clientId: tenants.clientB.id }),
    'clientId',
    "Le client d'un membre ne peut pas être modifié",
  ],
  [
    'agreement parent',
    'PUT',
    () => `/api/v1/agreements/${ids.agreement}`,
    () => ({ establishmentId: tenants.establishmentA2.id }),
    'establishmentId',
    "L'établissement d'un agrément ne peut pas être modifié",
  ],
];

describe('SPEC §5 field messages', () => {
  it.each(cases)('%s', async (_label, method, path, body, field, message) => {
    const response = await t.request(method, path(), { cookie: admin, body: body() });
    expect(response.status).toBe(400);
    expect(response.body.data.fieldErrors[field]).toBe(message);
  });
});

describe('SPEC §5 empty updates', () => {
  const updates: Array<[string, () => string, string]> = [
    ['agreement', () => `/api/v1/agreements/${ids.agreement}`, 'Update payload cannot be empty'],
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
      () => `/api/v1/members/effective/${ids.member}`,
      'Update payload cannot be empty - at least one field must be provided',
    ],
  ];
  it.each(updates)('%s', async (_label, path, message) => {
    const response = await t.request('PUT', path(), { cookie: admin, body: {} });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe('SPEC §5 trimmed values', () => {
  it('trims the SIRET, the SIREN and the names before saving', async () => {
    const entity = await t.request('POST', '/api/v1/legal-entities', {
      cookie: admin,
      body: { ...validLegalEntity(), name: '  Association Les Lutins  ', siren: ' 123456789 ', city: ' Lyon ' },
    });
    expect(entity.status).toBe(201);
    expect(entity.body).toMatchObject({ name: 'Association Les Lutins', siren: '123456789', city: 'Lyon' });
    const establishment = await t.request('POST', '/api/v1/establishments', {
      cookie: admin,
      body: { ...validEstablishment(), legalEntityId: entity.body.id, siret: ' 12345678901234 ', name: ' Les Lutins ' },
    });
    expect(establishment.status).toBe(201);
    expect(establishment.body).toMatchObject({ siret: '12345678901234', name: 'Les Lutins' });
  });

  it("uses SPEC §5's default wording for a wrong type", async () => {
    const response = await t.request('POST', '/api/v1/clients', {
      cookie: admin,
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
      cookie: admin,
      body: { establishmentId: tenants.establishmentA1.id, agreementDate: '2026-03-01', endDate: '2026-02-01' },
    });
    expect(created.status).toBe(400);
    expect(created.body.data.fieldErrors.endDate).toBe(MESSAGE);

    const valid = await t.request('POST', '/api/v1/agreements', {
      cookie: admin,
      body: { establishmentId: tenants.establishmentA1.id, agreementDate: '2026-03-01', endDate: '2031-02-28' },
    });
    expect(valid.status).toBe(201);
    const path = `/api/v1/agreements/${valid.body.id}`;
    const earlierEnd = await t.request('PUT', path, { cookie: admin, body: { endDate: '2026-02-01' } });
    expect(earlierEnd.status).toBe(400);
    expect(earlierEnd.body.data.fieldErrors.endDate).toBe(MESSAGE);
    const laterStart = await t.request('PUT', path, { cookie: admin, body: { agreementDate: '2032-01-01' } });
    expect(laterStart.status).toBe(400);
    expect(laterStart.body.data.fieldErrors.endDate).toBe(MESSAGE);
    // Nothing was written by the refusals; the same day is a valid one-day period.
    const same = await t.request('PUT', path, { cookie: admin, body: { endDate: '2026-03-01' } });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ agreementDate: '2026-03-01', endDate: '2026-03-01' });
  });
});
