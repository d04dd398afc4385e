import { fileNameSlug } from '../common/file-name.ts';

/** A file name without characters that trouble file systems or headers. */
export function toFileName(...parts: string[]): string {
  return `${fileNameSlug(parts.join('-'), 120) || 'rapport'}.pdf`;
}

export function toPdf(bytes: Uint8Array, name: string): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' });
}
