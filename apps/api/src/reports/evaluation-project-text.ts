import { formatDate } from '@qc/shared/dates';
import type { EvaluationProjectVersion } from '@qc/shared/evaluation-projects/schemas';

/**
 * The words both exports of a projet d'évaluation share (PDF and Word), so that the two documents say the same.
 * The legal sentence says only what the source read says (décret n° 2025-304, through its notice: ADR 044).
 */
export const EVALUATION_PROJECT_TITLE = 'Projet d’évaluation de la qualité de l’accueil';
export const EVALUATION_PROJECT_BASIS =
  'Le décret n° 2025-304 du 1er avril 2025 demande au gestionnaire de formaliser un projet d’évaluation de la qualité de l’accueil en complément du projet d’établissement : ce document est à joindre au projet d’établissement.';

export const SECTION_TITLES = {
  criteria: '1. Critères retenus et raisons de ce choix',
  indicators: '2. Indicateurs',
  calendar: '3. Calendrier sur cinq ans',
  team: '4. Participation de l’équipe',
  families: '5. Participation des familles',
} as const;

/** « Version 2, validée le 27/11/2026 par Claire Martin », or the draft's state. */
export function versionLine(version: EvaluationProjectVersion): string {
  if (version.state === 'DRAFT')
    return `Brouillon de la version ${version.number}, non validé (enregistré le ${formatDate(version.updatedAt)})`;
  const by = version.validatedByName ? ` par ${version.validatedByName}` : '';
  return `Version ${version.number}, validée le ${formatDate(version.validatedAt!)}${by}`;
}

export function pilotLine(version: EvaluationProjectVersion): string {
  return `Pilote du projet : ${version.pilotName ?? 'non désigné'}`;
}

/** Text a reader may leave empty in a draft: never an empty cell. */
export function orDash(value: string): string {
  return value.trim() ? value : '—';
}
