import { eventIterator } from '@orpc/contract';
import * as v from 'valibot';
import { successOutput } from '../common/list.ts';
import { fileOutput, idsInput, routeGroup } from '../common/routes.ts';
import { UploadFileSchema } from '../documents/schemas.ts';
import { LiveEventSchema } from '../live/schemas.ts';
import { idSchema } from '../validation/fields.ts';
import {
  ActionCommentInputSchema,
  ActionCreateInputSchema,
  ActionDetailSchema,
  ActionListInputSchema,
  ActionListSchema,
  ActionUpdateInputSchema,
} from './schemas.ts';
import {
  ActionDismissalSchema,
  ActionDismissInputSchema,
  ActionsFromProposalsInputSchema,
  ActionsFromProposalsSchema,
  ActionProposalSchema,
} from './proposal-schemas.ts';

const routes = routeGroup(["Plans d'action"]);

/** DESIGN §6. Not in SPEC §7: the SPA calls these on /rpc; they are in the OpenAPI document too. */
export const actionPlansContract = {
  list: routes.get(
    '/actions',
    "Plan d'action d'un établissement, filtré et paginé",
    ActionListInputSchema,
    ActionListSchema,
  ),
  get: routes.get('/actions/{id}', 'Une action et ses commentaires', ActionDetailSchema),
  create: routes.create('/actions', 'Créer une action', ActionCreateInputSchema, ActionDetailSchema),
  update: routes.put(
    '/actions/{id}',
    'Modifier une action (version attendue)',
    ActionUpdateInputSchema,
    ActionDetailSchema,
  ),
  remove: routes.remove('/actions/{id}', 'Supprimer une action'),
  addComment: routes.create(
    '/actions/{actionId}/comments',
    'Commenter une action',
    ActionCommentInputSchema,
    ActionDetailSchema,
  ),
  uploadEvidence: routes.post(
    '/actions/{actionId}/evidence',
    'Joindre une preuve à une action',
    v.object({ actionId: idSchema, file: UploadFileSchema }),
    ActionDetailSchema,
  ),
  detachEvidence: routes.delete(
    '/actions/{actionId}/evidence/{documentId}',
    "Retirer une preuve d'une action",
    ActionDetailSchema,
  ),
  proposals: routes.get(
    '/evaluations/{evaluationId}/action-proposals',
    'Actions proposées par une auto-évaluation terminée (écarts encore sans décision)',
    v.array(ActionProposalSchema),
  ),
  dismiss: routes.post(
    '/evaluations/{evaluationId}/action-proposals/{questionKey}/dismiss',
    'Écarter une action proposée, avec sa raison (jamais pour un impératif)',
    ActionDismissInputSchema,
    successOutput,
  ),
  /** Issue 27 item 3: the gaps set aside, with who, when and why. */
  dismissals: routes.get(
    '/evaluations/{evaluationId}/action-dismissals',
    'Écarts écartés d’une auto-évaluation (qui, quand, pourquoi)',
    v.array(ActionDismissalSchema),
  ),
  restore: routes.post(
    '/evaluations/{evaluationId}/action-proposals/{questionKey}/restore',
    'Rétablir un écart écarté parmi les actions proposées',
    idsInput('evaluationId', 'questionKey'),
    successOutput,
  ),
  createFromProposals: routes.create(
    '/evaluations/{evaluationId}/actions',
    'Créer en une fois les actions des écarts sélectionnés (une transaction, sans doublon)',
    ActionsFromProposalsInputSchema,
    ActionsFromProposalsSchema,
  ),
  exportCsv: routes.get(
    '/actions/export',
    "Exporter le plan d'action (CSV, commentaires inclus)",
    idsInput('establishmentId'),
    fileOutput('csv'),
  ),
  exportXlsx: routes.get(
    '/actions/export.xlsx',
    "Exporter le plan d'action (classeur Excel XLSX, commentaires inclus)",
    idsInput('establishmentId'),
    fileOutput('xlsx'),
  ),
  /** DESIGN §2 live updates: the actions the others create, change or delete in this establishment's plan. */
  events: routes.get(
    '/establishments/{establishmentId}/action-plan/events',
    "Suivre en direct le plan d'action",
    eventIterator(LiveEventSchema),
  ),
};
