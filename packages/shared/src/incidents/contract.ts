import { fileOutput, routeGroup } from '../common/routes.ts';
import { RENDER_ERRORS } from '../reports/messages.ts';
import { IncidentCreatedSchema, IncidentDetailSchema, IncidentStatsSchema, IncidentSummarySchema } from './outputs.ts';
import {
  IncidentActionInputSchema,
  IncidentAssignInputSchema,
  IncidentAttachInputSchema,
  IncidentAnalysisInputSchema,
  IncidentComplaintInputSchema,
  IncidentCreateInputSchema,
  IncidentDeclarationSentInputSchema,
  IncidentExportInputSchema,
  IncidentListInputSchema,
  IncidentStatsInputSchema,
  IncidentTransitionInputSchema,
} from './schemas.ts';

const routes = routeGroup(['Événements indésirables']);

/** Issue 29 (ADR 036). Not in SPEC §7: the SPA calls these on /rpc; they are in the OpenAPI document too. */
export const incidentsContract = {
  list: routes.list(
    '/incidents',
    'Registre des événements indésirables et réclamations visibles de l’appelant',
    IncidentListInputSchema,
    IncidentSummarySchema,
  ),
  get: routes.get('/incidents/{id}', 'Un événement, son analyse, ses actions et sa déclaration', IncidentDetailSchema),
  create: routes.create(
    '/incidents',
    'Déclarer un événement indésirable ou une réclamation',
    IncidentCreateInputSchema,
    IncidentCreatedSchema,
  ),
  transition: routes.post(
    '/incidents/{id}/state',
    'Faire avancer un événement : en analyse, actions décidées, clos',
    IncidentTransitionInputSchema,
    IncidentDetailSchema,
  ),
  saveAnalysis: routes.put(
    '/incidents/{id}/analysis',
    'Enregistrer l’analyse : causes, facteurs contributifs, ce qui a protégé',
    IncidentAnalysisInputSchema,
    IncidentDetailSchema,
  ),
  createAction: routes.create(
    '/incidents/{incidentId}/actions',
    'Créer une action du plan de l’établissement issue de l’événement',
    IncidentActionInputSchema,
    IncidentDetailSchema,
  ),
  recordDeclaration: routes.post(
    '/incidents/{id}/declaration',
    'Enregistrer l’envoi de la déclaration aux autorités : date et moyen',
    IncidentDeclarationSentInputSchema,
    IncidentDetailSchema,
  ),
  recordComplaint: routes.put(
    '/incidents/{id}/complaint',
    'Réclamation d’une famille : accusé de réception, réponse',
    IncidentComplaintInputSchema,
    IncidentDetailSchema,
  ),
  declarationPdf: routes
    .get('/incidents/{id}/declaration.pdf', 'Déclaration pré-remplie aux autorités (PDF)', fileOutput('pdf'))
    .errors(RENDER_ERRORS),
  attach: routes.create(
    '/incidents/{incidentId}/attachments',
    'Joindre une photo ou un document à un événement (multipart)',
    IncidentAttachInputSchema,
    IncidentDetailSchema.entries.attachments.item,
  ),
  downloadAttachment: routes.get(
    '/incidents/{incidentId}/attachments/{documentId}',
    'Télécharger une pièce jointe d’un événement',
    fileOutput('any'),
  ),
  removeAttachment: routes.delete(
    '/incidents/{incidentId}/attachments/{documentId}',
    'Retirer une pièce jointe d’un événement',
    IncidentDetailSchema,
  ),
  assign: routes.put(
    '/incidents/{id}/assignee',
    'Confier le suivi d’un événement (son analyse) à un membre de l’établissement',
    IncidentAssignInputSchema,
    IncidentDetailSchema,
  ),
  stats: routes.get(
    '/group/incidents',
    'Événements du groupe par type, gravité, site et mois ; analyses en cours et en retard',
    IncidentStatsInputSchema,
    IncidentStatsSchema,
  ),
  exportXlsx: routes.get(
    '/group/incidents/export.xlsx',
    'Registre des événements sans données personnelles (classeur Excel XLSX)',
    IncidentExportInputSchema,
    fileOutput('xlsx'),
  ),
  exportCsv: routes.get(
    '/group/incidents/export.csv',
    'Registre des événements sans données personnelles (CSV)',
    IncidentExportInputSchema,
    fileOutput('csv'),
  ),
};
