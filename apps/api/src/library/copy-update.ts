import type { CopyUpdate } from '@qc/shared/library/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { auditedUpdate } from '../audit/audit.ts';
import type { Database } from '../db/client.ts';
import { forms, formVersions, questions } from '../db/schema-questionnaires.ts';
import { conflict, fieldError } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { getFormDetail, isVersionAnswered, lockFormToAuthor } from '../questionnaires/forms-queries.ts';
import { toColumns } from '../questionnaires/question-changes.ts';
import type { Transaction } from '../common/transaction.ts';
import { stableStringify } from './import-form.ts';

type QuestionRow = typeof questions.$inferSelect;

export const COPY_UPDATE_ERRORS = {
  notACopy: 'Ce questionnaire n’est pas une copie d’un questionnaire de la bibliothèque partagée',
  sourceGone: 'Le questionnaire d’origine n’est plus dans la bibliothèque partagée',
  upToDate: (version: number) => `Votre copie est déjà à jour de la version ${version} du questionnaire d’origine`,
} as const;

/** What a question asks and how it is scored, whatever its id, version or position. */
function contentOf(row: QuestionRow | undefined): string | null {
  return row ? stableStringify(toColumns(row as never)) : null;
}

async function listVersion(tx: Transaction, formId: string, version: number): Promise<QuestionRow[]> {
  return tx
    .select()
    .from(questions)
    .where(and(eq(questions.formId, formId), eq(questions.version, version)))
    .orderBy(asc(questions.position), asc(questions.createdAt));
}

/**
 * « Mettre à jour ma copie » (ADR 029): a client's copy takes what its shared
 * source changed between the version copied and the source's current one,
 * question by question (matched by key, as answers are). A question the client
 * left as copied takes the source's new wording, or goes if the source removed
 * it; a question the source added is added. A question the client adapted (or
 * removed) and the source changed too keeps the client's choice and is listed,
 * so nothing the client wrote is lost. The copy then remembers the source's
 * current version. Versioning as any question change (ADR 013): if evaluations
 * answer the copy's current version, the merge makes a new version.
 */
export async function updateCopyFromSource(db: Database, actor: Actor, id: string): Promise<CopyUpdate> {
  const result = await db.transaction(async (tx) => {
    const copy = await lockFormToAuthor(tx, actor, id);
    if (copy.clientId === null || !copy.sourceFormId || copy.sourceVersion === null) {
      fieldError('id', COPY_UPDATE_ERRORS.notACopy);
    }
    const [source] = await tx
      .select()
      .from(forms)
      .where(and(eq(forms.id, copy.sourceFormId), isNull(forms.clientId)));
    if (!source) fieldError('id', COPY_UPDATE_ERRORS.sourceGone);
    // The copy's state, not the request: also what the second of two updates at once finds, once the first committed.
    if (source.version <= copy.sourceVersion) conflict(COPY_UPDATE_ERRORS.upToDate(source.version));

    const [base, theirs, mine] = await Promise.all([
      listVersion(tx, source.id, copy.sourceVersion),
      listVersion(tx, source.id, source.version),
      listVersion(tx, copy.id, copy.version),
    ]);
    const baseByKey = new Map(base.map((row) => [row.key, row]));
    const theirsByKey = new Map(theirs.map((row) => [row.key, row]));
    const mineByKey = new Map(mine.map((row) => [row.key, row]));
    const kept: CopyUpdate['kept'] = [];
    let taken = 0;
    // The copy's questions, in its order, with the source's changes applied where the client left them as copied.
    const merged: Array<Omit<QuestionRow, 'id' | 'createdAt' | 'formId' | 'version' | 'position'>> = [];
    const takeOrKeep = (key: string): 'take' | 'keep' | 'same' => {
      const was = contentOf(baseByKey.get(key));
      const now = contentOf(theirsByKey.get(key));
      if (was === now) return 'same';
      if (contentOf(mineByKey.get(key)) === was) return 'take';
      const label = mineByKey.get(key)?.label ?? theirsByKey.get(key)?.label ?? baseByKey.get(key)?.label ?? key;
      kept.push({ key, label });
      return 'keep';
    };
    const decisions = new Map(
      [...new Set([...base.map((row) => row.key), ...theirs.map((row) => row.key)])].map((key) => [
        key,
        takeOrKeep(key),
      ]),
    );
    const strip = ({
      id: _id,
      createdAt: _createdAt,
      formId: _formId,
      version: _version,
      position: _position,
      ...row
    }: QuestionRow) => row;
    for (const row of mine) {
      if (decisions.get(row.key) !== 'take') {
        merged.push(strip(row));
        continue;
      }
      taken += 1;
      const next = theirsByKey.get(row.key);
      if (next) merged.push(strip(next));
    }
    // Questions the source added (and the copy does not have): after the question that precedes them in the source.
    for (const [index, row] of theirs.entries()) {
      if (decisions.get(row.key) !== 'take' || mineByKey.has(row.key)) continue;
      taken += 1;
      const previousKey = theirs[index - 1]?.key;
      const at = previousKey ? merged.findIndex((item) => item.key === previousKey) : -1;
      merged.splice(at + 1, 0, strip(row));
    }

    let version = copy.version;
    if (taken > 0) {
      if (await isVersionAnswered(tx, copy.id, version)) {
        version += 1;
        await tx.insert(formVersions).values({ formId: copy.id, version, createdById: actor.id });
      } else {
        await tx.delete(questions).where(and(eq(questions.formId, copy.id), eq(questions.version, version)));
      }
      if (merged.length > 0) {
        await tx
          .insert(questions)
          .values(merged.map((row, position) => ({ ...row, formId: copy.id, version, position })));
      }
    }
    const change = { entity: 'form', clientId: copy.clientId, id: copy.id, before: copy };
    await auditedUpdate(tx, actor, change, forms, { version, sourceVersion: source.version, updatedAt: new Date() });
    return { taken, kept };
  });
  return { form: await getFormDetail(db, actor, id), ...result };
}
