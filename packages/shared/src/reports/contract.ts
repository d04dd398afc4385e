import { oc } from '../common/base-contract.ts';
import * as v from 'valibot';
import { REPORT_MESSAGES } from './messages.ts';
import { idSchema } from '../validation/fields.ts';
import { documentAs, FILE_MEDIA_TYPES } from '../validation/json-schema.ts';

const tags = ['Rapports'];

/** Rendering runs in a bounded worker pool: a full queue or a render past its time answers 503. */
const renderErrors = { SERVICE_UNAVAILABLE: { status: 503, message: REPORT_MESSAGES.queueFull } } as const;

const pdf = () => documentAs(v.file(), { type: 'string', contentMediaType: FILE_MEDIA_TYPES.pdf });

/** DESIGN §7: PDF reports rendered by the server, in French. */
export const reportsContract = {
  evaluation: oc
    .errors(renderErrors)
    .route({ method: 'GET', path: '/evaluations/{id}/report', tags, summary: "Rapport PDF d'une auto-évaluation" })
    .input(v.object({ id: idSchema }))
    .output(pdf()),
  establishment: oc
    .errors(renderErrors)
    .route({
      method: 'GET',
      path: '/establishments/{establishmentId}/report',
      tags,
      summary: "Synthèse PDF d'un établissement",
    })
    .input(v.object({ establishmentId: idSchema }))
    .output(pdf()),
};
