import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pageInput } from './page-input.ts';

const optionalText = v.optional(v.string());
const page = v.optional(v.number());
/** Shaped like /users/'s and /admins/audit's search schemas. */
const UsersSearchSchema = v.object({
  clientId: optionalText,
  establishmentId: optionalText,
  search: optionalText,
  page,
});
const AuditSearchSchema = v.object({
  entity: v.optional(v.picklist(['CLIENT', 'USER'])),
  entityId: optionalText,
  establishmentId: optionalText,
  from: optionalText,
  to: optionalText,
  page,
});

describe('pageInput', () => {
  it('sends the filters the schema declares, the typed text, the page (1 by default) and the page size', () => {
    const search = { clientId: 'c1', search: 'mar', page: 3 };
    expect(pageInput(UsersSearchSchema, search, 20)).toEqual({
      clientId: 'c1',
      establishmentId: undefined,
      search: 'mar',
      page: 3,
      pageSize: 20,
    });
    expect(pageInput(UsersSearchSchema, { search: '' }, 20)).toMatchObject({ search: undefined, page: 1 });
  });

  it('never sends what else the URL holds, nor a search text a list does not have', () => {
    // The router's search is typed by the route's schema, and holds the URL's other parameters too.
    const search = { entity: 'CLIENT', redirect: '/account' } as v.InferOutput<typeof AuditSearchSchema>;
    const input = pageInput(AuditSearchSchema, search, 25);
    expect(input).toEqual({
      entity: 'CLIENT',
      entityId: undefined,
      establishmentId: undefined,
      from: undefined,
      to: undefined,
      page: 1,
      pageSize: 25,
    });
    expect(Object.keys(input)).not.toContain('search');
  });
});
