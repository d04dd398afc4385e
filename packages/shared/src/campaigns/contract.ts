import * as v from 'valibot';
import { oc } from '../common/base-contract.ts';
import { REPORT_MESSAGES } from '../reports/messages.ts';
import { idSchema } from '../validation/fields.ts';
import { documentAs, FILE_MEDIA_TYPES } from '../validation/json-schema.ts';
import {
  CampaignCreateInputSchema,
  CampaignDetailSchema,
  CampaignListInputSchema,
  CampaignListSchema,
  EstablishmentCampaignSchema,
} from './schemas.ts';

const tags = ['Campagnes'];
const byId = v.object({ id: idSchema });
/** Rendering runs in the bounded report pool: a full queue or a render past its time answers 503. */
const renderErrors = { SERVICE_UNAVAILABLE: { status: 503, message: REPORT_MESSAGES.queueFull } } as const;

/** Issue 17 item 3 (ADR 030). Not in SPEC §7: the SPA calls these on /rpc; they are in the OpenAPI document too. */
export const campaignsContract = {
  list: oc
    .route({ method: 'GET', path: '/campaigns', tags, summary: 'Campagnes d’auto-évaluation, avec la progression' })
    .input(CampaignListInputSchema)
    .output(CampaignListSchema),
  get: oc
    .route({
      method: 'GET',
      path: '/campaigns/{id}',
      tags,
      summary: 'Une campagne et la progression de chaque établissement (figée à la clôture)',
    })
    .input(byId)
    .output(CampaignDetailSchema),
  create: oc
    .route({
      method: 'POST',
      path: '/campaigns',
      tags,
      summary: 'Lancer une campagne : questionnaires, établissements, échéance',
      successStatus: 201,
    })
    .input(CampaignCreateInputSchema)
    .output(CampaignDetailSchema),
  close: oc
    .route({
      method: 'POST',
      path: '/campaigns/{id}/close',
      tags,
      summary: 'Clôturer une campagne : ses résultats sont figés',
    })
    .input(byId)
    .output(CampaignDetailSchema),
  forEstablishment: oc
    .route({
      method: 'GET',
      path: '/establishments/{establishmentId}/campaigns',
      tags,
      summary: 'Campagnes en cours qui demandent des auto-évaluations à un établissement',
    })
    .input(v.object({ establishmentId: idSchema }))
    .output(v.array(EstablishmentCampaignSchema)),
  report: oc
    .errors(renderErrors)
    .route({ method: 'GET', path: '/campaigns/{id}/report', tags, summary: 'Rapport consolidé PDF d’une campagne' })
    .input(byId)
    .output(documentAs(v.file(), { type: 'string', contentMediaType: FILE_MEDIA_TYPES.pdf })),
  /** The same results as a spreadsheet: one row per site and form. */
  exportXlsx: oc
    .route({
      method: 'GET',
      path: '/campaigns/{id}/export.xlsx',
      tags,
      summary: 'Résultats d’une campagne par établissement et questionnaire (classeur Excel XLSX)',
    })
    .input(byId)
    .output(documentAs(v.file(), { type: 'string', contentMediaType: FILE_MEDIA_TYPES.xlsx })),
};
