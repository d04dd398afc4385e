import type { ActionPriority } from '@qc/shared/action-plans/schemas';
import { auditedInsert } from '../audit/audit.ts';
import type { Transaction } from '../common/transaction.ts';
import { actions } from '../db/schema-action-plans.ts';
import type { Actor } from '../scope/actor.ts';

/** What an action says, whether written in the plan or decided from an incident. */
type ActionFields = {
  title: string;
  description?: string;
  responsibleId?: string | null;
  dueDate?: string | null;
  priority: ActionPriority;
};

/** What it closes, for an action of the plan: a form, or an evaluation's answer; none for one from an incident. */
type ActionTarget = { formId: string | null; evaluationId: string | null; questionKey: string | null };

/**
 * One new action of the establishment's plan, audited as its `create`: the one insert behind an action written in the
 * plan (`create-action.ts`) and one decided from an incident (`create-incident-action.ts`).
 */
export async function insertAction(
  tx: Transaction,
  actor: Actor,
  establishment: { id: string; clientId: string },
  fields: ActionFields,
  target?: ActionTarget,
) {
  return auditedInsert(tx, actor, { entity: 'action', clientId: establishment.clientId }, actions, {
    establishmentId: establishment.id,
    ...target,
    title: fields.title,
    description: fields.description || null,
    responsibleId: fields.responsibleId ?? null,
    dueDate: fields.dueDate ?? null,
    priority: fields.priority,
    createdById: actor.id,
  });
}
