import { fileOutput, routeGroup } from '../common/routes.ts';
import { RENDER_ERRORS } from './messages.ts';

const routes = routeGroup(['Rapports']);

/** DESIGN §7: PDF reports rendered by the server, in French (in the bounded worker pool: 503 when full). */
export const reportsContract = {
  evaluation: routes
    .get('/evaluations/{id}/report', "Rapport PDF d'une auto-évaluation", fileOutput('pdf'))
    .errors(RENDER_ERRORS),
  establishment: routes
    .get('/establishments/{establishmentId}/report', "Synthèse PDF d'un établissement", fileOutput('pdf'))
    .errors(RENDER_ERRORS),
  /**
   * Issue 28 item 4 (ADR 046): the quality evaluation report for the authorities (commune, PMI, CAF) — results,
   * strengths, priorities, the families' and staff's voice, the improvement plan, the projet d'évaluation's calendar.
   */
  authorities: routes
    .get(
      '/establishments/{establishmentId}/authorities-report',
      'Rapport d’évaluation de la qualité pour les autorités (commune, PMI, CAF), en PDF',
      fileOutput('pdf'),
    )
    .errors(RENDER_ERRORS),
  /** Issue 30 item 4 (ADR 043): the establishment's combined HAS reading, criterion by criterion, for the evaluators. */
  hasPreparation: routes
    .get(
      '/establishments/{establishmentId}/has-preparation',
      "Dossier PDF de préparation à l'évaluation externe HAS d'un établissement",
      fileOutput('pdf'),
    )
    .errors(RENDER_ERRORS),
};
