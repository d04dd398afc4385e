import { foldHeader, headerOfField, type ImportKind } from '@qc/shared/imports/columns';
import type { ImportIssue, ImportTableSummary } from '@qc/shared/imports/schemas';
import type { Actor } from '../scope/actor.ts';
import type { ClientState } from './client-state.ts';
import type { EstablishmentRow, LegalEntityRow } from './parse-entities.ts';
import type { MemberRow, UserRow } from './parse-people.ts';

/* The dry run's plan and what its steps share (issue 32): each step is a file of its own, `planImport` runs them. */

type Change<TValues> = { id: string; changes: Partial<TValues>; before: unknown };

export type ImportPlan = {
  legalEntities: {
    create: Array<{ id: string } & NonNullable<LegalEntityRow['values']>>;
    update: Change<NonNullable<LegalEntityRow['values']>>[];
  };
  establishments: {
    create: Array<
      { id: string; legalEntityId: string } & NonNullable<EstablishmentRow['values']> &
        Partial<NonNullable<EstablishmentRow['profile']>>
    >;
    update: Change<Record<string, unknown>>[];
  };
  users: {
    create: Array<{ id: string; establishmentId: string | null } & NonNullable<UserRow['values']>>;
    update: Change<Record<string, unknown>>[];
  };
  members: {
    create: Array<{ id: string; userId: string | null } & NonNullable<MemberRow['values']>>;
    update: Change<Record<string, unknown>>[];
  };
  links: Array<{ establishmentId: string; effectiveMemberId: string }>;
  issues: ImportIssue[];
  tables: ImportTableSummary[];
};

export type Counter = { create: number; update: number; unchanged: number; invalid: number };
export const counter = (): Counter => ({ create: 0, update: 0, unchanged: 0, invalid: 0 });

/** What each step of the dry run reads (the client's state, who imports) and writes (the plan, the counts). */
export type Planning = {
  plan: ImportPlan;
  counts: Record<ImportKind, Counter>;
  state: ClientState;
  actor: Actor;
  clientId: string;
};

/** A reference to a row of the file: its line, and its id once the row is valid (null while in error). */
export type Reference = { line: number; id: string | null };

/** An establishment of the file (valid) or of the client, else the refusal to write. */
export type ResolveEstablishment = (siret: string) => { id: string } | { message: string };

/** Refuses a row, its message under the column of `field` (the row's when empty). */
export function refuse(
  kind: ImportKind,
  row: { sheet: string; line: number; issues: ImportIssue[] },
  field: string,
  message: string,
) {
  row.issues.push({ sheet: row.sheet, line: row.line, column: field ? headerOfField(kind, field) : '', message });
}

/** The fields of `next` that differ from `current` (arrays and JSON compared by value). */
export function diff(current: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue;
    const before = current[key] ?? null;
    if (JSON.stringify(before) !== JSON.stringify(value ?? null)) changes[key] = value ?? null;
  }
  return changes;
}

export const nameKey = (firstName: string, lastName: string) => `${foldHeader(firstName)} ${foldHeader(lastName)}`;
