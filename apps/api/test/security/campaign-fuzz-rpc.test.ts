import { defineFuzzSuite } from './support/fuzz-suite.ts';

/** Issue 12: every procedure fuzzed over RPC (/rpc), FUZZ_RPC_RUNS runs each (a tenth of FUZZ_RUNS by default). */
defineFuzzSuite('RPC');
