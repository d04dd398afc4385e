import type { FormDetail } from '@qc/shared/questionnaires/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { audited } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { forms, formVersions, questions } from '../db/schema-questionnaires.ts';
import { fieldError, notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { assertCanAuthor } from '../questionnaires/access.ts';
import { FORM_ERRORS, getFormDetail } from '../questionnaires/forms-queries.ts';

/**
 * A client copies a shared form to adapt it. The copy keeps the question keys
 * (so answers compare across the two) and remembers its source and the
 * version copied, so the library can say when the source moves on. It starts
 * inactive: directors never see the original and « … (copie) » side by side.
 */
export async function copySharedForm(db: Database, actor: Actor, id: string): Promise<FormDetail> {
  const owner = actor.clientId;
  if (!owner) fieldError('id', 'Seul un utilisateur rattaché à un client peut copier un questionnaire dans son client');
  assertCanAuthor(actor, owner, FORM_ERRORS.notFound);
  const copyId = await db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(forms)
      .where(and(eq(forms.id, id), isNull(forms.clientId)));
    if (!source) notFound(FORM_ERRORS.notFound);
    const sourceQuestions = await tx
      .select()
      .from(questions)
      .where(and(eq(questions.formId, source.id), eq(questions.version, source.version)));
    const copy = await audited(tx, actor, { entity: 'form', action: 'create', clientId: owner }, async () => {
      const [row] = await tx
        .insert(forms)
        .values({
          clientId: owner,
          // A shared category stays valid for a client's form.
          categoryId: source.categoryId,
          name: `${source.name} (copie)`,
          description: source.description,
          kind: source.kind,
          // A draft (issue 19 item 8): inactive, no establishment sees it beside the original until
          // the client's author has adapted it and made it active in « Informations ».
          status: 'INACTIVE',
          version: 1,
          position: source.position,
          establishmentCategories: source.establishmentCategories,
          sourceFormId: source.id,
          sourceVersion: source.version,
        })
        .returning();
      await tx.insert(formVersions).values({ formId: row!.id, version: 1, createdById: actor.id });
      if (sourceQuestions.length > 0) {
        await tx.insert(questions).values(
          sourceQuestions.map(({ id: _id, createdAt: _createdAt, ...question }) => ({
            ...question,
            formId: row!.id,
            version: 1,
          })),
        );
      }
      return row!;
    });
    return copy.id;
  });
  return getFormDetail(db, actor, copyId);
}
