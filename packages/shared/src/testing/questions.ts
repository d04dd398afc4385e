// Test fixtures only: imported by the tests of shared and web, never by production code.
import type { Answer } from '../evaluations/schemas.ts';
import type { Question } from '../questionnaires/question-schemas.ts';

/**
 * A question as the API sends it: a plain yes/no question (« Oui » conforms)
 * keyed `key`, with what a test cares about in `overrides`.
 */
export function makeQuestion(key: string, overrides: Partial<Question> = {}): Question {
  return {
    id: key,
    key,
    formId: 'form',
    version: 1,
    position: 0,
    label: `Question ${key}`,
    helpText: null,
    reference: null,
    type: 'BOOLEAN',
    weight: 1,
    isCritical: false,
    isDocumentRequired: false,
    isDocumentRecommended: false,
    documentRequirement: null,
    expectedDocument: null,
    actionTitle: null,
    conformingAnswer: true,
    options: [],
    scale: null,
    threshold: null,
    appliesWhen: null,
    documentRequiredFor: 'CONFORMING_ANSWER',
    ...overrides,
  };
}

/** A conforming « Oui » answer to `questionKey`, saved once. */
export function makeAnswer(questionKey: string, overrides: Partial<Answer> = {}): Answer {
  return {
    id: questionKey,
    questionKey,
    value: true,
    notApplicable: false,
    justification: null,
    comment: null,
    score: null,
    isConforming: null,
    evidence: [],
    answeredByName: null,
    answeredAt: '2026-11-23T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
