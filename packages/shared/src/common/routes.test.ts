import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { installFrenchMessages } from '../validation/messages.ts';
import { optionalVersionQuery } from './routes.ts';

installFrenchMessages();

const schema = v.object({ version: optionalVersionQuery('Version') });

describe('optional version in the query string', () => {
  it('refuses an object in French and never throws (Number() of {"toString": null} threw: a 500)', () => {
    for (const version of [{ toString: null }, { valueOf: null, toString: null }, [], true]) {
      const result = v.safeParse(schema, JSON.parse(JSON.stringify({ version })));
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toMatch(/^Typage invalide: attendu number/);
    }
  });

  it('reads the text of a query string and the number of a body', () => {
    expect(v.parse(schema, { version: '3' })).toEqual({ version: 3 });
    expect(v.parse(schema, { version: 2 })).toEqual({ version: 2 });
    expect(v.parse(schema, {})).toEqual({});
  });
});
