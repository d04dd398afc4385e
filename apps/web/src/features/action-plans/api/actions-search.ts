import { ACTION_PRIORITIES, ACTION_STATUSES } from '@qc/shared/enums';
import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

/** DESIGN §6 filters (status, priority, responsible, overdue) and the page, kept in the URL. */
export const ActionsSearchSchema = v.object({
  status: v.optional(v.picklist(ACTION_STATUSES)),
  priority: v.optional(v.picklist(ACTION_PRIORITIES)),
  responsibleId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  overdue: v.optional(v.boolean()),
  search: v.optional(v.pipe(v.string(), v.maxLength(200))),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type ActionsSearch = v.InferOutput<typeof ActionsSearchSchema>;
