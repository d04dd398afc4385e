import { authed } from '../orpc/base.ts';
import { operations } from '../orpc/operations.ts';
import { closeOccurrence } from './close-occurrence.ts';
import { createObligation } from './create-obligation.ts';
import { listObligations } from './list-obligations.ts';
import { listOccurrences } from './list-occurrences.ts';
import { obligationsCalendar } from './obligations-calendar.ts';

// Issue 27 item 4 (ADR 039). Reading needs obligation:read; planning obligation:manage (a custom obligation
// also obligation:define, checked in the operation); closing obligation:read in the chain, then manage or being
// the occurrence's responsible in the operation. The establishment's scope is in every query.
export const obligationsRouter = operations(authed.obligations, {
  list: listObligations,
  occurrences: listOccurrences,
  close: closeOccurrence,
  calendar: obligationsCalendar,
  create: createObligation,
});
