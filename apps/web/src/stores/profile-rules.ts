/**
 * SPEC §4 "Local profile sessions", as pure functions: several profiles kept,
 * matched by e-mail, at most one active.
 */
export type StoredProfile = {
  /** No session token: local storage is readable by any script of the page. */
  session: { id: string; userId: string; expiresAt: string };
  user: {
    id: string;
    email: string;
    name: string;
    firstName: string;
    lastName: string;
    roles: string[];
    permissions: string[];
    clientId: string | null;
    establishmentId: string | null;
  };
};

export type ProfileState = { profiles: StoredProfile[]; activeEmail: string | null };

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Adding a known user replaces its profile and makes it active. */
export function addProfile(state: ProfileState, profile: StoredProfile): ProfileState {
  const others = state.profiles.filter((known) => !sameEmail(known.user.email, profile.user.email));
  const index = state.profiles.findIndex((known) => sameEmail(known.user.email, profile.user.email));
  const profiles = index === -1 ? [...others, profile] : [...others.slice(0, index), profile, ...others.slice(index)];
  return { profiles, activeEmail: profile.user.email };
}

/** Removing the active profile leaves none active. */
export function removeProfile(state: ProfileState, email: string): ProfileState {
  const profiles = state.profiles.filter((known) => !sameEmail(known.user.email, email));
  const isActive = state.activeEmail !== null && sameEmail(state.activeEmail, email);
  return { profiles, activeEmail: isActive ? null : state.activeEmail };
}

/** Setting the active profile works only for a known one. */
export function setActiveProfile(state: ProfileState, email: string): ProfileState {
  const known = state.profiles.find((profile) => sameEmail(profile.user.email, email));
  return known ? { ...state, activeEmail: known.user.email } : state;
}

export function getActiveProfile(state: ProfileState): StoredProfile | null {
  if (state.activeEmail === null) return null;
  return state.profiles.find((profile) => sameEmail(profile.user.email, state.activeEmail!)) ?? null;
}
