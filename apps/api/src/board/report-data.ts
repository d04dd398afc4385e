import { BOARD_DEFAULT_MONTHS, type BoardReportInput } from '@qc/shared/board/schemas';
import type { IncidentStats } from '@qc/shared/incidents/outputs';
import { getParisToday } from '@qc/shared/validation/dates';
import { fileNameSlug } from '../common/file-name.ts';

/** One cell of the establishment × category table: the latest evaluation of each form of the period, averaged. */
export type BoardCell = {
  categoryId: string | null;
  score: number | null;
  conformityRate: number | null;
  forms: number;
};

export type BoardEstablishment = {
  id: string;
  name: string;
  city: string;
  legalEntityName: string;
  /** Mean of the latest score of each form evaluated in the period (DESIGN §5); null when none was. */
  score: number | null;
  conformityRate: number | null;
  evaluatedForms: number;
  /** Evaluations completed in the period. */
  evaluations: number;
  cells: BoardCell[];
  /** The last BOARD_TREND_LENGTH evaluations of the period, oldest first. */
  trend: Array<{ completedAt: string; formName: string; score: number | null }>;
  /**
   * Mean change of each form's latest score of the period against the evaluation of the same form before it
   * (whenever it was); null when no form has been evaluated twice.
   */
  change: number | null;
  actions: {
    total: number;
    todo: number;
    inProgress: number;
    done: number;
    cancelled: number;
    overdue: number;
    doneInPeriod: number;
    /** Mean progress (0–100) of the actions not cancelled. */
    meanProgress: number | null;
  };
};

export type BoardGap = {
  formName: string;
  label: string;
  reference: string | null;
  isCritical: boolean;
  /** Establishments whose latest evaluation of the form in the period answered it non-conforming. */
  sites: number;
  /** Establishments that answered it (N/A apart): `sites` out of this many. */
  answered: number;
  siteNames: string[];
};

export type BoardCriticalFailure = {
  establishmentName: string;
  formName: string;
  label: string;
  reference: string | null;
  completedAt: string;
};

export type BoardReportData = {
  client: { id: string; name: string } | null;
  period: { from: string; to: string };
  categories: Array<{ id: string | null; name: string }>;
  establishments: BoardEstablishment[];
  gaps: BoardGap[];
  criticalFailures: BoardCriticalFailure[];
  /**
   * The events of the period at these sites (issue 29 item 5), counts only; null for a reader who does not handle
   * events (an ADMIN: the register stays the group's, ADR 036).
   */
  incidents: IncidentStats | null;
  totals: {
    establishments: number;
    evaluatedEstablishments: number;
    evaluations: number;
    score: number | null;
    actionsOpen: number;
    actionsOverdue: number;
    actionsDoneInPeriod: number;
    criticalFailures: number;
  };
  generatedAt: Date;
};

export type EvaluationRow = {
  id: string;
  establishment_id: string;
  form_id: string;
  form_version: number;
  form_name: string;
  category_id: string | null;
  completed_at: string | Date;
  score: number | string | null;
  conformity_rate: number | string | null;
  /** The questions frozen as not applying at this site (issue 26): answers kept to them are ignored. */
  excluded: Array<{ questionKey: string }> | null;
};

export type ActionRow = {
  establishment_id: string;
  total: number | string;
  todo: number | string;
  in_progress: number | string;
  done: number | string;
  cancelled: number | string;
  overdue: number | string;
  done_in_period: number | string;
  mean_progress: number | string | null;
};

export const toNumber = (value: number | string | null | undefined) => Number(value ?? 0);
export const toNullable = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);
export const toIso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();
export function mean(values: Array<number | null>): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length > 0 ? known.reduce((sum, value) => sum + value, 0) / known.length : null;
}

/** The period asked, else the last twelve months up to today (Paris). */
export function resolvePeriod(
  input: Pick<BoardReportInput, 'from' | 'to'>,
  now = new Date(),
): { from: string; to: string } {
  const to = input.to ?? getParisToday(now);
  if (input.from) return { from: input.from, to };
  const start = new Date(`${to}T12:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - BOARD_DEFAULT_MONTHS);
  start.setUTCDate(start.getUTCDate() + 1);
  return { from: start.toISOString().slice(0, 10), to };
}

/** A file name without characters that trouble file systems or headers. */
export function boardFileName(data: BoardReportData, extension: 'pdf' | 'xlsx'): string {
  const group = fileNameSlug(data.client?.name ?? 'etablissements', 80);
  return `rapport-conseil-${group || 'groupe'}-${data.period.from}-${data.period.to}.${extension}`;
}
