import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ORPCError } from '@orpc/server';
import { REPORT_MESSAGES } from '@qc/shared/reports/messages';
import { Piscina } from 'piscina';
import type { ReportModel } from './model.ts';

export const REPORT_QUEUE_FULL = REPORT_MESSAGES.queueFull;
export const REPORT_TIMED_OUT = REPORT_MESSAGES.timedOut;

export type ReportPoolOptions = {
  /** Worker threads; PDF_WORKERS, else one per core. */
  threads?: number;
  /** Renders waiting for a thread before new ones get a 503; PDF_QUEUE, else 4 per thread. */
  maxQueue?: number;
  /** Longest render before it is cancelled (its thread is replaced); PDF_TIMEOUT_MS, else 60 s. */
  timeoutMs?: number;
  /**
   * Start one thread now and keep it (the server: the first PDF does not pay the worker's start-up),
   * or start threads on the first render (tests: most files never render a PDF). Either way the threads
   * beyond the first start when renders overlap and stop after IDLE_MS without work (issue 33 item 4).
   */
  eager?: boolean;
};

export type ReportPool = {
  render(model: ReportModel): Promise<Uint8Array>;
  readonly threads: number;
  readonly maxQueue: number;
  /** Renders running or waiting for a thread. */
  readonly inFlight: number;
  close(): Promise<void>;
};

/** A thread beyond the kept one stops after this long without a render. */
export const IDLE_MS = 30_000;

function fromEnv(name: string): number | undefined {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * The worker file: render-worker.js once the server is compiled to JavaScript, else
 * the .mjs bootstrap that loads render-worker.ts through tsx (worker threads start
 * from plain JavaScript, whatever loader the main thread has).
 */
function workerFile(): string {
  const compiled = fileURLToPath(new URL('./render-worker.js', import.meta.url));
  return existsSync(compiled) ? compiled : fileURLToPath(new URL('./render-worker.bootstrap.mjs', import.meta.url));
}

/**
 * PDF rendering off the request path (issue 13): @react-pdf lays out and writes on the
 * CPU for hundreds of milliseconds; on the event loop it froze every other request.
 * Here it runs in a fixed set of worker threads with a bounded queue: beyond it the
 * caller gets a French 503 at once rather than waiting behind minutes of work.
 */
export function createReportPool(options: ReportPoolOptions = {}): ReportPool {
  const threads = options.threads ?? fromEnv('PDF_WORKERS') ?? Math.max(1, availableParallelism());
  const maxQueue = options.maxQueue ?? fromEnv('PDF_QUEUE') ?? 4 * threads;
  const timeoutMs = options.timeoutMs ?? fromEnv('PDF_TIMEOUT_MS') ?? 60_000;
  const pool = new Piscina<ReportModel, Uint8Array>({
    filename: workerFile(),
    // Issue 33 item 4 (ADR 031): each thread holds react-pdf, its fonts and the warmed-up layout code,
    // about 115 MB resident measured on the compiled server. One stays ready (the first PDF is as fast as
    // before); the others live only while renders overlap, so the process at rest carries one, not one per core.
    minThreads: options.eager ? 1 : 0,
    maxThreads: threads,
    idleTimeout: IDLE_MS,
  });
  // Renders running or waiting. Counted here rather than by piscina's maxQueue: piscina
  // keeps tasks that carry an AbortSignal (our time-out) in a side queue that its
  // maxQueue check does not see, so the limit would never apply.
  let inFlight = 0;
  return {
    threads,
    maxQueue,
    get inFlight() {
      return inFlight;
    },
    async render(model) {
      if (inFlight >= threads + maxQueue)
        throw new ORPCError('SERVICE_UNAVAILABLE', { status: 503, message: REPORT_QUEUE_FULL });
      inFlight += 1;
      try {
        return await pool.run(model, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError')
          throw new ORPCError('SERVICE_UNAVAILABLE', { status: 503, message: REPORT_TIMED_OUT });
        throw error;
      } finally {
        inFlight -= 1;
      }
    },
    close: () => pool.destroy(),
  };
}
