import type { EstablishmentCategory } from '@qc/shared/enums';

/** DOMAIN.md, R2324-46: the size classes of crèches, plus ESSMS (DESIGN §3 `category`). */
export const ESTABLISHMENT_CATEGORY_LABELS: Record<EstablishmentCategory, string> = {
  MICRO_CRECHE: 'Micro-crèche ≤ 12 places',
  PETITE_CRECHE: 'Petite crèche 13–24',
  CRECHE: 'Crèche 25–39',
  GRANDE_CRECHE: 'Grande crèche 40–59',
  TRES_GRANDE_CRECHE: 'Très grande crèche ≥ 60',
  ESSMS: 'ESSMS',
};
