import * as v from 'valibot';
import { fileOutput, routeGroup } from '../common/routes.ts';
import {
  DocumentRenewalSchema,
  DocumentSchema,
  EstablishmentDocumentUploadSchema,
  EvidenceDocumentSchema,
  TemplateUploadSchema,
} from './schemas.ts';

const routes = routeGroup(['Documents']);

export const documentsContract = {
  listForEstablishment: routes.get(
    '/establishments/{establishmentId}/documents',
    "Documents d'un établissement",
    v.array(DocumentSchema),
  ),
  /** Issue 19 item 8: the proofs given in its evaluations and actions, with what each proves. */
  listEvidence: routes.get(
    '/establishments/{establishmentId}/evidence',
    "Preuves déposées dans les auto-évaluations et les actions d'un établissement",
    v.array(EvidenceDocumentSchema),
  ),
  upload: routes.create(
    '/establishments/{establishmentId}/documents',
    'Déposer un document (multipart)',
    EstablishmentDocumentUploadSchema,
    DocumentSchema,
  ),
  listTemplates: routes.get(
    '/forms/{formId}/templates',
    "Documents modèles d'un questionnaire",
    v.array(DocumentSchema),
  ),
  uploadTemplate: routes.create(
    '/forms/{formId}/templates',
    'Déposer un modèle de document (multipart)',
    TemplateUploadSchema,
    DocumentSchema,
  ),
  get: routes.get('/documents/{id}', 'Un document (métadonnées)', DocumentSchema),
  /** Issue 17 item 4: upload the new version of an expiring document; the old one is marked replaced. */
  renew: routes.create(
    '/documents/{id}/renew',
    'Renouveler un document : déposer sa nouvelle version (multipart)',
    DocumentRenewalSchema,
    DocumentSchema,
  ),
  download: routes.get('/documents/{id}/download', 'Télécharger un document', fileOutput('any')),
  remove: routes.remove('/documents/{id}', 'Supprimer un document'),
};
