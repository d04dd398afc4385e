import { defineFuzzSuite } from './support/fuzz-suite.ts';

/** Issue 12: every procedure fuzzed over REST (/api/v1), FUZZ_RUNS runs each (100 by default, as in CI). */
defineFuzzSuite('REST');
