import { describe, expect, it } from 'vitest';
import { describeAuthorizationMatrix, proceduresOf } from './support/admin-matrix.ts';
import { ENTITIES, matrixSpecs } from './support/admin-matrix-specs.ts';

/**
 * DESIGN §3, generated from the contract: every procedure of the
 * administration entities × the four roles × a target in the caller's own
 * establishment (A1), another establishment of the same client (A2) and
 * another client (B1). Missing permission → 403, outside the scope → 404,
 * otherwise the procedure's success status; and no list ever shows a
 * foreign row.
 */

describe('authorization matrix', () => {
  it('has a case for every procedure of the administration entities', () => {
    const specs = matrixSpecs(() => {
      throw new Error('no call in this check');
    });
    expect(
      proceduresOf(ENTITIES)
        .map((p) => p.key)
        .sort(),
    ).toEqual(Object.keys(specs).sort());
  });

  describeAuthorizationMatrix(['agreements', 'establishments', 'legalEntities']);
});
