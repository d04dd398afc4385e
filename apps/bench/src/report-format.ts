import type { Load } from './load.ts';

export const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`);
export const rate = (load: Load) => `${load.rps.toFixed(0)} req/s, p95 ${ms(load.p95)}`;
export const percent = (value: number) => `${(value * 100).toFixed(0)} %`;
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
export const failed = (...loads: Array<Load | undefined>) => loads.some((load) => load && load.failures > 0);
