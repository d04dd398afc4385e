import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from './support/app.ts';
import { openTenantsContext, type Cookies } from './support/context.ts';
import {
  booleanQuestion,
  selectQuestion,
  multipleQuestion,
  notationQuestion,
  createForm,
} from './support/questionnaires.ts';

/** Questions: each type with its defaults, French messages, order, copies and deletion. */

let t: TestContext;
let cookies: Cookies;

beforeAll(async () => ({ t, cookies } = await openTenantsContext()));
afterAll(() => t?.close());

describe('questions', () => {
  it('creates one question of each type with its defaults and derived document level', async () => {
    const form = await createForm(t, cookies.admin, { name: 'Quatre types' });
    let detail = form;
    for (const question of [booleanQuestion, selectQuestion, multipleQuestion, notationQuestion]) {
      const response = await t.request('POST', `/api/v1/forms/${form.id}/questions`, {
        cookie: cookies.admin,
        body: question,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      detail = response.body;
    }
    expect(detail.questions.map((q: { type: string }) => q.type)).toEqual([
      'BOOLEAN',
      'SELECT',
      'MULTIPLE_CHOICE',
      'NOTATION',
    ]);
    const [boolean, select, , notation] = detail.questions;
    expect(boolean).toMatchObject({
      conformingAnswer: true,
      documentRequirement: 'MANDATORY',
      isCritical: true,
      weight: 1,
    });
    expect(select).toMatchObject({ documentRequirement: 'RECOMMENDED', conformingAnswer: null });
    expect(notation).toMatchObject({
      scale: { min: 1, max: 4, allowOptimized: true },
      threshold: 3,
      documentRequirement: null,
      options: [],
    });
    expect(notation.scale.labels).toEqual([
      'Pas du tout satisfaisant',
      'Plutôt pas satisfaisant',
      'Plutôt satisfaisant',
      'Tout à fait satisfaisant',
    ]);
    expect(detail.questionCount).toBe(4);
  });

  it('explains every mistake in French, under its field', async () => {
    const form = await createForm(t, cookies.admin, { name: 'Erreurs' });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ type: 'SELECT', label: 'Sans options' }, 'options', 'Ajoutez au moins deux options'],
      [{ ...notationQuestion, threshold: 7 }, 'threshold', "Le seuil de conformité doit être compris dans l'échelle"],
      [{ type: 'BOOLEAN', label: '   ' }, 'label', 'Le libellé de la question est obligatoire'],
      [
        { ...booleanQuestion, isDocumentRecommended: true },
        'isDocumentRecommended',
        'Un document ne peut pas être à la fois obligatoire et recommandé',
      ],
      [{ ...booleanQuestion, expectedDocument: '' }, 'expectedDocument', 'Précisez le document attendu'],
      [{ type: 'TEXT', label: 'Libre' }, 'type', 'Veuillez choisir un type de question'],
      [
        {
          ...selectQuestion,
          options: [
            { label: 'Oui', score: 120 },
            { label: 'Non', score: 0 },
          ],
        },
        'options.0.score',
        "Le score d'une option doit être un entier compris entre 0 et 100",
      ],
      [
        { ...notationQuestion, scale: { min: 4, max: 1, labels: ['a'] } },
        'scale.max',
        "Le maximum de l'échelle doit être supérieur au minimum",
      ],
      [{ ...booleanQuestion, weight: 0 }, 'weight', 'Le poids doit être un nombre compris entre 0,1 et 100'],
    ];
    for (const [body, field, message] of cases) {
      const response = await t.request('POST', `/api/v1/forms/${form.id}/questions`, { cookie: cookies.admin, body });
      expect(response.status, field).toBe(400);
      expect(response.body.data.fieldErrors[field], field).toBe(message);
    }
    const missingName = await t.request('POST', '/api/v1/forms', { cookie: cookies.admin, body: { kind: 'QUALITY' } });
    expect(missingName.body.data.fieldErrors.name).toBe('Le nom du questionnaire est obligatoire');
    const missingKind = await t.request('POST', '/api/v1/categories', { cookie: cookies.admin, body: { name: 'X' } });
    expect(missingKind.body.data.fieldErrors.kind).toBe('Veuillez choisir : conformité ou qualité');
  });

  it('reorders, duplicates and deletes questions', async () => {
    const form = await createForm(t, cookies.masterA, { name: 'Ordre' });
    let detail = form;
    for (const label of ['Un', 'Deux', 'Trois']) {
      detail = (
        await t.request('POST', `/api/v1/forms/${form.id}/questions`, {
          cookie: cookies.masterA,
          body: { type: 'BOOLEAN', label },
        })
      ).body;
    }
    const keys = detail.questions.map((q: { key: string }) => q.key);
    const reordered = await t.request('PUT', `/api/v1/forms/${form.id}/questions/order`, {
      cookie: cookies.masterA,
      body: { keys: [keys[2], keys[0], keys[1]] },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.questions.map((q: { label: string }) => q.label)).toEqual(['Trois', 'Un', 'Deux']);
    const stale = await t.request('PUT', `/api/v1/forms/${form.id}/questions/order`, {
      cookie: cookies.masterA,
      body: { keys: [keys[0]] },
    });
    expect(stale.status).toBe(400);

    const duplicated = await t.request('POST', `/api/v1/questions/${reordered.body.questions[0].id}/duplicate`, {
      cookie: cookies.masterA,
    });
    expect(duplicated.status).toBe(201);
    expect(duplicated.body.questions.map((q: { label: string }) => q.label)).toEqual([
      'Trois',
      'Trois (copie)',
      'Un',
      'Deux',
    ]);
    const removed = await t.request('DELETE', `/api/v1/questions/${duplicated.body.questions[2].id}`, {
      cookie: cookies.masterA,
    });
    expect(removed.body.questions.map((q: { label: string; position: number }) => [q.label, q.position])).toEqual([
      ['Trois', 0],
      ['Trois (copie)', 1],
      ['Deux', 2],
    ]);
  });
});
