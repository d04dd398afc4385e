import type { CampaignLevel, CampaignMemory } from './campaign.ts';
import { type ImportMeasures } from './import.ts';
import type { Load } from './load.ts';
import type { Counts } from './seed.ts';
import type { PageJs } from './web.ts';

type Pair = { product: Load; floor: Load };

export type PhaseMeasures = {
  startMs: number;
  startLog: Record<string, unknown> | null;
  healthz: Load;
  bare: Load;
  lists: Record<string, Pair>;
  lastPage?: Pair & { page: number };
  overview?: Pair;
  save?: Pair;
  reports?: Record<string, Load>;
  healthzDuringPdf?: { p50: number; p95: number; max: number; samples: number; renderMs: number; pdfs: number };
  pageJs?: PageJs[];
  memory?: { rssMb: number; peakMb: number } | null;
  campaign?: CampaignLevel[];
  campaignMemory?: CampaignMemory;
  /** Issue 33 item 4: the server's RSS at rest, a few seconds after it listens (its PDF thread ready). */
  restMemory?: { rssMb: number; peakMb: number } | null;
};

export type Measures = {
  date: string;
  machine: { cpus: number; loadAverage: number[]; totalMemoryMb: number; node: string };
  database: 'postgres' | 'pglite';
  scale: number;
  seconds: number;
  connections: number;
  phases: Array<PhaseMeasures & { label: string; counts: Counts; seedMs: number; serverMode: string }>;
  /** Issue 32: `--only import`. */
  import?: ImportMeasures & { verified: string[] };
};

export type Row = {
  figure: string;
  value: string;
  target: string;
  /** The product's figure over its floor's (req/s) or its floor's over the product's (times): 1 = as fast as the floor. */
  floorRatio: string;
  met: boolean | null;
};
