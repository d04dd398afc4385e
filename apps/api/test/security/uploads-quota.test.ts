import { DOCUMENT_MESSAGES, ESTABLISHMENT_STORAGE_QUOTA } from '@qc/shared/documents/schemas';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents } from '../../src/db/schema-documents.ts';
import { openTenantsContext, useFileContext } from '../support/context.ts';
import { createActionOnA1 } from './support/actions.ts';
import { answeredEvaluation, pdf, upload } from './uploads-support.ts';

/**
 * Issue 12, item 7: a COLLABORATOR stored 40 × 1 MB in 1.1 s with no quota.
 * Each establishment has 500 Mo; the check holds when the uploads race.
 */
const { t, tenants, cookies } = useFileContext(() => openTenantsContext());

const MiB = 1024 * 1024;

async function usedBy(establishmentId: string): Promise<number> {
  const [row] = await t.db
    .select({ used: sql<string>`coalesce(sum(${documents.size}), 0)` })
    .from(documents)
    .where(eq(documents.establishmentId, establishmentId));
  return Number(row!.used);
}

describe('uploads: per-establishment storage quota', () => {
  it('lets 40 parallel 1 MiB uploads of a COLLABORATOR fill the space left and refuses the rest in French', async () => {
    const establishmentId = tenants.establishmentA1.id;
    const { evaluationId, questionKey } = await answeredEvaluation(t, cookies, establishmentId);
    // The establishment already holds all but 20 MiB (rows only: the quota counts stored sizes).
    await t.db.insert(documents).values({
      clientId: tenants.clientA.id,
      establishmentId,
      purpose: 'ESTABLISHMENT',
      type: 'AUTRE',
      name: 'archives.pdf',
      mimeType: 'application/pdf',
      size: ESTABLISHMENT_STORAGE_QUOTA - 20 * MiB,
      sha256: '0'.repeat(64),
      storageKey: crypto.randomUUID(),
    });
    const path = `/api/v1/evaluations/${evaluationId}/answers/${questionKey}/evidence/upload`;
    const startedAt = performance.now();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        upload(t, path, cookies.collaboratorA, { file: pdf(MiB, `preuve-${index}.pdf`) }),
      ),
    );
    console.info(`40 × 1 MiB in parallel: ${(performance.now() - startedAt).toFixed(0)} ms`);
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    const refused = results.filter((result) => result.status !== 200);
    expect(refused).toHaveLength(20);
    for (const result of refused) {
      expect(result.status).toBe(400);
      expect(result.body.data.fieldErrors.file).toBe(DOCUMENT_MESSAGES.storageFull);
    }
    expect(DOCUMENT_MESSAGES.storageFull).toBe(
      "Espace de stockage de l'établissement plein (500 Mo) : supprimez des documents avant d'en ajouter",
    );
    expect(await usedBy(establishmentId)).toBe(ESTABLISHMENT_STORAGE_QUOTA);

    // Every other upload path of that establishment is refused too, even for one byte more.
    const actionId = await createActionOnA1(t, tenants, cookies.directorA);
    for (const [target, cookie, fields] of [
      [`/api/v1/establishments/${establishmentId}/documents`, cookies.directorA, { type: 'AUTRE' }],
      [`/api/v1/actions/${actionId}/evidence`, cookies.directorA, {}],
    ] as const) {
      const full = await upload(t, target, cookie, { ...fields, file: pdf(16) });
      expect(full.status, target).toBe(400);
      expect(full.body.data.fieldErrors.file).toBe(DOCUMENT_MESSAGES.storageFull);
    }
    expect(await usedBy(establishmentId)).toBe(ESTABLISHMENT_STORAGE_QUOTA);

    // The quota is the establishment's: its neighbour still has room.
    const neighbour = await upload(
      t,
      `/api/v1/establishments/${tenants.establishmentA2.id}/documents`,
      cookies.masterA,
      {
        type: 'AUTRE',
        file: pdf(MiB),
      },
    );
    expect(neighbour.status, JSON.stringify(neighbour.body)).toBe(201);
  });

  it("bounds a form's templates the same way, without touching the establishments' space", async () => {
    const form = await t.request('POST', '/api/v1/forms', {
      cookie: cookies.masterA,
      body: { name: 'Modèles (quota)', kind: 'CONFORMITY' },
    });
    expect(form.status, JSON.stringify(form.body)).toBe(201);
    await t.db.insert(documents).values({
      clientId: tenants.clientA.id,
      formId: form.body.id,
      purpose: 'TEMPLATE',
      name: 'modele.pdf',
      mimeType: 'application/pdf',
      size: ESTABLISHMENT_STORAGE_QUOTA - 1024,
      sha256: '0'.repeat(64),
      storageKey: crypto.randomUUID(),
    });
    const path = `/api/v1/forms/${form.body.id}/templates`;
    const full = await upload(t, path, cookies.masterA, { file: pdf(2048) });
    expect(full.status, JSON.stringify(full.body)).toBe(400);
    expect(full.body.data.fieldErrors.file).toBe(DOCUMENT_MESSAGES.templateStorageFull);
    expect((await upload(t, path, cookies.masterA, { file: pdf(1024) })).status).toBe(201);
  });
});
