import type { AuditEntry } from '@qc/shared/audit/schemas';
import { formatCalendarDay, formatDateTime } from '@qc/shared/dates';
import { getFieldLabel, getValueLabel } from './labels.ts';

/** Longer values are cut, with an ellipsis; the full text stays in `full`. */
export const MAX_VALUE_LENGTH = 120;

export const EMPTY_VALUE = '—';

export type AuditValue = { text: string; full?: string };

export type AuditChange = {
  field: string;
  label: string;
  /** Absent for a creation. */
  before?: AuditValue;
  /** Absent for a deletion. */
  after?: AuditValue;
};

/** Fields an update always touches, shown by the entry's own date. */
const NOISE_ON_UPDATE = new Set(['updatedAt']);

type Snapshot = Record<string, unknown>;

function asSnapshot(value: unknown): Snapshot {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Snapshot) : {};
}

function isSame(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'number') return value.toLocaleString('fr-FR');
  if (typeof value === 'string') {
    if (ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    if (ISO_DATE.test(value)) return formatCalendarDay(value);
    return getValueLabel(field, value);
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.length === 0 ? EMPTY_VALUE : value.map((item) => getValueLabel(field, item)).join(', ');
  }
  return JSON.stringify(value);
}

/** A recorded value as a French reader sees it: dates in Paris time, Oui/Non, labels, long JSON shortened. */
export function formatAuditValue(field: string, value: unknown): AuditValue {
  const text = toText(field, value);
  if (text.length <= MAX_VALUE_LENGTH) return { text };
  return { text: `${text.slice(0, MAX_VALUE_LENGTH - 1).trimEnd()}…`, full: text };
}

/**
 * The fields of an entry: for an update only those whose value changed
 * (before → after); for a creation every recorded field as created, for a
 * deletion every field as it was.
 */
export function getAuditChanges(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): AuditChange[] {
  const before = asSnapshot(entry.before);
  const after = asSnapshot(entry.after);
  if (entry.action === 'create') {
    return Object.entries(after).map(([field, value]) => ({
      field,
      label: getFieldLabel(field),
      after: formatAuditValue(field, value),
    }));
  }
  if (entry.action === 'delete') {
    return Object.entries(before).map(([field, value]) => ({
      field,
      label: getFieldLabel(field),
      before: formatAuditValue(field, value),
    }));
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !NOISE_ON_UPDATE.has(field) && !isSame(before[field], after[field]))
    .map((field) => ({
      field,
      label: getFieldLabel(field),
      before: formatAuditValue(field, before[field]),
      after: formatAuditValue(field, after[field]),
    }));
}

/** What the entry is about, from its snapshot: a name, a title, a person or a number. */
export function getAuditSubject(entry: Pick<AuditEntry, 'before' | 'after'>): string | null {
  const snapshot = { ...asSnapshot(entry.before), ...asSnapshot(entry.after) };
  for (const key of ['name', 'title', 'label', 'number']) {
    const value = snapshot[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  const person = [snapshot.firstName, snapshot.lastName].filter((part) => typeof part === 'string' && part).join(' ');
  return person || null;
}
