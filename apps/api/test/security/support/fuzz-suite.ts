import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../support/app.ts';
import { arbitraryFor } from './arbitraries.ts';
import { asAny, listProcedures, type Procedure } from './contract-walk.ts';
import { call, isFrench, type Transport } from './transport.ts';
import { openWorld, type World } from './world.ts';

/**
 * Issue 12 item 5 and the campaign: every procedure's input fuzzed from its
 * schema (plausible and hostile values), as an ADMIN and as a DIRECTOR of
 * client B, over REST and RPC. Never a 5xx; every error carries a French
 * message. FUZZ_RUNS runs per procedure over REST (100 by default, as in CI);
 * RPC shares the same validation and services, so it gets fewer runs
 * (FUZZ_RPC_RUNS, a tenth by default) to keep the suite within minutes on PGlite.
 */

export const REST_RUNS = Number(process.env.FUZZ_RUNS ?? 100);
export const RPC_RUNS = Number(process.env.FUZZ_RPC_RUNS ?? Math.max(1, Math.ceil(REST_RUNS / 10)));

// Deletions last: an ADMIN fuzzing with real ids may remove rows the other procedures would reach.
const isRemoval = (procedure: Procedure) => procedure.method === 'DELETE' || /\.remove$/.test(procedure.name);
const procedures = [...listProcedures()].sort((a, b) => Number(isRemoval(a)) - Number(isRemoval(b)));

/** Declares the fuzz of every procedure over one transport (one test file each, so they run in parallel). */
export function defineFuzzSuite(transport: Transport): void {
  let t: TestContext;
  let world: World;
  const counts = { requests: 0 };
  const findings: string[] = [];
  const runs = transport === 'REST' ? REST_RUNS : RPC_RUNS;

  beforeAll(async () => ({ t, world } = await openWorld()), 180_000);

  afterAll(async () => {
    if (findings.length > 0) console.log(`Fuzz — ${findings.length} constat(s) :\n${findings.join('\n')}`);
    console.log(`Fuzz ${transport} — ${counts.requests} requêtes (${runs} par procédure)`);
    await t?.close();
  });

  const short = (value: unknown) => {
    const text = (() => {
      try {
        return JSON.stringify(value, (_key, item: unknown) => (item instanceof File ? `File(${item.name})` : item));
      } catch {
        return String(value);
      }
    })();
    return (text ?? 'undefined').slice(0, 200);
  };

  describe(`fuzz over ${transport}: no input answers 5xx, every error is French`, () => {
    it('derives a generator from every procedure’s input schema, and refuses a schema type it does not know', () => {
      const problems: string[] = [];
      for (const procedure of procedures) {
        try {
          arbitraryFor(asAny(procedure.schema), { ids: ['id'] });
        } catch (error) {
          problems.push(`${procedure.name}: ${(error as Error).message}`);
        }
      }
      expect(problems).toEqual([]);
      // A type no procedure uses yet (v.record) is refused aloud, never fuzzed as undefined.
      expect(() => arbitraryFor(asAny(v.object({ notes: v.record(v.string(), v.string()) })), { ids: [] })).toThrow(
        '« record »',
      );
    });

    for (const procedure of procedures) {
      {
        it(`${procedure.name} over ${transport} (${runs} runs)`, async () => {
          const ids = [...Object.values(world.b), world.a.establishment, world.a.form, world.sharedForm];
          const input = arbitraryFor(asAny(procedure.schema), { ids });
          const who = fc.constantFrom('admin', 'directorB') as fc.Arbitrary<'admin' | 'directorB'>;
          const failures: string[] = [];
          const details = await fc.check(
            fc.asyncProperty(input, who, async (value, caller) => {
              let answer;
              try {
                answer = await call(t, transport, procedure, value, world.cookies[caller]);
              } catch (error) {
                // The campaign itself could not send this input: a failure too, never a silent pass.
                const finding = `${procedure.name} ${transport}: could not send ${short(value)}: ${String(error)}`;
                failures.push(finding);
                findings.push(finding);
                return false;
              }
              counts.requests += 1;
              let problem: string | undefined;
              if (answer.status >= 500) problem = `${answer.status} ${answer.text.slice(0, 200)}`;
              else if (answer.status >= 400 && !isFrench(answer.message)) {
                problem = `${answer.status} message not French: ${String(answer.message).slice(0, 200)}`;
              }
              if (problem) {
                const finding = `${procedure.name} ${transport} as ${caller}: ${problem} ← ${short(value)}`;
                failures.push(finding);
                findings.push(finding);
              }
              return problem === undefined;
            }),
            // One counterexample is enough to report: no shrinking, which would cost hundreds of requests.
            { numRuns: runs, endOnFailure: true },
          );
          // fast-check's own failure (an arbitrary or the property that threw, a run cut short) fails the test too.
          if (details.failed && failures.length === 0)
            failures.push(`fast-check : ${fc.defaultReportMessage(details)}`);
          if (!details.failed && details.numRuns !== runs)
            failures.push(`fast-check : ${details.numRuns} essais sur ${runs}`);
          expect(failures).toEqual([]);
        }, 240_000);
      }
    }
  });
}
