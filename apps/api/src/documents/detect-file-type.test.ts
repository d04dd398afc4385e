import { describe, expect, it } from 'vitest';
import { detectFileType } from './detect-file-type.ts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

describe('detectFileType', () => {
  it('recognises PDF, images, OOXML, OpenDocument and legacy Office by content', () => {
    expect(detectFileType(bytes('%PDF-1.7\n...'), 'x.bin')?.mimeType).toBe('application/pdf');
    expect(detectFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'a')?.mimeType).toBe('image/png');
    expect(detectFileType(bytes([0xff, 0xd8, 0xff, 0xe0]), 'a')?.mimeType).toBe('image/jpeg');
    expect(detectFileType(bytes('GIF89a...'), 'a')?.mimeType).toBe('image/gif');
    expect(detectFileType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'a')?.mimeType).toBe('image/webp');
    const docx = bytes([0x50, 0x4b, 0x03, 0x04], 'x'.repeat(26), '[Content_Types].xml', '...word/document.xml');
    expect(detectFileType(docx, 'a.zip')?.label).toBe('Word');
    const xlsx = bytes([0x50, 0x4b, 0x03, 0x04], 'x'.repeat(26), '[Content_Types].xml', '...xl/workbook.xml');
    expect(detectFileType(xlsx, 'a')?.label).toBe('Excel');
    const odt = bytes([0x50, 0x4b, 0x03, 0x04], 'x'.repeat(26), 'mimetype', 'application/vnd.oasis.opendocument.text');
    expect(detectFileType(odt, 'a')?.mimeType).toBe('application/vnd.oasis.opendocument.text');
    const ole = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'rest');
    expect(detectFileType(ole, 'budget.XLS')?.mimeType).toBe('application/vnd.ms-excel');
  });

  it('refuses a renamed executable, a plain archive, a script or an unknown legacy container', () => {
    expect(detectFileType(bytes('MZ', [0x90, 0, 3]), 'rapport.pdf')).toBeNull();
    expect(detectFileType(bytes([0x7f], 'ELF'), 'photo.png')).toBeNull();
    expect(detectFileType(bytes([0x50, 0x4b, 0x03, 0x04], 'x'.repeat(26), 'payload.exe'), 'doc.docx')).toBeNull();
    expect(detectFileType(bytes('#!/bin/sh\nrm -rf /'), 'note.odt')).toBeNull();
    expect(detectFileType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'a.msi')).toBeNull();
  });
});
