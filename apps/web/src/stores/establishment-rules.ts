import type { EstablishmentCategory } from '@qc/shared/enums';

/** The part of an establishment the browser keeps (SPEC §3 "Client-side persisted value"). */
export type SelectedEstablishment = {
  id: string;
  name: string;
  clientId: string;
  clientName: string;
  legalEntityId: string;
  legalEntityName: string;
  address: string;
  postalCode: string;
  city: string;
  /** DESIGN §3: optional; decides which forms apply (the library filters on it). */
  category?: EstablishmentCategory | null;
};

/**
 * SPEC §2: the selected establishment is kept if it is still in the user's
 * list; otherwise the first establishment is chosen; otherwise none.
 */
export function chooseEstablishment<T extends { id: string }>(
  selected: { id: string } | null,
  list: readonly T[],
): T | null {
  if (selected) {
    const stillThere = list.find((establishment) => establishment.id === selected.id);
    if (stillThere) return stillThere;
  }
  return list[0] ?? null;
}

export function toSelectedEstablishment(establishment: SelectedEstablishment): SelectedEstablishment {
  const { id, name, clientId, clientName, legalEntityId, legalEntityName, address, postalCode, city } = establishment;
  const category = establishment.category ?? null;
  return { id, name, clientId, clientName, legalEntityId, legalEntityName, address, postalCode, city, category };
}
