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
};
