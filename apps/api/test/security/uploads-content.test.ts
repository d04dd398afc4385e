import { DOCUMENT_MESSAGES } from '@qc/shared/documents/schemas';
import { eq } from 'drizzle-orm';
import { crc32, createDeflateRaw } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createZip } from '../support/zip.ts';
import { documents } from '../../src/db/schema-documents.ts';
import type { TestContext } from '../support/app.ts';
import { openTenantsContext, type Cookies } from '../support/context.ts';
import type { Tenants } from '../support/fixtures.ts';
import { createActionOnA1 } from './support/actions.ts';
import { answeredEvaluation, docx, odt, pdf, upload, xlsx } from './uploads-support.ts';

/**
 * Issue 12, item 7: what an attacker uploads. A plain ZIP naming the Word
 * parts (with a program inside) was stored and served back as a Word file, a
 * 200 MiB zip bomb named .docx was accepted, and a NUL in the file name
 * answered 500. Real Office and OpenDocument files must still pass.
 */
let t: TestContext;
let tenants: Tenants;
let cookies: Cookies;
let documentsPath: string;

beforeAll(async () => {
  ({ t, tenants, cookies } = await openTenantsContext());
  documentsPath = `/api/v1/establishments/${tenants.establishmentA1.id}/documents`;
});
afterAll(() => t?.close());

const storedCount = async () =>
  (
    await t.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.establishmentId, tenants.establishmentA1.id))
  ).length;

/**
 * A ZIP whose one big entry is `size` zero bytes deflated as a stream (never
 * held whole in memory): 200 MiB become ~200 KB. `declaredSize` lets the
 * archive lie about what the entry expands to.
 */
async function zipBomb(size: number, declaredSize = size): Promise<Uint8Array> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflater = createDeflateRaw({ level: 9 });
  const compressed: Buffer[] = [];
  deflater.on('data', (part: Buffer) => compressed.push(part));
  const done = new Promise((resolve) => deflater.on('end', resolve));
  let checksum = 0;
  for (let written = 0; written < size; written += chunk.length) {
    checksum = crc32(chunk, checksum);
    if (!deflater.write(chunk)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  const data = Buffer.concat(compressed);
  // The Word parts first (a real archive), then the bomb as word/document.xml.
  const head = Buffer.from(
    createZip([
      {
        name: '[Content_Types].xml',
        data: '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      },
    ]),
  );
  // Keep only createZip's local entries (drop its central directory and end record) and rebuild both.
  const headCentralOffset = head.readUInt32LE(head.length - 22 + 16);
  const headCentral = head.subarray(headCentralOffset, head.length - 22);
  const locals = head.subarray(0, headCentralOffset);
  const name = Buffer.from('word/document.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(checksum, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(checksum, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(locals.length, 42);
  const centralStart = locals.length + local.length + name.length + data.length;
  const centralSize = headCentral.length + central.length + name.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(2, 8);
  end.writeUInt16LE(2, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralStart, 16);
  return new Uint8Array(Buffer.concat([locals, local, name, data, headCentral, central, name, end]));
}

describe('uploads: content recognised and archives checked', () => {
  it('refuses a plain ZIP naming the Word parts, with a program inside, and serves nothing back', async () => {
    const before = await storedCount();
    // What the campaign sent: an archive whose names mention [Content_Types].xml and word/, and an .exe.
    const fake = createZip([
      { name: '[Content_Types].xml', data: 'not really' },
      { name: 'word/', data: '' },
      { name: 'word/setup.exe', data: 'MZ\x90\x00\x03 a Windows program' },
    ]);
    const plain = await upload(t, documentsPath, cookies.directorA, {
      file: new File([fake], 'rapport.docx'),
      type: 'AUTRE',
    });
    expect(plain.status, JSON.stringify(plain.body)).toBe(400);
    expect(plain.body.data.fieldErrors.file).toBe(DOCUMENT_MESSAGES.fileTypeRefused);

    // A Word file that is otherwise real but carries a program, by name or by content.
    for (const extra of [
      { name: 'word/media/setup.exe', data: 'hello' },
      { name: 'word/media/image1.png', data: 'MZ\x90\x00\x03 a Windows program' },
      { name: 'word/embeddings/outils.zip', data: createZip([{ name: 'a.exe', data: 'MZ' }]) },
      { name: '../../evil.sh', data: '#!/bin/sh' },
    ]) {
      const carrying = await upload(t, documentsPath, cookies.directorA, {
        file: new File([docx([extra])], 'rapport.docx'),
        type: 'AUTRE',
      });
      expect(carrying.status, extra.name).toBe(400);
      expect(carrying.body.data.fieldErrors.file).toBe(DOCUMENT_MESSAGES.wordInvalid);
    }
    expect(await storedCount()).toBe(before);
  });

  it('refuses a 200 MiB zip bomb named .docx, whether it declares its size or lies about it, quickly', async () => {
    const before = await storedCount();
    for (const declared of [200 * 1024 * 1024, 1024]) {
      const bomb = await zipBomb(200 * 1024 * 1024, declared);
      expect(bomb.byteLength).toBeLessThan(1024 * 1024);
      const rssBefore = process.memoryUsage().rss;
      const startedAt = performance.now();
      const refused = await upload(t, documentsPath, cookies.directorA, {
        file: new File([bomb], 'projet.docx'),
        type: 'PROJET_ETABLISSEMENT',
      });
      const elapsed = performance.now() - startedAt;
      const grown = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
      console.info(
        `zip bomb (declared ${declared} B): ${refused.status} in ${elapsed.toFixed(0)} ms, RSS +${grown.toFixed(1)} MiB`,
      );
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.data.fieldErrors.file).toBe(DOCUMENT_MESSAGES.wordInvalid);
      // Never inflated whole: no 200 MiB in memory, no seconds of CPU.
      expect(elapsed).toBeLessThan(3000);
      expect(grown).toBeLessThan(100);
    }
    expect(await storedCount()).toBe(before);
  });

  it('still accepts real Word, Excel and OpenDocument files', async () => {
    const cases: Array<[Uint8Array, string, string]> = [
      [docx(), 'protocole.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [xlsx(), 'effectifs.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [odt(), 'projet.odt', 'application/vnd.oasis.opendocument.text'],
    ];
    for (const [data, name, mimeType] of cases) {
      const created = await upload(t, documentsPath, cookies.directorA, {
        file: new File([data], name),
        type: 'AUTRE',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ name, mimeType, size: data.byteLength });
    }
  });

  it('answers a file name with NUL, control characters or path separators with a French 400, on every upload path', async () => {
    const { evaluationId, questionKey } = await answeredEvaluation(t, cookies, tenants.establishmentA1.id);
    const actionId = await createActionOnA1(t, tenants, cookies.directorA);
    const before = await storedCount();
    for (const name of [
      'rapport\u0000.pdf',
      'rapport\u0007.pdf',
      '../../etc/passwd.pdf',
      'C:\\temp\\a.pdf',
      'facture\u202Efdp.exe',
    ]) {
      const paths: Array<[string, string, Record<string, string>]> = [
        [documentsPath, cookies.directorA, { type: 'AUTRE' }],
        [`/api/v1/evaluations/${evaluationId}/answers/${questionKey}/evidence/upload`, cookies.collaboratorA, {}],
        [`/api/v1/actions/${actionId}/evidence`, cookies.directorA, {}],
      ];
      for (const [path, cookie, fields] of paths) {
        const refused = await upload(t, path, cookie, { ...fields, file: pdf(64, name) });
        expect(refused.status, `${path} ${JSON.stringify(name)} ${JSON.stringify(refused.body)}`).toBe(400);
        expect(refused.body.data.fieldErrors.file).toBe(DOCUMENT_MESSAGES.fileNameInvalid);
      }
    }
    expect(await storedCount()).toBe(before);
  });
});
