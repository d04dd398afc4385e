import { DOCUMENT_REQUIREMENT_LABELS, QUESTION_TYPE_LABELS } from '@qc/shared/enums';
import type { QuestionChange, QuestionChangeField } from '@qc/shared/library/change-schemas';

/** The question fields a version change names, as the reading room says them. */
export const CHANGE_FIELD_LABELS: Record<QuestionChangeField, string> = {
  label: 'Intitulé',
  helpText: 'Aide',
  reference: 'Référence',
  type: 'Type de question',
  isCritical: 'Impératif',
  documentRequirement: 'Document attendu',
  expectedDocument: 'Document',
  conformingAnswer: 'Réponse conforme',
  options: 'Options',
  scale: 'Échelle',
  threshold: 'Seuil de conformité',
  weight: 'Poids',
  appliesWhen: 'Applicabilité',
  documentRequiredFor: 'Document exigé',
};

export const CHANGE_STATUS_LABELS: Record<QuestionChange['status'], string> = {
  ADDED: 'Question ajoutée',
  REMOVED: 'Question retirée',
  MODIFIED: 'Question modifiée',
};

/** A field's value as text: the API sends codes for the type and the document requirement. */
export function describeFieldValue(field: QuestionChangeField, value: string | null): string {
  if (value === null) return '(vide)';
  if (field === 'type') return QUESTION_TYPE_LABELS[value as keyof typeof QUESTION_TYPE_LABELS] ?? value;
  if (field === 'documentRequirement')
    return DOCUMENT_REQUIREMENT_LABELS[value as keyof typeof DOCUMENT_REQUIREMENT_LABELS] ?? value;
  return value;
}

/**
 * For a version made by a start-up that skipped releases (ADR 029): the
 * releases it brings besides its own, as a sentence; null when it brings one.
 */
export function coveredReleasesText(libraryVersion: string | null, libraryVersions: readonly string[]): string | null {
  const others = libraryVersions.filter((version) => version !== libraryVersion);
  if (others.length === 0) return null;
  const list = others.length === 1 ? others[0]! : `${others.slice(0, -1).join(', ')} et ${others.at(-1)!}`;
  return others.length === 1
    ? `Cette version reprend aussi les changements de la bibliothèque ${list}.`
    : `Cette version reprend aussi les changements des bibliothèques ${list}.`;
}
