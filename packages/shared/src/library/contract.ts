import { oc } from '../common/base-contract.ts';
import * as v from 'valibot';
import { ESTABLISHMENT_CATEGORIES } from '../enums.ts';
import { FormDetailSchema, FormSchema, KindSchema } from '../questionnaires/schemas.ts';
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

export const LibraryBrowseInputSchema = v.object({
  /** Searched in form names, question labels and references (e.g. 'R2324-30'). */
  search: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(200, 'La recherche ne peut pas dépasser 200 caractères')),
  ),
  kind: v.optional(KindSchema),
  /** The selected establishment's category: only the forms that apply to it. */
  establishmentCategory: v.optional(v.picklist(ESTABLISHMENT_CATEGORIES, "Catégorie d'établissement inconnue")),
});

/** An active category of the reading room and its active forms. */
export const LibraryCategorySchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  kind: KindSchema,
  isShared: v.boolean(),
  forms: v.array(FormSchema),
});
export type LibraryCategory = v.InferOutput<typeof LibraryCategorySchema>;

export const LibraryBrowseSchema = v.object({
  categories: v.array(LibraryCategorySchema),
  /** Active forms without a category. */
  otherForms: v.array(FormSchema),
  /** The questions matching the search (at most 50). */
  questionHits: v.array(
    v.object({
      formId: v.string(),
      formName: v.string(),
      questionId: v.string(),
      questionKey: v.string(),
      label: v.string(),
      reference: v.nullable(v.string()),
    }),
  ),
});
export type LibraryBrowse = v.InferOutput<typeof LibraryBrowseSchema>;

export const libraryContract = {
  browse: oc
    .route({
      method: 'GET',
      path: '/library',
      tags,
      summary: 'La bibliothèque : catégories actives et leurs questionnaires',
    })
    .input(LibraryBrowseInputSchema)
    .output(LibraryBrowseSchema),
  /** One active category and its active forms, for every reader (library:read). */
  category: oc
    .route({ method: 'GET', path: '/library/categories/{id}', tags, summary: 'Une catégorie de la bibliothèque' })
    .input(byId)
    .output(LibraryCategorySchema),
  /** One active form and the questions of its current version, for every reader (library:read). */
  form: oc
    .route({
      method: 'GET',
      path: '/library/forms/{id}',
      tags,
      summary: 'Un questionnaire de la bibliothèque et ses questions',
    })
    .input(byId)
    .output(FormDetailSchema),
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
