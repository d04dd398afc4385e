import { KINDS, STATUSES } from '@qc/shared/enums';
import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

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
