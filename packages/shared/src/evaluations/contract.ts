import { eventIterator } from '@orpc/contract';
import { oc } from '../common/base-contract.ts';
import * as v from 'valibot';
import { listOutput } from '../common/list.ts';
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

const tags = ['Auto-évaluations'];
const byId = v.object({ id: idSchema });

/** DESIGN §5. Not in SPEC §7: the SPA calls these on /rpc; they are in the OpenAPI document too. */
export const evaluationsContract = {
  overview: oc
    .route({
      method: 'GET',
      path: '/establishments/{establishmentId}/evaluation-overview',
      tags,
      summary: "État d'évaluation de chaque questionnaire applicable à un établissement",
    })
    .input(v.object({ establishmentId: idSchema }))
    .output(EvaluationOverviewSchema),
  compare: oc
    .route({
      method: 'GET',
      path: '/evaluations/{id}/comparison',
      tags,
      summary: 'Comparaison question par question avec l’auto-évaluation terminée précédente',
    })
    .input(byId)
    .output(EvaluationComparisonSchema),
  list: oc
    .route({ method: 'GET', path: '/evaluations', tags, summary: "Auto-évaluations d'un établissement" })
    .input(EvaluationListInputSchema)
    .output(listOutput(EvaluationSchema)),
  get: oc
    .route({
      method: 'GET',
      path: '/evaluations/{id}',
      tags,
      summary: 'Une auto-évaluation, ses questions et réponses',
    })
    .input(byId)
    .output(EvaluationDetailSchema),
  /** Idempotent: the evaluation already in progress for this establishment and form is answered as is. */
  start: oc
    .route({ method: 'POST', path: '/evaluations', tags, summary: 'Commencer une auto-évaluation', successStatus: 201 })
    .input(EvaluationStartInputSchema)
    .output(EvaluationDetailSchema),
  saveAnswer: oc
    .route({
      method: 'PUT',
      path: '/evaluations/{evaluationId}/answers/{questionKey}',
      tags,
      summary: 'Enregistrer une réponse (version attendue : 409 si elle a changé)',
    })
    .input(AnswerSaveInputSchema)
    .output(AnswerSchema),
  attachEvidence: oc
    .route({
      method: 'POST',
      path: '/evaluations/{evaluationId}/answers/{questionKey}/evidence',
      tags,
      summary: "Joindre un document de l'établissement comme preuve",
    })
    .input(EvidenceInputSchema)
    .output(AnswerSchema),
  uploadEvidence: oc
    .route({
      method: 'POST',
      path: '/evaluations/{evaluationId}/answers/{questionKey}/evidence/upload',
      tags,
      summary: 'Déposer un fichier comme preuve',
    })
    .input(
      v.object({
        evaluationId: idSchema,
        questionKey: idSchema,
        file: UploadFileSchema,
        validUntil: v.optional(v.pipe(v.string(), v.isoDate('Veuillez saisir une date de validité valide'))),
      }),
    )
    .output(AnswerSchema),
  detachEvidence: oc
    .route({
      method: 'DELETE',
      path: '/evaluations/{evaluationId}/answers/{questionKey}/evidence/{documentId}',
      tags,
      summary: 'Retirer une preuve (le document reste dans l’établissement)',
    })
    .input(EvidenceInputSchema)
    .output(AnswerSchema),
  complete: oc
    .route({ method: 'POST', path: '/evaluations/{id}/complete', tags, summary: 'Terminer une auto-évaluation' })
    .input(byId)
    .output(EvaluationSchema),
  reopen: oc
    .route({ method: 'POST', path: '/evaluations/{id}/reopen', tags, summary: 'Rouvrir une auto-évaluation terminée' })
    .input(byId)
    .output(EvaluationSchema),
  remove: oc
    .route({
      method: 'DELETE',
      path: '/evaluations/{id}',
      tags,
      summary: 'Abandonner une auto-évaluation en cours',
      successStatus: 204,
    })
    .input(byId)
    .output(v.void()),
  /** DESIGN §2 live updates: what the others change in this evaluation, as a server-sent event stream. */
  events: oc
    .route({
      method: 'GET',
      path: '/evaluations/{id}/events',
      tags,
      summary: 'Suivre en direct les changements des autres',
    })
    .input(byId)
    .output(eventIterator(LiveEventSchema)),
};
