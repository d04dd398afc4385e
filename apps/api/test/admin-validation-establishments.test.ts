import { afterAll, beforeAll } from 'vitest';
import { type TestContext } from './support/app.ts';
import { type Tenants } from './support/fixtures.ts';
import {
  describeFieldMessages,
  openAdminValidationContext,
  validEstablishment,
  validLegalEntity,
  without,
  type Case,
} from './support/admin-validation.ts';

/** SPEC §5: the French messages of the establishment and legal entity forms, word for word. */

let t: TestContext;
let tenants: Tenants;
let admin: string;

beforeAll(async () => ({ t, tenants, admin } = await openAdminValidationContext()));
afterAll(() => t?.close());

const cases: Case[] = [
  // Establishment create
  [
    'establishment legalEntityId',
    'POST',
    () => '/api/v1/establishments',
    () => without(validEstablishment(tenants), 'legalEntityId'),
    'legalEntityId',
    'Veuillez sélectionner une entité légale',
  ],
  [
    'establishment name',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(tenants), name: '   ' }),
    'name',
    "Le nom de l'établissement est obligatoire",
  ],
  [
    'establishment address',
    'POST',
    () => '/api/v1/establishments',
    () => without(validEstablishment(tenants), 'address'),
    'address',
    "L'adresse est obligatoire",
  ],
  [
    'establishment phoneNumber',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(tenants), phoneNumber: '' }),
    'phoneNumber',
    'Le numéro de téléphone est obligatoire',
  ],
  [
    'establishment postalCode',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(tenants), postalCode: '6900' }),
    'postalCode',
    'Le code postal doit contenir 5 chiffres',
  ],
  [
    'establishment postalCode missing',
    'POST',
    () => '/api/v1/establishments',
    () => without(validEstablishment(tenants), 'postalCode'),
    'postalCode',
    'Le code postal doit contenir 5 chiffres',
  ],
  [
    'establishment city',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(tenants), city: '' }),
    'city',
    'La ville est obligatoire',
  ],
  [
    'establishment siret length',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(tenants), siret: '1234567890123' }),
    'siret',
    'Le SIRET doit contenir 14 chiffres',
  ],
  [
    'establishment siret digits',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(tenants), siret: '1234567890123A' }),
    'siret',
    'Le SIRET doit contenir uniquement des chiffres',
  ],
  [
    'establishment raisonSociale',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(tenants), raisonSocialeOfTheManager: ' ' }),
    'raisonSocialeOfTheManager',
    'La raison sociale du gestionnaire est obligatoire',
  ],
  [
    'establishment modality',
    'POST',
    () => '/api/v1/establishments',
    () => without(validEstablishment(tenants), 'modalityOfTarification'),
    'modalityOfTarification',
    'La modalité de tarification est obligatoire',
  ],
  [
    'establishment lastAssembly',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(tenants), lastAssembly: '2026-02-30' }),
    'lastAssembly',
    'Veuillez saisir une date valide pour la dernière assemblée',
  ],
  [
    'establishment capacity',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(tenants), capacity: 0 }),
    'capacity',
    'La capacité doit être un nombre entier positif',
  ],
  [
    'establishment category',
    'POST',
    () => '/api/v1/establishments',
    () => ({ ...validEstablishment(tenants), category: 'ZOO' }),
    'category',
    "Veuillez sélectionner une catégorie d'établissement valide",
  ],
  // Legal entity create
  [
    'legal entity clientId',
    'POST',
    () => '/api/v1/legal-entities',
    () => without(validLegalEntity(tenants), 'clientId'),
    'clientId',
    'Veuillez sélectionner un client',
  ],
  [
    'legal entity name',
    'POST',
    () => '/api/v1/legal-entities',
    () => ({ ...validLegalEntity(tenants), name: '  ' }),
    'name',
    'Le nom est obligatoire',
  ],
  [
    'legal entity addressLine',
    'POST',
    () => '/api/v1/legal-entities',
    () => ({ ...validLegalEntity(tenants), addressLine: '' }),
    'addressLine',
    "L'adresse est obligatoire",
  ],
  [
    'legal entity city',
    'POST',
    () => '/api/v1/legal-entities',
    () => ({ ...validLegalEntity(tenants), city: ' ' }),
    'city',
    'La ville est obligatoire',
  ],
  [
    'legal entity postalCode',
    'POST',
    () => '/api/v1/legal-entities',
    () => ({ ...validLegalEntity(tenants), postalCode: '7500A' }),
    'postalCode',
    'Le code postal doit contenir 5 chiffres',
  ],
  [
    'legal entity email missing',
    'POST',
    () => '/api/v1/legal-entities',
    () => ({ ...validLegalEntity(tenants), email: '' }),
    'email',
    "L'email est obligatoire",
  ],
  [
    'legal entity email invalid',
    'POST',
    () => '/api/v1/legal-entities',
    () => ({ ...validLegalEntity(tenants), email: 'contact@' }),
    'email',
    'Veuillez saisir un email valide',
  ],
  [
    'legal entity siren length',
    'POST',
    () => '/api/v1/legal-entities',
    () => ({ ...validLegalEntity(tenants), siren: '12345678' }),
    'siren',
    'Le SIREN doit contenir 9 chiffres',
  ],
  [
    'legal entity siren digits',
    'POST',
    () => '/api/v1/legal-entities',
    () => ({ ...validLegalEntity(tenants), siren: '12345678X' }),
    'siren',
    'Le SIREN doit contenir uniquement des chiffres',
  ],
  [
    'legal entity managementType',
    'POST',
    () => '/api/v1/legal-entities',
    () => ({ ...validLegalEntity(tenants), managementType: 'PUBLIC' }),
    'managementType',
    'Veuillez sélectionner un type de gestion',
  ],
  [
    'legal entity managementType missing',
    'POST',
    () => '/api/v1/legal-entities',
    () => without(validLegalEntity(tenants), 'managementType'),
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
];

describeFieldMessages(cases, () => ({ t, admin }));
