import type { EstablishmentCategory } from '@qc/shared/enums';
import type { Establishment } from '@qc/shared/establishments/schemas';
import type { Practice } from '@qc/shared/establishments/profile';

/** The profile form as typed: selects and dates as text ('' = not said), booleans as 'true' / 'false' / ''. */
export type ProfileFormValues = {
  structureType: string;
  capacity: string;
  category: string;
  authorisationRequestedOn: string;
  premisesProjectOn: string;
  managerType: string;
  denseZone: string;
  practices: Practice[];
  essmsSector: string;
  residential: string;
};

const text = (value: string | number | null) => (value === null ? '' : String(value));
const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'true' : 'false');

export function toProfileValues(establishment: Establishment): ProfileFormValues {
  return {
    structureType: text(establishment.structureType),
    capacity: text(establishment.capacity),
    category: text(establishment.category),
    authorisationRequestedOn: text(establishment.authorisationRequestedOn),
    premisesProjectOn: text(establishment.premisesProjectOn),
    managerType: text(establishment.managerType),
    denseZone: yesNo(establishment.denseZone),
    practices: establishment.practices ?? [],
    essmsSector: text(establishment.essmsSector),
    residential: yesNo(establishment.residential),
  };
}

/**
 * What the shared schema checks: empty choices are null (« not said »). The capacity goes as a number when it
 * reads as one, else as typed, so that the schema's French message names it. The ESSMS fields go only for an ESSMS.
 */
export function toProfileInput(id: string, values: ProfileFormValues): Record<string, unknown> {
  const orNull = (value: string) => (value === '' ? null : value);
  const bool = (value: string) => (value === '' ? null : value === 'true');
  const capacity = values.capacity.trim();
  const isEssms = values.structureType === 'ESSMS';
  return {
    id,
    structureType: orNull(values.structureType),
    capacity: capacity === '' ? null : /^\d+$/.test(capacity) ? Number(capacity) : capacity,
    category: orNull(values.category) as EstablishmentCategory | null,
    authorisationRequestedOn: orNull(values.authorisationRequestedOn),
    premisesProjectOn: orNull(values.premisesProjectOn),
    managerType: orNull(values.managerType),
    denseZone: bool(values.denseZone),
    practices: values.practices,
    essmsSector: isEssms ? orNull(values.essmsSector) : null,
    residential: isEssms ? bool(values.residential) : null,
  };
}
