import { foldHeader } from '@qc/shared/imports/columns';
import type { Cell } from './read-file.ts';

/*
 * A file's cells read as the forms would send them (issue 32): Oui or Non, dates written JJ/MM/AAAA or as Excel dates,
 * identifiers Excel turned into numbers, labels of a list or their codes.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const FRENCH_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

function pad(value: number, length: number) {
  return String(value).padStart(length, '0');
}

/** A cell as the text a form field would hold. `digits`: an identifier Excel may have turned into a number. */
export function text(cell: Cell | undefined, digits?: number): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') {
    return digits && Number.isInteger(cell) && cell >= 0 ? pad(cell, digits) : String(cell);
  }
  if (cell instanceof Date) return dayOf(cell);
  if (typeof cell === 'boolean') return cell ? 'Oui' : 'Non';
  return cell.trim();
}

function dayOf(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** JJ/MM/AAAA, AAAA-MM-JJ or an Excel date, as AAAA-MM-JJ; anything else as written (the schema refuses it). */
export function day(cell: Cell | undefined): string {
  if (cell instanceof Date) return dayOf(cell);
  const value = text(cell);
  if (DAY.test(value)) return value;
  const french = FRENCH_DAY.exec(value);
  return french ? `${french[3]}-${pad(Number(french[2]), 2)}-${pad(Number(french[1]), 2)}` : value;
}

export function numberOf(cell: Cell | undefined): unknown {
  if (cell === null || cell === undefined || cell === '') return null;
  if (typeof cell === 'number') return cell;
  const value = text(cell).replace(/\s/g, '');
  if (value === '') return null;
  return /^-?\d+([.,]\d+)?$/.test(value) ? Number(value.replace(',', '.')) : value;
}

export function booleanOf(cell: Cell | undefined): unknown {
  if (typeof cell === 'boolean') return cell;
  const folded = foldHeader(text(cell));
  if (folded === '') return null;
  if (['oui', 'o', 'vrai', 'true', '1', 'yes'].includes(folded)) return true;
  if (['non', 'n', 'faux', 'false', '0', 'no'].includes(folded)) return false;
  return text(cell);
}

/** A list in one cell: « a, b ; c » or one per line. */
export function listOf(cell: Cell | undefined): string[] {
  return text(cell)
    .split(/[,;|\n]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A value of a list from its code or its French label (« Directeur·rice », « directrice », « DIRECTOR »). */
export function enumMatcher<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
  extra: Record<string, T> = {},
) {
  const byFolded = new Map<string, T>();
  for (const value of values) {
    byFolded.set(foldHeader(value), value);
    const label = labels[value];
    byFolded.set(foldHeader(label), value);
    // « Directeur·rice » is written « Directeur » or « Directrice »; « Crèche familiale (service…) » by its first words.
    byFolded.set(foldHeader(label.replace(/·\S*/g, '')), value);
    byFolded.set(foldHeader(label.replace(/\s*\(.*\)$/, '')), value);
  }
  for (const [alias, value] of Object.entries(extra)) byFolded.set(foldHeader(alias), value);
  return (cell: Cell | undefined): string => {
    const raw = text(cell);
    return byFolded.get(foldHeader(raw)) ?? raw;
  };
}
