import { ORPCError } from '@orpc/client';
import type { ImportReport } from '@qc/shared/imports/schemas';
import { fileNameFrom } from '@/components/ui/download-link.tsx';

export type ImportStep = 'check' | 'apply' | 'report';
export type ImportRequest = { file: File; clientId: string | undefined };

type ErrorBody = { code?: string; message?: string; data?: unknown };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POST /imports/{check|apply|report} as multipart form data through XMLHttpRequest, which reports the upload's
 * progress (fetch cannot). Refusals come back as the oRPC errors the rest of the app reads.
 */
function send(step: ImportStep, request: ImportRequest, onProgress: (percent: number) => void, asBlob: boolean) {
  const body = new FormData();
  body.append('file', request.file);
  if (request.clientId) body.append('clientId', request.clientId);
  return new Promise<XMLHttpRequest>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1/imports/${step}`);
    xhr.withCredentials = true;
    xhr.responseType = asBlob ? 'blob' : 'text';
    xhr.setRequestHeader('Accept', asBlob ? '*/*' : 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', async () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve(xhr);
      const text = asBlob ? await (xhr.response as Blob).text() : xhr.responseText;
      const error = (parseJson(text) ?? {}) as ErrorBody;
      reject(
        new ORPCError(error.code ?? 'INTERNAL_SERVER_ERROR', {
          status: xhr.status >= 400 ? xhr.status : 500,
          message: error.message,
          data: error.data,
        }),
      );
    });
    xhr.addEventListener('error', () => reject(new TypeError('Échec de l’envoi')));
    xhr.addEventListener('abort', () => reject(new TypeError('Envoi interrompu')));
    xhr.send(body);
  });
}

/** The dry run (`check`) or the import (`apply`): the report of every row. */
export async function sendImport(
  step: 'check' | 'apply',
  request: ImportRequest,
  onProgress: (percent: number) => void,
): Promise<ImportReport> {
  const xhr = await send(step, request, onProgress, false);
  const report = parseJson(xhr.responseText);
  if (!report) throw new TypeError('Réponse illisible');
  return report as ImportReport;
}

/** The report as a workbook, saved under the name the server gives. */
export async function downloadImportReport(request: ImportRequest, onProgress: (percent: number) => void) {
  const xhr = await send('report', request, onProgress, true);
  const url = URL.createObjectURL(xhr.response as Blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileNameFrom(xhr.getResponseHeader('content-disposition'), 'rapport-import.xlsx');
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
