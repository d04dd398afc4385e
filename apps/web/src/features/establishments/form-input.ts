import type { Establishment } from '@qc/shared/establishments/schemas';
import type { EstablishmentFormValues } from './components/establishment-fields.tsx';

/** What a date input holds when the browser cannot read the typed date: the schema refuses it with SPEC §5's message. */
export const UNREADABLE_DATE = 'date-illisible';

export function toFormValues(establishment: Establishment): EstablishmentFormValues {
  return {
    legalEntityId: establishment.legalEntityId,
    name: establishment.name,
    address: establishment.address,
    phoneNumber: establishment.phoneNumber,
    postalCode: establishment.postalCode,
    city: establishment.city,
    siret: establishment.siret,
    raisonSocialeOfTheManager: establishment.raisonSocialeOfTheManager,
    modalityOfTarification: establishment.modalityOfTarification,
    lastAssembly: establishment.lastAssembly ?? '',
    category: establishment.category ?? '',
    capacity: establishment.capacity === null ? '' : String(establishment.capacity),
  };
}

/** Blank is « none », anything else goes to the schema as a number (NaN gets its French message). */
function toCapacity(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

/**
 * The request body the shared schemas check, from what is typed. On create the
 * empty optional fields are left out; on edit they are sent as null (cleared).
 */
export function toInput(values: EstablishmentFormValues, options: { isDateUnreadable: boolean; id?: string }) {
  const { legalEntityId, lastAssembly, category, capacity, ...texts } = values;
  const date = options.isDateUnreadable ? UNREADABLE_DATE : lastAssembly;
  if (options.id) {
    return {
      id: options.id,
      ...texts,
      lastAssembly: date || null,
      category: category || null,
      capacity: toCapacity(capacity),
    };
  }
  return {
    legalEntityId,
    ...texts,
    lastAssembly: date || undefined,
    category: category || undefined,
    capacity: toCapacity(capacity) ?? undefined,
  };
}
