import { eventIterator } from '@orpc/contract';
import { HasReadingSchema } from './has-reading.ts';
import * as v from 'valibot';
import { routeGroup } from '../common/routes.ts';
import { UploadFileSchema } from '../documents/schemas.ts';
import { LiveEventSchema } from '../live/schemas.ts';
import { idSchema } from '../validation/fields.ts';
import {
  AnswerSaveInputSchema,
  AnswerSchema,
  EvaluationComparisonSchema,
  EvaluationDetailSchema,
  EvaluationListInputSchema,
  EvaluationOverviewSchema,
  EvaluationSchema,
  EvaluationStartInputSchema,
  EvidenceInputSchema,
} from './schemas.ts';
import {
  AssignInputSchema,
  EvaluationHistorySchema,
  EvaluationSharingSchema,
  ReviewInputSchema,
  UnassignInputSchema,
} from './sharing.ts';

const routes = routeGroup(['Auto-évaluations']);

/** DESIGN §5. Not in SPEC §7: the SPA calls these on /rpc; they are in the OpenAPI document too. */
export const evaluationsContract = {
  overview: routes.get(
    '/establishments/{establishmentId}/evaluation-overview',
    "État d'évaluation de chaque questionnaire applicable à un établissement",
    EvaluationOverviewSchema,
  ),
  /** Review of ADR 043, item a: an establishment's HAS questionnaires combined into one reading. */
  hasReading: routes.get(
    '/establishments/{establishmentId}/has-reading',
    "Lecture HAS d'un établissement : ses derniers questionnaires HAS terminés, réunis",
    HasReadingSchema,
  ),
  compare: routes.get(
    '/evaluations/{id}/comparison',
    'Comparaison question par question avec l’auto-évaluation terminée précédente',
    EvaluationComparisonSchema,
  ),
  list: routes.list('/evaluations', "Auto-évaluations d'un établissement", EvaluationListInputSchema, EvaluationSchema),
  get: routes.get('/evaluations/{id}', 'Une auto-évaluation, ses questions et réponses', EvaluationDetailSchema),
  /** Idempotent: the evaluation already in progress for this establishment and form is answered as is. */
  start: routes.create(
    '/evaluations',
    'Commencer une auto-évaluation',
    EvaluationStartInputSchema,
    EvaluationDetailSchema,
  ),
  saveAnswer: routes.put(
    '/evaluations/{evaluationId}/answers/{questionKey}',
    'Enregistrer une réponse (version attendue : 409 si elle a changé)',
    AnswerSaveInputSchema,
    AnswerSchema,
  ),
  attachEvidence: routes.post(
    '/evaluations/{evaluationId}/answers/{questionKey}/evidence',
    "Joindre un document de l'établissement comme preuve",
    EvidenceInputSchema,
    AnswerSchema,
  ),
  uploadEvidence: routes.post(
    '/evaluations/{evaluationId}/answers/{questionKey}/evidence/upload',
    'Déposer un fichier comme preuve',
    v.object({
      evaluationId: idSchema,
      questionKey: idSchema,
      file: UploadFileSchema,
      validUntil: v.optional(v.pipe(v.string(), v.isoDate('Veuillez saisir une date de validité valide'))),
    }),
    AnswerSchema,
  ),
  detachEvidence: routes.delete(
    '/evaluations/{evaluationId}/answers/{questionKey}/evidence/{documentId}',
    'Retirer une preuve (le document reste dans l’établissement)',
    EvidenceInputSchema,
    AnswerSchema,
  ),
  complete: routes.post('/evaluations/{id}/complete', 'Terminer une auto-évaluation', EvaluationSchema),
  /** Issue 26 (ADR 035): reads the establishment's profile again to say which questions apply (in progress only). */
  refreshApplicability: routes.post(
    '/evaluations/{id}/applicability',
    "Mettre à jour l'applicabilité des questions selon le profil de l'établissement",
    EvaluationDetailSchema,
  ),
  reopen: routes.post('/evaluations/{id}/reopen', 'Rouvrir une auto-évaluation terminée', EvaluationSchema),
  remove: routes.remove('/evaluations/{id}', 'Abandonner une auto-évaluation en cours'),
  /** Issue 27 item 2 (ADR 039): who is given which questions, their review state, and who may be given some. */
  sharing: routes.get(
    '/evaluations/{id}/assignments',
    'Questions confiées et leur état de relecture',
    EvaluationSharingSchema,
  ),
  assign: routes.post(
    '/evaluations/{id}/assignments',
    'Confier des questions à une personne de l’équipe',
    AssignInputSchema,
    EvaluationSharingSchema,
  ),
  unassign: routes.post(
    '/evaluations/{id}/assignments/remove',
    'Retirer l’attribution de questions',
    UnassignInputSchema,
    EvaluationSharingSchema,
  ),
  /** The assignee hands in what she was given: « Prêt pour relecture », the director is told by e-mail. */
  markReady: routes.post(
    '/evaluations/{id}/assignments/ready',
    'Rendre ses questions pour relecture',
    EvaluationSharingSchema,
  ),
  review: routes.post(
    '/evaluations/{id}/assignments/review',
    'Accepter des questions rendues, ou les renvoyer avec une note',
    ReviewInputSchema,
    EvaluationSharingSchema,
  ),
  history: routes.get('/evaluations/{id}/history', 'Historique d’une auto-évaluation', EvaluationHistorySchema),
  /** DESIGN §2 live updates: what the others change in this evaluation, as a server-sent event stream. */
  events: routes.get(
    '/evaluations/{id}/events',
    'Suivre en direct les changements des autres',
    eventIterator(LiveEventSchema),
  ),
};
