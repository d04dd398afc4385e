import { describe, expect, it } from 'vitest';
import type { Load } from './load.ts';
import { percentile } from './load.ts';
import { buildRows } from './report.ts';
import { formatTable } from './report-table.ts';
import { type Measures } from './report-measures.ts';

const load = (rps: number, p95: number, failures = 0): Load => ({
  rps,
  p50: p95 / 2,
  p95,
  max: p95 * 2,
  requests: 100,
  failures,
});

function measures(product: Load, floor: Load, fullProduct: Load = product): Measures {
  const phase = (label: string, list: Load) => ({
    label,
    counts: { clients: 1, establishments: 1, users: 1, evaluations: 1, actions: 1 },
    seedMs: 1,
    serverMode: 'compiled',
    startMs: 1000,
    startLog: null,
    healthz: load(600, 5),
    bare: load(1000, 2),
    lists: { users: { product: list, floor } },
  });
  return {
    date: '2026-11-23T00:00:00.000Z',
    machine: { cpus: 2, loadAverage: [0, 0, 0], totalMemoryMb: 1, node: 'v20' },
    database: 'postgres',
    scale: 1,
    seconds: 1,
    connections: 1,
    phases: [phase('1/10', product), phase('complet', fullProduct)],
  };
}

const row = (rows: ReturnType<typeof buildRows>, start: string) => rows.find((item) => item.figure.startsWith(start))!;

describe('bench table', () => {
  it("meets a list's target at half the floor's req/s and twice its p95, not below", () => {
    const met = buildRows(measures(load(50, 100), load(100, 50)));
    expect(row(met, '[1/10] GET users').met).toBe(true);
    expect(row(met, '[1/10] GET users').floorRatio).toMatch(/^50 %, p95 ×2\.00/);
    const slow = buildRows(measures(load(49, 100), load(100, 50)));
    expect(row(slow, '[1/10] GET users').met).toBe(false);
    const late = buildRows(measures(load(80, 101), load(100, 50)));
    expect(row(late, '[1/10] GET users').met).toBe(false);
  });

  it('never counts a figure with failed requests as met', () => {
    const rows = buildRows(measures(load(100, 10, 3), load(100, 10)));
    expect(row(rows, '[1/10] GET users').met).toBe(false);
  });

  it('checks that p95 grows at most 1.5 times for 10 times the data', () => {
    const flat = buildRows(measures(load(100, 100), load(100, 50), load(100, 150)));
    expect(row(flat, 'GET users : p95').met).toBe(true);
    const growing = buildRows(measures(load(100, 100), load(100, 50), load(100, 151)));
    expect(row(growing, 'GET users : p95').met).toBe(false);
  });

  it('prints aligned columns with the verdict last', () => {
    const table = formatTable(buildRows(measures(load(50, 100), load(100, 50)))).split('\n');
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
    expect(table[0]).toMatch(/\| Atteinte \|$/);
  });

  it('holds the RSS at rest to 350 MB and a campaign day to 32 MB of growth without error (issue 33 item 4)', () => {
    const withMemory = (rest: number, before: number, after: number, errors = 0) => {
      const measured = measures(load(50, 100), load(100, 50));
      const full = measured.phases[1]!;
      full.restMemory = { rssMb: rest, peakMb: rest };
      full.campaignMemory = { writers: 64, seconds: 600, saves: 600_000, errors, beforeMb: before, afterMb: after };
      return buildRows(measured);
    };
    const held = withMemory(350, 300, 332);
    expect(row(held, '[complet] mémoire du serveur au repos').met).toBe(true);
    expect(row(held, '[complet] mémoire pendant une journée de campagne').met).toBe(true);
    expect(row(held, '[complet] mémoire pendant une journée de campagne').value).toMatch(
      /^RSS 300 → 332 Mo \(\+32 Mo\)/,
    );
    const heavy = withMemory(351, 300, 333);
    expect(row(heavy, '[complet] mémoire du serveur au repos').met).toBe(false);
    expect(row(heavy, '[complet] mémoire pendant une journée de campagne').met).toBe(false);
    expect(row(withMemory(300, 300, 300, 1), '[complet] mémoire pendant').met).toBe(false);
  });

  it('takes the nearest-rank percentile', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([7], 95)).toBe(7);
  });
});
