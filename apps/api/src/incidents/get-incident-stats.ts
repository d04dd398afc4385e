import type { IncidentStats } from '@qc/shared/incidents/outputs';
import type { IncidentStatsInput } from '@qc/shared/incidents/schemas';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { periodWhere, readRegisterRows, type RegisterRow } from './register-rows.ts';

function countBy(rows: RegisterRow[], keyOf: (row: RegisterRow) => string[]): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) for (const key of keyOf(row)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].map(([key, value]) => ({ key, count: value }));
}

const byCountThenKey = (a: { key: string; count: number }, b: { key: string; count: number }) =>
  b.count - a.count || a.key.localeCompare(b.key);

/**
 * Issue 29 item 5: the group's events by kind, severity, month and site, the open and late analyses, the late
 * declarations and the recurring contributing factors — counts only, within what the caller reads (the group's
 * CLIENT_MASTER: her client; a director: her establishments).
 */
export async function getIncidentStats(db: Database, actor: Actor, input: IncidentStatsInput): Promise<IncidentStats> {
  return summariseIncidents(await readRegisterRows(db, actor, periodWhere(input.from, input.to)));
}

/** The figures of a set of register rows (the group's screen, the board report): counts only, no text, no person. */
export function summariseIncidents(rows: RegisterRow[]): IncidentStats {
  const sites = new Map<string, IncidentStats['bySite'][number]>();
  for (const row of rows) {
    const site = sites.get(row.establishmentId) ?? {
      establishmentId: row.establishmentId,
      establishmentName: row.establishmentName,
      count: 0,
      open: 0,
      lateAnalyses: 0,
      lateDeclarations: 0,
    };
    site.count += 1;
    if (row.state !== 'CLOSED') site.open += 1;
    if (row.isAnalysisLate) site.lateAnalyses += 1;
    if (row.declaration?.isLate) site.lateDeclarations += 1;
    sites.set(row.establishmentId, site);
  }
  return {
    total: rows.length,
    byKind: countBy(rows, (row) => [row.kind]).sort(byCountThenKey),
    bySeverity: countBy(rows, (row) => [String(row.severity)]).sort((a, b) => a.key.localeCompare(b.key)),
    byMonth: countBy(rows, (row) => [row.month]).sort((a, b) => a.key.localeCompare(b.key)),
    bySite: [...sites.values()],
    byFactor: countBy(rows, (row) => row.factorCategories).sort(byCountThenKey),
    openAnalyses: rows.filter((row) => row.state === 'DECLARED' || row.state === 'ANALYSING').length,
    lateAnalyses: rows.filter((row) => row.isAnalysisLate).length,
    lateDeclarations: rows.filter((row) => row.declaration?.isLate).length,
  };
}
