import * as v from 'valibot';
import { isCalendarDate } from '../dates.ts';

// The date rules live in ../dates.ts; these names stay importable from here for the modules that used them.
export { formatCalendarDay as formatCalendarDayFr, getParisToday, isCalendarDate } from '../dates.ts';

/** A date (YYYY-MM-DD) or null, with its French message; an empty string (an emptied date input) becomes null. */
export function nullableDate(message: string) {
  return v.nullable(
    v.pipe(
      v.string(message),
      v.trim(),
      v.check((value) => value === '' || isCalendarDate(value), message),
      v.transform((value) => (value === '' ? null : value)),
    ),
  );
}

/**
 * An optional date (YYYY-MM-DD) with its French message; an empty string
 * (an emptied date input) means "no date" and becomes null.
 */
export function optionalDate(message: string) {
  return v.optional(nullableDate(message));
}
