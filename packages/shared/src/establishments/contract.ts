import { oc } from '@orpc/contract';
import * as v from 'valibot';
import { listOutput, listQueryEntries } from '../common/list.ts';
import { idSchema } from '../validation/fields.ts';
import { EstablishmentSchema } from './schemas.ts';

const tags = ['Établissements'];

export const establishmentsContract = {
  /** The establishments of a user: what the switcher lists (DESIGN §3), sorted by name. */
  listForUser: oc
    .route({ method: 'GET', path: '/establishments/user/{userId}', tags, summary: "Établissements d'un utilisateur" })
    .input(v.object({ userId: idSchema, ...listQueryEntries }))
    .output(listOutput(EstablishmentSchema)),
};
