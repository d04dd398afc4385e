import * as v from 'valibot';
import { byId, fileOutput, idsInput, routeGroup } from '../common/routes.ts';
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
  list: routes
    .get('/campaigns', 'Campagnes d’auto-évaluation, avec la progression')
    .input(CampaignListInputSchema)
    .output(CampaignListSchema),
  get: routes
    .get('/campaigns/{id}', 'Une campagne et la progression de chaque établissement (figée à la clôture)')
    .input(byId)
    .output(CampaignDetailSchema),
  create: routes
    .create('/campaigns', 'Lancer une campagne : questionnaires, établissements, échéance')
    .input(CampaignCreateInputSchema)
    .output(CampaignDetailSchema),
  close: routes
    .post('/campaigns/{id}/close', 'Clôturer une campagne : ses résultats sont figés')
    .input(byId)
    .output(CampaignDetailSchema),
  forEstablishment: routes
    .get(
      '/establishments/{establishmentId}/campaigns',
      'Campagnes en cours qui demandent des auto-évaluations à un établissement',
    )
    .input(idsInput('establishmentId'))
    .output(v.array(EstablishmentCampaignSchema)),
  report: routes
    .get('/campaigns/{id}/report', 'Rapport consolidé PDF d’une campagne')
    .errors(RENDER_ERRORS)
    .input(byId)
    .output(fileOutput('pdf')),
  /** The same results as a spreadsheet: one row per site and form. */
  exportXlsx: routes
    .get(
      '/campaigns/{id}/export.xlsx',
      'Résultats d’une campagne par établissement et questionnaire (classeur Excel XLSX)',
    )
    .input(byId)
    .output(fileOutput('xlsx')),
};
