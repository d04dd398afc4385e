import { traverseContractProcedures } from '@orpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOpenApiDocument } from '../../src/openapi.ts';
import { router } from '../../src/router.ts';
import type { TestContext } from '../support/app.ts';
import {
  getAt,
  listProcedures,
  referenceFields,
  referenceKey,
  setAt,
  type Procedure,
} from './support/contract-walk.ts';
import { stirClient } from './support/live-stir.ts';
import { call, isFrench, type Answer, type StreamReading, type Transport } from './support/transport.ts';
import { validInput } from './support/valid-input.ts';
import { kindOf, rowFor } from './support/references.ts';
import { openWorld, type ClientRows, type World } from './support/world.ts';

/**
 * Issue 12, items 1 and the campaign: for every procedure of the contract,
 * each role of client B (CLIENT_MASTER, DIRECTOR, COLLABORATOR; ADMIN is
 * global) puts an id of client A in each reference field of the input —
 * path, query or body, nested or optional — the other fields holding B's
 * own valid values, over REST and RPC. Nothing but 400/403/404 may answer,
 * with the very status and message an id that exists nowhere gets (so A's
 * rows cannot even be inferred; a 2xx only when byte for byte that answer),
 * and no id or name of A may appear in the body. Anonymous callers get 401.
 * Issue 34 item 14: a 400 must be about the foreign id itself — refused on
 * another field (a legal entity of B beside A's client), that field gets A's
 * row too until the scope check is met, else the case fails; B's own live
 * streams are read while both clients change things, and must show B's
 * events and none of A's.
 */

const procedures = listProcedures();
const ROLES = ['collaboratorB', 'directorB', 'masterB'] as const;
const TRANSPORTS: Transport[] = ['REST', 'RPC'];
/** Procedures anyone may call signed out: the public survey page (issue 28 item 3), attacked in surveys-public.test.ts. */
const PUBLIC_PROCEDURES = new Set<string>(['publicSurveys.get', 'publicSurveys.answer']);

let t: TestContext;
let world: World;
const tried = { requests: 0, cases: 0 };
/** Answers to foreign ids by status. */
const statuses: Record<string, number> = {};
/** Fields that had to hold A's row too for a foreign id to meet its scope check (a legal entity of the same client…). */
const companions: string[] = [];
const findings: string[] = [];
/** 2xx answers to a foreign id that match an unknown id's answer byte for byte: reported, not failed. */
const accepted: string[] = [];

function referenceOf(procedure: Procedure, rows: ClientRows) {
  return (key: string) => {
    const kind = kindOf(procedure.path, key);
    return kind ? rowFor(rows, procedure.name, kind) : undefined;
  };
}

/** The secrets of A found in an answer, the ids the attacker sent themselves aside. */
function leaksIn(answer: Answer, sent: unknown[] = []): string[] {
  return world.secretsOfA.filter((secret) => !sent.includes(secret) && answer.text.includes(secret));
}

/** Whether a 400's issue paths name a field ('formIds.0' names formIds.[]). */
const names = (answer: Answer, field: readonly string[]) =>
  answer.fields.some((path) => path.replace(/\.\d+(?=\.|$)/g, '.[]') === field.join('.'));

/**
 * An event stream is read while both clients' directors change something each of its streams tells
 * (support/live-stir.ts), A first: until B's own event shows, by which time any event of A it leaks
 * has shown too.
 */
const LIVE_READ_MS = 5_000;
const liveReading = (): StreamReading => ({
  during: async () => {
    await stirClient(t, world.a, world.cookies.directorA);
    await stirClient(t, world.b, world.cookies.directorB);
  },
  until: (text) => text.includes(world.tenants.users.directorB.id),
  timeoutMs: LIVE_READ_MS,
});

beforeAll(async () => ({ t, world } = await openWorld()), 180_000);

afterAll(async () => {
  if (findings.length > 0) console.log(`Campagne — ${findings.length} constat(s) :\n${findings.join('\n')}`);
  if (accepted.length > 0)
    console.log(`Campagne — 2xx sans rien révéler (${accepted.length}) :\n${accepted.join('\n')}`);
  if (companions.length > 0)
    console.log(`Campagne — champs accordés au même client (${companions.length}) :\n${companions.join('\n')}`);
  console.log(`Campagne — ${tried.cases} cas, ${tried.requests} requêtes, statuts ${JSON.stringify(statuses)}`);
  await t?.close();
});

describe('campaign: the contract can be tried whole', () => {
  it('enumerates every procedure: as oRPC serves them (RPC), and as the OpenAPI document lists them (REST)', async () => {
    // Enumerations made elsewhere: oRPC's own walk of the router the server mounts, the REST document oRPC writes.
    const served: string[] = [];
    traverseContractProcedures({ router, path: [] }, ({ path }) => {
      served.push(path.join('.'));
    });
    expect(procedures.map((procedure) => procedure.name).sort()).toEqual(served.sort());
    const document = (await getOpenApiDocument()) as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(procedures.map((procedure) => `${procedure.method} ${procedure.path}`).sort()).toEqual(operations.sort());
  });

  it('builds a valid input of client B for every procedure and names every reference field', () => {
    const problems: string[] = [];
    for (const procedure of procedures) {
      const built = validInput(procedure.schema, referenceOf(procedure, world.b));
      if (!built.ok) problems.push(`${procedure.name}: no valid input (${built.issue})`);
      for (const field of referenceFields(procedure.schema)) {
        if (!kindOf(procedure.path, referenceKey(field))) {
          problems.push(`${procedure.name}: unknown kind of reference field ${field.join('.')}`);
        }
      }
    }
    // A new procedure or field the campaign cannot build is a failure, never a silent skip.
    expect(problems).toEqual([]);
  });
});

describe('campaign: client B tries client A’s ids in every reference field', () => {
  for (const procedure of procedures) {
    it(`${procedure.name} (${procedure.method} ${procedure.path})`, async () => {
      const failures: string[] = [];
      const base = validInput(procedure.schema, referenceOf(procedure, world.b)).input;
      const fields = referenceFields(procedure.schema);
      for (const role of ROLES) {
        for (const transport of TRANSPORTS) {
          // B's own valid call, for reads: it may succeed, but must show nothing of A (lists, counts, libraries);
          // a live stream is read while both clients change things: it shows B's events, never A's.
          if (procedure.method === 'GET') {
            const own = await call(t, transport, procedure, base, world.cookies[role], liveReading());
            tried.requests += 1;
            const leaked = leaksIn(own);
            if (own.status >= 500) failures.push(`${role} ${transport} own input → ${own.status}`);
            if (leaked.length > 0)
              failures.push(`${role} ${transport} own input → ${own.status}, shows A: ${leaked.join(', ')}`);
            if (own.stream && !liveReading().until(own.text))
              failures.push(`${role} ${transport} own stream: no event of B within ${LIVE_READ_MS} ms (live-stir.ts)`);
          }
          for (const field of fields) {
            const kind = kindOf(procedure.path, referenceKey(field));
            if (!kind) continue; // reported by the test above
            let input = setAt(base, field, rowFor(world.a, procedure.name, kind));
            // The same call with ids that exist nowhere: A's rows must not be told apart from them.
            let unknownInput = setAt(base, field, crypto.randomUUID());
            const where = `${role} ${transport} ${field.join('.')}=A`;
            let answer = await call(t, transport, procedure, input, world.cookies[role], liveReading());
            tried.requests += 1;
            // Refused on another reference field, the foreign id never met its own check: that field must agree
            // with it (a legal entity of the same client, a question of the same evaluation), so it gets A's row too.
            const agreed: string[][] = [];
            for (;;) {
              const other = fields.find(
                (candidate) => candidate !== field && !agreed.includes(candidate) && names(answer, candidate),
              );
              if (answer.status !== 400 || !other) break;
              agreed.push(other);
              input = setAt(
                input,
                other,
                rowFor(world.a, procedure.name, kindOf(procedure.path, referenceKey(other))!),
              );
              unknownInput = setAt(unknownInput, other, crypto.randomUUID());
              answer = await call(t, transport, procedure, input, world.cookies[role], liveReading());
              tried.requests += 1;
            }
            tried.cases += 1;
            statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
            if (agreed.length > 0)
              companions.push(`${procedure.name}: ${where} with ${agreed.map((f) => f.join('.')).join(', ')}=A`);
            if (answer.status === 400 && ![field, ...agreed].some((checked) => names(answer, checked))) {
              failures.push(
                `${where} → 400 on ${answer.fields.join(', ') || '(no field)'} « ${String(answer.message)} »: its scope check was never reached`,
              );
            }
            const sent = [field, ...agreed].map((checked) => getAt(input, checked));
            const leaked = leaksIn(answer, sent);
            const unknown = await call(t, transport, procedure, unknownInput, world.cookies[role], liveReading());
            tried.requests += 1;
            const sameAsUnknown = unknown.status === answer.status && unknown.message === answer.message;
            if (answer.status >= 200 && answer.status < 300) {
              // Accepted only when it tells nothing: byte for byte the unknown id's answer
              // (a list filtered to nothing, a no-op). Otherwise A's row was reached.
              if (unknown.status !== answer.status || unknown.text !== answer.text) {
                failures.push(
                  `${where} → ${answer.status} (an unknown id → ${unknown.status}) ${answer.text.slice(0, 160)}`,
                );
              } else {
                accepted.push(`${procedure.name}: ${where} → ${answer.status}, same as an unknown id`);
              }
            } else if (answer.status < 500 && !sameAsUnknown) {
              failures.push(
                `${where} → ${answer.status} « ${String(answer.message)} », an unknown id → ${unknown.status} « ${String(unknown.message)} »: A's row can be inferred`,
              );
            } else if (![400, 403, 404].includes(answer.status)) {
              failures.push(`${where} → ${answer.status} ${answer.text.slice(0, 160)}`);
            } else if (!isFrench(answer.message)) {
              failures.push(`${where} → ${answer.status} message not French: ${String(answer.message)}`);
            }
            if (leaked.length > 0) failures.push(`${where} → ${answer.status}, shows A: ${leaked.join(', ')}`);
          }
        }
      }
      findings.push(...failures.map((failure) => `${procedure.name}: ${failure}`));
      expect(failures).toEqual([]);
    }, 120_000);
  }
});

describe('campaign: anonymous callers', () => {
  for (const procedure of procedures.filter((candidate) => !PUBLIC_PROCEDURES.has(candidate.name))) {
    it(`${procedure.name} answers 401 signed out`, async () => {
      const input = validInput(procedure.schema, referenceOf(procedure, world.a)).input;
      const failures: string[] = [];
      for (const transport of TRANSPORTS) {
        const answer = await call(t, transport, procedure, input);
        tried.requests += 1;
        if (answer.status !== 401) failures.push(`${transport} → ${answer.status} ${answer.text.slice(0, 160)}`);
        else if (!isFrench(answer.message))
          failures.push(`${transport} → message not French: ${String(answer.message)}`);
        const leaked = leaksIn(answer).filter((secret) => !JSON.stringify(input ?? '').includes(secret));
        if (leaked.length > 0) failures.push(`${transport} → shows A: ${leaked.join(', ')}`);
      }
      findings.push(...failures.map((failure) => `${procedure.name} anonyme: ${failure}`));
      expect(failures).toEqual([]);
    });
  }
});

describe('campaign: counts are each client’s own', () => {
  it('a shared form’s versions count only the caller’s evaluations', async () => {
    // A and B each evaluated the shared form once: B must see 1, not 2.
    for (const role of ROLES) {
      const versions = await t.request('GET', `/api/v1/forms/${world.sharedForm}/versions`, {
        cookie: world.cookies[role],
      });
      expect(versions.status).toBe(200);
      const total = (versions.body as { evaluationCount: number }[]).reduce((sum, row) => sum + row.evaluationCount, 0);
      expect(total, `${role}: evaluationCount of the shared form`).toBeLessThanOrEqual(1);
    }
  });

  it('a shared category’s form count leaves out other clients’ private forms', async () => {
    const admin = await t.request('GET', `/api/v1/categories/${world.sharedCategory}`, { cookie: world.cookies.admin });
    expect(admin.status).toBe(200);
    for (const role of ['directorB', 'masterB'] as const) {
      const seen = await t.request('GET', `/api/v1/categories/${world.sharedCategory}`, {
        cookie: world.cookies[role],
      });
      const listed = await t.request('GET', `/api/v1/forms?categoryId=${world.sharedCategory}&pageSize=200`, {
        cookie: world.cookies[role],
      });
      expect(seen.status).toBe(200);
      // What B is told the category holds is what B can open in it.
      expect(seen.body.formCount, `${role}: formCount of the shared category`).toBe(listed.body.total);
    }
  });
});
