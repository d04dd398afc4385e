import { KINDS, STATUSES } from '@qc/shared/enums';
import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

export const CategoriesSearchSchema = v.object({
  kind: v.optional(v.picklist(KINDS)),
  status: v.optional(v.picklist(STATUSES)),
  ownership: v.optional(v.picklist(['shared', 'own'])),
  search: v.optional(v.pipe(v.string(), v.maxLength(200))),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type CategoriesSearch = v.InferOutput<typeof CategoriesSearchSchema>;
