import type { ImportReport } from '@qc/shared/imports/schemas';
import { fileNameFrom } from '@/components/ui/download-link.tsx';
import { parseJson, postWithProgress, responseError } from '@/lib/post-with-progress.ts';

export type ImportStep = 'check' | 'apply' | 'report';
export type ImportRequest = { file: File; clientId: string | undefined };

/**
 * POST /imports/{check|apply|report} as multipart form data through XMLHttpRequest, which reports the upload's
 * progress (fetch cannot). Refusals come back as the oRPC errors the rest of the app reads.
 */
async function send(step: ImportStep, request: ImportRequest, onProgress: (percent: number) => void, asBlob: boolean) {
  const body = new FormData();
  body.append('file', request.file);
  if (request.clientId) body.append('clientId', request.clientId);
  const xhr = await postWithProgress(`/api/v1/imports/${step}`, body, onProgress, asBlob);
  if (xhr.status >= 200 && xhr.status < 300) return xhr;
  const text = asBlob ? await (xhr.response as Blob).text() : xhr.responseText;
  throw responseError(xhr.status, parseJson(text));
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
