import * as v from 'valibot';
import { NamedRefSchema } from '../common/rows.ts';
import { listInput } from '../common/list.ts';
import { GroupViewInputSchema } from './schemas.ts';

/* Issue 28 item 5 (ADR 046): where each site stands in its five-year quality evaluation cycle. */

/** CSP L2324-2-4: a crèche is evaluated every five years; the next is due five years after the last one. */
export const QUALITY_CYCLE_YEARS = 5;

export const GROUP_CYCLE_SORTS = ['name', '-name', 'nextDue', '-nextDue'] as const;

export const GroupCycleInputSchema = listInput({
  clientId: GroupViewInputSchema.entries.clientId,
  legalEntityId: GroupViewInputSchema.entries.legalEntityId,
  category: GroupViewInputSchema.entries.category,
  city: GroupViewInputSchema.entries.city,
  sort: v.optional(v.picklist(GROUP_CYCLE_SORTS, 'Tri invalide : nom ou prochaine échéance')),
});
export type GroupCycleInput = v.InferOutput<typeof GroupCycleInputSchema>;

export const GroupCycleRowSchema = v.object({
  establishment: v.object({ id: v.string(), name: v.string(), city: v.string(), legalEntityName: v.string() }),
  /** The day (Paris) the last QUALITY self-evaluation was completed; null: never. */
  lastEvaluatedOn: v.nullable(v.string()),
  /** Five years after it; null: « à planifier ». */
  nextDueOn: v.nullable(v.string()),
  /** The projet d'évaluation: its latest validated version, else a draft, else none. */
  project: v.object({
    state: v.picklist(['VALIDATED', 'DRAFT', 'NONE']),
    number: v.nullable(v.number()),
    validatedAt: v.nullable(v.string()),
  }),
  /** Family and staff surveys open today (not past their closing date). */
  surveysOpen: v.number(),
});
export type GroupCycleRow = v.InferOutput<typeof GroupCycleRowSchema>;

export const GroupCycleSchema = v.object({
  items: v.array(GroupCycleRowSchema),
  total: v.number(),
  today: v.string(),
  /** The QUALITY forms applying to the shown client's sites: what a campaign launched from here asks. */
  qualityForms: v.array(NamedRefSchema),
});
export type GroupCycle = v.InferOutput<typeof GroupCycleSchema>;
