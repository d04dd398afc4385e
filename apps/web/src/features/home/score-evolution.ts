/**
 * DESIGN §7 "evolution over time": the pure part of the home chart — one series per
 * form with at least one completed evaluation, the time and score scales, and the
 * month ticks, counted in Europe/Paris (DESIGN §2) whatever the browser's zone.
 */
const PARIS = 'Europe/Paris';
const DAY = 86_400_000;

export type CompletedEvaluation = {
  id: string;
  formId: string;
  formName: string;
  completedAt: string | null;
  result: { score: number | null };
};

export type EvolutionPoint = { evaluationId: string; time: number; completedAt: string; score: number | null };

export type EvolutionSeries = {
  formId: string;
  formName: string;
  /** Position in the legend, which picks the colour and the marker. */
  index: number;
  /** Oldest first. */
  points: EvolutionPoint[];
};

export type Tick = { value: number; label: string };

/** One series per form, named in French alphabetical order, each point oldest first. */
export function buildEvolutionSeries(evaluations: CompletedEvaluation[]): EvolutionSeries[] {
  const byForm = new Map<string, { formId: string; formName: string; points: EvolutionPoint[] }>();
  for (const evaluation of evaluations) {
    if (!evaluation.completedAt) continue;
    const time = Date.parse(evaluation.completedAt);
    if (Number.isNaN(time)) continue;
    const series = byForm.get(evaluation.formId) ?? {
      formId: evaluation.formId,
      formName: evaluation.formName,
      points: [],
    };
    series.points.push({
      evaluationId: evaluation.id,
      time,
      completedAt: evaluation.completedAt,
      score: evaluation.result.score,
    });
    byForm.set(evaluation.formId, series);
  }
  return [...byForm.values()]
    .sort((a, b) => a.formName.localeCompare(b.formName, 'fr'))
    .map((series, index) => ({ ...series, index, points: series.points.sort((a, b) => a.time - b.time) }));
}

/** The points that can be drawn: a completed evaluation whose every answer is N/A has no score. */
export function scoredPoints(series: EvolutionSeries): Array<EvolutionPoint & { score: number }> {
  return series.points.filter((point): point is EvolutionPoint & { score: number } => point.score !== null);
}

/**
 * The time range drawn: the scored points with a margin on each side, so no
 * marker sits on an axis; a single date is centred in a month.
 */
export function timeDomain(series: EvolutionSeries[]): [number, number] | null {
  const times = series.flatMap((item) => scoredPoints(item).map((point) => point.time));
  if (times.length === 0) return null;
  const min = Math.min(...times);
  const max = Math.max(...times);
  if (max - min < DAY) return [min - 15 * DAY, max + 15 * DAY];
  const margin = (max - min) * 0.06;
  return [min - margin, max + margin];
}

/** Maps [d0, d1] onto [r0, r1] linearly (r1 < r0 for an upward score axis). */
export function linearScale(domain: [number, number], range: [number, number]) {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0 || 1;
  return (value: number) => r0 + ((value - d0) / span) * (r1 - r0);
}

const parisParts = new Intl.DateTimeFormat('en-US', {
  timeZone: PARIS,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

function parisWallClock(time: number): { year: number; month: number; day: number; utc: number } {
  const parts = Object.fromEntries(parisParts.formatToParts(time).map((part) => [part.type, part.value]));
  const year = Number(parts.year);
  const month = Number(parts.month) - 1;
  const day = Number(parts.day);
  return { year, month, day, utc: Date.UTC(year, month, day, Number(parts.hour), Number(parts.minute)) };
}

/** The instant of midnight in Paris on the first of a month (month 0–11, may overflow). */
export function parisMonthStart(year: number, month: number): number {
  const guess = Date.UTC(year, month, 1);
  const offset = parisWallClock(guess).utc - guess;
  return guess - offset;
}

const monthLabel = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', month: 'short', year: 'numeric' });
const dayLabel = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS, day: 'numeric', month: 'short' });
const MONTH_STEPS = [1, 2, 3, 6, 12];

/**
 * Ticks on the first of the months in the domain ('juil. 2026'), every 1, 2, 3, 6 or
 * 12 months so that at most maxTicks fit; a range shorter than that shows the days
 * of the points instead ('12 nov.').
 */
export function timeTicks(options: { domain: [number, number]; times: number[]; maxTicks: number }): Tick[] {
  const { domain, times, maxTicks } = options;
  const first = parisWallClock(domain[0]);
  const months: Array<{ year: number; month: number; value: number }> = [];
  for (let offset = 0; ; offset++) {
    const value = parisMonthStart(first.year, first.month + offset);
    if (value > domain[1]) break;
    if (value >= domain[0]) {
      const date = new Date(Date.UTC(first.year, first.month + offset, 1));
      months.push({ year: date.getUTCFullYear(), month: date.getUTCMonth(), value });
    }
  }
  if (months.length >= 2) {
    const step = MONTH_STEPS.find((candidate) => Math.ceil(months.length / candidate) <= maxTicks) ?? 12;
    // Steps of 3, 6 or 12 months start on a quarter, a half-year or January.
    const kept = months.filter((item) => (step === 1 ? true : (item.year * 12 + item.month) % step === 0));
    const chosen = kept.length >= 2 ? kept : months.filter((_, index) => index % step === 0);
    return chosen.map((item) => ({ value: item.value, label: monthLabel.format(Date.UTC(item.year, item.month, 1)) }));
  }
  const days = new Map<string, number>();
  for (const time of [...times].sort((a, b) => a - b)) {
    const label = dayLabel.format(time);
    if (!days.has(label)) days.set(label, time);
  }
  return [...days].slice(0, Math.max(1, maxTicks)).map(([label, value]) => ({ value, label }));
}

export const SCORE_TICKS = [0, 25, 50, 75, 100] as const;
