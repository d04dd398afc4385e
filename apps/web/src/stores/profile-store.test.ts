import { beforeEach, describe, expect, it } from 'vitest';
import type { StoredProfile } from './profile-rules.ts';
import { useProfileStore } from './profile-store.ts';

function buildProfile(email: string, firstName = 'Alice'): StoredProfile {
  return {
    session: { id: `session-${email}`, userId: `user-${email}`, expiresAt: '2030-01-01T00:00:00.000Z' },
    user: {
      id: `user-${email}`,
      email,
      name: `${firstName} Martin`,
      firstName,
      lastName: 'Martin',
      roles: ['DIRECTOR'],
      permissions: [],
      clientId: null,
      establishmentId: null,
    },
  };
}

/** Profiles a and b, added in that order (b is then the active one); returns the store. */
function addTwoProfiles() {
  const store = useProfileStore.getState();
  store.addProfile(buildProfile('a@example.fr'));
  store.addProfile(buildProfile('b@example.fr'));
  return store;
}

describe('profile store (SPEC §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    useProfileStore.getState().clearProfiles();
  });

  it('keeps several profiles and makes the last added one active', () => {
    addTwoProfiles();
    const state = useProfileStore.getState();
    expect(state.profiles.map((profile) => profile.user.email)).toEqual(['a@example.fr', 'b@example.fr']);
    expect(state.activeEmail).toBe('b@example.fr');
  });

  it('replaces a known user (matched by e-mail) and makes it active', () => {
    const store = addTwoProfiles();
    store.addProfile(buildProfile('A@Example.fr', 'Alicia'));
    const state = useProfileStore.getState();
    expect(state.profiles).toHaveLength(2);
    expect(state.profiles[0]!.user.firstName).toBe('Alicia');
    expect(state.activeEmail).toBe('A@Example.fr');
    expect(state.getActiveProfile()?.user.firstName).toBe('Alicia');
  });

  it('leaves none active when the active profile is removed', () => {
    const store = addTwoProfiles();
    store.removeProfile('b@example.fr');
    const state = useProfileStore.getState();
    expect(state.profiles.map((profile) => profile.user.email)).toEqual(['a@example.fr']);
    expect(state.activeEmail).toBeNull();
    expect(state.getActiveProfile()).toBeNull();
  });

  it('keeps the active profile when another one is removed', () => {
    const store = addTwoProfiles();
    store.removeProfile('a@example.fr');
    expect(useProfileStore.getState().activeEmail).toBe('b@example.fr');
  });

  it('sets the active profile only for a known one', () => {
    const store = addTwoProfiles();
    store.setActiveProfile('a@example.fr');
    expect(useProfileStore.getState().activeEmail).toBe('a@example.fr');
    store.setActiveProfile('unknown@example.fr');
    expect(useProfileStore.getState().activeEmail).toBe('a@example.fr');
  });

  it('persists in local storage under the name "profil", without session tokens', () => {
    useProfileStore.getState().addProfile(buildProfile('a@example.fr'));
    const stored = JSON.parse(localStorage.getItem('profil') ?? '{}');
    expect(stored.state.activeEmail).toBe('a@example.fr');
    expect(stored.state.profiles).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain('token');
  });
});
