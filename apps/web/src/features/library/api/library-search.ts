import { KINDS } from '@qc/shared/enums';
import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

/** /librairy/ search parameters: the search text, the kind, and "only what applies to my establishment". */
export const LibrarySearchSchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  kind: v.optional(v.picklist(KINDS)),
  applicable: v.optional(v.boolean()),
});
export type LibrarySearch = v.InferOutput<typeof LibrarySearchSchema>;
