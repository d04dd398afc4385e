import { routeGroup } from '../common/routes.ts';
import {
  GroupCompareInputSchema,
  GroupCompareQuestionInputSchema,
  GroupComparisonSchema,
  GroupQuestionComparisonSchema,
} from './compare-schemas.ts';
import { GroupCycleInputSchema, GroupCycleSchema } from './cycle-schemas.ts';
import { GroupViewInputSchema, GroupViewSchema } from './schemas.ts';

const routes = routeGroup(['Vue de groupe']);

/** Issue 17: the establishments of a group side by side. Not in SPEC §7: the SPA calls it on /rpc. */
export const groupContract = {
  view: routes.get(
    '/group/establishments',
    'Vue de groupe : chaque établissement avec ses scores, retards, actions, documents et agrément',
    GroupViewInputSchema,
    GroupViewSchema,
  ),
  /** Issue 17 item 2: per question of one form, the sites not conforming and the rate across the group. */
  compare: routes.get(
    '/group/forms/{formId}/comparison',
    'Comparaison des établissements sur un questionnaire, question par question',
    GroupCompareInputSchema,
    GroupComparisonSchema,
  ),
  /** From one question: every site's answer, comment and proof. */
  compareQuestion: routes.get(
    '/group/forms/{formId}/questions/{questionKey}/comparison',
    'Réponse, commentaire et preuves de chaque établissement à une question',
    GroupCompareQuestionInputSchema,
    GroupQuestionComparisonSchema,
  ),
  /** Issue 28 item 5 (ADR 046): each site's place in its five-year quality evaluation cycle. */
  cycle: routes.get(
    '/group/evaluation-cycle',
    'Cycle quinquennal d’évaluation de la qualité : dernière évaluation, prochaine échéance, projet d’évaluation, enquêtes en cours',
    GroupCycleInputSchema,
    GroupCycleSchema,
  ),
};
