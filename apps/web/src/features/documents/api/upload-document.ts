import { ORPCError } from '@orpc/client';
import type { DocumentItem, EstablishmentDocumentType } from '@qc/shared/documents/schemas';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { orpc } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/invalidating-mutation.ts';

export type UploadInput = {
  establishmentId: string;
  file: File;
  type: EstablishmentDocumentType;
  validUntil: string;
};

type ErrorBody = { code?: string; message?: string; data?: unknown };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

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

function postForm(url: string, body: FormData, onProgress: (percent: number) => void): Promise<DocumentItem> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const json = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300 && json) return resolve(json as DocumentItem);
      const error = (json ?? {}) as ErrorBody;
      reject(
        new ORPCError(error.code ?? 'INTERNAL_SERVER_ERROR', {
          status: request.status >= 400 ? request.status : 500,
          message: error.message,
          data: error.data,
        }),
      );
    });
    request.addEventListener('error', () => reject(new TypeError('Échec de l’envoi')));
    request.addEventListener('abort', () => reject(new TypeError('Envoi interrompu')));
    request.send(body);
  });
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
