import { oc } from '@orpc/contract';
import * as v from 'valibot';
import { FormDetailSchema } from '../questionnaires/schemas.ts';
import { idSchema } from '../validation/fields.ts';
import { PortableFileSchema } from './portable-schemas.ts';

const tags = ['Bibliothèque'];
const byId = v.object({ id: idSchema });

export const ImportSummarySchema = v.object({
  categoriesCreated: v.number(),
  categoriesUpdated: v.number(),
  formsCreated: v.number(),
  formsUpdated: v.number(),
  formsUnchanged: v.number(),
  questions: v.number(),
});
export type ImportSummary = v.InferOutput<typeof ImportSummarySchema>;

export const libraryContract = {
  exportForm: oc
    .route({ method: 'GET', path: '/library/forms/{id}/export', tags, summary: 'Exporter un questionnaire (JSON)' })
    .input(byId)
    .output(PortableFileSchema),
  exportCategory: oc
    .route({ method: 'GET', path: '/library/categories/{id}/export', tags, summary: 'Exporter une catégorie (JSON)' })
    .input(byId)
    .output(PortableFileSchema),
  import: oc
    .route({ method: 'POST', path: '/library/import', tags, summary: 'Importer un fichier JSON' })
    .input(
      v.object({
        /** Validated by the service, whose French errors name the question at fault. */
        file: v.unknown(),
        /** ADMIN only: the client to import into; none = the shared library. */
        clientId: v.optional(v.nullable(idSchema)),
      }),
    )
    .output(ImportSummarySchema),
  importDefault: oc
    .route({ method: 'POST', path: '/library/import-default', tags, summary: 'Importer la bibliothèque par défaut' })
    .output(ImportSummarySchema),
  copyForm: oc
    .route({
      method: 'POST',
      path: '/library/forms/{id}/copy',
      tags,
      summary: 'Copier un questionnaire partagé dans son client',
      successStatus: 201,
    })
    .input(byId)
    .output(FormDetailSchema),
};
