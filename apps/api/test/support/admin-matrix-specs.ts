import type { Role } from '@qc/shared/enums';
import type { Permission } from '@qc/shared/permissions';
import { permissionsBefore, type ProcedureKey } from '@qc/shared/procedure-permissions';
import { agreements } from '../../src/db/schema.ts';
import { insertClient, insertEstablishment, insertLegalEntity, insertMember } from './fixtures.ts';
import type { Database } from '../../src/db/client.ts';

/**
 * DESIGN §3 as data for the authorization matrix (admin-matrix-*.test.ts): which targets each role may
 * reach, and for every procedure of the administration entities its permissions and a call on a target.
 */

export const ENTITIES = ['agreements', 'establishments', 'legalEntities', 'clients', 'members', 'audit'] as const;
export const ROLES: Role[] = ['ADMIN', 'CLIENT_MASTER', 'DIRECTOR', 'COLLABORATOR'];
export const TARGETS = ['own', 'sibling', 'foreign'] as const;
export type TargetName = (typeof TARGETS)[number];

export type Target = {
  clientId: string;
  legalEntityId: string;
  establishmentId: string;
  agreementId: string;
  memberId: string;
  userId: string;
};

/** What the procedure addresses decides which targets each role may reach. */
export type Kind = 'establishment' | 'client' | 'legalEntity' | 'none';

export const VISIBLE: Record<Kind, Record<Role, readonly TargetName[]>> = {
  establishment: {
    ADMIN: TARGETS,
    CLIENT_MASTER: ['own', 'sibling'],
    DIRECTOR: ['own'],
    COLLABORATOR: ['own'],
  },
  // Read access to one's own client; a DIRECTOR's legal entities are those of its establishments (A1 and A2 share one).
  client: {
    ADMIN: TARGETS,
    CLIENT_MASTER: ['own', 'sibling'],
    DIRECTOR: ['own', 'sibling'],
    COLLABORATOR: ['own', 'sibling'],
  },
  legalEntity: {
    ADMIN: TARGETS,
    CLIENT_MASTER: ['own', 'sibling'],
    DIRECTOR: ['own', 'sibling'],
    COLLABORATOR: ['own', 'sibling'],
  },
  none: { ADMIN: TARGETS, CLIENT_MASTER: TARGETS, DIRECTOR: TARGETS, COLLABORATOR: TARGETS },
};

export type Call = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
export type Spec = {
  kind: Kind;
  permissions: Permission[];
  call: (target: Target) => Promise<Call> | Call;
  /** Overrides the generic rule (establishments.listForUser answers for oneself without a permission). */
  expected?: (role: Role, target: TargetName) => number;
};

export async function insertAgreement(db: Database, establishmentId: string) {
  const [row] = await db.insert(agreements).values({ establishmentId, requestDate: '2026-01-05' }).returning();
  return row!;
}

let sequence = 0;
const next = () => `${Date.now().toString(36)}${sequence++}`;

const establishmentBody = (legalEntityId: string) => ({
  legalEntityId,
  name: `Crèche ${next()}`,
  address: '3 rue des Écoles',
  phoneNumber: '0102030405',
  postalCode: '69003',
  city: 'Lyon',
  siret: '12345678201232',
  raisonSocialeOfTheManager: 'Association',
  modalityOfTarification: 'PSU',
});

/** The permissions the one table (PROCEDURE_PERMISSIONS) asks before the procedure runs. */
const permissionOf = (key: ProcedureKey): Permission[] => [...permissionsBefore(key)];

/** The case of each procedure; its calls write through `db()`, the file's database once it is open. */
export function matrixSpecs(db: () => Database): Record<string, Spec> {
  const insertAgreement_ = (establishmentId: string) => insertAgreement(db(), establishmentId);
  return {
    'agreements.list': { kind: 'none', permissions: permissionOf('agreements.list'), call: () => ({}) },
    'agreements.get': {
      kind: 'establishment',
      permissions: permissionOf('agreements.get'),
      call: (x) => ({ params: { id: x.agreementId } }),
    },
    'agreements.listForEstablishment': {
      kind: 'establishment',
      permissions: permissionOf('agreements.listForEstablishment'),
      call: (x) => ({ params: { establishmentId: x.establishmentId } }),
    },
    'agreements.create': {
      kind: 'establishment',
      permissions: permissionOf('agreements.create'),
      call: (x) => ({ body: { establishmentId: x.establishmentId, number: next() } }),
    },
    'agreements.update': {
      kind: 'establishment',
      permissions: permissionOf('agreements.update'),
      call: (x) => ({ params: { id: x.agreementId }, body: { number: next() } }),
    },
    'agreements.remove': {
      kind: 'establishment',
      permissions: permissionOf('agreements.remove'),
      call: async (x) => ({ params: { id: (await insertAgreement_(x.establishmentId)).id } }),
    },
    'establishments.listForUser': {
      kind: 'client',
      permissions: [],
      call: (x) => ({ params: { userId: x.userId } }),
      expected: (role, target) => {
        if (role === 'COLLABORATOR') return target === 'own' ? 200 : 403; // its own list, else user:read is missing
        return VISIBLE.client[role].includes(target) ? 200 : 404;
      },
    },
    'establishments.list': {
      kind: 'none',
      permissions: permissionOf('establishments.list'),
      call: (x) => ({ query: { clientId: x.clientId } }),
    },
    'establishments.get': {
      kind: 'establishment',
      permissions: permissionOf('establishments.get'),
      call: (x) => ({ params: { id: x.establishmentId } }),
    },
    'establishments.create': {
      kind: 'legalEntity',
      permissions: permissionOf('establishments.create'),
      call: (x) => ({ body: establishmentBody(x.legalEntityId) }),
    },
    'establishments.update': {
      kind: 'establishment',
      permissions: permissionOf('establishments.update'),
      call: (x) => ({ params: { id: x.establishmentId }, body: { phoneNumber: '0199999999' } }),
    },
    'establishments.updateProfile': {
      kind: 'establishment',
      permissions: permissionOf('establishments.updateProfile'),
      call: (x) => ({ params: { id: x.establishmentId }, body: { structureType: 'CRECHE_COLLECTIVE', capacity: 30 } }),
    },
    'establishments.remove': {
      kind: 'establishment',
      permissions: permissionOf('establishments.remove'),
      call: async (x) => ({
        params: { id: (await insertEstablishment(db(), { id: x.legalEntityId, clientId: x.clientId })).id },
      }),
    },
    'establishments.listForClient': {
      kind: 'client',
      permissions: permissionOf('establishments.listForClient'),
      call: (x) => ({ params: { clientId: x.clientId } }),
    },
    'establishments.listMembers': {
      kind: 'establishment',
      permissions: permissionOf('establishments.listMembers'),
      call: (x) => ({ params: { establishmentId: x.establishmentId } }),
    },
    'establishments.addMember': {
      kind: 'establishment',
      permissions: permissionOf('establishments.addMember'),
      call: async (x) => ({
        params: { establishmentId: x.establishmentId },
        body: { effectiveMemberId: (await insertMember(db(), { clientId: x.clientId })).id },
      }),
    },
    'establishments.removeMember': {
      kind: 'establishment',
      permissions: permissionOf('establishments.removeMember'),
      call: async (x) => ({
        params: {
          establishmentId: x.establishmentId,
          effectiveMemberId: (await insertMember(db(), { clientId: x.clientId, establishmentIds: [x.establishmentId] }))
            .id,
        },
      }),
    },
    'legalEntities.list': { kind: 'none', permissions: permissionOf('legalEntities.list'), call: () => ({}) },
    'legalEntities.get': {
      kind: 'legalEntity',
      permissions: permissionOf('legalEntities.get'),
      call: (x) => ({ params: { id: x.legalEntityId } }),
    },
    'legalEntities.create': {
      kind: 'client',
      permissions: permissionOf('legalEntities.create'),
      call: (x) => ({
        body: {
          clientId: x.clientId,
          name: `Entité ${next()}`,
          addressLine: '1 rue de la Paix',
          city: 'Paris',
          postalCode: '75002',
          email: 'entite@test.fr',
          siren: '123456782',
          managementType: 'CHILDMINDERS',
        },
      }),
    },
    'legalEntities.update': {
      kind: 'legalEntity',
      permissions: permissionOf('legalEntities.update'),
      call: (x) => ({ params: { id: x.legalEntityId }, body: { city: 'Lyon' } }),
    },
    'legalEntities.remove': {
      kind: 'legalEntity',
      permissions: permissionOf('legalEntities.remove'),
      call: async (x) => ({ params: { id: (await insertLegalEntity(db(), x.clientId)).id } }),
    },
    'legalEntities.listForClient': {
      kind: 'client',
      permissions: permissionOf('legalEntities.listForClient'),
      call: (x) => ({ params: { clientId: x.clientId } }),
    },
    'legalEntities.listEstablishments': {
      kind: 'legalEntity',
      permissions: permissionOf('legalEntities.listEstablishments'),
      call: (x) => ({ params: { id: x.legalEntityId } }),
    },
    'clients.list': { kind: 'none', permissions: permissionOf('clients.list'), call: () => ({}) },
    'clients.get': {
      kind: 'client',
      permissions: permissionOf('clients.get'),
      call: (x) => ({ params: { id: x.clientId } }),
    },
    'clients.create': {
      kind: 'none',
      permissions: permissionOf('clients.create'),
      call: () => ({ body: { name: `Client ${next()}`, email: 'client@test.fr' } }),
    },
    'clients.update': {
      kind: 'client',
      permissions: permissionOf('clients.update'),
      call: (x) => ({ params: { id: x.clientId }, body: { phone: '0100000000' } }),
    },
    'clients.remove': {
      kind: 'none',
      permissions: permissionOf('clients.remove'),
      call: async () => ({ params: { id: (await insertClient(db())).id } }),
    },
    'members.list': {
      kind: 'none',
      permissions: permissionOf('members.list'),
      call: (x) => ({ query: { clientId: x.clientId } }),
    },
    'members.get': {
      kind: 'establishment',
      permissions: permissionOf('members.get'),
      call: (x) => ({ params: { id: x.memberId } }),
    },
    'members.create': {
      kind: 'client',
      permissions: permissionOf('members.create'),
      call: (x) => ({ body: { clientId: x.clientId, firstName: 'Léa', lastName: next(), role: 'HEALTH_REFERENT' } }),
    },
    'members.update': {
      kind: 'establishment',
      permissions: permissionOf('members.update'),
      call: (x) => ({ params: { id: x.memberId }, body: { qualifications: 'EJE' } }),
    },
    // A member linked to nothing, in the target's client (its scope is the client's for whoever may delete).
    'members.remove': {
      kind: 'establishment',
      permissions: permissionOf('members.remove'),
      call: async (x) => ({ params: { id: (await insertMember(db(), { clientId: x.clientId })).id } }),
    },
    'members.convertToUser': {
      kind: 'establishment',
      permissions: permissionOf('members.convertToUser'),
      call: async (x) => ({
        params: { id: (await insertMember(db(), { clientId: x.clientId, establishmentIds: [x.establishmentId] })).id },
        body: { email: `membre-${next()}@test.fr` },
      }),
    },
    'audit.list': { kind: 'none', permissions: permissionOf('audit.list'), call: () => ({}) },
  };
}
