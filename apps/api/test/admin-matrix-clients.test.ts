import { describe } from 'vitest';
import { describeAuthorizationMatrix } from './support/admin-matrix.ts';

/**
 * DESIGN §3, generated from the contract: every procedure of the
 * administration entities × the four roles × a target in the caller's own
 * establishment (A1), another establishment of the same client (A2) and
 * another client (B1). Missing permission → 403, outside the scope → 404,
 * otherwise the procedure's success status; and no list ever shows a
 * foreign row.
 */

describe('authorization matrix', () => {
  describeAuthorizationMatrix(['clients', 'members', 'audit']);
});
