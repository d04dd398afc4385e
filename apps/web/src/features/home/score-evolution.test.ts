import { describe, expect, it } from 'vitest';
import {
  buildEvolutionSeries,
  linearScale,
  parisMonthStart,
  scoredPoints,
  timeDomain,
  timeTicks,
  type CompletedEvaluation,
} from './score-evolution.ts';

const evaluation = (
  id: string,
  formId: string,
  formName: string,
  completedAt: string | null,
  score: number | null,
): CompletedEvaluation => ({ id, formId, formName, completedAt, result: { score } });

const DAY = 86_400_000;

describe('buildEvolutionSeries', () => {
  it('gives one series per form, in French alphabetical order, each oldest first', () => {
    const series = buildEvolutionSeries([
      evaluation('e3', 'staff', 'Effectifs et taux d’encadrement', '2026-11-20T10:00:00.000Z', 92.5),
      evaluation('e2', 'quality', 'Qualité de l’accueil', '2026-11-20T11:00:00.000Z', 80),
      evaluation('e1', 'staff', 'Effectifs et taux d’encadrement', '2026-07-20T10:00:00.000Z', 61.2),
      evaluation('e0', 'charter', 'Charte nationale', '2026-09-01T10:00:00.000Z', null),
    ]);
    expect(series.map((item) => [item.formName, item.index])).toEqual([
      ['Charte nationale', 0],
      ['Effectifs et taux d’encadrement', 1],
      ['Qualité de l’accueil', 2],
    ]);
    expect(series[1]!.points.map((point) => [point.evaluationId, point.score])).toEqual([
      ['e1', 61.2],
      ['e3', 92.5],
    ]);
  });

  it('leaves out what has no completion date and keeps unscored evaluations out of the drawing only', () => {
    const series = buildEvolutionSeries([
      evaluation('e1', 'a', 'A', null, 50),
      evaluation('e2', 'b', 'B', '2026-01-01T00:00:00.000Z', null),
    ]);
    expect(series).toHaveLength(1);
    expect(series[0]!.points).toHaveLength(1);
    expect(scoredPoints(series[0]!)).toEqual([]);
    expect(timeDomain(series)).toBeNull();
  });

  it('is empty without completed evaluations', () => {
    expect(buildEvolutionSeries([])).toEqual([]);
  });
});

describe('timeDomain and linearScale', () => {
  it('centres a single date in a month', () => {
    const time = Date.parse('2026-11-20T10:00:00.000Z');
    const [start, end] = timeDomain(buildEvolutionSeries([evaluation('e', 'a', 'A', '2026-11-20T10:00:00.000Z', 70)]))!;
    expect(start).toBe(time - 15 * DAY);
    expect(end).toBe(time + 15 * DAY);
  });

  it('keeps every point inside the drawing with a margin', () => {
    const series = buildEvolutionSeries([
      evaluation('e1', 'a', 'A', '2026-07-20T10:00:00.000Z', 60),
      evaluation('e2', 'a', 'A', '2026-11-20T10:00:00.000Z', 90),
    ]);
    const domain = timeDomain(series)!;
    const x = linearScale(domain, [40, 640]);
    expect(x(Date.parse('2026-07-20T10:00:00.000Z'))).toBeGreaterThan(40);
    expect(x(Date.parse('2026-11-20T10:00:00.000Z'))).toBeLessThan(640);
  });

  it('maps scores upward: 0 at the bottom, 100 at the top', () => {
    const y = linearScale([0, 100], [200, 10]);
    expect(y(0)).toBe(200);
    expect(y(100)).toBe(10);
    expect(y(50)).toBe(105);
  });
});

describe('timeTicks', () => {
  it('puts a tick at midnight in Paris on the first of each month, in French', () => {
    const domain: [number, number] = [Date.parse('2026-07-10T00:00:00.000Z'), Date.parse('2026-11-25T00:00:00.000Z')];
    const ticks = timeTicks({ domain, times: [], maxTicks: 8 });
    expect(ticks.map((tick) => tick.label)).toEqual(['août 2026', 'sept. 2026', 'oct. 2026', 'nov. 2026']);
    // Summer time (UTC+2) in August, winter time (UTC+1) in November.
    expect(ticks[0]!.value).toBe(Date.parse('2026-07-31T22:00:00.000Z'));
    expect(ticks[3]!.value).toBe(Date.parse('2026-10-31T23:00:00.000Z'));
  });

  it('thins the months out on a narrow chart', () => {
    const domain: [number, number] = [Date.parse('2024-01-15T00:00:00.000Z'), Date.parse('2026-11-25T00:00:00.000Z')];
    const ticks = timeTicks({ domain, times: [], maxTicks: 4 });
    expect(ticks.length).toBeLessThanOrEqual(4);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.every((tick) => tick.label.startsWith('janv.'))).toBe(true);
  });

  it('shows the days of the points when the range holds less than two month starts', () => {
    const times = [Date.parse('2026-11-12T09:00:00.000Z'), Date.parse('2026-11-12T15:00:00.000Z')];
    const ticks = timeTicks({ domain: [times[0]! - 3 * DAY, times[1]! + 3 * DAY], times, maxTicks: 6 });
    expect(ticks).toEqual([{ value: times[0], label: '12 nov.' }]);
  });

  it('counts the day in Paris: 23:30 UTC on 31 December is already January', () => {
    expect(parisMonthStart(2027, 0)).toBe(Date.parse('2026-12-31T23:00:00.000Z'));
    const time = Date.parse('2026-12-31T23:30:00.000Z');
    const ticks = timeTicks({ domain: [time - DAY, time + DAY], times: [time], maxTicks: 6 });
    expect(ticks).toEqual([{ value: time, label: '1 janv.' }]);
  });
});
