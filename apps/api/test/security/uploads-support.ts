import { createZip, type ZipEntry } from '../support/zip.ts';
import { TEST_ORIGIN, type TestContext } from '../support/app.ts';

/** Minimal but real Office and OpenDocument files, as Word, Excel and LibreOffice lay them out. */
function officePackage(part: string, type: string, data: string, extra: ZipEntry[] = []): Uint8Array {
  return createZip([
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/${part}" ContentType="${type}"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${part}"/>` +
        '</Relationships>',
    },
    { name: part, data },
    ...extra,
  ]);
}

export const docx = (extra: ZipEntry[] = []) =>
  officePackage(
    'word/document.xml',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      "<w:body><w:p><w:r><w:t>Projet d'établissement</w:t></w:r></w:p></w:body></w:document>",
    extra,
  );

export const xlsx = () =>
  officePackage(
    'xl/workbook.xml',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
  );

export function odt(): Uint8Array {
  return createZip([
    // Short enough that createZip stores it: ODF wants "mimetype" first and uncompressed.
    { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' },
    {
      name: 'META-INF/manifest.xml',
      data: '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"/>',
    },
    {
      name: 'content.xml',
      data: '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>',
    },
  ]);
}

/** A PDF of `size` bytes (a header, then padding). */
export function pdf(size = 64, name = 'preuve.pdf'): File {
  const data = new Uint8Array(size).fill(0x20);
  data.set(Buffer.from('%PDF-1.7\n'));
  return new File([data], name, { type: 'application/pdf' });
}

export async function upload(t: TestContext, path: string, cookie: string, fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const response = await t.app.request(path, {
    method: 'POST',
    body,
    headers: { cookie, origin: TEST_ORIGIN, 'x-forwarded-for': t.nextIp() },
  });
  const text = await response.text();
  let parsed: any = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text for the assertion message
  }
  return { status: response.status, body: parsed };
}

/**
 * A form of one question (written by the ADMIN), an evaluation of `establishmentId` under way and that question
 * answered (by A's DIRECTOR).
 */
export async function answeredEvaluation(
  t: TestContext,
  cookies: { admin: string; directorA: string },
  establishmentId: string,
) {
  const form = await t.request('POST', '/api/v1/forms', {
    cookie: cookies.admin,
    body: { name: `Preuves ${crypto.randomUUID().slice(0, 8)}`, kind: 'CONFORMITY' },
  });
  if (form.status !== 201) throw new Error(`form: ${form.status} ${JSON.stringify(form.body)}`);
  const question = await t.request('POST', `/api/v1/forms/${form.body.id}/questions`, {
    cookie: cookies.admin,
    body: { formId: form.body.id, type: 'BOOLEAN', label: 'Le protocole est-il affiché ?' },
  });
  if (question.status !== 201) throw new Error(`question: ${question.status} ${JSON.stringify(question.body)}`);
  const questionKey: string = question.body.questions.at(-1).key;
  const evaluation = await t.request('POST', '/api/v1/evaluations', {
    cookie: cookies.directorA,
    body: { establishmentId, formId: form.body.id, fromPrevious: false },
  });
  if (evaluation.status !== 201) throw new Error(`evaluation: ${evaluation.status} ${JSON.stringify(evaluation.body)}`);
  const answer = await t.request('PUT', `/api/v1/evaluations/${evaluation.body.id}/answers/${questionKey}`, {
    cookie: cookies.directorA,
    body: { expectedVersion: 0, value: true },
  });
  if (answer.status !== 200) throw new Error(`answer: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { evaluationId: evaluation.body.id as string, questionKey };
}
