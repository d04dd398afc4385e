import type { Reporter, TestModule } from 'vitest/node';

/**
 * Issue 12: `npm run test:security` closes on one line, `N passed, M failed`,
 * counted over every test case of the run. A file that fails outside its
 * tests (a setup error) or an unhandled error counts as one failure, so the
 * line never reads clean when the run is not.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    for (const testModule of testModules) {
      if (testModule.errors().length > 0) failed += 1;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
      }
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
  }
}
