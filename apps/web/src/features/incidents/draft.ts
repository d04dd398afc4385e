/**
 * Issue 29 item 1: the declaration being typed is kept in this browser until the server has it, so a dropped
 * connection (or a closed tab) loses nothing — as answers are kept (evaluations/offline-drafts.ts). One form,
 * one draft: localStorage is enough, read synchronously when the form opens. Erased once sent. Every call fails
 * soft (private mode, storage full): the form still sends online.
 */
const KEY = 'qc:brouillon-evenement';

export type IncidentDraft = {
  establishmentId: string;
  kind: string;
  occurredAt: string;
  place: string;
  description: string;
  immediateMeasures: string;
  severity: string;
  hospitalisation: boolean;
  outsideEmergencyCare: boolean;
  death: boolean;
  childInitials: string;
  childAgeMonths: string;
  savedAt?: string;
};

export function loadIncidentDraft(): IncidentDraft | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as IncidentDraft) : null;
  } catch {
    return null;
  }
}

export function keepIncidentDraft(draft: IncidentDraft): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  } catch {
    // A browser that refuses storage still sends the form online.
  }
}

export function forgetIncidentDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to erase.
  }
}

/** A datetime-local value (the browser's time) for now. */
export function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
