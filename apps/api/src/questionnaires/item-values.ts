import type { Kind, Status } from '@qc/shared/enums';

/** The fields a category and a form share, as their create input carries them. */
type NewItemInput = {
  name: string;
  description?: string | undefined;
  kind: Kind;
  status: Status;
  position?: number | undefined;
};

/** The same fields in an update input: each one optional. */
type EditedItemInput = {
  name?: string | undefined;
  description?: string | undefined;
  kind?: Kind | undefined;
  status?: Status | undefined;
  position?: number | undefined;
};

/** The shared fields of a new category or form: no description stored as null, the first position by default. */
export function newItemValues(input: NewItemInput) {
  return {
    name: input.name,
    description: input.description || null,
    kind: input.kind,
    status: input.status,
    position: input.position ?? 0,
  };
}

/**
 * The shared fields of an edited category or form. Drizzle's set() leaves out the keys whose value is undefined: a
 * field not sent is not written; an empty description clears it.
 */
export function editedItemValues(input: EditedItemInput) {
  return {
    name: input.name,
    description: input.description === undefined ? undefined : input.description || null,
    kind: input.kind,
    status: input.status,
    position: input.position,
  };
}
