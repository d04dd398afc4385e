import type { DocumentItem, EstablishmentDocumentType } from '@qc/shared/documents/schemas';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { findScopedEstablishment } from '../establishments/queries.ts';
import type { FileStorage } from './storage.ts';
import { storeUpload } from './store-upload.ts';

export async function uploadEstablishmentDocument(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  input: { establishmentId: string; file: File; type: EstablishmentDocumentType; validUntil?: string | undefined },
): Promise<DocumentItem> {
  const establishment = await findScopedEstablishment(db, actor, input.establishmentId);
  return storeUpload(db, storage, actor, input.file, {
    clientId: establishment.clientId,
    establishmentId: establishment.id,
    formId: null,
    purpose: 'ESTABLISHMENT',
    type: input.type,
    validUntil: input.validUntil || null,
  });
}
