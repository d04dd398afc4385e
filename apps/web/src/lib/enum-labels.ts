import type { EstablishmentCategory, Kind, QuestionType, Status } from '@qc/shared/enums';

/** French labels of the enumerations every screen shows (DESIGN §3, §4): one place, so they never drift apart. */
export const KIND_LABELS: Record<Kind, string> = { CONFORMITY: 'Conformité', QUALITY: 'Qualité' };

export const STATUS_LABELS: Record<Status, string> = { ACTIVE: 'Actif', INACTIVE: 'Inactif' };

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  BOOLEAN: 'Oui / Non',
  SELECT: 'Choix unique',
  MULTIPLE_CHOICE: 'Choix multiple',
  NOTATION: 'Notation',
};

/** DOMAIN.md, R2324-46: the size classes of crèches, plus ESSMS (DESIGN §3 `category`). */
export const ESTABLISHMENT_CATEGORY_LABELS: Record<EstablishmentCategory, string> = {
  MICRO_CRECHE: 'Micro-crèche ≤ 12 places',
  PETITE_CRECHE: 'Petite crèche 13–24',
  CRECHE: 'Crèche 25–39',
  GRANDE_CRECHE: 'Grande crèche 40–59',
  TRES_GRANDE_CRECHE: 'Très grande crèche ≥ 60',
  ESSMS: 'ESSMS',
};

export const DOCUMENT_REQUIREMENT_LABELS = { MANDATORY: 'Obligatoire', RECOMMENDED: 'Recommandé' } as const;
