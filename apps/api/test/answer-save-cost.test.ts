import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/app.ts';
import { createTenants, type Tenants } from './support/fixtures.ts';

/**
 * Issue 13 item 5: saving one answer reads and writes what it needs, not
 * every question and answer of the evaluation. Measured on a 5-question and
 * a 300-question evaluation (299 answered): the save must not grow with the
 * evaluation's size.
 */
let t: TestContext;
let tenants: Tenants;
let admin: string;
let director: string;

async function evaluationOf(size: number) {
  const form = await t.request('POST', '/api/v1/forms', {
    cookie: admin,
    body: { name: `Coût d'une réponse ${size}`, kind: 'CONFORMITY' },
  });
  const keys: string[] = [];
  for (let index = 0; index < size; index += 1) {
    const created = await t.request('POST', `/api/v1/forms/${form.body.id}/questions`, {
      cookie: admin,
      body: { formId: form.body.id, type: 'BOOLEAN', label: `Question ${index + 1} ?` },
    });
    keys.push(created.body.questions.at(-1).key);
  }
  const evaluation = await t.request('POST', '/api/v1/evaluations', {
    cookie: director,
    body: { establishmentId: tenants.establishmentA1.id, formId: form.body.id },
  });
  const id = evaluation.body.id as string;
  for (const key of keys.slice(1)) {
    await t.request('PUT', `/api/v1/evaluations/${id}/answers/${key}`, {
      cookie: director,
      body: { value: true, expectedVersion: 0, comment: 'Vérifié sur place, document présenté au contrôle.' },
    });
  }
  return { id, key: keys[0]! };
}

async function medianSave(evaluation: { id: string; key: string }, runs: number) {
  const times: number[] = [];
  for (let version = 0; version < runs; version += 1) {
    const started = performance.now();
    const response = await t.request('PUT', `/api/v1/evaluations/${evaluation.id}/answers/${evaluation.key}`, {
      cookie: director,
      body: { value: version % 2 === 0, expectedVersion: version, comment: `Essai ${version}` },
    });
    times.push(performance.now() - started);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ questionKey: evaluation.key, version: version + 1 });
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
  admin = await t.signIn(tenants.users.admin.email);
  director = await t.signIn(tenants.users.directorA.email);
}, 60_000);
afterAll(() => t?.close());

describe('answer save cost (issue 13 item 5)', () => {
  it('does not grow with the number of questions and answers of the evaluation', async () => {
    const small = await evaluationOf(5);
    const large = await evaluationOf(300);
    // Warm both paths, then alternate so that machine noise hits both alike.
    await medianSave(small, 3);
    await medianSave(large, 3);
    const results = { small: [] as number[], large: [] as number[] };
    let smallVersion = 3;
    let largeVersion = 3;
    for (let round = 0; round < 15; round += 1) {
      for (const [name, evaluation] of [
        ['small', small],
        ['large', large],
      ] as const) {
        const version = name === 'small' ? smallVersion++ : largeVersion++;
        const started = performance.now();
        const response = await t.request('PUT', `/api/v1/evaluations/${evaluation.id}/answers/${evaluation.key}`, {
          cookie: director,
          body: { value: version % 2 === 0, expectedVersion: version, comment: `Essai ${version}` },
        });
        results[name].push(performance.now() - started);
        expect(response.status).toBe(200);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const smallMedian = median(results.small);
    const largeMedian = median(results.large);
    console.log(
      `enregistrement d'une réponse, médiane : 5 questions ${smallMedian.toFixed(1)} ms, 300 questions ${largeMedian.toFixed(1)} ms`,
    );
    expect(largeMedian).toBeLessThan(smallMedian * 1.5 + 2);
  }, 300_000);
});
