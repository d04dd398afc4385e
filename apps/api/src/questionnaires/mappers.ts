import type { Kind, Status, EstablishmentCategory, QuestionType } from '@qc/shared/enums';
import { getDocumentRequirement } from '@qc/shared/enums';
import type { Category, Form } from '@qc/shared/questionnaires/schemas';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { toIso } from '../common/dates.ts';
import type { categories, forms, questions } from '../db/schema-questionnaires.ts';

export function toCategory(row: typeof categories.$inferSelect, formCount: number): Category {
  return {
    id: row.id,
    clientId: row.clientId,
    isShared: row.clientId === null,
    name: row.name,
    description: row.description,
    kind: row.kind as Kind,
    position: row.position,
    status: row.status as Status,
    formCount,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

export type FormRowExtras = {
  categoryName: string | null;
  questionCount: number;
  isVersionFrozen: boolean;
  sourceLatestVersion: number | null;
};

export function toForm(row: typeof forms.$inferSelect, extras: FormRowExtras): Form {
  return {
    id: row.id,
    clientId: row.clientId,
    isShared: row.clientId === null,
    categoryId: row.categoryId,
    categoryName: extras.categoryName,
    name: row.name,
    description: row.description,
    kind: row.kind as Kind,
    status: row.status as Status,
    version: row.version,
    position: row.position,
    establishmentCategories: row.establishmentCategories as EstablishmentCategory[],
    questionCount: extras.questionCount,
    isVersionFrozen: extras.isVersionFrozen,
    sourceFormId: row.sourceFormId,
    sourceVersion: row.sourceVersion,
    sourceLatestVersion: extras.sourceLatestVersion,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

export function toQuestion(row: typeof questions.$inferSelect): Question {
  return {
    id: row.id,
    key: row.key,
    formId: row.formId,
    version: row.version,
    position: row.position,
    label: row.label,
    helpText: row.helpText,
    reference: row.reference,
    type: row.type as QuestionType,
    weight: row.weight,
    isCritical: row.isCritical,
    isDocumentRequired: row.isDocumentRequired,
    isDocumentRecommended: row.isDocumentRecommended,
    documentRequirement: getDocumentRequirement(row),
    expectedDocument: row.expectedDocument,
    actionTitle: row.actionTitle,
    conformingAnswer: row.conformingAnswer,
    options: row.options,
    scale: row.scale ?? null,
    threshold: row.threshold,
    appliesWhen: row.appliesWhen ?? null,
    documentRequiredFor: row.documentRequiredFor,
  };
}
