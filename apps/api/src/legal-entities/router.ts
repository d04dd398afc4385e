import { CALL_PERMISSIONS } from '@qc/shared/permissions';
import { authed, requirePermission } from '../orpc/base.ts';
import { answeringNothing, byId, callPermission, operations } from '../orpc/operations.ts';
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

export const legalEntitiesRouter = {
  ...operations(authed.legalEntities, callPermission('legalEntities'), {
    list: listLegalEntities,
    get: byId(getLegalEntity),
    create: createLegalEntity,
    update: updateLegalEntity,
    remove: answeringNothing(byId(deleteLegalEntity)),
    listForClient: listLegalEntitiesOfClient,
  }),
  listEstablishments: authed.legalEntities.listEstablishments
    .use(requirePermission(CALL_PERMISSIONS['legalEntities.listEstablishments']))
    .handler(async ({ input, context }) => {
      const { db } = context.deps;
      const legalEntity = await findLegalEntityInScope(db, context.actor, input.id);
      if (!legalEntity) notFound(LEGAL_ENTITY_ERRORS.notFound);
      const scope = await context.actor.getScope();
      return findEstablishmentsInScopes(db, { ...input, scopes: [scope], legalEntityId: legalEntity.id });
    }),
};
