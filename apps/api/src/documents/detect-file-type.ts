/**
 * Recognises an uploaded file by its content, never by its name (issue 5):
 * PDF, images, Office (OOXML and legacy) and OpenDocument. Anything else —
 * an executable renamed .pdf, an archive, a script — is refused.
 */
export type DetectedFileType = { mimeType: string; label: string };

const startsWith = (data: Uint8Array, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function includesAscii(data: Uint8Array, text: string): boolean {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength).includes(text, 0, 'latin1');
}

const OPEN_DOCUMENT_TYPES: Record<string, string> = {
  'application/vnd.oasis.opendocument.text': 'OpenDocument texte',
  'application/vnd.oasis.opendocument.spreadsheet': 'OpenDocument tableur',
  'application/vnd.oasis.opendocument.presentation': 'OpenDocument présentation',
};

const LEGACY_OFFICE_BY_EXTENSION: Record<string, DetectedFileType> = {
  doc: { mimeType: 'application/msword', label: 'Word' },
  xls: { mimeType: 'application/vnd.ms-excel', label: 'Excel' },
  ppt: { mimeType: 'application/vnd.ms-powerpoint', label: 'PowerPoint' },
};

function detectZipBased(data: Uint8Array): DetectedFileType | null {
  // OpenDocument: an uncompressed first entry "mimetype" holding the type.
  if (startsWith(data, ascii('mimetype'), 30)) {
    const mimeType = Buffer.from(data.subarray(38, 38 + 80))
      .toString('latin1')
      .match(/^application\/vnd\.oasis\.opendocument\.[a-z]+/)?.[0];
    if (mimeType && OPEN_DOCUMENT_TYPES[mimeType]) return { mimeType, label: OPEN_DOCUMENT_TYPES[mimeType]! };
    return null;
  }
  if (!includesAscii(data, '[Content_Types].xml')) return null;
  if (includesAscii(data, 'word/')) {
    return { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'Word' };
  }
  if (includesAscii(data, 'xl/')) {
    return { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'Excel' };
  }
  if (includesAscii(data, 'ppt/')) {
    return {
      mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      label: 'PowerPoint',
    };
  }
  return null;
}

export function detectFileType(data: Uint8Array, fileName: string): DetectedFileType | null {
  if (startsWith(data, ascii('%PDF-'))) return { mimeType: 'application/pdf', label: 'PDF' };
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mimeType: 'image/png', label: 'PNG' };
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', label: 'JPEG' };
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a')))
    return { mimeType: 'image/gif', label: 'GIF' };
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8))
    return { mimeType: 'image/webp', label: 'WebP' };
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return detectZipBased(data);
  // Legacy Office files share one container format: the extension only picks among them.
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
    return LEGACY_OFFICE_BY_EXTENSION[extension] ?? null;
  }
  return null;
}
