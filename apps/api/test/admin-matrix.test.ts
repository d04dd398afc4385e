import { contract } from '@qc/shared/contract';
import type { Role } from '@qc/shared/enums';
import { CALL_PERMISSIONS, getRolePermissions, type Permission } from '@qc/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './support/app.ts';
import {
  createTenants,
  insertClient,
  insertEstablishment,
  insertLegalEntity,
  insertMember,
  insertUser,
  type Tenants,
} from './support/fixtures.ts';

/**
 * DESIGN §3, generated from the contract: every procedure of the
 * administration entities × the four roles × a target in the caller's own
 * establishment (A1), another establishment of the same client (A2) and
 * another client (B1). Missing permission → 403, outside the scope → 404,
 * otherwise the procedure's success status; and no list ever shows a
 * foreign row.
 */

const ENTITIES = ['agreements', 'establishments', 'legalEntities', 'clients', 'members', 'audit'] as const;
const ROLES: Role[] = ['ADMIN', 'CLIENT_MASTER', 'DIRECTOR', 'COLLABORATOR'];
const TARGETS = ['own', 'sibling', 'foreign'] as const;
type TargetName = (typeof TARGETS)[number];

type Target = {
  clientId: string;
  legalEntityId: string;
  establishmentId: string;
  agreementId: string;
  memberId: string;
  userId: string;
};

/** What the procedure addresses decides which targets each role may reach. */
type Kind = 'establishment' | 'client' | 'legalEntity' | 'none';

const VISIBLE: Record<Kind, Record<Role, readonly TargetName[]>> = {
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

type Call = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
type Spec = {
  kind: Kind;
  permissions: Permission[];
  call: (target: Target) => Promise<Call> | Call;
  /** Overrides the generic rule (establishments.listForUser answers for oneself without a permission). */
  expected?: (role: Role, target: TargetName) => number;
};

let t: TestContext;
let tenants: Tenants;
let targets: Record<TargetName, Target>;
let cookies: Record<Role, string>;
let siblingIds: Set<string>;
let sequence = 0;
const next = () => `${Date.now().toString(36)}${sequence++}`;

async function insertAgreement(establishmentId: string) {
  const [row] = await t.db.insert(agreements).values({ establishmentId, requestDate: '2026-01-05' }).returning();
  return row!;
}

const establishmentBody = (legalEntityId: string) => ({
  legalEntityId,
  name: `Crèche ${next()}`,
  address: '3 rue des Écoles',
  phoneNumber: '0102030405',
  postalCode: '69003',
  city: 'Lyon',
  siret: '12345678901234',
  raisonSocialeOfTheManager: 'Association',
  modalityOfTarification: 'PSU',
});

const permissionOf = (key: keyof typeof CALL_PERMISSIONS): Permission[] => {
  const permission = CALL_PERMISSIONS[key];
  return permission ? [permission] : [];
};

const SPECS: Record<string, Spec> = {
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
    call: async (x) => ({ params: { id: (await insertAgreement(x.establishmentId)).id } }),
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
  'establishments.remove': {
    kind: 'establishment',
    permissions: permissionOf('establishments.remove'),
    call: async (x) => ({
      params: { id: (await insertEstablishment(t.db, { id: x.legalEntityId, clientId: x.clientId })).id },
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
      body: { effectiveMemberId: (await insertMember(t.db, { clientId: x.clientId })).id },
    }),
  },
  'establishments.removeMember': {
    kind: 'establishment',
    permissions: permissionOf('establishments.removeMember'),
    call: async (x) => ({
      params: {
        establishmentId: x.establishmentId,
        effectiveMemberId: (await insertMember(t.db, { clientId: x.clientId, establishmentIds: [x.establishmentId] }))
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
        siren: '123456789',
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
    call: async (x) => ({ params: { id: (await insertLegalEntity(t.db, x.clientId)).id } }),
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
    call: async () => ({ params: { id: (await insertClient(t.db)).id } }),
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
    call: async (x) => ({ params: { id: (await insertMember(t.db, { clientId: x.clientId })).id } }),
  },
  'members.convertToUser': {
    kind: 'establishment',
    permissions: [...permissionOf('members.convertToUser'), 'user:manage'],
    call: async (x) => ({
      params: { id: (await insertMember(t.db, { clientId: x.clientId, establishmentIds: [x.establishmentId] })).id },
      body: { email: `membre-${next()}@test.fr` },
    }),
  },
  'audit.list': { kind: 'none', permissions: ['audit:read'], call: () => ({}) },
};

type Route = { method: string; path: string; successStatus?: number };
const procedures = ENTITIES.flatMap((entity) =>
  Object.entries(contract[entity]).map(([name, procedure]) => ({
    key: `${entity}.${name}`,
    route: (procedure as unknown as { '~orpc': { route: Route } })['~orpc'].route,
  })),
);

function expectedStatus(spec: Spec, route: Route, role: Role, target: TargetName): number {
  if (spec.expected) return spec.expected(role, target);
  const granted = new Set<string>(getRolePermissions(role));
  if (!spec.permissions.every((permission) => granted.has(permission))) return 403;
  if (!VISIBLE[spec.kind][role].includes(target)) return 404;
  return route.successStatus ?? 200;
}

function toUrl(route: Route, call: Call): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.params?.[name];
    if (!value) throw new Error(`paramètre ${name} manquant pour ${route.path}`);
    return encodeURIComponent(value);
  });
  const query = call.query ? `?${new URLSearchParams(call.query)}` : '';
  return `/api/v1${path}${query}`;
}

/** No list shows another client's rows, nor, to a DIRECTOR or COLLABORATOR, the other establishment's. */
function assertNoForeignRows(role: Role, items: any[]) {
  if (role === 'ADMIN') return;
  const { clientA, establishmentA2, establishmentB1 } = tenants;
  for (const item of items) {
    if (typeof item.clientId === 'string') expect(item.clientId).toBe(clientA.id);
    if (item.effectiveMember) expect(item.effectiveMember.clientId).toBe(clientA.id);
    expect(item.establishmentId).not.toBe(establishmentB1.id);
    expect(item.id).not.toBe(establishmentB1.id);
    if (role === 'DIRECTOR' || role === 'COLLABORATOR') {
      expect(siblingIds.has(item.id)).toBe(false);
      expect(item.establishmentId).not.toBe(establishmentA2.id);
      if (Array.isArray(item.establishments)) expect(item.establishments).not.toContain(establishmentA2.id);
    }
  }
}

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
  const { clientA, clientB, legalEntityA, legalEntityB, establishmentA1, establishmentA2, establishmentB1, users } =
    tenants;
  const userA2 = await insertUser(t.db, {
    role: 'COLLABORATOR',
    clientId: clientA.id,
    establishmentId: establishmentA2.id,
  });
  const build = async (
    clientId: string,
    legalEntityId: string,
    establishmentId: string,
    userId: string,
  ): Promise<Target> => ({
    clientId,
    legalEntityId,
    establishmentId,
    userId,
    agreementId: (await insertAgreement(establishmentId)).id,
    memberId: (await insertMember(t.db, { clientId, establishmentIds: [establishmentId] })).id,
  });
  targets = {
    own: await build(clientA.id, legalEntityA.id, establishmentA1.id, users.collaboratorA.id),
    sibling: await build(clientA.id, legalEntityA.id, establishmentA2.id, userA2.id),
    foreign: await build(clientB.id, legalEntityB.id, establishmentB1.id, users.directorB.id),
  };
  siblingIds = new Set([establishmentA2.id, targets.sibling.agreementId, targets.sibling.memberId, userA2.id]);
  const [admin, master, director, collaborator] = await Promise.all([
    t.signIn(users.admin.email),
    t.signIn(users.masterA.email),
    t.signIn(users.directorA.email),
    t.signIn(users.collaboratorA.email),
  ]);
  cookies = { ADMIN: admin, CLIENT_MASTER: master, DIRECTOR: director, COLLABORATOR: collaborator };
});
afterAll(() => t?.close());

describe('authorization matrix', () => {
  it('has a case for every procedure of the administration entities', () => {
    expect(procedures.map((p) => p.key).sort()).toEqual(Object.keys(SPECS).sort());
  });

  describe.each(procedures)('$key', ({ key, route }) => {
    it.each(ROLES)('%s', async (role) => {
      const spec = SPECS[key]!;
      const results: string[] = [];
      const expected: string[] = [];
      for (const target of TARGETS) {
        const call = await spec.call(targets[target]);
        const response = await t.request(route.method, toUrl(route, call), { cookie: cookies[role], body: call.body });
        results.push(`${target}: ${response.status}`);
        expected.push(`${target}: ${expectedStatus(spec, route, role, target)}`);
        if (response.status === 200 && Array.isArray(response.body?.items))
          assertNoForeignRows(role, response.body.items);
      }
      expect(results).toEqual(expected);
    });
  });
});
