import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { toSelectedEstablishment, type SelectedEstablishment } from './establishment-rules.ts';

type EstablishmentStore = {
  selectedEstablishment: SelectedEstablishment | null;
  setSelectedEstablishment: (establishment: SelectedEstablishment) => void;
  clearSelectedEstablishment: () => void;
};

/** SPEC §3/§9: the selected establishment, kept in local storage under `establishment-store`. */
export const useEstablishmentStore = create<EstablishmentStore>()(
  persist(
    (set) => ({
      selectedEstablishment: null,
      setSelectedEstablishment: (establishment) =>
        set({ selectedEstablishment: toSelectedEstablishment(establishment) }),
      clearSelectedEstablishment: () => set({ selectedEstablishment: null }),
    }),
    {
      name: 'establishment-store',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ selectedEstablishment: state.selectedEstablishment }),
    },
  ),
);
