import { ORPCError } from '@orpc/client';

type ErrorBody = { code?: string; message?: string; data?: unknown };

/** A response body read as JSON, or null when it is not. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A refusal as the oRPC error the rest of the app reads (status, French message, fieldErrors). */
export function responseError(status: number, body: unknown) {
  const error = (body ?? {}) as ErrorBody;
  return new ORPCError(error.code ?? 'INTERNAL_SERVER_ERROR', {
    status: status >= 400 ? status : 500,
    message: error.message,
    data: error.data,
  });
}

/**
 * POST multipart form data through XMLHttpRequest, which reports the upload's progress (fetch cannot), with
 * the session cookie. Settles with the request once its response is in, whatever its status (the caller
 * reads it); fails only when nothing came back.
 */
export function postWithProgress(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
  asBlob = false,
): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.responseType = asBlob ? 'blob' : 'text';
    request.setRequestHeader('Accept', asBlob ? '*/*' : 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => resolve(request));
    request.addEventListener('error', () => reject(new TypeError('Échec de l’envoi')));
    request.addEventListener('abort', () => reject(new TypeError('Envoi interrompu')));
    request.send(body);
  });
}
