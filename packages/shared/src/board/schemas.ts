import * as v from 'valibot';
import { GroupViewInputSchema } from '../group/schemas.ts';
import { idSchema } from '../validation/fields.ts';
import { isCalendarDate } from '../dates.ts';

/**
 * Issue 17 item 5: the board report, a group's figures over a chosen period,
 * as a PDF and as a spreadsheet with the same figures.
 */
export const BOARD_MESSAGES = {
  fromInvalid: 'Veuillez saisir une date de début valide (AAAA-MM-JJ)',
  toInvalid: 'Veuillez saisir une date de fin valide (AAAA-MM-JJ)',
  periodReversed: 'La date de début doit précéder la date de fin',
  periodTooLong: 'La période ne peut pas dépasser 5 ans',
  /** A legal entity with no site in the caller's scope, another client's as an unknown one. */
  legalEntityNotFound: 'Entité légale introuvable',
} as const;

/** Longest period, in days: the report reads every evaluation of the period. */
export const BOARD_MAX_PERIOD_DAYS = 5 * 366;
/** The period when none is given: the last twelve months. */
export const BOARD_DEFAULT_MONTHS = 12;
/** How many of the latest evaluations of each establishment the trend shows. */
export const BOARD_TREND_LENGTH = 5;
/** How many gaps the « most frequent » list keeps. */
export const BOARD_TOP_GAPS = 15;

const day = (message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.check((value) => isCalendarDate(value), message),
    ),
  );

const dayNumber = (value: string) =>
  Date.UTC(+value.slice(0, 4), +value.slice(5, 7) - 1, +value.slice(8, 10)) / 86_400_000;

export const BoardReportInputSchema = v.pipe(
  v.object({
    /** An ADMIN chooses the client; anyone else may name only its own (as the group view). */
    clientId: v.optional(idSchema),
    /** The group view's filters at the time (issue 17): the report is about the sites the manager sees. */
    legalEntityId: GroupViewInputSchema.entries.legalEntityId,
    category: GroupViewInputSchema.entries.category,
    city: GroupViewInputSchema.entries.city,
    search: GroupViewInputSchema.entries.search,
    /** First and last day of the period (Europe/Paris), both included. */
    from: day(BOARD_MESSAGES.fromInvalid),
    to: day(BOARD_MESSAGES.toInvalid),
  }),
  v.forward(
    v.check((input) => !input.from || !input.to || input.from <= input.to, BOARD_MESSAGES.periodReversed),
    ['from'],
  ),
  v.forward(
    v.check(
      (input) => !input.from || !input.to || dayNumber(input.to) - dayNumber(input.from) <= BOARD_MAX_PERIOD_DAYS,
      BOARD_MESSAGES.periodTooLong,
    ),
    ['from'],
  ),
);
export type BoardReportInput = v.InferOutput<typeof BoardReportInputSchema>;
