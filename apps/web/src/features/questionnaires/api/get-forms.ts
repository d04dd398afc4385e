import { KINDS, STATUSES } from '@qc/shared/enums';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { rpc } from '@/lib/api-client.ts';

export const FORMS_PAGE_SIZE = 20;

/** /forms/list search parameters: the filters live in the URL. */
export const FormsSearchSchema = v.object({
  kind: v.optional(v.picklist(KINDS)),
  status: v.optional(v.picklist(STATUSES)),
  ownership: v.optional(v.picklist(['shared', 'own'])),
  /** A category id, or 'none' for the forms without a category. */
  categoryId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  search: v.optional(v.pipe(v.string(), v.maxLength(200))),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type FormsSearch = v.InferOutput<typeof FormsSearchSchema>;

export function getFormsQueryOptions(search: FormsSearch) {
  return rpc.forms.list.queryOptions({
    input: {
      kind: search.kind,
      status: search.status,
      ownership: search.ownership,
      categoryId: search.categoryId,
      search: search.search || undefined,
      page: search.page ?? 1,
      pageSize: FORMS_PAGE_SIZE,
    },
  });
}

export function useForms(search: FormsSearch) {
  return useQuery({ ...getFormsQueryOptions(search), placeholderData: keepPreviousData });
}
