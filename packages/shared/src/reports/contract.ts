import { oc } from '@orpc/contract';
import * as v from 'valibot';
import { idSchema } from '../validation/fields.ts';

const tags = ['Rapports'];

/** DESIGN §7: PDF reports rendered by the server, in French. */
export const reportsContract = {
  evaluation: oc
    .route({ method: 'GET', path: '/evaluations/{id}/report', tags, summary: "Rapport PDF d'une auto-évaluation" })
    .input(v.object({ id: idSchema }))
    .output(v.file()),
  establishment: oc
    .route({
      method: 'GET',
      path: '/establishments/{establishmentId}/report',
      tags,
      summary: "Synthèse PDF d'un établissement",
    })
    .input(v.object({ establishmentId: idSchema }))
    .output(v.file()),
};
