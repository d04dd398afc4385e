import { KINDS, STATUSES } from '@qc/shared/enums';
import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

/** /forms/list search parameters: the filters live in the URL. */
export const FormsSearchSchema = v.object({
  kind: v.fallback(v.optional(v.picklist(KINDS)), undefined),
  status: v.fallback(v.optional(v.picklist(STATUSES)), undefined),
  ownership: v.fallback(v.optional(v.picklist(['shared', 'own'])), undefined),
  /** A category id, or 'none' for the forms without a category. */
  categoryId: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type FormsSearch = v.InferOutput<typeof FormsSearchSchema>;
