import * as v from 'valibot';
import { ESTABLISHMENT_CATEGORIES, KINDS } from '../enums.ts';
import { QuestionInputSchema } from '../questionnaires/question-schemas.ts';
import { optionalText, requiredPicklist, requiredText } from '../validation/fields.ts';

/**
 * The portable JSON format of forms and categories (export, import, and the
 * default library shipped with the product). Keys are stable identifiers
 * chosen by the author: importing the same file twice updates, never duplicates.
 */
export const PORTABLE_FORMAT = 'qualite-conformite.library';
export const PORTABLE_FORMAT_VERSION = 1;

export const PORTABLE_MESSAGES = {
  format: "Ce fichier n'est pas un export Qualité & Conformité",
  version: 'Version de format non prise en charge',
  keyRequired: 'La clé est obligatoire',
  keyFormat: 'La clé ne peut contenir que des lettres minuscules, chiffres et tirets',
  kindRequired: 'Veuillez choisir : conformité ou qualité',
  formQuestionsRequired: 'Un questionnaire doit contenir au moins une question',
  duplicateKey: 'Deux éléments du fichier portent la même clé',
  nothingToImport: 'Le fichier ne contient aucun questionnaire',
} as const;

const keySchema = v.pipe(
  v.optional(v.string(PORTABLE_MESSAGES.keyRequired), ''),
  v.trim(),
  v.nonEmpty(PORTABLE_MESSAGES.keyRequired),
  v.maxLength(100, PORTABLE_MESSAGES.keyFormat),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, PORTABLE_MESSAGES.keyFormat),
);

export const PortableQuestionSchema = v.intersect([v.object({ key: keySchema }), QuestionInputSchema]);
export type PortableQuestion = v.InferOutput<typeof PortableQuestionSchema>;

/** What a form and a category of the file both have: a key, a name (its own message), a description and a kind. */
function portableEntries(nameRequired: string) {
  return {
    key: keySchema,
    name: requiredText(nameRequired, 200),
    description: optionalText(4000),
    kind: requiredPicklist(KINDS, PORTABLE_MESSAGES.kindRequired),
  };
}

export const PortableFormSchema = v.object({
  ...portableEntries('Le nom du questionnaire est obligatoire'),
  /** Establishment categories it applies to; empty = all. */
  establishmentCategories: v.optional(
    v.array(v.picklist(ESTABLISHMENT_CATEGORIES, "Catégorie d'établissement inconnue")),
    [],
  ),
  questions: v.pipe(v.array(PortableQuestionSchema), v.minLength(1, PORTABLE_MESSAGES.formQuestionsRequired)),
});
export type PortableForm = v.InferOutput<typeof PortableFormSchema>;

export const PortableCategorySchema = v.object({
  ...portableEntries('Le nom de la catégorie est obligatoire'),
  forms: v.array(PortableFormSchema),
});
export type PortableCategory = v.InferOutput<typeof PortableCategorySchema>;

export const PortableFileSchema = v.pipe(
  v.object({
    // A missing key is checked as '' / 0, so it gets these messages rather than the generic one.
    format: v.optional(v.literal(PORTABLE_FORMAT, PORTABLE_MESSAGES.format), '' as never),
    formatVersion: v.optional(v.literal(PORTABLE_FORMAT_VERSION, PORTABLE_MESSAGES.version), 0 as never),
    exportedAt: v.optional(v.string()),
    categories: v.optional(v.array(PortableCategorySchema), []),
    /** Forms without a category ("other" forms). */
    forms: v.optional(v.array(PortableFormSchema), []),
  }),
  v.check(
    (file) => file.forms.length + file.categories.reduce((total, category) => total + category.forms.length, 0) > 0,
    PORTABLE_MESSAGES.nothingToImport,
  ),
);
export type PortableFile = v.InferOutput<typeof PortableFileSchema>;
