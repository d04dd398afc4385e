import type { MemberRole, Role } from '@qc/shared/enums';

/** The demo tenant's accounts (one per role) and its staff members, named by the sites of demo-data.ts. */

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
