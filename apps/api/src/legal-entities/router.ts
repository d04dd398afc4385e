import { authed } from '../orpc/base.ts';
import { crud, operations } from '../orpc/operations.ts';
import { createLegalEntity } from './create-legal-entity.ts';
import { deleteLegalEntity } from './delete-legal-entity.ts';
import { getLegalEntity } from './get-legal-entity.ts';
import { listLegalEntities } from './list-legal-entities.ts';
import { listLegalEntitiesOfClient } from './list-legal-entities-of-client.ts';
import { listLegalEntityEstablishments } from './list-legal-entity-establishments.ts';
import { updateLegalEntity } from './update-legal-entity.ts';

export const legalEntitiesRouter = operations(authed.legalEntities, {
  ...crud({
    list: listLegalEntities,
    get: getLegalEntity,
    create: createLegalEntity,
    update: updateLegalEntity,
    remove: deleteLegalEntity,
  }),
  listForClient: listLegalEntitiesOfClient,
  listEstablishments: listLegalEntityEstablishments,
});
