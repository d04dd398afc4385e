import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../src/db/schema-documents.ts';
import { sweepOrphanFiles } from '../src/documents/sweep-orphans.ts';
import { openTenantsContext } from './support/context.ts';
import { insertEvaluation } from './support/evaluation-rows.ts';
import { postMultipart } from './support/requests.ts';

/**
 * Issue 34 item 11: deleting a form took its template rows (cascade) and left their bytes in storage.
 * The bytes now go once the deletion has committed, and the start-up sweep removes the files no row
 * references, once older than an hour — on disk (the default) and in an S3 bucket (s3rver).
 */

const HOUR = 60 * 60 * 1000;
const pdf = (text: string) => new File([`%PDF-1.7\n${text}\n%%EOF`], `${text}.pdf`, { type: 'application/pdf' });

describe.each(['disk', 's3'] as const)('form templates in %s storage (issue 34 item 11)', (kind) => {
  let context: Awaited<ReturnType<typeof openTenantsContext>>;
  let scratch: string;
  beforeAll(async () => {
    context = await openTenantsContext({ storage: kind, signIn: ['admin'] });
    scratch = await mkdtemp(path.join(tmpdir(), 'qc-orphans-'));
  }, 120_000);
  afterAll(async () => {
    await context?.t.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  const isStored = async (key: string) => (await context.t.storage.get(key)) !== null;
  const keysOf = async (formId: string) =>
    (await context.t.db.select().from(documents).where(eq(documents.formId, formId))).map((row) => row.storageKey);

  async function formWithTemplates(name: string, count: number) {
    const { t, cookies } = context;
    const form = await t.request('POST', '/api/v1/forms', {
      cookie: cookies.admin,
      body: { name, kind: 'CONFORMITY' },
    });
    expect(form.status).toBe(201);
    for (let index = 0; index < count; index += 1) {
      const created = await postMultipart(t, `/api/v1/forms/${form.body.id}/templates`, cookies.admin, {
        file: pdf(`modele-${index}`),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const keys = await keysOf(form.body.id);
    expect(keys).toHaveLength(count);
    for (const key of keys) expect(await isStored(key)).toBe(true);
    return { id: form.body.id as string, keys };
  }

  it('deleting a form removes its templates’ bytes with their rows', async () => {
    const form = await formWithTemplates('Modèles à supprimer', 2);
    const deleted = await context.t.request('DELETE', `/api/v1/forms/${form.id}`, { cookie: context.cookies.admin });
    expect(deleted.status).toBe(204);
    expect(await keysOf(form.id)).toEqual([]);
    for (const key of form.keys) expect(await isStored(key)).toBe(false);
  });

  it('a refused deletion keeps the form’s templates and their bytes', async () => {
    const form = await formWithTemplates('Modèles évalués', 1);
    const establishmentId = context.tenants.establishmentA1.id;
    await insertEvaluation(context.t.db, { establishmentId, formId: form.id, status: 'IN_PROGRESS', at: new Date() });
    const refused = await context.t.request('DELETE', `/api/v1/forms/${form.id}`, { cookie: context.cookies.admin });
    expect(refused.status).toBe(409);
    expect(await keysOf(form.id)).toEqual(form.keys);
    expect(await isStored(form.keys[0]!)).toBe(true);
  });

  it('the start-up sweep removes unreferenced files older than an hour, and nothing else', async () => {
    const kept = await formWithTemplates('Modèles gardés', 1);
    const orphan = randomUUID();
    const source = path.join(scratch, 'orphan.pdf');
    const bytes = '%PDF-1.7\norphelin\n%%EOF';
    await writeFile(source, bytes);
    await context.t.storage.put(orphan, { path: source, size: Buffer.byteLength(bytes) });

    // Just written: it may be an upload whose row is not committed yet.
    const now = await sweepOrphanFiles(context.t.db, context.t.storage);
    expect(now.removed).toBe(0);
    expect(await isStored(orphan)).toBe(true);

    const later = await sweepOrphanFiles(context.t.db, context.t.storage, { now: new Date(Date.now() + 2 * HOUR) });
    expect(later).toMatchObject({ removed: 1 });
    expect(later.checked).toBeGreaterThanOrEqual(2);
    expect(await isStored(orphan)).toBe(false);
    for (const key of kept.keys) expect(await isStored(key)).toBe(true);
    const download = await context.t.app.request(
      `/api/v1/documents/${(await context.t.db.select().from(documents).where(eq(documents.storageKey, kept.keys[0]!)))[0]!.id}/download`,
      { headers: { cookie: context.cookies.admin } },
    );
    expect(download.status).toBe(200);
  });
});
