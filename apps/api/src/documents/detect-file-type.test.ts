import { DOCUMENT_MESSAGES } from '@qc/shared/documents/schemas';
import { describe, expect, it } from 'vitest';
import { createZip, type ZipEntry } from '../../test/support/zip.ts';
import { checkFileContent } from './detect-file-type.ts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="xml" ContentType="application/xml"/><Override PartName="${main}"/></Types>`;
const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const word = (extra: ZipEntry[] = []) =>
  createZip([
    { name: '[Content_Types].xml', data: contentTypes(`/word/document.xml" ContentType="${WORD_MAIN}`) },
    { name: '_rels/.rels', data: '<Relationships/>' },
    { name: 'word/document.xml', data: '<w:document><w:body><w:p/></w:body></w:document>' },
    ...extra,
  ]);
const excel = () =>
  createZip([
    {
      name: '[Content_Types].xml',
      data: contentTypes(
        '/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      ),
    },
    { name: 'xl/workbook.xml', data: '<workbook/>' },
  ]);
const openDocument = (mimetype = 'application/vnd.oasis.opendocument.text', extra: ZipEntry[] = []) =>
  // createZip stores an entry when deflating would not shrink it, as "mimetype" must be.
  createZip([
    { name: 'mimetype', data: mimetype },
    { name: 'content.xml', data: '<office:document-content/>' },
    ...extra,
  ]);

const typeOf = async (data: Uint8Array, name = 'a') => {
  const result = await checkFileContent(data, name);
  return 'type' in result ? result.type.mimeType : result.refused;
};

describe('checkFileContent', () => {
  it('recognises PDF, images, OOXML, OpenDocument and legacy Office by content', async () => {
    expect(await typeOf(bytes('%PDF-1.7\n...'), 'x.bin')).toBe('application/pdf');
    expect(await typeOf(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'))).toBe(
      'image/png',
    );
    expect(await typeOf(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('image/jpeg');
    expect(await typeOf(bytes('GIF89a...'))).toBe('image/gif');
    expect(await typeOf(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(await typeOf(word(), 'a.zip')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await typeOf(excel())).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await typeOf(openDocument())).toBe('application/vnd.oasis.opendocument.text');
    const ole = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'rest'.repeat(200));
    expect(await typeOf(ole, 'budget.XLS')).toBe('application/vnd.ms-excel');
  });

  it('refuses a renamed executable, a plain archive, a script or an unknown legacy container', async () => {
    const refused = DOCUMENT_MESSAGES.fileTypeRefused;
    expect(await typeOf(bytes('MZ', [0x90, 0, 3]), 'rapport.pdf')).toBe(refused);
    expect(await typeOf(bytes([0x7f], 'ELF', [2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]), 'photo.png')).toBe(refused);
    expect(await typeOf(createZip([{ name: 'payload.exe', data: 'MZ' }]), 'doc.docx')).toBe(refused);
    expect(await typeOf(bytes('#!/bin/sh\nrm -rf /'), 'note.odt')).toBe(refused);
    const ole = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'rest'.repeat(200));
    expect(await typeOf(ole, 'a.msi')).toBe(refused);
  });

  it('refuses Office files carrying programs, macros, archives or missing their main part', async () => {
    const invalid = DOCUMENT_MESSAGES.wordInvalid;
    expect(await typeOf(word([{ name: 'word/media/setup.exe', data: 'hello' }]))).toBe(invalid);
    expect(await typeOf(word([{ name: 'word/media/image1.png', data: 'MZ\x90\x00 a program' }]))).toBe(invalid);
    expect(await typeOf(word([{ name: 'word/vbaProject.bin', data: 'macros' }]))).toBe(invalid);
    expect(await typeOf(word([{ name: 'word/media/inner.zip', data: 'x' }]))).toBe(invalid);
    expect(await typeOf(word([{ name: 'word/media/data.bin', data: createZip([{ name: 'a', data: 'b' }]) }]))).toBe(
      invalid,
    );
    const withoutDocument = createZip([
      { name: '[Content_Types].xml', data: contentTypes(`/word/document.xml" ContentType="${WORD_MAIN}`) },
      { name: 'word/other.xml', data: '<x/>' },
    ]);
    expect(await typeOf(withoutDocument)).toBe(invalid);
    expect(await typeOf(openDocument('application/vnd.oasis.opendocument.text', [{ name: 'run.js', data: 'x' }]))).toBe(
      DOCUMENT_MESSAGES.openDocumentInvalid,
    );
  });

  it('refuses an archive expanding past 100 MB or more than 200 times its size past 10 MiB', async () => {
    // 12 MiB of one repeated character deflate to ~12 KB: a ratio of ~1000, only crafted data reaches it.
    const crafted = word([{ name: 'word/media/blank.xml', data: 'a'.repeat(12 * 1024 * 1024) }]);
    expect(await typeOf(crafted)).toBe(DOCUMENT_MESSAGES.wordInvalid);
    // Below 10 MiB expanded the ratio is not checked: a sparse but small sheet stays accepted.
    const sparse = word([{ name: 'word/media/blank.xml', data: 'a'.repeat(5 * 1024 * 1024) }]);
    expect(await typeOf(sparse)).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('accepts a workbook embedded in a Word file (a chart) once it passes the same checks', async () => {
    const chart = { name: 'word/embeddings/Microsoft_Excel_Worksheet.xlsx', data: excel() };
    expect(await typeOf(word([chart]))).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const bad = { name: 'word/embeddings/Feuille.xlsx', data: createZip([{ name: 'virus.exe', data: 'MZ' }]) };
    expect(await typeOf(word([bad]))).toBe(DOCUMENT_MESSAGES.wordInvalid);
  });
});
