import { authed } from '../orpc/base.ts';
import { listEstablishmentEvidence } from './evidence-list.ts';
import {
  deleteDocument,
  downloadDocument,
  getDocument,
  listEstablishmentDocuments,
  renewDocument,
  listTemplates,
  uploadEstablishmentDocument,
  uploadTemplate,
} from './service.ts';

// Permissions depend on what the document belongs to: checked in the service.
export const documentsRouter = {
  listForEstablishment: authed.documents.listForEstablishment.handler(({ input, context }) =>
    listEstablishmentDocuments(context.deps.db, context.actor, input.establishmentId),
  ),
  listEvidence: authed.documents.listEvidence.handler(({ input, context }) =>
    listEstablishmentEvidence(context.deps.db, context.actor, input.establishmentId),
  ),
  upload: authed.documents.upload.handler(({ input, context }) =>
    uploadEstablishmentDocument(context.deps.db, context.deps.storage, context.actor, input),
  ),
  listTemplates: authed.documents.listTemplates.handler(({ input, context }) =>
    listTemplates(context.deps.db, context.actor, input.formId),
  ),
  uploadTemplate: authed.documents.uploadTemplate.handler(({ input, context }) =>
    uploadTemplate(context.deps.db, context.deps.storage, context.actor, input),
  ),
  get: authed.documents.get.handler(({ input, context }) => getDocument(context.deps.db, context.actor, input.id)),
  renew: authed.documents.renew.handler(({ input, context }) =>
    renewDocument(context.deps.db, context.deps.storage, context.actor, input),
  ),
  download: authed.documents.download.handler(({ input, context }) =>
    downloadDocument(context.deps.db, context.deps.storage, context.actor, input.id),
  ),
  remove: authed.documents.remove.handler(async ({ input, context }) => {
    await deleteDocument(context.deps.db, context.deps.storage, context.actor, input.id);
  }),
};
