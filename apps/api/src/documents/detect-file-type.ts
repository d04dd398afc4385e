import type { FileTypeResult } from 'file-type';
import { DOCUMENT_MESSAGES, MAX_FILE_SIZE } from '@qc/shared/documents/schemas';
import {
  ARCHIVE_FORMATS,
  checkArchive,
  expansionLimit,
  type ArchiveFormat,
  type DetectedFileType,
} from './check-archive.ts';

/**
 * Recognises an uploaded file by its content, never by its name (issues 5
 * and 12): PDF, images, Office (OOXML and legacy) and OpenDocument. The type
 * comes from `file-type`; an Office or OpenDocument file is a ZIP archive,
 * so its structure is then checked (check-archive.ts): the parts its format requires, no
 * executable, script or nested archive inside, and a bounded expanded size
 * (a "zip bomb" named .docx was accepted before). Anything else is refused.
 */
export type FileCheck = { type: DetectedFileType } | { refused: string };

const SIMPLE_TYPES: Record<string, DetectedFileType> = {
  'application/pdf': { mimeType: 'application/pdf', label: 'PDF' },
  'image/png': { mimeType: 'image/png', label: 'PNG' },
  // An animated PNG is still a PNG for every viewer.
  'image/apng': { mimeType: 'image/png', label: 'PNG' },
  'image/jpeg': { mimeType: 'image/jpeg', label: 'JPEG' },
  'image/gif': { mimeType: 'image/gif', label: 'GIF' },
  'image/webp': { mimeType: 'image/webp', label: 'WebP' },
};

const LEGACY_OFFICE_BY_EXTENSION: Record<string, DetectedFileType> = {
  doc: { mimeType: 'application/msword', label: 'Word' },
  xls: { mimeType: 'application/vnd.ms-excel', label: 'Excel' },
  ppt: { mimeType: 'application/vnd.ms-powerpoint', label: 'PowerPoint' },
};

function archiveRefusal(format: ArchiveFormat): string {
  if (format.label === 'Word') return DOCUMENT_MESSAGES.wordInvalid;
  if (format.label === 'Excel') return DOCUMENT_MESSAGES.excelInvalid;
  if (format.label === 'PowerPoint') return DOCUMENT_MESSAGES.powerPointInvalid;
  return DOCUMENT_MESSAGES.openDocumentInvalid;
}

/** `data` in memory, or a file on disk (an upload spooled there, never read whole into memory). */
export async function checkFileContent(
  data: Uint8Array | { path: string; size: number },
  fileName: string,
): Promise<FileCheck> {
  const refusedType = { refused: DOCUMENT_MESSAGES.fileTypeRefused };
  const size = data instanceof Uint8Array ? data.byteLength : data.size;
  if (size === 0 || size > MAX_FILE_SIZE) return refusedType;
  let detected: FileTypeResult | undefined;
  // Loaded on the first upload rather than at every start (issue 16).
  const { fileTypeFromBuffer, fileTypeFromFile } = await import('file-type');
  try {
    detected = data instanceof Uint8Array ? await fileTypeFromBuffer(data) : await fileTypeFromFile(data.path);
  } catch {
    // A malformed header file-type gives up on: not a file we accept.
    return refusedType;
  }
  if (!detected) return refusedType;
  const simple = SIMPLE_TYPES[detected.mime];
  if (simple) return { type: simple };
  // Legacy Office files share one container format: the extension only picks among them.
  if (detected.mime === 'application/x-cfb') {
    const legacy = LEGACY_OFFICE_BY_EXTENSION[fileName.split('.').pop()?.toLowerCase() ?? ''];
    return legacy ? { type: legacy } : refusedType;
  }
  const format = ARCHIVE_FORMATS[detected.mime];
  if (!format) return refusedType;
  try {
    const source = data instanceof Uint8Array ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : data;
    // Actual inflation is bounded like the declared sizes (yauzl also refuses an entry longer than declared).
    await checkArchive(source, format, { left: expansionLimit(size) }, 0);
  } catch {
    // Refused on purpose or unreadable (bad offsets, "../" names, sizes that lie): the same answer.
    return { refused: archiveRefusal(format) };
  }
  return { type: { mimeType: format.mimeType, label: format.label } };
}
