import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  addProfile,
  getActiveProfile,
  removeProfile,
  setActiveProfile,
  type ProfileState,
  type StoredProfile,
} from './profile-rules.ts';

type ProfileStore = ProfileState & {
  addProfile: (profile: StoredProfile) => void;
  removeProfile: (email: string) => void;
  setActiveProfile: (email: string) => void;
  clearProfiles: () => void;
  getActiveProfile: () => StoredProfile | null;
};

/** SPEC §3/§9: profile sessions in local storage under the name `profil`. */
export const useProfileStore = create<ProfileStore>()(
  persist(
    (set, get) => ({
      profiles: [],
      activeEmail: null,
      addProfile: (profile) => set((state) => addProfile(state, profile)),
      removeProfile: (email) => set((state) => removeProfile(state, email)),
      setActiveProfile: (email) => set((state) => setActiveProfile(state, email)),
      clearProfiles: () => set({ profiles: [], activeEmail: null }),
      getActiveProfile: () => getActiveProfile(get()),
    }),
    {
      name: 'profil',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ profiles: state.profiles, activeEmail: state.activeEmail }),
    },
  ),
);
