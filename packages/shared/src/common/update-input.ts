import * as v from 'valibot';
import { idSchema, nonEmptyUpdate } from '../validation/fields.ts';

/** Optional at the top: its key may be left out. A pipe that starts with `v.optional(…, '')` is not (see below). */
type OptionalEntry<TSchema extends v.GenericSchema> =
  TSchema extends v.OptionalSchema<v.GenericSchema, unknown>
    ? TSchema extends { pipe: unknown }
      ? v.OptionalSchema<TSchema, undefined>
      : TSchema
    : v.OptionalSchema<TSchema, undefined>;

export type UpdateEntries<TEntries extends v.ObjectEntries> = { [K in keyof TEntries]: OptionalEntry<TEntries[K]> };

/** A key that may be left out: `v.optional` itself, not a pipe that starts with it. */
function isOptionalEntry(schema: v.GenericSchema): boolean {
  return schema.type === 'optional' && !('pipe' in schema);
}

/**
 * The fields of a create as an update takes them (SPEC §5): each one optional, a missing key leaves the column as it
 * is. A required field's pipe starts with `v.optional(…, '')` so that a missing key gets its own French message
 * (`requiredText`): Valibot's pipe carries that `type: 'optional'`, so it is wrapped like any required field. A field
 * that is optional itself is kept as it is, default included: give its update form beside when the create's default
 * must not apply to an update.
 */
export function updateEntries<TEntries extends v.ObjectEntries>(entries: TEntries): UpdateEntries<TEntries> {
  return Object.fromEntries(
    Object.entries(entries).map(([key, schema]) => [key, isOptionalEntry(schema) ? schema : v.optional(schema)]),
  ) as UpdateEntries<TEntries>;
}

/** SPEC §5: the owning parent cannot be changed by an update; any value of the key is refused with `message`. */
export function unchangeable(message: string) {
  return v.optional(v.never(message));
}

/**
 * An update: the id in the path, then `entries`; SPEC §5 refuses it with `emptyMessage` when it gives no field
 * besides the id (and the other `ignoredKeys`, such as the version expected).
 */
export function updateInput<TEntries extends v.ObjectEntries>(
  entries: TEntries,
  emptyMessage: string,
  ignoredKeys: readonly string[] = ['id'],
) {
  const schema = v.object({ id: idSchema, ...entries });
  return v.pipe(schema, nonEmptyUpdate<v.InferOutput<typeof schema>>(emptyMessage, ignoredKeys));
}
