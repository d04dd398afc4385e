import type { DocumentItem, EstablishmentDocumentType } from '@qc/shared/documents/schemas';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';
import { parseJson, postWithProgress, responseError } from '@/lib/post-with-progress.ts';

export type UploadInput = {
  establishmentId: string;
  file: File;
  type: EstablishmentDocumentType;
  validUntil: string;
};

/**
 * POST /establishments/{establishmentId}/documents as multipart form data, through
 * XMLHttpRequest: fetch cannot report upload progress. Refusals come back as the
 * oRPC errors the rest of the app reads (status, French message, fieldErrors).
 */
export function uploadDocument(input: UploadInput, onProgress: (percent: number) => void): Promise<DocumentItem> {
  const body = new FormData();
  body.append('file', input.file);
  body.append('type', input.type);
  if (input.validUntil) body.append('validUntil', input.validUntil);
  return postForm(`/api/v1/establishments/${encodeURIComponent(input.establishmentId)}/documents`, body, onProgress);
}

export type RenewInput = { id: string; file: File; validUntil: string };

/** POST /documents/{id}/renew (issue 17 item 4): the new version of a document, type and establishment kept. */
export function renewDocument(input: RenewInput, onProgress: (percent: number) => void): Promise<DocumentItem> {
  const body = new FormData();
  body.append('file', input.file);
  if (input.validUntil) body.append('validUntil', input.validUntil);
  return postForm(`/api/v1/documents/${encodeURIComponent(input.id)}/renew`, body, onProgress);
}

async function postForm(url: string, body: FormData, onProgress: (percent: number) => void): Promise<DocumentItem> {
  const request = await postWithProgress(url, body, onProgress);
  const json = parseJson(request.responseText);
  if (request.status >= 200 && request.status < 300 && json) return json as DocumentItem;
  throw responseError(request.status, json);
}

/**
 * A multipart send and its progress (0–100, null when idle); the mutation ends once the listed
 * queries are fresh.
 */
function useSendWithProgress<TInput>(
  send: (input: TInput, onProgress: (percent: number) => void) => Promise<DocumentItem>,
  keys: readonly QueryKey[],
) {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useInvalidatingMutation(
    {
      mutationFn: (input: TInput) => {
        setProgress(0);
        return send(input, setProgress);
      },
      onSettled: () => setProgress(null),
    },
    keys,
    { awaitRefetch: true },
  );
  return { ...mutation, progress };
}

/** The upload and its progress. */
export function useUploadDocument() {
  return useSendWithProgress(uploadDocument, [orpc.documents.listForEstablishment.key()]);
}

/** The renewal and its progress, like the upload; the document's page and the group view show its new date. */
export function useRenewDocument() {
  return useSendWithProgress(renewDocument, [
    orpc.documents.listForEstablishment.key(),
    orpc.documents.get.key(),
    orpc.group.key(),
  ]);
}
