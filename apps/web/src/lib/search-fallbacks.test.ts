import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ActionsSearchSchema } from '@/features/action-plans/api/actions-search.ts';
import { AgreementsSearchSchema } from '@/features/agreements/api/agreements-search.ts';
import { DocumentsSearchSchema } from '@/features/documents/api/documents-search.ts';
import { LibrarySearchSchema } from '@/features/library/api/library-search.ts';
import { EstablishmentMembersSearchSchema } from '@/features/members/api/establishment-members-search.ts';
import { CategoriesSearchSchema } from '@/features/questionnaires/api/categories-search.ts';
import { FormDetailSearchSchema } from '@/features/questionnaires/api/form-detail-search.ts';
import { FormsSearchSchema } from '@/features/questionnaires/api/forms-search.ts';
import { UsersSearchSchema } from '@/features/users/api/users-search.ts';

// A hand-edited link (« /action-plan?mine » reads mine as '') opened « Something went wrong! »:
// every screen drops a malformed parameter instead, as the administration lists already did.
describe('search parameters: a malformed one is dropped, not an error screen', () => {
  it.each([
    ['/action-plan', ActionsSearchSchema, { mine: '', overdue: 'oui', status: 'FINI', page: 0, search: 'x' }],
    ['/admins/users', UsersSearchSchema, { clientId: 'pas-un-uuid', page: 'deux', search: 'x' }],
    ['agreements', AgreementsSearchSchema, { page: -1, search: 'x' }],
    ['members', EstablishmentMembersSearchSchema, { page: 1.5, search: 'x' }],
    ['documents', DocumentsSearchSchema, { renew: 42, search: 'x' }],
    ['/librairy', LibrarySearchSchema, { kind: 'AUTRE', applicable: 'yes', search: 'x' }],
    ['/forms/$id', FormDetailSearchSchema, { tab: 'historique', version: 0, search: 'x' }],
    ['/categories/list', CategoriesSearchSchema, { status: 'ON', ownership: 'mine', search: 'x' }],
    ['/forms/list', FormsSearchSchema, { kind: 'X', categoryId: 7, search: 'x' }],
  ] as const)('%s', (_, schema, input) => {
    const result = v.safeParse(schema as v.GenericSchema, input);
    expect(result.success).toBe(true);
    const output = result.output as Record<string, unknown>;
    for (const [key, value] of Object.entries(output)) {
      // Only a valid value stays (the search text where the screen has one).
      if (value !== undefined) expect([key, value]).toEqual(['search', 'x']);
    }
  });

  it('keeps the valid ones', () => {
    expect(v.parse(ActionsSearchSchema, { mine: true, page: 2 })).toEqual({ mine: true, page: 2 });
    expect(v.parse(DocumentsSearchSchema, { renew: 'd1' })).toEqual({ renew: 'd1' });
  });
});
