import * as v from 'valibot';
import { fileOutput, routeGroup } from '../common/routes.ts';
import { RENDER_ERRORS } from '../reports/messages.ts';
import {
  CampaignCreateInputSchema,
  CampaignDetailSchema,
  CampaignListInputSchema,
  CampaignListSchema,
  EstablishmentCampaignSchema,
} from './schemas.ts';

const routes = routeGroup(['Campagnes']);

/** Issue 17 item 3 (ADR 030). Not in SPEC §7: the SPA calls these on /rpc; they are in the OpenAPI document too. */
export const campaignsContract = {
  list: routes.get(
    '/campaigns',
    'Campagnes d’auto-évaluation, avec la progression',
    CampaignListInputSchema,
    CampaignListSchema,
  ),
  get: routes.get(
    '/campaigns/{id}',
    'Une campagne et la progression de chaque établissement (figée à la clôture)',
    CampaignDetailSchema,
  ),
  create: routes.create(
    '/campaigns',
    'Lancer une campagne : questionnaires, établissements, échéance',
    CampaignCreateInputSchema,
    CampaignDetailSchema,
  ),
  close: routes.post('/campaigns/{id}/close', 'Clôturer une campagne : ses résultats sont figés', CampaignDetailSchema),
  forEstablishment: routes.get(
    '/establishments/{establishmentId}/campaigns',
    'Campagnes en cours qui demandent des auto-évaluations à un établissement',
    v.array(EstablishmentCampaignSchema),
  ),
  report: routes
    .get('/campaigns/{id}/report', 'Rapport consolidé PDF d’une campagne', fileOutput('pdf'))
    .errors(RENDER_ERRORS),
  /** The same results as a spreadsheet: one row per site and form. */
  exportXlsx: routes.get(
    '/campaigns/{id}/export.xlsx',
    'Résultats d’une campagne par établissement et questionnaire (classeur Excel XLSX)',
    fileOutput('xlsx'),
  ),
};
