import { DOCUMENT_MESSAGES } from '@qc/shared/documents/schemas';
import { EVALUATION_MESSAGES } from '@qc/shared/evaluations/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents } from '../../src/db/schema-documents.ts';
import { answerEvidence } from '../../src/db/schema-evaluations.ts';
import { openTenantsContext, useFileContext } from '../support/context.ts';
import { answeredEvaluation, pdf, upload } from './uploads-support.ts';

/**
 * Issue 12, item 11: deleting a document while attaching it as evidence
 * answered 500 on PostgreSQL (foreign key violation, on either side). Each
 * round must end in a French 404 or 409 and a consistent state: either the
 * document is gone and nothing links to it, or it stays, linked.
 * Runs on PGlite (serialized) and on PostgreSQL (TEST_DATABASE_URL).
 */
const { t, tenants, cookies } = useFileContext(() => openTenantsContext());

describe('uploads: deleting a document while it is attached as evidence', () => {
  it('ends each of 10 rounds in a French 404 or 409 and a consistent state', async () => {
    const establishmentId = tenants.establishmentA1.id;
    const { evaluationId, questionKey } = await answeredEvaluation(t, cookies, establishmentId);
    const outcomes = { deleted: 0, attached: 0 };
    for (let round = 0; round < 10; round++) {
      const created = await upload(t, `/api/v1/establishments/${establishmentId}/documents`, cookies.directorA, {
        type: 'PROTOCOLE',
        file: pdf(256, `protocole-${round}.pdf`),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const documentId: string = created.body.id;
      const [removed, attached] = await Promise.all([
        t.request('DELETE', `/api/v1/documents/${documentId}`, { cookie: cookies.directorA }),
        t.request('POST', `/api/v1/evaluations/${evaluationId}/answers/${questionKey}/evidence`, {
          cookie: cookies.collaboratorA,
          body: { documentId },
        }),
      ]);
      const detail = `round ${round}: DELETE ${removed.status} ${JSON.stringify(removed.body)}, attach ${attached.status} ${JSON.stringify(attached.body)}`;
      const [row] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.id, documentId));
      const links = await t.db.select().from(answerEvidence).where(eq(answerEvidence.documentId, documentId));
      if (removed.status === 204) {
        outcomes.deleted++;
        expect(attached.status, detail).toBe(404);
        expect(attached.body.message, detail).toBe(EVALUATION_MESSAGES.documentNotFound);
        expect(row, detail).toBeUndefined();
        expect(links, detail).toHaveLength(0);
      } else {
        outcomes.attached++;
        expect(removed.status, detail).toBe(409);
        expect(removed.body.message, detail).toBe(DOCUMENT_MESSAGES.inUseByAnswers(1));
        expect(attached.status, detail).toBe(200);
        expect(row, detail).toBeDefined();
        expect(links, detail).toHaveLength(1);
      }
    }
    console.info(`delete/attach race outcomes: ${JSON.stringify(outcomes)}`);
    expect(outcomes.deleted + outcomes.attached).toBe(10);
  });
});
