import * as v from 'valibot';
import { namedEntries } from '../common/rows.ts';
import { ESTABLISHMENT_CATEGORIES } from '../enums.ts';
import { FormDetailSchema, FormSchema, KindSchema } from '../questionnaires/schemas.ts';
import { idSchema } from '../validation/fields.ts';
import { optionalVersionQuery, routeGroup } from '../common/routes.ts';
import { PortableFileSchema } from './portable-schemas.ts';
import { QuestionSourceSchema } from './sources.ts';
import { LibraryChangeNoteSchema, LibraryFormChangesSchema } from './change-schemas.ts';

const routes = routeGroup(['Bibliothèque']);

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
  ...namedEntries,
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

/**
 * A form of the reading room: its current questions and, for a form of the
 * shared library, the source each citation of their references was checked
 * against (ADR 025), read from the default library's part files.
 */
export const LibraryFormSchema = v.object({
  ...FormDetailSchema.entries,
  sources: v.array(QuestionSourceSchema),
});
export type LibraryForm = v.InferOutput<typeof LibraryFormSchema>;

/** One release of the default library applied to this instance, newest first in the list. */
export const LibraryReleaseEntrySchema = v.object({
  version: v.string(),
  /** YYYY-MM-DD, as the library files date it. */
  date: v.string(),
  summary: v.string(),
  appliedAt: v.string(),
  changes: v.array(
    v.object({
      ...LibraryChangeNoteSchema.entries,
      formKey: v.string(),
      /** The active shared form it names, when this instance has it. */
      formId: v.nullable(v.string()),
      formName: v.nullable(v.string()),
      questionKey: v.nullable(v.string()),
      /** The question's label in the form's current version. */
      questionLabel: v.nullable(v.string()),
    }),
  ),
});
export type LibraryReleaseEntry = v.InferOutput<typeof LibraryReleaseEntrySchema>;

export const LibraryReleasesSchema = v.object({
  /** The version of the default library applied to this instance; null before its first release. */
  version: v.nullable(v.string()),
  releases: v.array(LibraryReleaseEntrySchema),
});
export type LibraryReleases = v.InferOutput<typeof LibraryReleasesSchema>;

export const CopyUpdateSchema = v.object({
  form: FormDetailSchema,
  /** Questions taken from the source (changed, added or removed there). */
  taken: v.number(),
  /** Questions the client had adapted and the source changed too: the client's wording is kept. */
  kept: v.array(v.object({ key: v.string(), label: v.string() })),
});
export type CopyUpdate = v.InferOutput<typeof CopyUpdateSchema>;

export const libraryContract = {
  browse: routes.get(
    '/library',
    'La bibliothèque : catégories actives et leurs questionnaires',
    LibraryBrowseInputSchema,
    LibraryBrowseSchema,
  ),
  /** One active category and its active forms, for every reader (library:read). */
  category: routes.get('/library/categories/{id}', 'Une catégorie de la bibliothèque', LibraryCategorySchema),
  /** One active form and the questions of its current version, for every reader (library:read). */
  form: routes.get(
    '/library/forms/{id}',
    'Un questionnaire de la bibliothèque, ses questions et les sources de leurs références',
    LibraryFormSchema,
  ),
  exportForm: routes.get('/library/forms/{id}/export', 'Exporter un questionnaire (JSON)', PortableFileSchema),
  exportCategory: routes.get('/library/categories/{id}/export', 'Exporter une catégorie (JSON)', PortableFileSchema),
  import: routes.post(
    '/library/import',
    'Importer un fichier JSON',
    v.object({
      /** Validated by the service, whose French errors name the question at fault. */
      file: v.unknown(),
      /** ADMIN only: the client to import into; none = the shared library. */
      clientId: v.optional(v.nullable(idSchema)),
    }),
    ImportSummarySchema,
  ),
  importDefault: routes.post('/library/import-default', 'Importer la bibliothèque par défaut', ImportSummarySchema),
  /** The releases of the default library applied to this instance and their changelog (« Nouveautés »). */
  releases: routes.get(
    '/library/releases',
    'Les versions de la bibliothèque et ce qui a changé',
    LibraryReleasesSchema,
  ),
  /** What each version of an active form changed, question by question, and why (library:read). */
  formChanges: routes.get(
    '/library/forms/{id}/changes',
    'Ce qui a changé dans un questionnaire, version par version',
    v.object({
      id: idSchema,
      since: optionalVersionQuery('Les versions postérieures à celle-ci seulement (par exemple la version copiée)'),
    }),
    LibraryFormChangesSchema,
  ),
  /** A client's copy takes what its shared source changed since the version copied. */
  updateCopy: routes.post(
    '/library/forms/{id}/update-from-source',
    'Mettre à jour sa copie avec les évolutions du questionnaire d’origine',
    CopyUpdateSchema,
  ),
  copyForm: routes.create(
    '/library/forms/{id}/copy',
    'Copier un questionnaire partagé dans son client',
    FormDetailSchema,
  ),
};
