import { KINDS } from '@qc/shared/enums';
import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

/** /librairy/ search parameters: the search text, the kind, and "only what applies to my establishment". */
export const LibrarySearchSchema = v.object({
  search: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))), undefined),
  kind: v.fallback(v.optional(v.picklist(KINDS)), undefined),
  applicable: v.fallback(v.optional(v.boolean()), undefined),
});
export type LibrarySearch = v.InferOutput<typeof LibrarySearchSchema>;

/**
 * /librairy/form/{id} search parameters: `changesSince`, the version a copy was
 * made from, opens « Ce qui a changé » since it. A bad value is dropped, not an error page.
 */
export const LibraryFormSearchSchema = v.object({
  changesSince: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => {
        const version = Number(value);
        return Number.isInteger(version) && version >= 1 ? version : undefined;
      }),
    ),
  ),
});
export type LibraryFormSearch = v.InferOutput<typeof LibraryFormSearchSchema>;
