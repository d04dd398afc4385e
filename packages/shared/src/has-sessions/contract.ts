import { idsInput, routeGroup } from '../common/routes.ts';
import {
  HasPlannedInputSchema,
  HasSessionAnswerInputSchema,
  HasSessionRenameInputSchema,
  HasSessionSchema,
  HasSessionStartInputSchema,
  HasSessionsSchema,
} from './schemas.ts';

const routes = routeGroup(['Auto-évaluations']);

/** Issue 30 item 3 (ADR 048): an HAS self-evaluation by method. */
export const hasSessionsContract = {
  list: routes.get(
    '/evaluations/{evaluationId}/has-sessions',
    'Sessions par méthode (accompagné traceur, traceur ciblé, audit système) d’une auto-évaluation HAS',
    idsInput('evaluationId'),
    HasSessionsSchema,
  ),
  start: routes.create(
    '/evaluations/{evaluationId}/has-sessions',
    'Ouvrir une session anonyme d’une méthode HAS',
    HasSessionStartInputSchema,
    HasSessionSchema,
  ),
  setPlanned: routes.put(
    '/evaluations/{evaluationId}/has-sessions/planned',
    'Nombre d’accompagnés traceurs prévus',
    HasPlannedInputSchema,
    HasSessionsSchema,
  ),
  saveAnswer: routes.put(
    '/evaluations/{evaluationId}/has-sessions/{sessionId}/answers/{questionKey}',
    'Enregistrer la cotation d’un critère dans une session (le critère de l’auto-évaluation en est déduit)',
    HasSessionAnswerInputSchema,
    HasSessionSchema,
  ),
  rename: routes.patch(
    '/evaluations/{evaluationId}/has-sessions/{sessionId}',
    'Nommer une session (un repère, jamais une personne), ou lui retirer son nom',
    HasSessionRenameInputSchema,
    HasSessionSchema,
  ),
  /** Answers the sessions left; the criteria it rated are recombined from the others (kept as they are if none). */
  remove: routes.delete(
    '/evaluations/{evaluationId}/has-sessions/{sessionId}',
    'Supprimer une session (les critères qu’elle cotait sont recalculés à partir des autres sessions)',
    HasSessionsSchema,
  ),
};
