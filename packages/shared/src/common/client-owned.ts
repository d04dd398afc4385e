import * as v from 'valibot';
import { EMPTY_UPDATE_MESSAGE_DETAILED, idSchema, requiredId } from '../validation/fields.ts';
import { listInput } from './list.ts';
import { unchangeable, updateEntries, updateInput } from './update-input.ts';

/**
 * The create, update and list inputs of a row a client owns directly (legal entities, effective members; SPEC §5):
 * the create names the client, an update may not move the row to another, a list may be narrowed to one client.
 */
export function clientOwnedInputs<TFields extends v.ObjectEntries>(
  fields: TFields,
  messages: { clientRequired: string; clientLocked: string },
) {
  return {
    create: v.object({ clientId: requiredId(messages.clientRequired), ...fields }),
    update: updateInput(
      { clientId: unchangeable(messages.clientLocked), ...updateEntries(fields) },
      EMPTY_UPDATE_MESSAGE_DETAILED,
    ),
    list: listInput({ clientId: v.optional(idSchema) }),
  };
}
