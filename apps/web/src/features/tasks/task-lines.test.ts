import type { Task } from '@qc/shared/tasks/schemas';
import { describe, expect, it } from 'vitest';
import { toTaskLine } from './task-lines.ts';

const base: Task = {
  kind: 'ASSIGNED_QUESTIONS',
  key: 'assigned:ev-1',
  establishmentId: 'site-1',
  label: 'Charte d’accueil',
  dueDate: null,
  isOverdue: false,
  campaignId: null,
  campaignName: null,
  formId: 'form-1',
  evaluationId: 'ev-1',
  actionId: null,
  actionStatus: null,
  actionPriority: null,
  documentId: null,
  incidentId: null,
  formsLeft: null,
  questions: 3,
  sentBack: 0,
};

describe('« Mes tâches »: questions given out (issue 27 item 2)', () => {
  it('says how many questions are hers to answer, and which were sent back, linking to the form', () => {
    expect(toTaskLine(base, 'Les Lucioles')).toMatchObject({
      kind: 'Questions confiées',
      action: 'Répondre aux 3 questions qui vous sont confiées dans « Charte d’accueil » (Les Lucioles)',
      target: { to: '/auto-evaluation/form/$id', params: { id: 'form-1' } },
    });
    expect(toTaskLine({ ...base, questions: 1, sentBack: 1 }, 'Les Lucioles').action).toBe(
      'Répondre à la question qui vous est confiée dans « Charte d’accueil » (Les Lucioles) — 1 renvoyée avec une note',
    );
  });

  it('asks the director to review what was handed in', () => {
    expect(toTaskLine({ ...base, kind: 'REVIEW', key: 'review:ev-1', questions: 2 }, 'Les Lucioles')).toMatchObject({
      kind: 'Relecture',
      action: 'Relire 2 réponses prêtes pour relecture dans « Charte d’accueil » (Les Lucioles)',
      target: { to: '/auto-evaluation/form/$id', params: { id: 'form-1' } },
    });
  });
});
