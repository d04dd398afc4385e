import { oc } from '@orpc/contract';
import * as v from 'valibot';
import { idSchema } from '../validation/fields.ts';
import { DocumentSchema, EstablishmentDocumentUploadSchema, TemplateUploadSchema } from './schemas.ts';

const tags = ['Documents'];
const byId = v.object({ id: idSchema });

export const documentsContract = {
  listForEstablishment: oc
    .route({
      method: 'GET',
      path: '/establishments/{establishmentId}/documents',
      tags,
      summary: "Documents d'un établissement",
    })
    .input(v.object({ establishmentId: idSchema }))
    .output(v.array(DocumentSchema)),
  upload: oc
    .route({ method: 'POST', path: '/establishments/{establishmentId}/documents', tags, successStatus: 201 })
    .input(EstablishmentDocumentUploadSchema)
    .output(DocumentSchema),
  listTemplates: oc
    .route({ method: 'GET', path: '/forms/{formId}/templates', tags, summary: "Documents modèles d'un questionnaire" })
    .input(v.object({ formId: idSchema }))
    .output(v.array(DocumentSchema)),
  uploadTemplate: oc
    .route({ method: 'POST', path: '/forms/{formId}/templates', tags, successStatus: 201 })
    .input(TemplateUploadSchema)
    .output(DocumentSchema),
  download: oc
    .route({ method: 'GET', path: '/documents/{id}/download', tags, summary: 'Télécharger un document' })
    .input(byId)
    .output(v.file()),
  remove: oc
    .route({ method: 'DELETE', path: '/documents/{id}', tags, successStatus: 204 })
    .input(byId)
    .output(v.void()),
};
