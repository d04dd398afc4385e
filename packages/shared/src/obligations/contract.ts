import * as v from 'valibot';
import { fileOutput, routeGroup } from '../common/routes.ts';
import {
  ObligationCreateInputSchema,
  ObligationSchema,
  ObligationsViewSchema,
  OccurrenceCloseInputSchema,
  OccurrenceClosedSchema,
  OccurrenceSchema,
} from './schemas.ts';

const routes = routeGroup(['Obligations récurrentes']);

/** Issue 27 item 4 (ADR 039). Not in SPEC §7: the SPA calls these on /rpc; they are in the OpenAPI document too. */
export const obligationsContract = {
  list: routes.get(
    '/establishments/{establishmentId}/obligations',
    'Obligations récurrentes d’un établissement, leur prochaine échéance et la bibliothèque disponible',
    ObligationsViewSchema,
  ),
  create: routes.create(
    '/establishments/{establishmentId}/obligations',
    'Suivre une obligation de la bibliothèque, ou ajouter une obligation propre au groupe',
    ObligationCreateInputSchema,
    ObligationSchema,
  ),
  occurrences: routes.get(
    '/obligations/{id}/occurrences',
    'Historique des échéances d’une obligation, la plus récente d’abord',
    v.array(OccurrenceSchema),
  ),
  close: routes.post(
    '/obligation-occurrences/{id}/close',
    'Clore une échéance avec une preuve ou une explication ; la suivante est créée',
    OccurrenceCloseInputSchema,
    OccurrenceClosedSchema,
  ),
  calendar: routes.get(
    '/establishments/{establishmentId}/obligations.ics',
    'Échéances des obligations de l’établissement au format iCalendar (.ics)',
    fileOutput('ics'),
  ),
};
