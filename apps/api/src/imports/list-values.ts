import {
  ESSMS_SECTORS,
  ESSMS_SECTOR_LABELS,
  MANAGER_TYPES,
  MANAGER_TYPE_LABELS,
  PRACTICES,
  PRACTICE_LABELS,
  STRUCTURE_TYPES,
  STRUCTURE_TYPE_LABELS,
} from '@qc/shared/establishments/profile';
import {
  ESTABLISHMENT_CATEGORIES,
  ESTABLISHMENT_CATEGORY_LABELS,
  MANAGEMENT_TYPES,
  MANAGEMENT_TYPE_LABELS,
  MEMBER_ROLES,
  MEMBER_ROLE_LABELS,
  ROLES,
  ROLE_LABELS,
} from '@qc/shared/enums';
import { enumMatcher } from './read-cells.ts';

/** Each list a file may name, read from its code, its French label or the words people write for it. */

export const managementType = enumMatcher(MANAGEMENT_TYPES, MANAGEMENT_TYPE_LABELS);
export const memberRole = enumMatcher(MEMBER_ROLES, MEMBER_ROLE_LABELS, {
  Directrice: 'DIRECTOR',
  'Directrice adjointe': 'ASSISTANT_DIRECTOR',
  'Référent santé': 'HEALTH_REFERENT',
  'Référente santé': 'HEALTH_REFERENT',
  Animatrice: 'PRACTICES_ANIMATOR',
  Animateur: 'PRACTICES_ANIMATOR',
});
export const userRole = enumMatcher(ROLES, ROLE_LABELS, {
  Directrice: 'DIRECTOR',
  Collaboratrice: 'COLLABORATOR',
  Admin: 'ADMIN',
  Responsable: 'CLIENT_MASTER',
});
export const structureType = enumMatcher(STRUCTURE_TYPES, STRUCTURE_TYPE_LABELS, {
  'Crèche familiale': 'CRECHE_FAMILIALE',
  'Multi-accueil': 'HALTE_GARDERIE_MULTI_ACCUEIL',
  'Halte-garderie': 'HALTE_GARDERIE_MULTI_ACCUEIL',
});
export const category = enumMatcher(ESTABLISHMENT_CATEGORIES, ESTABLISHMENT_CATEGORY_LABELS, {
  'Micro-crèche': 'MICRO_CRECHE',
  'Petite crèche': 'PETITE_CRECHE',
  Crèche: 'CRECHE',
  'Grande crèche': 'GRANDE_CRECHE',
  'Très grande crèche': 'TRES_GRANDE_CRECHE',
});
export const managerType = enumMatcher(MANAGER_TYPES, MANAGER_TYPE_LABELS, { Public: 'PUBLIC', Privé: 'PRIVATE' });
export const practice = enumMatcher(PRACTICES, PRACTICE_LABELS, {
  Sorties: 'OUTINGS',
  Surnombre: 'OVER_ENROLMENT',
  Repas: 'MEALS_ON_SITE',
  Nuit: 'NIGHT_CARE',
  'Activités aquatiques': 'WATER_ACTIVITIES',
  Animaux: 'ANIMALS',
});
export const essmsSector = enumMatcher(ESSMS_SECTORS, ESSMS_SECTOR_LABELS, { Handicap: 'HANDICAP', Autre: 'AUTRE' });
