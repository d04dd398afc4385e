import autocannon from 'autocannon';

export type Load = {
  /** Answers per second, all connections together. */
  rps: number;
  p50: number;
  p95: number;
  max: number;
  requests: number;
  /** Answers that were not 2xx, and socket errors or timeouts: a figure with failures is not a figure. */
  failures: number;
};

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function summarize(latencies: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? Number.NaN };
}

/**
 * Closed-loop load as wrk does it: `connections` keep-alive connections each
 * sending the next request as soon as the previous is answered, for
 * `seconds`. Latencies are every response's own time (autocannon reports
 * p97.5, not the p95 the targets use).
 */
export async function load(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<Load> {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: { 'accept-encoding': 'br, gzip', ...options.headers },
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  const seconds = (result as unknown as { duration: number }).duration || options.seconds;
  return {
    rps: latencies.length / seconds,
    ...summarize(latencies),
    requests: latencies.length,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Requests one after another (a user's saves, a director's downloads): each
 * one's time in ms, body read included; `send` resolves to whether it succeeded.
 */
export async function sequential(count: number, send: (index: number) => Promise<boolean>): Promise<Load> {
  const latencies: number[] = [];
  let failures = 0;
  const startedAt = performance.now();
  for (let index = 0; index < count; index++) {
    const before = performance.now();
    const isOk = await send(index);
    latencies.push(performance.now() - before);
    if (!isOk) failures++;
  }
  return {
    rps: count / ((performance.now() - startedAt) / 1000),
    ...summarize(latencies),
    requests: count,
    failures,
  };
}
