import * as v from 'valibot';
import { namedEntries } from '../common/rows.ts';
import { ESTABLISHMENT_CATEGORIES } from '../enums.ts';
import { FormDetailSchema, FormSchema, KindSchema } from '../questionnaires/schemas.ts';
import { idSchema } from '../validation/fields.ts';
import { optionalVersionQuery, routeGroup } from '../common/routes.ts';
import { PortableFileSchema } from './portable-schemas.ts';
import { QuestionSourceSchema } from './sources.ts';

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

/** A note of the library's changelog (ADR 029): what changed and why, with the citations that support it. */
export const LibraryChangeNoteSchema = v.object({
  change: v.string(),
  reason: v.string(),
  sources: v.array(v.string()),
});
export type LibraryChangeNote = v.InferOutput<typeof LibraryChangeNoteSchema>;

/**
 * A changelog note on a version of a form, with the release it comes from: a
 * version made by a start-up that skipped releases carries the notes of every
 * release it covers, not only the newest one's.
 */
export const FormChangeNoteSchema = v.object({
  ...LibraryChangeNoteSchema.entries,
  libraryVersion: v.string(),
  /** YYYY-MM-DD, as the library files date the release. */
  libraryDate: v.string(),
});
export type FormChangeNote = v.InferOutput<typeof FormChangeNoteSchema>;

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

/** The question fields a version change is described by (position aside: a reorder is not a change of content). */
export const QUESTION_CHANGE_FIELDS = [
  'label',
  'helpText',
  'reference',
  'type',
  'isCritical',
  'documentRequirement',
  'expectedDocument',
  'conformingAnswer',
  'options',
  'scale',
  'threshold',
  'weight',
  'appliesWhen',
  'documentRequiredFor',
] as const;
export type QuestionChangeField = (typeof QUESTION_CHANGE_FIELDS)[number];

export const QuestionChangeSchema = v.object({
  key: v.string(),
  /** Its label in the newer version (the older one for a removed question). */
  label: v.string(),
  status: v.picklist(['ADDED', 'REMOVED', 'MODIFIED']),
  /** For a modified question, each field that changed, as text (null = empty). */
  fields: v.array(
    v.object({
      field: v.picklist(QUESTION_CHANGE_FIELDS),
      before: v.nullable(v.string()),
      after: v.nullable(v.string()),
    }),
  ),
  /** Why, from the changelog of the releases the version covers (oldest first). */
  notes: v.array(FormChangeNoteSchema),
});
export type QuestionChange = v.InferOutput<typeof QuestionChangeSchema>;

/** What one version of a form changed against the version before it. */
export const FormVersionChangesSchema = v.object({
  version: v.number(),
  createdAt: v.string(),
  /** The default library release that made it; null for a version made by an author. */
  libraryVersion: v.nullable(v.string()),
  libraryDate: v.nullable(v.string()),
  /**
   * The releases whose changes it brings, oldest first: among those after the
   * release of the version before it, up to `libraryVersion`, the ones whose
   * changelog names the form, and `libraryVersion` itself (more than one when
   * the instance skipped a release); empty for a version made by an author.
   */
  libraryVersions: v.array(v.string()),
  /** Those releases' notes on the form as a whole. */
  notes: v.array(FormChangeNoteSchema),
  questions: v.array(QuestionChangeSchema),
});
export type FormVersionChanges = v.InferOutput<typeof FormVersionChangesSchema>;

export const LibraryFormChangesSchema = v.object({
  formId: v.string(),
  /** The form's current version. */
  version: v.number(),
  /** Newest first: every version after `since` (after the first when absent). */
  versions: v.array(FormVersionChangesSchema),
});
export type LibraryFormChanges = v.InferOutput<typeof LibraryFormChangesSchema>;

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
