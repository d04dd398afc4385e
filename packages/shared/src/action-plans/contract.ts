import { eventIterator } from '@orpc/contract';
import { oc } from '../common/base-contract.ts';
import { documentAs, FILE_MEDIA_TYPES } from '../validation/json-schema.ts';
import * as v from 'valibot';
import { successOutput } from '../common/list.ts';
import { UploadFileSchema } from '../documents/schemas.ts';
import { LiveEventSchema } from '../live/schemas.ts';
import { idSchema } from '../validation/fields.ts';
import {
  ActionCommentInputSchema,
  ActionCreateInputSchema,
  ActionDetailSchema,
  ActionDismissInputSchema,
  ActionListInputSchema,
  ActionListSchema,
  ActionProposalSchema,
  ActionUpdateInputSchema,
} from './schemas.ts';

const tags = ["Plans d'action"];
const byId = v.object({ id: idSchema });

/** DESIGN §6. Not in SPEC §7: the SPA calls these on /rpc; they are in the OpenAPI document too. */
export const actionPlansContract = {
  list: oc
    .route({ method: 'GET', path: '/actions', tags, summary: "Plan d'action d'un établissement, filtré et paginé" })
    .input(ActionListInputSchema)
    .output(ActionListSchema),
  get: oc
    .route({ method: 'GET', path: '/actions/{id}', tags, summary: 'Une action et ses commentaires' })
    .input(byId)
    .output(ActionDetailSchema),
  create: oc
    .route({ method: 'POST', path: '/actions', tags, summary: 'Créer une action', successStatus: 201 })
    .input(ActionCreateInputSchema)
    .output(ActionDetailSchema),
  update: oc
    .route({ method: 'PUT', path: '/actions/{id}', tags, summary: 'Modifier une action (version attendue)' })
    .input(ActionUpdateInputSchema)
    .output(ActionDetailSchema),
  remove: oc
    .route({ method: 'DELETE', path: '/actions/{id}', tags, summary: 'Supprimer une action', successStatus: 204 })
    .input(byId)
    .output(v.void()),
  addComment: oc
    .route({
      method: 'POST',
      path: '/actions/{actionId}/comments',
      tags,
      summary: 'Commenter une action',
      successStatus: 201,
    })
    .input(ActionCommentInputSchema)
    .output(ActionDetailSchema),
  uploadEvidence: oc
    .route({ method: 'POST', path: '/actions/{actionId}/evidence', tags, summary: 'Joindre une preuve à une action' })
    .input(v.object({ actionId: idSchema, file: UploadFileSchema }))
    .output(ActionDetailSchema),
  detachEvidence: oc
    .route({
      method: 'DELETE',
      path: '/actions/{actionId}/evidence/{documentId}',
      tags,
      summary: "Retirer une preuve d'une action",
    })
    .input(v.object({ actionId: idSchema, documentId: idSchema }))
    .output(ActionDetailSchema),
  proposals: oc
    .route({
      method: 'GET',
      path: '/evaluations/{evaluationId}/action-proposals',
      tags,
      summary: 'Actions proposées par une auto-évaluation terminée (écarts encore sans décision)',
    })
    .input(v.object({ evaluationId: idSchema }))
    .output(v.array(ActionProposalSchema)),
  dismiss: oc
    .route({
      method: 'POST',
      path: '/evaluations/{evaluationId}/action-proposals/{questionKey}/dismiss',
      tags,
      summary: 'Écarter une action proposée (jamais pour un impératif)',
    })
    .input(ActionDismissInputSchema)
    .output(successOutput),
  exportCsv: oc
    .route({
      method: 'GET',
      path: '/actions/export',
      tags,
      summary: "Exporter le plan d'action (CSV, commentaires inclus)",
    })
    .input(v.object({ establishmentId: idSchema }))
    .output(documentAs(v.file(), { type: 'string', contentMediaType: FILE_MEDIA_TYPES.csv })),
  exportXlsx: oc
    .route({
      method: 'GET',
      path: '/actions/export.xlsx',
      tags,
      summary: "Exporter le plan d'action (classeur Excel XLSX, commentaires inclus)",
    })
    .input(v.object({ establishmentId: idSchema }))
    .output(documentAs(v.file(), { type: 'string', contentMediaType: FILE_MEDIA_TYPES.xlsx })),
  /** DESIGN §2 live updates: the actions the others create, change or delete in this establishment's plan. */
  events: oc
    .route({
      method: 'GET',
      path: '/establishments/{establishmentId}/action-plan/events',
      tags,
      summary: "Suivre en direct le plan d'action",
    })
    .input(v.object({ establishmentId: idSchema }))
    .output(eventIterator(LiveEventSchema)),
};
