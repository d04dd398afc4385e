import { authed, requirePermission } from '../orpc/base.ts';
import { byField, operation, operations } from '../orpc/operations.ts';
import { deleteDocument } from './delete-document.ts';
import { downloadDocument } from './download-document.ts';
import { listEstablishmentEvidence } from './evidence-list.ts';
import { getDocument } from './get-document.ts';
import { listEstablishmentDocuments } from './list-establishment-documents.ts';
import { listTemplates } from './list-templates.ts';
import { renewDocument } from './renew-document.ts';
import { uploadEstablishmentDocument } from './upload-establishment-document.ts';
import { uploadTemplate } from './upload-template.ts';

// Static permissions before any scope; get, download, remove and uploadTemplate depend on what the document
// belongs to (an establishment, or a form of the library): checked in the operation.
export const documentsRouter = {
  ...operations(authed.documents, ['document:read'], {
    listForEstablishment: byField('establishmentId', listEstablishmentDocuments),
    listEvidence: byField('establishmentId', listEstablishmentEvidence),
  }),
  upload: authed.documents.upload
    .use(requirePermission('document:manage'))
    .handler(({ input, context }) =>
      uploadEstablishmentDocument(context.deps.db, context.deps.storage, context.actor, input),
    ),
  listTemplates: operation(authed.documents.listTemplates, ['library:read'], byField('formId', listTemplates)),
  uploadTemplate: authed.documents.uploadTemplate.handler(({ input, context }) =>
    uploadTemplate(context.deps.db, context.deps.storage, context.actor, input),
  ),
  get: authed.documents.get.handler(({ input, context }) => getDocument(context.deps.db, context.actor, input.id)),
  renew: authed.documents.renew
    .use(requirePermission('document:manage'))
    .handler(({ input, context }) => renewDocument(context.deps.db, context.deps.storage, context.actor, input)),
  download: authed.documents.download.handler(({ input, context }) =>
    downloadDocument(context.deps.db, context.deps.storage, context.actor, input.id),
  ),
  remove: authed.documents.remove.handler(async ({ input, context }) => {
    await deleteDocument(context.deps.db, context.deps.storage, context.actor, input.id);
  }),
};
