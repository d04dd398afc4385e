import { INPUT_MESSAGES } from '@qc/shared/validation/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, clients } from '../../src/db/schema.ts';
import { auditLog } from '../../src/db/schema-audit.ts';
import { effectiveMembers } from '../../src/db/schema-members.ts';
import { TEST_ORIGIN, type TestContext } from '../support/app.ts';
import { openTenantsContext } from '../support/context.ts';
import type { Tenants } from '../support/fixtures.ts';
import { listProcedures } from './support/contract-walk.ts';
import { isFrench, restRequest, send } from './support/transport.ts';

/**
 * Issue 12 item 5: 56 of 670 malformed requests answered 500. Each case of
 * the issue, over REST and RPC: a 400 with a French message, nothing written.
 */

let t: TestContext;
let tenants: Tenants;
let admin: string;
let directorB: string;

/** JSON nested `depth` objects deep, as text: the test's own JSON.stringify would overflow the stack. */
const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

async function raw(method: string, path: string, body: string | undefined, cookie: string) {
  return send(
    t,
    { url: path, init: { method, body, headers: body === undefined ? {} : { 'content-type': 'application/json' } } },
    cookie,
  );
}

const rpc = (path: string, input: unknown, cookie: string) =>
  raw('POST', `/rpc/${path}`, JSON.stringify({ json: input }), cookie);

function expectFrench400(answer: { status: number; message: unknown; text: string }) {
  expect(answer.status, answer.text.slice(0, 300)).toBe(400);
  expect(isFrench(answer.message), String(answer.message)).toBe(true);
}

async function rowCount(table: typeof agreements | typeof effectiveMembers | typeof auditLog) {
  const [row] = await t.db.select({ total: count() }).from(table);
  return row!.total;
}

beforeAll(async () => {
  ({
    t,
    tenants,
    cookies: { admin, directorB },
  } = await openTenantsContext({ signIn: ['admin', 'directorB'] }));
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('NUL bytes', () => {
  it('PUT /clients/{id} {"name":"n\\u0000"}: 400, the name unchanged', async () => {
    const id = tenants.clientB.id;
    expectFrench400(await raw('PUT', `/api/v1/clients/${id}`, JSON.stringify({ name: 'n\u0000' }), admin));
    expectFrench400(await rpc('clients/update', { id, name: 'n\u0000' }, admin));
    const [row] = await t.db.select({ name: clients.name }).from(clients).where(eq(clients.id, id));
    expect(row!.name).toBe('Client B');
  });

  it('GET /users/%00 and GET /users?search=%00: 400', async () => {
    const byId = await raw('GET', '/api/v1/users/%00', undefined, admin);
    expectFrench400(byId);
    expect(byId.message).toBe(INPUT_MESSAGES.controlCharacter);
    expectFrench400(await raw('GET', '/api/v1/users?search=%00', undefined, admin));
    expectFrench400(await rpc('users/get', { id: '\u0000' }, admin));
    expectFrench400(await rpc('users/list', { search: 'a\u0000' }, admin));
  });

  it('a NUL in every path segment of every procedure: never a 5xx', async () => {
    const failures: string[] = [];
    for (const procedure of listProcedures()) {
      if (!procedure.path.includes('{')) continue;
      const path = `/api/v1${procedure.path.replace(/\{[^}]+\}/g, '%00')}`;
      const answer = await raw(procedure.method, path, procedure.method === 'GET' ? undefined : '{}', directorB);
      if (answer.status >= 500 || (answer.status >= 400 && !isFrench(answer.message))) {
        failures.push(`${procedure.name}: ${answer.status} ${answer.text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('numbers out of range', () => {
  it('page=1e20 and page=99999999999: 400', async () => {
    expectFrench400(await raw('GET', '/api/v1/users?page=1e20', undefined, admin));
    expectFrench400(await raw('GET', '/api/v1/establishments?page=99999999999', undefined, admin));
    expectFrench400(await rpc('users/list', { page: 1e20 }, admin));
  });

  it('expectedVersion: 99999999999: 400', async () => {
    const action = await raw(
      'PUT',
      '/api/v1/actions/inconnue',
      JSON.stringify({ expectedVersion: 99_999_999_999, title: 'Titre' }),
      admin,
    );
    expectFrench400(action);
    expect(action.message).toBe(INPUT_MESSAGES.integerTooLarge);
    expectFrench400(
      await raw(
        'PUT',
        '/api/v1/evaluations/inconnue/answers/inconnue',
        JSON.stringify({ value: true, expectedVersion: 99_999_999_999 }),
        admin,
      ),
    );
    expectFrench400(
      await rpc('actionPlans/update', { id: 'x', expectedVersion: 99_999_999_999, title: 'Titre' }, admin),
    );
  });
});

describe('empty optional ids', () => {
  it('clientId= (empty): a French 400, never a 500', async () => {
    for (const path of [
      '/api/v1/members/effective?clientId=',
      '/api/v1/establishments?clientId=',
      '/api/v1/users?clientId=',
    ]) {
      expectFrench400(await raw('GET', path, undefined, admin));
    }
  });
});

describe('free JSON fields are bounded (5 levels, 16 kB)', () => {
  it('agreement metadata: 10,000 deep, 6 levels or 20 kB → 400 and nothing written; 5 levels of 1 kB → stored', async () => {
    const establishmentId = tenants.establishmentB1.id;
    const agreementsBefore = await rowCount(agreements);
    const auditBefore = await rowCount(auditLog);
    expectFrench400(
      await raw(
        'POST',
        '/api/v1/agreements',
        `{"establishmentId":"${establishmentId}","metadata":${deepJson(10_000)}}`,
        directorB,
      ),
    );
    const sixLevels = await raw(
      'POST',
      '/api/v1/agreements',
      JSON.stringify({ establishmentId, metadata: { a: { b: { c: { d: { e: { f: 1 } } } } } } }),
      directorB,
    );
    expectFrench400(sixLevels);
    expect(sixLevels.message).toBe(INPUT_MESSAGES.jsonTooDeep);
    const large = await raw(
      'POST',
      '/api/v1/agreements',
      JSON.stringify({ establishmentId, metadata: { notes: 'x'.repeat(20_000) } }),
      directorB,
    );
    expectFrench400(large);
    expect(large.message).toBe(INPUT_MESSAGES.jsonTooLarge);
    expectFrench400(
      await rpc('agreements/create', { establishmentId, metadata: { notes: 'x'.repeat(20_000) } }, directorB),
    );
    expect(await rowCount(agreements)).toBe(agreementsBefore);
    expect(await rowCount(auditLog)).toBe(auditBefore);

    const fine = await raw(
      'POST',
      '/api/v1/agreements',
      JSON.stringify({ establishmentId, metadata: { a: { b: { c: { d: { e: 'x'.repeat(1000) } } } } } }),
      directorB,
    );
    expect(fine.status, fine.text).toBe(201);
  });

  it('member qualifications: 10,000 deep or 10 MB → 400 and nothing written', async () => {
    const before = await rowCount(effectiveMembers);
    const member = `"clientId":"${tenants.clientB.id}","firstName":"Jeanne","lastName":"Martin","role":"OTHER_INTERVENANT"`;
    expectFrench400(
      await raw('POST', '/api/v1/members/effective', `{${member},"qualifications":${deepJson(10_000)}}`, directorB),
    );
    const huge = await raw(
      'POST',
      '/api/v1/members/effective',
      `{${member},"qualifications":{"cv":"${'x'.repeat(10 * 1024 * 1024)}"}}`,
      directorB,
    );
    expectFrench400(huge);
    expect(huge.message).toBe(INPUT_MESSAGES.jsonTooLarge);
    expect(await rowCount(effectiveMembers)).toBe(before);
  });

  it('a body nested 10,000 deep, sent to every procedure over REST and RPC: never a 5xx', async () => {
    const failures: string[] = [];
    const deep = deepJson(10_000);
    for (const procedure of listProcedures()) {
      const rest = restRequest(procedure, {});
      const answers =
        procedure.method === 'GET'
          ? [await raw('POST', `/rpc/${procedure.name.split('.').join('/')}`, `{"json":${deep}}`, admin)]
          : [
              await raw(procedure.method, rest.url, deep, admin),
              await raw('POST', `/rpc/${procedure.name.split('.').join('/')}`, `{"json":${deep}}`, admin),
            ];
      for (const answer of answers) {
        if (answer.status >= 500 || (answer.status >= 400 && !isFrench(answer.message))) {
          failures.push(`${procedure.name}: ${answer.status} ${answer.text.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('malformed bodies', () => {
  it('broken JSON, wrong content type, broken RPC envelope: a French 400', async () => {
    const path = `/api/v1/clients/${tenants.clientB.id}`;
    for (const body of ['{"name":', 'x', '[', '{"name":"a"}}']) {
      expectFrench400(await raw('PUT', path, body, admin));
      expectFrench400(await raw('POST', '/rpc/clients/update', body, admin));
    }
    const envelope = await raw('POST', '/rpc/clients/update', JSON.stringify({ json: {}, meta: [[99, 'x']] }), admin);
    expect(envelope.status).toBeLessThan(500);
    const form = await t.app.request(path, {
      method: 'PUT',
      headers: { cookie: admin, origin: TEST_ORIGIN, 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nbroken',
    });
    expect(form.status).toBeLessThan(500);
    const text = await form.text();
    expect(isFrench(JSON.parse(text).message), text).toBe(true);
  });
});

describe('an owner that does not exist', () => {
  it('an ADMIN creating a category, form or import for an unknown client: a French 404, not a 500 (found by the fuzz)', async () => {
    const clientId = crypto.randomUUID();
    const category = await raw(
      'POST',
      '/api/v1/categories',
      JSON.stringify({ name: 'Cat', kind: 'QUALITY', clientId }),
      admin,
    );
    expect(category.status, category.text).toBe(404);
    expect(isFrench(category.message)).toBe(true);
    const form = await raw('POST', '/api/v1/forms', JSON.stringify({ name: 'Form', kind: 'QUALITY', clientId }), admin);
    expect(form.status, form.text).toBe(404);
    const imported = await raw('POST', '/api/v1/library/import', JSON.stringify({ file: {}, clientId }), admin);
    expect(imported.status, imported.text).toBe(404);
  });
});
