import * as v from 'valibot';

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
