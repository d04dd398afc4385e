import { getParisToday } from '@qc/shared/validation/dates';
import { documents } from '../../src/db/schema-documents.ts';
import { evaluations } from '../../src/db/schema-evaluations.ts';
import { forms } from '../../src/db/schema-questionnaires.ts';
import type { Database } from '../../src/db/client.ts';

/**
 * Rows written straight into the database for the reading views (group view, board report): forms,
 * evaluations with their frozen result, proofs with a validity date; and days counted from now.
 */

export const DAY = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
export const parisDay = (offset: number) => getParisToday(new Date(Date.now() + offset * DAY));

export async function insertForm(
  db: Database,
  values: { name: string; categoryId: string | null; clientId: string | null },
) {
  const [form] = await db
    .insert(forms)
    .values({ ...values, kind: 'CONFORMITY', version: 1 })
    .returning();
  return form!;
}

export async function insertEvaluation(
  db: Database,
  values: {
    establishmentId: string;
    formId: string;
    status: 'COMPLETED' | 'IN_PROGRESS';
    at: Date;
    score?: number;
    conformityRate?: number;
  },
) {
  const completed = values.status === 'COMPLETED';
  const [row] = await db
    .insert(evaluations)
    .values({
      establishmentId: values.establishmentId,
      formId: values.formId,
      formVersion: 1,
      status: values.status,
      startedAt: values.at,
      completedAt: completed ? values.at : null,
      result: completed
        ? {
            score: values.score ?? null,
            conformityRate: values.conformityRate ?? null,
            answered: 2,
            notApplicable: 0,
            total: 2,
            criticalNonConformities: 0,
            missingMandatoryDocuments: 0,
          }
        : null,
    })
    .returning();
  return row!;
}

export async function insertProof(db: Database, establishment: { id: string; clientId: string }, validUntil: string) {
  const [row] = await db
    .insert(documents)
    .values({
      clientId: establishment.clientId,
      establishmentId: establishment.id,
      purpose: 'ESTABLISHMENT',
      name: `preuve-${validUntil}.pdf`,
      mimeType: 'application/pdf',
      size: 10,
      sha256: 'x'.repeat(64),
      storageKey: `test/${crypto.randomUUID()}`,
      validUntil,
    })
    .returning();
  return row!;
}
