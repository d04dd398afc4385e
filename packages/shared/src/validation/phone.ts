import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as v from 'valibot';
import { noControlCharacters } from './fields.ts';
import { IDENTIFIER_MESSAGES } from './messages.ts';

/**
 * Issue 34 item 6: a French telephone number, checked against the numbering
 * plan (libphonenumber, with its `min` metadata to keep the web bundle small)
 * rather than by counting digits: « 01 02 03 04 » (8 digits) was accepted.
 * Kept out of fields.ts so that only the screens with a phone field load the
 * library, never /auth/login.
 */

/** Metropolitan France and the overseas departments and collectivities, which have their own country codes. */
const FRENCH_NUMBERING = new Set(['FR', 'GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF', 'WF', 'PF', 'NC']);

/**
 * The number in one consistent written form, or null when it is not a valid
 * French number. Dialled from France (« 01 43 55 21 10 », also from
 * « +33 1 43 55 21 10 » or « 0033143552110 ») when it is under +33; an
 * overseas number under its own country code keeps it (« +262 262 12 34 56 »).
 */
export function normalizeFrenchPhone(value: string): string | null {
  const phone = parsePhoneNumberFromString(value, 'FR');
  if (!phone?.isValid() || !phone.country || !FRENCH_NUMBERING.has(phone.country)) return null;
  return phone.countryCallingCode === '33' ? phone.formatNational() : phone.formatInternational();
}

/** Valid French number -> its normalised form; '' stays '' when the field may be left empty. */
function toFrenchPhone(allowEmpty: boolean) {
  return v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
    if (allowEmpty && dataset.value === '') return '';
    const phone = normalizeFrenchPhone(dataset.value);
    if (phone !== null) return phone;
    addIssue({ message: IDENTIFIER_MESSAGES.phoneInvalid });
    return NEVER;
  });
}

/** SPEC §5's required phone (its own message when empty), then a valid French number, stored normalised. */
export function frenchPhone(requiredMessage: string) {
  return v.pipe(
    v.optional(v.string(requiredMessage), ''),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(30, 'Ce champ ne peut pas dépasser 30 caractères'),
    noControlCharacters(),
    toFrenchPhone(false),
  );
}

/** A phone that may stay empty (the client's, SPEC §5 « phone trimmed »); when given, a valid French number. */
export function optionalFrenchPhone(tooLongMessage: string) {
  return v.pipe(v.string(), v.trim(), v.maxLength(30, tooLongMessage), noControlCharacters(), toFrenchPhone(true));
}
