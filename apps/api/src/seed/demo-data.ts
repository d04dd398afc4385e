import type { EstablishmentCategory, ManagementType, MemberRole, Role } from '@qc/shared/enums';
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

export const DEMO_USERS: Array<{
  key: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  /** Their own establishment, for the DIRECTOR and COLLABORATOR. */
  establishment?: string;
}> = [
  {
    key: 'admin',
    role: 'ADMIN',
    firstName: 'Alice',
    lastName: 'Administratrice',
    email: 'admin@demo.qualite-conformite.fr',
  },
  {
    key: 'master',
    role: 'CLIENT_MASTER',
    firstName: 'Bruno',
    lastName: 'Garnier',
    email: 'responsable@demo.qualite-conformite.fr',
  },
  {
    key: 'director',
    role: 'DIRECTOR',
    firstName: 'Claire',
    lastName: 'Martin',
    email: 'directrice@demo.qualite-conformite.fr',
    establishment: 'lucioles',
  },
  {
    key: 'collaborator',
    role: 'COLLABORATOR',
    firstName: 'Julie',
    lastName: 'Moreau',
    email: 'collaboratrice@demo.qualite-conformite.fr',
    establishment: 'lucioles',
  },
];

export const DEMO_MEMBERS: Array<{
  firstName: string;
  lastName: string;
  role: MemberRole;
  qualifications: string | null;
  establishments: string[];
  user?: string;
}> = [
  {
    firstName: 'Claire',
    lastName: 'Martin',
    role: 'DIRECTOR',
    qualifications: 'Éducatrice de jeunes enfants',
    establishments: ['lucioles', 'coccinelles'],
    user: 'director',
  },
  {
    firstName: 'Julie',
    lastName: 'Moreau',
    role: 'OTHER_INTERVENANT',
    qualifications: 'Auxiliaire de puériculture',
    establishments: ['lucioles'],
    user: 'collaborator',
  },
  {
    firstName: 'Sophie',
    lastName: 'Leroy',
    role: 'CONTINUITY_DIRECTOR',
    qualifications: 'Infirmière puéricultrice',
    establishments: ['lucioles'],
  },
  {
    firstName: 'Thomas',
    lastName: 'Bernard',
    role: 'HEALTH_REFERENT',
    qualifications: 'Médecin',
    establishments: ['lucioles', 'coccinelles', 'arc-en-ciel'],
  },
  {
    firstName: 'Marc',
    lastName: 'Petit',
    role: 'PRACTICES_ANIMATOR',
    qualifications: 'Psychologue',
    establishments: ['lucioles', 'coccinelles', 'arc-en-ciel', 'hirondelles', 'petit-prince'],
  },
  {
    firstName: 'Nadia',
    lastName: 'Benali',
    role: 'DIRECTOR',
    qualifications: 'Éducatrice de jeunes enfants',
    establishments: ['hirondelles', 'petit-prince'],
  },
  {
    firstName: 'Karim',
    lastName: 'Haddad',
    role: 'ASSISTANT_DIRECTOR',
    qualifications: 'Éducateur de jeunes enfants',
    establishments: ['arc-en-ciel'],
  },
  { firstName: 'Émilie', lastName: 'Roux', role: 'MANAGER', qualifications: null, establishments: [] },
];

/**
 * Issue 17 item 7: what the other four sites have done, so that the group
 * view tells a story — one site ahead, one late (an evaluation left in
 * progress for months, its staffing evaluation more than a year old, actions
 * overdue), one middling, one barely started. Forms are named by their key
 * in the default library; questions are answered from the form itself, the
 * first `failing` share of them not conforming. A form that needs mandatory
 * documents, or that the library no longer holds, is left out.
 */
export type DemoGroupEvaluation = {
  form: string;
  status: 'COMPLETED' | 'IN_PROGRESS';
  daysAgo: number;
  /** Share of the questions answered as not conforming (completed) or left unanswered (in progress). */
  failing: number;
  /**
   * A form asking for mandatory documents is completed only when the seed can store files: each
   * gets a small PDF as proof, the first valid this many days more (about to expire), the others a year.
   */
  proofValidForDays?: number;
};

export const DEMO_GROUP_STORY: Array<{
  establishment: string;
  evaluations: DemoGroupEvaluation[];
  /** Gaps of the first completed evaluation turned into actions, each with its due date (days from today). */
  actionsDueIn: number[];
}> = [
  {
    establishment: 'coccinelles',
    evaluations: [
      { form: 'eaje-encadrement-effectifs', status: 'COMPLETED', daysAgo: 40, failing: 0 },
      { form: 'eaje-qualite-relation-parents', status: 'COMPLETED', daysAgo: 25, failing: 0.1 },
      { form: 'eaje-referent-sante', status: 'COMPLETED', daysAgo: 70, failing: 0 },
    ],
    actionsDueIn: [],
  },
  {
    establishment: 'arc-en-ciel',
    evaluations: [
      { form: 'eaje-encadrement-effectifs', status: 'COMPLETED', daysAgo: 420, failing: 0.45 },
      { form: 'eaje-analyse-pratiques', status: 'IN_PROGRESS', daysAgo: 110, failing: 0.7 },
    ],
    actionsDueIn: [-60, -20],
  },
  {
    establishment: 'hirondelles',
    evaluations: [
      { form: 'eaje-encadrement-effectifs', status: 'COMPLETED', daysAgo: 15, failing: 0.2 },
      { form: 'eaje-qualite-organisation', status: 'COMPLETED', daysAgo: 150, failing: 0.3 },
      { form: 'eaje-referent-sante', status: 'IN_PROGRESS', daysAgo: 12, failing: 0.5 },
      // The document about to expire: its proof of authorisation runs out in 25 days.
      { form: 'eaje-autorisation-ouverture', status: 'COMPLETED', daysAgo: 200, failing: 0, proofValidForDays: 25 },
    ],
    actionsDueIn: [30],
  },
  {
    establishment: 'petit-prince',
    evaluations: [{ form: 'eaje-qualite-relation-enfant', status: 'COMPLETED', daysAgo: 300, failing: 0.35 }],
    actionsDueIn: [],
  },
];
