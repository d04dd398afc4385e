import { authed } from '../orpc/base.ts';
import { answeringNothing, byId, operations } from '../orpc/operations.ts';
import { notFound } from '../common/domain-errors.ts';
import { findEstablishmentsInScopes } from '../establishments/list-establishments.ts';
import {
  createLegalEntity,
  deleteLegalEntity,
  findLegalEntityInScope,
  getLegalEntity,
  LEGAL_ENTITY_ERRORS,
  listLegalEntities,
  listLegalEntitiesOfClient,
  updateLegalEntity,
} from './service.ts';

export const legalEntitiesRouter = operations(authed.legalEntities, {
  list: listLegalEntities,
  get: byId(getLegalEntity),
  create: createLegalEntity,
  update: updateLegalEntity,
  remove: answeringNothing(byId(deleteLegalEntity)),
  listForClient: listLegalEntitiesOfClient,
  listEstablishments: async (db, actor, input) => {
    const legalEntity = await findLegalEntityInScope(db, actor, input.id);
    if (!legalEntity) notFound(LEGAL_ENTITY_ERRORS.notFound);
    const scope = await actor.getScope();
    return findEstablishmentsInScopes(db, { ...input, scopes: [scope], legalEntityId: legalEntity.id });
  },
});
