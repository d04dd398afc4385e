import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/app.ts';
import { createTenants, type Tenants } from './support/fixtures.ts';

/**
 * Issue 15: an integrator generates a client from the live document
 * (openapi-typescript + openapi-fetch) and gets typed successes, typed errors
 * and files without reading our code. The calls below must compile; each one
 * under `@ts-expect-error` must not (an unused directive fails the check).
 */
const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
// Inside the repository, so that `openapi-fetch` resolves from its node_modules.
const workDir = path.join(repoRoot, 'node_modules/.cache/qc', `openapi-client-${process.pid}`);

const CALLS = `
import createClient from 'openapi-fetch';
import type { paths } from './api.js';

const client = createClient<paths>({ baseUrl: 'https://qc.example/api/v1', credentials: 'include' });

export async function calls() {
  const list = await client.GET('/establishments', { params: { query: { page: 2, pageSize: 50, sort: '-name' } } });
  if (list.data) {
    const first: string | undefined = list.data.items[0]?.name;
    const total: number = list.data.total;
    void first;
    void total;
  }
  // @ts-expect-error a page is an integer, not text
  await client.GET('/establishments', { params: { query: { page: 'abc' } } });
  // @ts-expect-error an unknown sort is refused
  await client.GET('/establishments', { params: { query: { sort: 'siret' } } });

  await client.POST('/clients', { body: { name: 'Crèches du Val', email: 'contact@val.fr' } });
  // @ts-expect-error name and email are required
  await client.POST('/clients', { body: {} });
  // @ts-expect-error the name is text
  await client.POST('/clients', { body: { name: 12, email: 'contact@val.fr' } });

  const one = await client.GET('/establishments/{id}', { params: { path: { id: 'e1' } } });
  if (one.error) {
    const message: string = one.error.message;
    const status: number = one.error.status;
    const code: 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'INTERNAL_SERVER_ERROR' | string = one.error.code;
    void message;
    void status;
    void code;
    // @ts-expect-error the code is text, not a number: the error is typed, not any
    const wrong: number = one.error.code;
    void wrong;
  }
  // @ts-expect-error the path parameter is required
  await client.GET('/establishments/{id}', {});

  const actions = await client.GET('/actions', { params: { query: { establishmentId: 'e1', overdue: true } } });
  void actions;
  // @ts-expect-error overdue is a boolean
  await client.GET('/actions', { params: { query: { establishmentId: 'e1', overdue: 'yes' } } });

  const pdf = await client.GET('/evaluations/{id}/report', { params: { path: { id: 'ev1' } }, parseAs: 'blob' });
  const blob: Blob | undefined = pdf.data;
  void blob;
}
`;

let t: TestContext;
let tenants: Tenants;
let document: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
  document = (await t.request('GET', '/api/v1/openapi.json')).body as Record<string, unknown>;
  mkdirSync(workDir, { recursive: true });
});
afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  await t?.close();
});

type Operation = {
  parameters?: Array<{ in: string; name: string; schema?: Record<string, unknown> }>;
  responses: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: { content: Record<string, unknown> };
};
function operation(pathName: string, method: string): Operation {
  return (document.paths as Record<string, Record<string, Operation>>)[pathName]![method]!;
}

describe('the OpenAPI document, as an integrator reads it', () => {
  it('declares every refusal with one body shape, and the session cookie', () => {
    const get = operation('/establishments/{id}', 'get');
    for (const status of ['400', '401', '403', '404', '409', '429', '500']) {
      expect(get.responses[status], status).toBeDefined();
    }
    const components = document.components as Record<string, Record<string, unknown>>;
    expect(components.schemas!.Erreur).toMatchObject({ required: ['defined', 'code', 'status', 'message'] });
    expect(components.securitySchemes!.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(document.security).toEqual([{ sessionCookie: [] }]);
    expect(JSON.stringify(document)).not.toContain('"$schema"');
  });

  it('declares the refusals on every operation: a contract built without the base contract fails here', () => {
    const missing: string[] = [];
    for (const [pathName, item] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, op] of Object.entries(item)) {
        for (const status of ['400', '401', '403', '404', '500']) {
          if (!op.responses[status]) missing.push(`${method.toUpperCase()} ${pathName} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('types query parameters, requires required fields, and declares files', () => {
    const page = operation('/establishments', 'get').parameters!.find((parameter) => parameter.name === 'page');
    expect(page?.schema).toMatchObject({ type: 'integer', minimum: 1 });
    const create = operation('/clients', 'post').requestBody!.content['application/json'] as {
      schema: { required: string[]; properties: Record<string, { default?: unknown }> };
    };
    expect(create.schema.required).toEqual(expect.arrayContaining(['name', 'email']));
    expect(create.schema.properties.name!.default).toBeUndefined();
    expect(Object.keys(operation('/evaluations/{id}/report', 'get').responses['200']!.content!)).toEqual([
      'application/pdf',
    ]);
    expect(Object.keys(operation('/actions/export.xlsx', 'get').responses['200']!.content!)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(Object.keys(operation('/establishments/{establishmentId}/documents', 'post').requestBody!.content)).toEqual([
      'multipart/form-data',
    ]);
  });

  it('gives a generated client typed calls: good ones compile, wrong ones do not', async () => {
    const types = astToString(await openapiTS(document as never));
    writeFileSync(path.join(workDir, 'api.d.ts'), types);
    writeFileSync(path.join(workDir, 'calls.ts'), CALLS);
    const program = ts.createProgram([path.join(workDir, 'calls.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      skipLibCheck: true,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const where = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      return `${path.basename(diagnostic.file?.fileName ?? '?')}:${(where?.line ?? 0) + 1} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
    expect(diagnostics).toEqual([]);
  }, 60_000);
});

describe('the answers match the document', () => {
  const bodyKeys = (body: unknown) => Object.keys(body as object).sort();

  it('names a missing parameter as the user knows it, in French', async () => {
    const cookie = await t.signIn(tenants.users.directorA.email);
    const response = await t.request('GET', '/api/v1/actions', { cookie });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      defined: true,
      code: 'BAD_REQUEST',
      message: 'Veuillez indiquer l’établissement (establishmentId)',
      data: { fieldErrors: { establishmentId: 'Veuillez indiquer l’établissement (establishmentId)' } },
    });
  });

  it('answers every refusal with the same body keys, declared or not', async () => {
    const cookie = await t.signIn(tenants.users.directorA.email);
    const notFound = await t.request('GET', '/api/v1/establishments/inconnu', { cookie });
    expect(notFound.status).toBe(404);
    expect(notFound.body).toMatchObject({ defined: true, code: 'NOT_FOUND', status: 404 });
    const anonymous = await t.request('GET', '/api/v1/establishments');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ defined: true, code: 'UNAUTHORIZED' });
    const foreignOrigin = await t.request('POST', '/api/v1/clients', {
      cookie,
      headers: { origin: 'https://attaquant.example' },
      body: { name: 'x', email: 'x@x.fr' },
    });
    expect(foreignOrigin.status).toBe(403);
    expect(foreignOrigin.body).toMatchObject({ defined: false, code: 'FORBIDDEN', status: 403 });
    const unknownRoute = await t.request('GET', '/api/v1/nulle-part', { cookie });
    expect(unknownRoute.status).toBe(404);
    for (const body of [foreignOrigin.body, unknownRoute.body, anonymous.body]) {
      expect(bodyKeys(body)).toEqual(expect.arrayContaining(['code', 'defined', 'message', 'status']));
    }
  });
});
