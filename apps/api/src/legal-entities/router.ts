import { CALL_PERMISSIONS } from '@qc/shared/permissions';
import { authed, requirePermission } from '../orpc/base.ts';
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
  list: authed.legalEntities.list
    .use(requirePermission(CALL_PERMISSIONS['legalEntities.list']))
    .handler(({ input, context }) => listLegalEntities(context.deps.db, context.actor, input)),
  get: authed.legalEntities.get
    .use(requirePermission(CALL_PERMISSIONS['legalEntities.get']))
    .handler(({ input, context }) => getLegalEntity(context.deps.db, context.actor, input.id)),
  create: authed.legalEntities.create
    .use(requirePermission(CALL_PERMISSIONS['legalEntities.create']))
    .handler(({ input, context }) => createLegalEntity(context.deps.db, context.actor, input)),
  update: authed.legalEntities.update
    .use(requirePermission(CALL_PERMISSIONS['legalEntities.update']))
    .handler(({ input, context }) => updateLegalEntity(context.deps.db, context.actor, input)),
  remove: authed.legalEntities.remove
    .use(requirePermission(CALL_PERMISSIONS['legalEntities.remove']))
    .handler(async ({ input, context }) => {
      await deleteLegalEntity(context.deps.db, context.actor, input.id);
    }),
  listForClient: authed.legalEntities.listForClient
    .use(requirePermission(CALL_PERMISSIONS['legalEntities.listForClient']))
    .handler(({ input, context }) => listLegalEntitiesOfClient(context.deps.db, context.actor, input)),
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
