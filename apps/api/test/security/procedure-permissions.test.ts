import { ERROR_MESSAGES } from '@qc/shared/errors';
import type { Role } from '@qc/shared/enums';
import { getUserPermissions } from '@qc/shared/permissions';
import { permissionsBefore } from '@qc/shared/procedure-permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../support/app.ts';
import { listProcedures, pathParams, type Procedure } from './support/contract-walk.ts';
import { kindOf, rowFor } from './support/references.ts';
import { call, type Transport } from './support/transport.ts';
import { validInput } from './support/valid-input.ts';
import { openWorld, type World } from './support/world.ts';

/**
 * Issue 31 item 1: the security suite reads every procedure's permission from the one table
 * (PROCEDURE_PERMISSIONS). Each caller whose role lacks one of a procedure's permissions gets 403 with the French
 * message, over REST and RPC, with client B's own valid input and with an empty one (the table is checked before
 * the input is read; over REST only where the path has no parameter). A procedure added to the contract is tried here without a new test.
 */

const CALLERS = [
  ['admin', 'ADMIN'],
  ['masterB', 'CLIENT_MASTER'],
  ['directorB', 'DIRECTOR'],
  ['collaboratorB', 'COLLABORATOR'],
] as const satisfies readonly (readonly [keyof World['cookies'], Role])[];
const TRANSPORTS: Transport[] = ['REST', 'RPC'];

let t: TestContext;
let world: World;
beforeAll(async () => ({ t, world } = await openWorld()), 180_000);
afterAll(async () => t?.close());

const guarded = listProcedures().filter((procedure) => permissionsBefore(procedure.name).length > 0);

function refusedTo(procedure: Procedure) {
  const needed = permissionsBefore(procedure.name);
  return CALLERS.filter(([, role]) => {
    const held = getUserPermissions({ roles: [role] });
    return needed.some((permission) => !held.has(permission));
  });
}

describe('every procedure refuses the roles its line of the table does not allow', () => {
  it('covers most of the contract', () => {
    expect(guarded.length).toBeGreaterThan(140);
  });

  it.each(guarded.map((procedure) => [procedure.name, procedure] as const))('%s', async (_name, procedure) => {
    const reference = (key: string) => {
      const kind = kindOf(procedure.path, key);
      return kind ? rowFor(world.b, procedure.name, kind) : undefined;
    };
    const own = validInput(procedure.schema, reference).input;
    const failures: string[] = [];
    for (const [caller] of refusedTo(procedure)) {
      for (const transport of TRANSPORTS) {
        for (const [label, input] of [
          ['own', own],
          ['empty', {}],
        ] as const) {
          // An empty REST input leaves the path's parameters empty: no route, the router's own 404.
          if (label === 'empty' && transport === 'REST' && pathParams(procedure.path).length > 0) continue;
          const answer = await call(t, transport, procedure, input, world.cookies[caller], {
            until: () => true,
            timeoutMs: 500,
          });
          if (answer.status !== 403 || answer.message !== ERROR_MESSAGES.FORBIDDEN) {
            failures.push(`${caller} ${transport} ${label}: ${answer.status} ${String(answer.message)}`);
          }
        }
      }
    }
    expect(failures).toStrictEqual([]);
  });
});
