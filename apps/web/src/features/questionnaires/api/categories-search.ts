import { KINDS, STATUSES } from '@qc/shared/enums';
import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

export const CategoriesSearchSchema = v.object({
  kind: v.fallback(v.optional(v.picklist(KINDS)), undefined),
  status: v.fallback(v.optional(v.picklist(STATUSES)), undefined),
  ownership: v.fallback(v.optional(v.picklist(['shared', 'own'])), undefined),
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type CategoriesSearch = v.InferOutput<typeof CategoriesSearchSchema>;
