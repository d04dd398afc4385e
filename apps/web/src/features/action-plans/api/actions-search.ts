import { ACTION_PRIORITIES, ACTION_STATUSES } from '@qc/shared/enums';
import * as v from 'valibot';

/* The route tree imports this module: no API client here, so /auth/login stays light. */

/** DESIGN §6 filters (status, priority, responsible, overdue) and the page, kept in the URL. */
export const ActionsSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(ACTION_STATUSES)), undefined),
  priority: v.fallback(v.optional(v.picklist(ACTION_PRIORITIES)), undefined),
  responsibleId: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
  overdue: v.fallback(v.optional(v.boolean()), undefined),
  /** « Mes actions » (issue 19 item 7): the server keeps the actions whose responsible is the signed-in user. */
  mine: v.fallback(v.optional(v.boolean()), undefined),
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  /** The action whose detail opens on arrival (« Mes tâches », issue 27: one click from doing it). */
  action: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type ActionsSearch = v.InferOutput<typeof ActionsSearchSchema>;
