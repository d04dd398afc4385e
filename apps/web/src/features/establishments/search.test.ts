import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EstablishmentsSearchSchema } from './api/establishments-search.ts';

describe('/admins/establishments/ search parameters', () => {
  it('keeps valid parameters and drops malformed ones instead of failing', () => {
    expect(v.parse(EstablishmentsSearchSchema, { clientId: 'c-1', search: 'Lyon', sort: '-city', page: 2 })).toEqual({
      clientId: 'c-1',
      search: 'Lyon',
      sort: '-city',
      page: 2,
    });
    expect(v.parse(EstablishmentsSearchSchema, { legalEntityId: '', sort: 'siret', page: -3 })).toEqual({
      legalEntityId: undefined,
      sort: undefined,
      page: undefined,
    });
  });
});
