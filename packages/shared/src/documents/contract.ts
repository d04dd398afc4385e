import { oc } from '../common/base-contract.ts';
import { documentAs, FILE_MEDIA_TYPES } from '../validation/json-schema.ts';
import * as v from 'valibot';
import { idSchema } from '../validation/fields.ts';
import {
  DocumentRenewalSchema,
  DocumentSchema,
  EstablishmentDocumentUploadSchema,
  EvidenceDocumentSchema,
  TemplateUploadSchema,
} from './schemas.ts';

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
  /** Issue 19 item 8: the proofs given in its evaluations and actions, with what each proves. */
  listEvidence: oc
    .route({
      method: 'GET',
      path: '/establishments/{establishmentId}/evidence',
      tags,
      summary: "Preuves déposées dans les auto-évaluations et les actions d'un établissement",
    })
    .input(v.object({ establishmentId: idSchema }))
    .output(v.array(EvidenceDocumentSchema)),
  upload: oc
    .route({
      method: 'POST',
      path: '/establishments/{establishmentId}/documents',
      tags,
      successStatus: 201,
      summary: 'Déposer un document (multipart)',
    })
    .input(EstablishmentDocumentUploadSchema)
    .output(DocumentSchema),
  listTemplates: oc
    .route({ method: 'GET', path: '/forms/{formId}/templates', tags, summary: "Documents modèles d'un questionnaire" })
    .input(v.object({ formId: idSchema }))
    .output(v.array(DocumentSchema)),
  uploadTemplate: oc
    .route({
      method: 'POST',
      path: '/forms/{formId}/templates',
      tags,
      successStatus: 201,
      summary: 'Déposer un modèle de document (multipart)',
    })
    .input(TemplateUploadSchema)
    .output(DocumentSchema),
  get: oc
    .route({ method: 'GET', path: '/documents/{id}', tags, summary: 'Un document (métadonnées)' })
    .input(byId)
    .output(DocumentSchema),
  /** Issue 17 item 4: upload the new version of an expiring document; the old one is marked replaced. */
  renew: oc
    .route({
      method: 'POST',
      path: '/documents/{id}/renew',
      tags,
      successStatus: 201,
      summary: 'Renouveler un document : déposer sa nouvelle version (multipart)',
    })
    .input(DocumentRenewalSchema)
    .output(DocumentSchema),
  download: oc
    .route({ method: 'GET', path: '/documents/{id}/download', tags, summary: 'Télécharger un document' })
    .input(byId)
    .output(documentAs(v.file(), { type: 'string', contentMediaType: FILE_MEDIA_TYPES.any })),
  remove: oc
    .route({ method: 'DELETE', path: '/documents/{id}', tags, successStatus: 204, summary: 'Supprimer un document' })
    .input(byId)
    .output(v.void()),
};
