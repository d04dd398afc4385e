import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listQueryEntries } from './list.ts';

const schema = v.object(listQueryEntries);

describe('list page and page size', () => {
  it('refuses an object in French, never throws (the fuzz campaign sent {"toString": null} and got a 500)', () => {
    for (const page of [{ toString: null }, { valueOf: null, toString: null }, { length: null }, [], true]) {
      const result = v.safeParse(schema, JSON.parse(JSON.stringify({ page, pageSize: page })));
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toMatch(/^La (page|taille de page) doit être un nombre/);
    }
  });

  it('still reads the text of a query string and the numbers of a body', () => {
    expect(v.parse(schema, { page: '3', pageSize: 20 })).toMatchObject({ page: 3, pageSize: 20 });
    expect(v.parse(schema, {})).toMatchObject({ page: 1, pageSize: 50 });
  });
});
