import type { Status } from '@qc/shared/enums';

export const AGREEMENT_STATUS_LABELS: Record<Status, string> = { ACTIVE: 'Actif', INACTIVE: 'Inactif' };
