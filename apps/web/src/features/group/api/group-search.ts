import { ESTABLISHMENT_CATEGORIES } from '@qc/shared/enums';
import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

const optionalText = (max: number) =>
  v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max))), undefined);

/**
 * The home's group view keeps its name search, filters, order and page in the
 * URL (issue 17). A malformed parameter (a hand-edited link) is dropped, not an
 * error screen; the order is checked against the group view's sorts where it is read.
 */
export const GroupSearchSchema = v.object({
  search: optionalText(200),
  legalEntityId: optionalText(64),
  category: v.fallback(v.optional(v.picklist(ESTABLISHMENT_CATEGORIES)), undefined),
  city: optionalText(100),
  sort: optionalText(40),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type GroupSearch = v.InferOutput<typeof GroupSearchSchema>;
