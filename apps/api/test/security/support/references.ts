import type { ClientRows } from './world.ts';

/**
 * What a reference field designates. `id` is named by the path segment
 * before it ('/forms/{id}' → form); other keys by their name.
 */
const KEY_KINDS: Record<string, keyof ClientRows> = {
  establishmentId: 'establishment',
  clientId: 'client',
  legalEntityId: 'legalEntity',
  userId: 'user',
  // Issue 27 item 2: the person given questions of an evaluation.
  assigneeId: 'user',
  effectiveMemberId: 'member',
  responsibleId: 'member',
  formId: 'form',
  // The forms list's « copies of this form » filter (issue 19 item 8).
  sourceFormId: 'form',
  categoryId: 'category',
  evaluationId: 'evaluation',
  documentId: 'document',
  actionId: 'action',
  questionKey: 'questionKey',
  // Lists of ids (a campaign's forms and establishments): each item is tried.
  formIds: 'form',
  establishmentIds: 'establishment',
  // The audit trail filters on the id of any entity: an establishment of A stands for them all.
  entityId: 'establishment',
  // Issue 29: the actions decided from an event name it.
  incidentId: 'incident',
  // Issue 27 item 4: the proof that closes an obligation's occurrence.
  proofDocumentId: 'document',
  // Issue 28 item 2: the member who pilots the projet d'évaluation.
  pilotMemberId: 'member',
  // Issue 30 item 3: a session of an HAS evaluation by method.
  sessionId: 'hasSession',
};
const SEGMENT_KINDS: Record<string, keyof ClientRows> = {
  users: 'user',
  establishments: 'establishment',
  agreements: 'agreement',
  'legal-entities': 'legalEntity',
  clients: 'client',
  effective: 'member',
  categories: 'category',
  forms: 'form',
  questions: 'question',
  documents: 'document',
  evaluations: 'evaluation',
  actions: 'action',
  campaigns: 'campaign',
  incidents: 'incident',
  // Issue 28 item 3: surveys and their comments.
  surveys: 'survey',
  'survey-comments': 'surveyComment',
  obligations: 'obligation',
  'obligation-occurrences': 'occurrence',
  // Issue 28 item 2: the versions of a projet d'évaluation.
  'evaluation-project-versions': 'projectVersion',
};

/** The kind of row a reference field of a procedure designates, or undefined when the campaign cannot tell. */
export function kindOf(procedurePath: string, key: string): keyof ClientRows | undefined {
  if (key !== 'id') return KEY_KINDS[key];
  const segments = procedurePath.split('/');
  const index = segments.indexOf('{id}');
  return index > 0 ? SEGMENT_KINDS[segments[index - 1]!] : undefined;
}

/**
 * Procedures that act on an evaluation in progress (answers, evidence)
 * take the open evaluation; the others the completed one.
 */
export function rowFor(rows: ClientRows, procedureName: string, kind: keyof ClientRows): string {
  const needsOpen = [
    'evaluations.saveAnswer',
    'evaluations.attachEvidence',
    'evaluations.uploadEvidence',
    'evaluations.detachEvidence',
    'evaluations.complete',
    'evaluations.remove',
    'evaluations.events',
    'hasSessions.start',
    'hasSessions.saveAnswer',
    'hasSessions.rename',
    'hasSessions.remove',
    'hasSessions.setPlanned',
  ];
  if (kind === 'evaluation' && needsOpen.includes(procedureName)) return rows.openEvaluation;
  if (kind === 'document' && procedureName === 'documents.remove') return rows.template;
  return rows[kind];
}
