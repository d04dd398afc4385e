import * as v from 'valibot';
import { timestampEntries } from '../common/rows.ts';
import { unchangeable, updateInput } from '../common/update-input.ts';
import { documentAs } from '../validation/json-schema.ts';
import { listInput, listOutput } from '../common/list.ts';
import { DocumentSchema } from '../documents/schemas.ts';
import { ACTION_PRIORITIES, ACTION_STATUSES } from '../enums.ts';
import { isCalendarDate } from '../dates.ts';
import {
  boundedInteger,
  EMPTY_UPDATE_MESSAGE,
  idSchema,
  integerBetween,
  optionalText,
  requiredId,
  requiredText,
} from '../validation/fields.ts';

/** DESIGN §6 (the tuples and their labels live in ../enums.ts, which the web's route tree can load alone). */
export type ActionPriority = (typeof ACTION_PRIORITIES)[number];
export type ActionStatus = (typeof ACTION_STATUSES)[number];

export const ACTION_MESSAGES = {
  notFound: 'Action introuvable',
  titleRequired: "L'intitulé de l'action est obligatoire",
  dueDateInvalid: "Veuillez saisir une date d'échéance valide",
  dueDateRequired: "Veuillez saisir l'échéance de l'action",
  responsibleRequired: "Veuillez sélectionner le responsable de l'action",
  priorityInvalid: 'Veuillez choisir une priorité',
  statusInvalid: 'Veuillez choisir un statut',
  progressRange: "L'avancement doit être un entier entre 0 et 100",
  responsibleNotFound: "Le responsable doit être un membre de l'équipe de l'établissement",
  evaluationNotFound: 'Auto-évaluation introuvable',
  evaluationNotCompleted: "Les actions se proposent à partir d'une auto-évaluation terminée",
  questionNotInEvaluation: "Cette question ne fait pas partie de l'auto-évaluation",
  criticalCannotBeDismissed:
    'Un impératif en dessous du seuil appelle toujours une action : il ne peut pas être écarté',
  alreadyHandled: 'Une action a déjà été décidée pour cette réponse',
  versionConflict:
    "Cette action a été modifiée par quelqu'un d'autre entre-temps : la version enregistrée est affichée, vérifiez-la avant de la modifier",
  ownOnly:
    "Vous ne pouvez modifier que le statut, l'avancement et les commentaires des actions dont vous êtes responsable",
  commentRequired: 'Le commentaire est vide',
  documentNotFound: 'Document introuvable pour cet établissement',
  dismissReasonRequired: 'Indiquez pourquoi cet écart est écarté',
  proposalsRequired: 'Sélectionnez au moins un écart à transformer en action',
  proposalsTooMany: 'Sélectionnez au plus 200 écarts à la fois',
  proposalNotPending: "Cet écart n'attend plus de décision : rechargez la liste",
  dismissalNotFound: "Cet écart n'est pas écarté",
} as const;

/**
 * DOMAIN.md: « actions have an owner, a priority, a due date » — both required on
 * create, and never emptied by an update (issue 19 item 8: an action could be made
 * with neither, so nobody was reminded of it and it could never be late).
 */
/** The due date's checks, on text that a create defaults to '' (its own message when missing) and an update does not. */
const dueDateOf = <TText extends v.GenericSchema<string | undefined, string>>(text: TText) =>
  v.pipe(
    text,
    v.trim(),
    v.nonEmpty(ACTION_MESSAGES.dueDateRequired),
    v.check(isCalendarDate, ACTION_MESSAGES.dueDateInvalid),
  );
export const dueDate = dueDateOf(v.optional(v.string(ACTION_MESSAGES.dueDateRequired), ''));
export const responsibleId = requiredId(ACTION_MESSAGES.responsibleRequired);
/** An update leaves an absent field as it is, but refuses to empty it (null or ''). */
const keptDueDate = v.optional(dueDateOf(v.string(ACTION_MESSAGES.dueDateRequired)));
const keptResponsibleId = v.optional(
  v.pipe(
    v.string(ACTION_MESSAGES.responsibleRequired),
    v.trim(),
    v.nonEmpty(ACTION_MESSAGES.responsibleRequired),
    v.maxLength(64, ACTION_MESSAGES.responsibleRequired),
  ),
);
const progress = integerBetween(0, 100, ACTION_MESSAGES.progressRange);

export const ActionSchema = v.object({
  id: v.string(),
  establishmentId: v.string(),
  formId: v.nullable(v.string()),
  formName: v.nullable(v.string()),
  /** The question key (stable across versions). */
  questionKey: v.nullable(v.string()),
  questionLabel: v.nullable(v.string()),
  evaluationId: v.nullable(v.string()),
  title: v.string(),
  description: v.nullable(v.string()),
  responsibleId: v.nullable(v.string()),
  responsibleName: v.nullable(v.string()),
  /** The responsible member's user, if it is one: it may update its own actions. */
  responsibleUserId: v.nullable(v.string()),
  dueDate: v.nullable(v.string()),
  priority: v.picklist(ACTION_PRIORITIES),
  status: v.picklist(ACTION_STATUSES),
  progress: v.number(),
  /** Past its due date (Europe/Paris) and neither done nor cancelled. */
  isOverdue: v.boolean(),
  evidence: v.array(DocumentSchema),
  commentCount: v.number(),
  completedAt: v.nullable(v.string()),
  ...timestampEntries,
  version: v.number(),
});
export type Action = v.InferOutput<typeof ActionSchema>;

export const ActionCommentSchema = v.object({
  id: v.string(),
  body: v.string(),
  authorName: v.string(),
  createdAt: v.string(),
});

export const ActionDetailSchema = v.object({ ...ActionSchema.entries, comments: v.array(ActionCommentSchema) });
export type ActionDetail = v.InferOutput<typeof ActionDetailSchema>;

const actionEntries = {
  title: requiredText(ACTION_MESSAGES.titleRequired, 300),
  description: optionalText(4000),
  responsibleId,
  dueDate,
  priority: v.optional(v.picklist(ACTION_PRIORITIES, ACTION_MESSAGES.priorityInvalid), 'MEDIUM'),
};

export const ActionCreateInputSchema = v.object({
  establishmentId: idSchema,
  ...actionEntries,
  /** An action for an answer: the evaluation and the question key it closes. */
  evaluationId: v.optional(v.nullable(idSchema)),
  questionKey: v.optional(v.nullable(idSchema)),
  formId: v.optional(v.nullable(idSchema)),
});
export type ActionCreateInput = v.InferOutput<typeof ActionCreateInputSchema>;

export const ActionUpdateInputSchema = updateInput(
  {
    /** The version edited: a stale one answers 409 with the saved action. */
    // Bounded: 99999999999 overflowed the integer column (a 500, issue 12).
    expectedVersion: boundedInteger(1),
    title: v.optional(actionEntries.title),
    description: actionEntries.description,
    responsibleId: keptResponsibleId,
    dueDate: keptDueDate,
    priority: v.optional(v.picklist(ACTION_PRIORITIES, ACTION_MESSAGES.priorityInvalid)),
    status: v.optional(v.picklist(ACTION_STATUSES, ACTION_MESSAGES.statusInvalid)),
    progress: v.optional(progress),
    establishmentId: unchangeable("L'établissement d'une action ne peut pas être modifié"),
  },
  EMPTY_UPDATE_MESSAGE,
  ['id', 'expectedVersion'],
);
export type ActionUpdateInput = v.InferOutput<typeof ActionUpdateInputSchema>;

/** A yes/no filter of the query string: true only when given as true (text there, a boolean in a body). */
function queryFlag(description: string) {
  return documentAs(
    v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) => value === true || value === 'true'),
      ),
    ),
    { type: 'boolean', description },
  );
}

export const ActionListInputSchema = listInput({
  establishmentId: idSchema,
  status: v.optional(v.picklist(ACTION_STATUSES, ACTION_MESSAGES.statusInvalid)),
  priority: v.optional(v.picklist(ACTION_PRIORITIES, ACTION_MESSAGES.priorityInvalid)),
  responsibleId: v.optional(idSchema),
  overdue: queryFlag('Seulement les actions en retard'),
  /** « Mes actions »: only the actions whose responsible member is the caller's own user (issue 19 item 7). */
  mine: queryFlag('Seulement les actions dont je suis responsable'),
  formId: v.optional(idSchema),
  categoryId: v.optional(idSchema),
  questionKey: v.optional(idSchema),
});
export type ActionListInput = v.InferOutput<typeof ActionListInputSchema>;

export const ActionListSchema = v.object({
  ...listOutput(ActionSchema).entries,
  /**
   * Counts of the plan the screen shows — the establishment's, or one category's, form's or question's,
   * or « Mes actions » — whatever the status, priority, overdue and search filters, for the screen's summary.
   */
  counts: v.object({
    TODO: v.number(),
    IN_PROGRESS: v.number(),
    DONE: v.number(),
    CANCELLED: v.number(),
    overdue: v.number(),
  }),
});

export const ActionCommentInputSchema = v.object({
  actionId: idSchema,
  body: requiredText(ACTION_MESSAGES.commentRequired, 4000),
});

export function isActionOverdue(action: { dueDate: string | null; status: ActionStatus }, today: string): boolean {
  return (
    action.dueDate !== null &&
    isCalendarDate(action.dueDate) &&
    action.dueDate < today &&
    action.status !== 'DONE' &&
    action.status !== 'CANCELLED'
  );
}
