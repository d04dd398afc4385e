import { contract } from '@qc/shared/contract';
import type { Role } from '@qc/shared/enums';
import { getRolePermissions } from '@qc/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './app.ts';
import { createTenants, insertMember, insertUser, type Tenants } from './fixtures.ts';
import {
  insertAgreement,
  matrixSpecs,
  ROLES,
  TARGETS,
  VISIBLE,
  type Call,
  type ENTITIES,
  type Spec,
  type Target,
  type TargetName,
} from './admin-matrix-specs.ts';

type Entity = (typeof ENTITIES)[number];
type Route = { method: string; path: string; successStatus?: number };

export function proceduresOf(entities: readonly Entity[]) {
  return entities.flatMap((entity) =>
    Object.entries(contract[entity]).map(([name, procedure]) => ({
      key: `${entity}.${name}`,
      route: (procedure as unknown as { '~orpc': { route: Route } })['~orpc'].route,
    })),
  );
}

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

/**
 * The matrix over the procedures of `entities`: each × the four roles × the three targets, on a database of
 * the calling file's own (ADR 005) with a target per establishment (A1 own, A2 sibling, B1 foreign).
 */
export function describeAuthorizationMatrix(entities: readonly Entity[]) {
  let t: TestContext;
  let tenants: Tenants;
  let targets: Record<TargetName, Target>;
  let cookies: Record<Role, string>;
  let siblingIds: Set<string>;
  const specs = matrixSpecs(() => t.db);

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
      agreementId: (await insertAgreement(t.db, establishmentId)).id,
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

  describe.each(proceduresOf(entities))('$key', ({ key, route }) => {
    it.each(ROLES)('%s', async (role) => {
      const spec = specs[key]!;
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
}
