import * as v from 'valibot';
import { timestampEntries } from '../common/rows.ts';
import { unchangeable, updateInput } from '../common/update-input.ts';
import { ESTABLISHMENT_CATEGORIES, KINDS, STATUSES } from '../enums.ts';
import { listInput } from '../common/list.ts';
import {
  EMPTY_UPDATE_MESSAGE,
  idSchema,
  integerBetween,
  MAX_INTEGER,
  optionalText,
  requiredPicklist,
  requiredText,
} from '../validation/fields.ts';
import { QuestionSchema } from './question-schemas.ts';

export const QUESTIONNAIRE_MESSAGES = {
  categoryNameRequired: 'Le nom de la catégorie est obligatoire',
  formNameRequired: 'Le nom du questionnaire est obligatoire',
  kindRequired: 'Veuillez choisir : conformité ou qualité',
  statusInvalid: 'Le statut doit être actif ou inactif',
  establishmentCategoryInvalid: "Catégorie d'établissement inconnue",
  positionInvalid: 'La position doit être un entier positif',
} as const;

export const KindSchema = v.picklist(KINDS, QUESTIONNAIRE_MESSAGES.kindRequired);
export const StatusSchema = v.picklist(STATUSES, QUESTIONNAIRE_MESSAGES.statusInvalid);
const positionSchema = integerBetween(0, MAX_INTEGER, QUESTIONNAIRE_MESSAGES.positionInvalid);

/** Shared library items have no client; `ownership` filters lists on it. */
export const OwnershipSchema = v.picklist(['shared', 'own']);

// ── Categories ──────────────────────────────────────────────────────────────

export const CategorySchema = v.object({
  id: v.string(),
  clientId: v.nullable(v.string()),
  isShared: v.boolean(),
  name: v.string(),
  description: v.nullable(v.string()),
  kind: KindSchema,
  position: v.number(),
  status: StatusSchema,
  formCount: v.number(),
  ...timestampEntries,
});
export type Category = v.InferOutput<typeof CategorySchema>;

const requiredKind = requiredPicklist(KINDS, QUESTIONNAIRE_MESSAGES.kindRequired);

const categoryEntries = {
  name: requiredText(QUESTIONNAIRE_MESSAGES.categoryNameRequired, 200),
  description: optionalText(4000),
  kind: requiredKind,
  status: v.optional(StatusSchema, 'ACTIVE'),
  position: v.optional(positionSchema),
};

export const CategoryCreateInputSchema = v.object({
  ...categoryEntries,
  /** ADMIN only: the client that owns it; null or absent = the shared library. Others: their own client. */
  clientId: v.optional(v.nullable(idSchema)),
});
export const CategoryUpdateInputSchema = updateInput(
  {
    name: v.optional(categoryEntries.name),
    description: categoryEntries.description,
    kind: v.optional(KindSchema),
    status: v.optional(StatusSchema),
    position: v.optional(positionSchema),
    clientId: unchangeable("Le propriétaire d'une catégorie ne peut pas être modifié"),
  },
  EMPTY_UPDATE_MESSAGE,
);
export const CategoryListInputSchema = listInput({
  kind: v.optional(KindSchema),
  status: v.optional(StatusSchema),
  ownership: v.optional(OwnershipSchema),
});
export type CategoryListQuery = v.InferOutput<typeof CategoryListInputSchema>;

// ── Forms ───────────────────────────────────────────────────────────────────

const establishmentCategoriesSchema = v.optional(
  v.pipe(
    v.array(v.picklist(ESTABLISHMENT_CATEGORIES, QUESTIONNAIRE_MESSAGES.establishmentCategoryInvalid)),
    v.transform((values) => [...new Set(values)]),
  ),
  [],
);

export const FormSchema = v.object({
  id: v.string(),
  clientId: v.nullable(v.string()),
  isShared: v.boolean(),
  categoryId: v.nullable(v.string()),
  categoryName: v.nullable(v.string()),
  name: v.string(),
  description: v.nullable(v.string()),
  kind: KindSchema,
  status: StatusSchema,
  version: v.number(),
  position: v.number(),
  /** The establishment categories it applies to; empty = all. */
  establishmentCategories: v.array(v.picklist(ESTABLISHMENT_CATEGORIES)),
  questionCount: v.number(),
  /** Whether evaluations answer its current version: a question change then creates a new version. */
  isVersionFrozen: v.boolean(),
  /** A copy of a shared form: its source, the version copied, and the source's current version. */
  sourceFormId: v.nullable(v.string()),
  sourceVersion: v.nullable(v.number()),
  sourceLatestVersion: v.nullable(v.number()),
  ...timestampEntries,
});
export type Form = v.InferOutput<typeof FormSchema>;

export const FormDetailSchema = v.object({
  ...FormSchema.entries,
  /** The version shown (the current one unless asked otherwise). */
  shownVersion: v.number(),
  questions: v.array(QuestionSchema),
});
export type FormDetail = v.InferOutput<typeof FormDetailSchema>;

const formEntries = {
  name: requiredText(QUESTIONNAIRE_MESSAGES.formNameRequired, 200),
  description: optionalText(4000),
  kind: requiredKind,
  status: v.optional(StatusSchema, 'ACTIVE'),
  categoryId: v.optional(v.nullable(idSchema)),
  establishmentCategories: establishmentCategoriesSchema,
  position: v.optional(positionSchema),
};

export const FormCreateInputSchema = v.object({ ...formEntries, clientId: v.optional(v.nullable(idSchema)) });
export const FormUpdateInputSchema = updateInput(
  {
    name: v.optional(formEntries.name),
    description: formEntries.description,
    kind: v.optional(KindSchema),
    status: v.optional(StatusSchema),
    categoryId: formEntries.categoryId,
    establishmentCategories: v.optional(
      v.array(v.picklist(ESTABLISHMENT_CATEGORIES, QUESTIONNAIRE_MESSAGES.establishmentCategoryInvalid)),
    ),
    position: v.optional(positionSchema),
    clientId: unchangeable("Le propriétaire d'un questionnaire ne peut pas être modifié"),
  },
  EMPTY_UPDATE_MESSAGE,
);
export const FormListInputSchema = listInput({
  kind: v.optional(KindSchema),
  status: v.optional(StatusSchema),
  ownership: v.optional(OwnershipSchema),
  /** A category id, or 'none' for the forms without a category ("other" forms). */
  categoryId: v.optional(idSchema),
  /** The copies of this shared form (active or not), before copying it again. */
  sourceFormId: v.optional(idSchema),
});
export type FormListQuery = v.InferOutput<typeof FormListInputSchema>;

export const FormVersionSchema = v.object({
  version: v.number(),
  questionCount: v.number(),
  evaluationCount: v.number(),
  createdAt: v.string(),
});

export const FormOverviewSchema = v.object({
  counts: v.array(v.object({ kind: KindSchema, status: StatusSchema, total: v.number() })),
  recent: v.array(FormSchema),
});

export const QuestionReorderInputSchema = v.object({
  formId: idSchema,
  /** Every question key of the form, in the new order. */
  keys: v.pipe(v.array(idSchema), v.minLength(1, 'Indiquez le nouvel ordre des questions')),
});
