import * as v from 'valibot';
import { isCalendarDate } from '../dates.ts';

// The date rules live in ../dates.ts; these names stay importable from here for the modules that used them.
export { formatCalendarDay as formatCalendarDayFr, getParisToday, isCalendarDate } from '../dates.ts';

/**
 * An optional date (YYYY-MM-DD) with its French message; an empty string
 * (an emptied date input) means "no date" and becomes null.
 */
export function optionalDate(message: string) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(message),
        v.trim(),
        v.check((value) => value === '' || isCalendarDate(value), message),
        v.transform((value) => (value === '' ? null : value)),
      ),
    ),
  );
}
