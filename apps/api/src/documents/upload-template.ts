import type { Database } from '../db/client.ts';
import { assertCanAuthor } from '../questionnaires/access.ts';
import { FORM_ERRORS } from '../questionnaires/forms-queries.ts';
import type { Actor } from '../scope/actor.ts';
import { findVisibleForm } from './queries.ts';
import type { FileStorage } from './storage.ts';
import { storeUpload } from './store-upload.ts';

export async function uploadTemplate(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  input: { formId: string; file: File },
) {
  const form = await findVisibleForm(db, actor, input.formId);
  assertCanAuthor(actor, form.clientId, FORM_ERRORS.notFound);
  return storeUpload(db, storage, actor, input.file, {
    clientId: form.clientId,
    establishmentId: null,
    formId: form.id,
    purpose: 'TEMPLATE',
    type: null,
    validUntil: null,
  });
}
