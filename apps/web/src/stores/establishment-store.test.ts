import { beforeEach, describe, expect, it } from 'vitest';
import { chooseEstablishment, type SelectedEstablishment } from './establishment-rules.ts';
import { useEstablishmentStore } from './establishment-store.ts';

function buildEstablishment(id: string, name = `Crèche ${id}`): SelectedEstablishment & { siret: string } {
  return {
    id,
    name,
    clientId: 'client',
    clientName: 'Association',
    legalEntityId: 'entity',
    legalEntityName: 'Entité',
    address: '1 rue de Paris',
    postalCode: '75011',
    city: 'Paris',
    siret: '81234567600017',
  };
}

describe('chooseEstablishment (SPEC §2)', () => {
  const list = [buildEstablishment('a'), buildEstablishment('b')];

  it('keeps the selected establishment when it is still in the list, with its fresh data', () => {
    const chosen = chooseEstablishment({ id: 'b' }, [buildEstablishment('a'), buildEstablishment('b', 'Renommée')]);
    expect(chosen?.id).toBe('b');
    expect(chosen?.name).toBe('Renommée');
  });

  it('chooses the first one when the selected one left the list', () => {
    expect(chooseEstablishment({ id: 'gone' }, list)?.id).toBe('a');
  });

  it('chooses the first one when none was selected', () => {
    expect(chooseEstablishment(null, list)?.id).toBe('a');
  });

  it('selects none when the list is empty', () => {
    expect(chooseEstablishment({ id: 'a' }, [])).toBeNull();
    expect(chooseEstablishment(null, [])).toBeNull();
  });
});

describe('establishment store', () => {
  beforeEach(() => {
    localStorage.clear();
    useEstablishmentStore.getState().clearSelectedEstablishment();
  });

  it('sets, reads and clears the selection under the name "establishment-store"', () => {
    useEstablishmentStore.getState().setSelectedEstablishment(buildEstablishment('a'));
    expect(useEstablishmentStore.getState().selectedEstablishment?.id).toBe('a');
    const stored = JSON.parse(localStorage.getItem('establishment-store') ?? '{}');
    expect(stored.state.selectedEstablishment.id).toBe('a');
    expect(stored.state.selectedEstablishment).not.toHaveProperty('siret');
    expect(stored.state.selectedEstablishment.category).toBeNull();
    useEstablishmentStore.getState().setSelectedEstablishment({ ...buildEstablishment('b'), category: 'MICRO_CRECHE' });
    expect(useEstablishmentStore.getState().selectedEstablishment?.category).toBe('MICRO_CRECHE');
    useEstablishmentStore.getState().clearSelectedEstablishment();
    expect(useEstablishmentStore.getState().selectedEstablishment).toBeNull();
  });
});
