import { authed } from '../orpc/base.ts';
import { answeringNothing, byField, operations } from '../orpc/operations.ts';
import { deleteDocument } from './delete-document.ts';
import { downloadDocument } from './download-document.ts';
import { listEstablishmentEvidence } from './evidence-list.ts';
import { getDocument } from './get-document.ts';
import { listEstablishmentDocuments } from './list-establishment-documents.ts';
import { listTemplates } from './list-templates.ts';
import { renewDocument } from './renew-document.ts';
import { uploadEstablishmentDocument } from './upload-establishment-document.ts';
import { uploadTemplate } from './upload-template.ts';

// get, download, remove and uploadTemplate depend on what the document belongs to (an establishment, or a form of
// the library): their permission is checked in the operation (PROCEDURE_PERMISSIONS says which).
export const documentsRouter = operations(authed.documents, {
  listForEstablishment: byField('establishmentId', listEstablishmentDocuments),
  listEvidence: byField('establishmentId', listEstablishmentEvidence),
  upload: (db, actor, input, context) => uploadEstablishmentDocument(db, context.deps.storage, actor, input),
  listTemplates: byField('formId', listTemplates),
  uploadTemplate: (db, actor, input, context) => uploadTemplate(db, context.deps.storage, actor, input),
  get: (db, actor, input) => getDocument(db, actor, input.id),
  renew: (db, actor, input, context) => renewDocument(db, context.deps.storage, actor, input),
  download: (db, actor, input, context) => downloadDocument(db, context.deps.storage, actor, input.id),
  remove: answeringNothing((db, actor, input, context) => deleteDocument(db, context.deps.storage, actor, input.id)),
});
