import type { EstablishmentCategory, ManagementType } from '@qc/shared/enums';
import type { ManagerType, Practice, StructureType } from '@qc/shared/establishments/profile';

/** The demo tenant a fresh start seeds (DESIGN §8): an association running crèches through two legal entities. */
export const DEMO_CLIENT = {
  name: 'Association Les Petits Pas',
  email: 'contact@lespetitspas.fr',
  phone: '01 43 55 21 10',
};

export const DEMO_LEGAL_ENTITIES: Array<{
  key: string;
  name: string;
  addressLine: string;
  city: string;
  postalCode: string;
  email: string;
  siren: string;
  managementType: ManagementType;
}> = [
  {
    key: 'idf',
    name: 'Les Petits Pas Île-de-France',
    addressLine: '12 rue Oberkampf',
    city: 'Paris',
    postalCode: '75011',
    email: 'idf@lespetitspas.fr',
    siren: '812345676',
    managementType: 'ASSOCIATION',
  },
  {
    key: 'rhone',
    name: 'Les Petits Pas Rhône',
    addressLine: '8 cours Lafayette',
    city: 'Lyon',
    postalCode: '69003',
    email: 'rhone@lespetitspas.fr',
    siren: '823456785',
    managementType: 'ASSOCIATION',
  },
];

export const DEMO_ESTABLISHMENTS: Array<{
  key: string;
  legalEntity: string;
  name: string;
  address: string;
  phoneNumber: string;
  postalCode: string;
  city: string;
  siret: string;
  modalityOfTarification: string;
  lastAssembly: string;
  category: EstablishmentCategory;
  capacity: number;
  /** Issue 26: the regulatory profile, filled in (an association is a private manager). */
  structureType: StructureType;
  authorisationRequestedOn: string;
  managerType: ManagerType;
  denseZone: boolean;
  practices: Practice[];
}> = [
  {
    key: 'lucioles',
    legalEntity: 'idf',
    name: 'Crèche Les Lucioles',
    address: '14 rue Oberkampf',
    phoneNumber: '01 43 55 21 11',
    postalCode: '75011',
    city: 'Paris',
    siret: '81234567600017',
    modalityOfTarification: 'PSU',
    lastAssembly: '2026-06-12',
    category: 'CRECHE',
    capacity: 36,
    structureType: 'CRECHE_COLLECTIVE',
    authorisationRequestedOn: '2019-03-15',
    managerType: 'PRIVATE',
    denseZone: true,
    practices: ['OUTINGS', 'MEALS_ON_SITE'],
  },
  {
    key: 'coccinelles',
    legalEntity: 'idf',
    name: 'Micro-crèche Les Coccinelles',
    address: '3 rue de Paris',
    phoneNumber: '01 48 57 10 20',
    postalCode: '93100',
    city: 'Montreuil',
    siret: '81234567600025',
    modalityOfTarification: 'PAJE',
    lastAssembly: '2026-06-12',
    category: 'MICRO_CRECHE',
    capacity: 12,
    structureType: 'MICRO_CRECHE',
    authorisationRequestedOn: '2021-06-01',
    managerType: 'PRIVATE',
    denseZone: false,
    practices: ['OUTINGS'],
  },
  {
    key: 'arc-en-ciel',
    legalEntity: 'idf',
    name: 'Multi-accueil Arc-en-ciel',
    address: '25 avenue de Paris',
    phoneNumber: '01 43 28 40 50',
    postalCode: '94300',
    city: 'Vincennes',
    siret: '81234567600033',
    modalityOfTarification: 'PSU',
    lastAssembly: '2026-05-20',
    category: 'PETITE_CRECHE',
    capacity: 20,
    structureType: 'HALTE_GARDERIE_MULTI_ACCUEIL',
    authorisationRequestedOn: '2023-02-10',
    managerType: 'PRIVATE',
    denseZone: false,
    practices: ['OUTINGS', 'OVER_ENROLMENT'],
  },
  {
    key: 'hirondelles',
    legalEntity: 'rhone',
    name: 'Crèche Les Hirondelles',
    address: '40 rue Garibaldi',
    phoneNumber: '04 78 60 12 34',
    postalCode: '69003',
    city: 'Lyon',
    siret: '82345678500018',
    modalityOfTarification: 'PSU',
    lastAssembly: '2026-04-02',
    category: 'GRANDE_CRECHE',
    capacity: 48,
    structureType: 'CRECHE_COLLECTIVE',
    authorisationRequestedOn: '2016-09-05',
    managerType: 'PRIVATE',
    denseZone: false,
    practices: ['OUTINGS', 'MEALS_ON_SITE', 'OVER_ENROLMENT'],
  },
  {
    key: 'petit-prince',
    legalEntity: 'rhone',
    name: 'Micro-crèche Le Petit Prince',
    address: '5 rue de Gerland',
    phoneNumber: '04 78 72 00 11',
    postalCode: '69007',
    city: 'Lyon',
    siret: '82345678500026',
    modalityOfTarification: 'PAJE',
    lastAssembly: '2026-04-02',
    category: 'MICRO_CRECHE',
    capacity: 10,
    structureType: 'MICRO_CRECHE',
    authorisationRequestedOn: '2024-01-15',
    managerType: 'PRIVATE',
    denseZone: false,
    practices: ['OUTINGS'],
  },
];
