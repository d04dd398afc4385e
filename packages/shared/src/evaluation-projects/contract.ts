import { fileOutput, routeGroup } from '../common/routes.ts';
import {
  EvaluationProjectDraftInputSchema,
  EvaluationProjectValidateInputSchema,
  EvaluationProjectVersionSchema,
  EvaluationProjectViewSchema,
} from './schemas.ts';

const routes = routeGroup(['Projet d’évaluation']);

/** Issue 28 item 2 (ADR 044). Not in SPEC §7: the SPA calls these on /rpc; they are in the OpenAPI document too. */
export const evaluationProjectsContract = {
  get: routes.get(
    '/establishments/{establishmentId}/evaluation-project',
    'Projet d’évaluation de la qualité de l’accueil : brouillon, dernière version validée et historique',
    EvaluationProjectViewSchema,
  ),
  saveDraft: routes.put(
    '/establishments/{establishmentId}/evaluation-project/draft',
    'Enregistrer le brouillon du projet d’évaluation (409 si quelqu’un l’a modifié entre-temps)',
    EvaluationProjectDraftInputSchema,
    EvaluationProjectViewSchema,
  ),
  validate: routes.post(
    '/establishments/{establishmentId}/evaluation-project/validate',
    'Valider le brouillon : il devient une version figée (v1, v2…)',
    EvaluationProjectValidateInputSchema,
    EvaluationProjectViewSchema,
  ),
  version: routes.get(
    '/evaluation-project-versions/{id}',
    'Une version du projet d’évaluation, telle qu’elle a été validée',
    EvaluationProjectVersionSchema,
  ),
  docx: routes.get(
    '/evaluation-project-versions/{id}/docx',
    'Une version du projet d’évaluation en document Word modifiable (.docx)',
    fileOutput('docx'),
  ),
  pdf: routes.get(
    '/evaluation-project-versions/{id}/pdf',
    'Une version du projet d’évaluation en PDF, à annexer au projet d’établissement',
    fileOutput('pdf'),
  ),
};
