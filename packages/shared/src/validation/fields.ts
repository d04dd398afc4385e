import * as v from 'valibot';

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
  );
}

export function optionalText(maxLength = 2000) {
  return v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(maxLength, `Ce champ ne peut pas dépasser ${maxLength} caractères`)),
  );
}

export function emailField(requiredMessage: string, invalidMessage = 'Veuillez saisir un email valide') {
  return v.pipe(
    v.optional(v.string(requiredMessage), ''),
    v.trim(),
    v.nonEmpty(requiredMessage),
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
);

/** A required reference to another entity, with the message SPEC §5 gives ('Veuillez sélectionner …'). */
export function requiredId(message: string) {
  return v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), v.maxLength(64, message));
}

/** SPEC §5 and §9: postal code, exactly 5 digits. */
export const postalCodeSchema = v.pipe(
  v.optional(v.string('Le code postal doit contenir 5 chiffres'), ''),
  v.trim(),
  v.regex(/^\d{5}$/, 'Le code postal doit contenir 5 chiffres'),
);

/** SPEC §5 and §9: SIRET, trimmed, 14 digits, digits only. */
export const siretSchema = v.pipe(
  v.optional(v.string('Le SIRET doit contenir 14 chiffres'), ''),
  v.trim(),
  v.regex(/^\d*$/, 'Le SIRET doit contenir uniquement des chiffres'),
  v.length(14, 'Le SIRET doit contenir 14 chiffres'),
);

/** SPEC §5 and §9: SIREN, trimmed, 9 digits, digits only. */
export const sirenSchema = v.pipe(
  v.optional(v.string('Le SIREN doit contenir 9 chiffres'), ''),
  v.trim(),
  v.regex(/^\d*$/, 'Le SIREN doit contenir uniquement des chiffres'),
  v.length(9, 'Le SIREN doit contenir 9 chiffres'),
);

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
export function requiredPicklist<const TOptions extends readonly [string, ...string[]]>(options: TOptions, message: string) {
  return v.optional(v.picklist(options, message), '' as never);
}
