import * as v from 'valibot';
import { isValidSiren, isValidSiret, withoutSpaces } from './identifiers.ts';
import { IDENTIFIER_MESSAGES, INPUT_MESSAGES } from './messages.ts';

/** The largest value of a PostgreSQL integer column: a version, position or page above it answered 500. */
export const MAX_INTEGER = 2_147_483_647;

/**
 * C0 control characters other than tab, line feed and carriage return, and
 * DEL. PostgreSQL refuses NUL in text and JSON (a 500 before, issue 12), and
 * none of them belongs in anything a person types.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

export function noControlCharacters(message: string = INPUT_MESSAGES.controlCharacter) {
  return v.check<string, string>((value) => !CONTROL_CHARACTERS.test(value), message);
}

export type InputFlaw = { kind: 'nul' | 'depth'; path: string };

/**
 * The first NUL (in a string or a key) or nesting deeper than `maxDepth`
 * containers in JSON-like input. Walks without recursion so that a body
 * nested 10,000 deep cannot overflow the stack; files and dates are leaves.
 */
export function findInputFlaw(input: unknown, maxDepth: number): InputFlaw | null {
  const stack: { value: unknown; depth: number; path: readonly string[] }[] = [{ value: input, depth: 0, path: [] }];
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { kind: 'nul', path: path.join('.') };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const prototype: unknown = Object.getPrototypeOf(value);
    if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) continue;
    if (depth >= maxDepth) return { kind: 'depth', path: path.join('.') };
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) return { kind: 'nul', path: [...path, key].join('.') };
      stack.push({ value: child, depth: depth + 1, path: [...path, key] });
    }
  }
  return null;
}

/** A free JSON field (agreement metadata, member qualifications) stays small: a DIRECTOR stored 10 MB per write. */
export const MAX_JSON_DEPTH = 5;
export const MAX_JSON_BYTES = 16 * 1024;

function jsonBytes(value: unknown): number {
  try {
    return new TextEncoder().encode(JSON.stringify(value) ?? '').length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Any JSON value, at most 5 levels deep and 16 kB serialized, without NUL (PostgreSQL refuses it in jsonb). */
export function boundedJson() {
  const flawOf = (value: unknown) => findInputFlaw(value, MAX_JSON_DEPTH);
  return v.pipe(
    v.unknown(),
    v.check((value) => flawOf(value)?.kind !== 'depth', INPUT_MESSAGES.jsonTooDeep),
    v.check((value) => flawOf(value)?.kind !== 'nul', INPUT_MESSAGES.controlCharacter),
    // Measured only once the depth is known to be small: serializing a 10,000-deep value overflows the stack.
    v.check((value) => flawOf(value) !== null || jsonBytes(value) <= MAX_JSON_BYTES, INPUT_MESSAGES.jsonTooLarge),
  );
}

/** An integer that fits a PostgreSQL integer column, with the field's own message below `min`. */
export function boundedInteger(min: number, message?: string) {
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(MAX_INTEGER, message ?? INPUT_MESSAGES.integerTooLarge),
  );
}

/** A whole number from `min` to `max`, one message for every way of missing it (type, fraction, range). */
export function integerBetween(min: number, max: number, message: string) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

/** A trimmed string that must not be empty, with the message SPEC §5 gives for it. */
/**
 * A missing key becomes '' so that it gets the field's own message
 * ('Le nom est obligatoire'), not the generic type message.
 */
export function requiredText(message: string, maxLength = 255) {
  return v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(maxLength, `Ce champ ne peut pas dépasser ${maxLength} caractères`),
    noControlCharacters(),
  );
}

export function optionalText(maxLength = 2000) {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(maxLength, `Ce champ ne peut pas dépasser ${maxLength} caractères`),
      noControlCharacters(),
    ),
  );
}

export function emailField(requiredMessage: string, invalidMessage = 'Veuillez saisir un email valide') {
  return v.pipe(
    v.optional(v.string(requiredMessage), ''),
    v.trim(),
    v.nonEmpty(requiredMessage),
    noControlCharacters(invalidMessage),
    v.email(invalidMessage),
    v.maxLength(254, invalidMessage),
    v.toLowerCase(),
  );
}

export const idSchema = v.pipe(
  v.string('Identifiant manquant'),
  v.trim(),
  v.nonEmpty('Identifiant manquant'),
  v.maxLength(64, 'Identifiant invalide'),
  noControlCharacters('Identifiant invalide'),
);

/** A required reference to another entity, with the message SPEC §5 gives ('Veuillez sélectionner …'). */
export function requiredId(message: string) {
  return v.pipe(
    v.optional(v.string(message), ''),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(64, message),
    noControlCharacters(message),
  );
}

/** SPEC §5 and §9: postal code, exactly 5 digits. */
export const postalCodeSchema = v.pipe(
  v.optional(v.string('Le code postal doit contenir 5 chiffres'), ''),
  v.trim(),
  v.regex(/^\d{5}$/, 'Le code postal doit contenir 5 chiffres'),
);

/** `length` digits with a check key (SIRET, SIREN): spaces typed or pasted are dropped, the digits alone stored. */
function keyedNumber(
  length: number,
  isValid: (digits: string) => boolean,
  messages: { length: string; digits: string; key: string },
) {
  return v.pipe(
    v.optional(v.string(messages.length), ''),
    v.transform(withoutSpaces),
    v.regex(/^\d*$/, messages.digits),
    v.length(length, messages.length),
    // Only once the length and digits are right, so that a short number gets SPEC §5's message alone.
    v.check((value) => value.length !== length || !/^\d*$/.test(value) || isValid(value), messages.key),
  );
}

/**
 * SPEC §5 and §9: SIRET, 14 digits, digits only; spaces typed or pasted
 * (« 812 345 674 00017 ») are dropped and the digits alone stored, and the
 * key must be right (issue 34 item 6).
 */
export const siretSchema = keyedNumber(14, isValidSiret, {
  length: 'Le SIRET doit contenir 14 chiffres',
  digits: 'Le SIRET doit contenir uniquement des chiffres',
  key: IDENTIFIER_MESSAGES.siretKey,
});

/** SPEC §5 and §9: SIREN, 9 digits, digits only, spaces dropped, with a right key (issue 34 item 6). */
export const sirenSchema = keyedNumber(9, isValidSiren, {
  length: 'Le SIREN doit contenir 9 chiffres',
  digits: 'Le SIREN doit contenir uniquement des chiffres',
  key: IDENTIFIER_MESSAGES.sirenKey,
});

/**
 * SPEC §5: an update gives at least one field. `ignoredKeys` are path
 * parameters merged into the input (the id), which do not count.
 */
export function nonEmptyUpdate<T extends Record<string, unknown>>(
  message: string,
  ignoredKeys: readonly string[] = ['id'],
) {
  return v.check<T, string>(
    (input) => Object.entries(input).some(([key, value]) => !ignoredKeys.includes(key) && value !== undefined),
    message,
  );
}

export const EMPTY_UPDATE_MESSAGE = 'Update payload cannot be empty';
export const EMPTY_UPDATE_MESSAGE_DETAILED = 'Update payload cannot be empty - at least one field must be provided';

/**
 * A required choice among `options`: a missing key is validated as '' so it
 * gets `message` ('Veuillez sélectionner …'), not the generic type message.
 */
export function requiredPicklist<const TOptions extends readonly [string, ...string[]]>(
  options: TOptions,
  message: string,
) {
  return v.optional(v.picklist(options, message), '' as never);
}
