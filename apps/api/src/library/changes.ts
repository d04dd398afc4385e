import {
  QUESTION_CHANGE_FIELDS,
  type LibraryFormChanges,
  type QuestionChange,
  type QuestionChangeField,
} from '@qc/shared/library/change-schemas';
import { type FormChangeNote } from '@qc/shared/library/change-schemas';
import { compareLibraryVersions } from '@qc/shared/library/releases';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { describeAppliesWhen, DOCUMENT_REQUIRED_FOR_LABELS } from '@qc/shared/questionnaires/applicability-wording';
import { and, asc, eq, gte } from 'drizzle-orm';
import { toIso } from '../common/dates.ts';
import type { Database } from '../db/client.ts';
import { forms, formVersions, libraryReleases, questions } from '../db/schema-questionnaires.ts';
import { notFound } from '../common/domain-errors.ts';
import type { Actor } from '../scope/actor.ts';
import { visibleWhere } from '../questionnaires/access.ts';
import { FORM_ERRORS } from '../questionnaires/forms-queries.ts';
import { toQuestion } from '../questionnaires/mappers.ts';

/** A question field as the reading room shows it: text, or null when empty. */
function fieldText(question: Question, field: QuestionChangeField): string | null {
  const value = question[field];
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (field === 'options') {
    const options = question.options;
    return options.length ? options.map((option) => `${option.label} (${option.score})`).join(' ; ') : null;
  }
  if (field === 'scale') {
    const scale = question.scale;
    return scale
      ? `${scale.min} à ${scale.max}${scale.labels.length ? ` (${scale.labels.join(', ')})` : ''}${scale.allowOptimized ? ', « optimisé » possible' : ''}`
      : null;
  }
  if (field === 'appliesWhen') return question.appliesWhen ? describeAppliesWhen(question.appliesWhen) : null;
  if (field === 'documentRequiredFor') return DOCUMENT_REQUIRED_FOR_LABELS[question.documentRequiredFor];
  return String(value);
}

/** The fields that differ between two versions of a question. */
export function diffQuestion(before: Question, after: Question): QuestionChange['fields'] {
  return QUESTION_CHANGE_FIELDS.flatMap((field) => {
    const old = fieldText(before, field);
    const now = fieldText(after, field);
    return old === now ? [] : [{ field, before: old, after: now }];
  });
}

/** The question changes from one version to the next, in the newer version's order (removed ones last). */
export function diffVersions(
  older: readonly Question[],
  newer: readonly Question[],
  notesFor: (key: string) => FormChangeNote[],
): QuestionChange[] {
  const olderByKey = new Map(older.map((question) => [question.key, question]));
  const newerKeys = new Set(newer.map((question) => question.key));
  const changes: QuestionChange[] = [];
  for (const question of newer) {
    const previous = olderByKey.get(question.key);
    if (!previous) {
      changes.push({
        key: question.key,
        label: question.label,
        status: 'ADDED',
        fields: [],
        notes: notesFor(question.key),
      });
      continue;
    }
    const fields = diffQuestion(previous, question);
    if (fields.length > 0) {
      changes.push({
        key: question.key,
        label: question.label,
        status: 'MODIFIED',
        fields,
        notes: notesFor(question.key),
      });
    }
  }
  for (const question of older) {
    if (!newerKeys.has(question.key)) {
      changes.push({
        key: question.key,
        label: question.label,
        status: 'REMOVED',
        fields: [],
        notes: notesFor(question.key),
      });
    }
  }
  return changes;
}

/**
 * The releases whose changes a version tagged `release` brings: those after
 * `previous` (the release of the nearest earlier tagged version) up to
 * `release`, oldest first. A start-up that skipped releases (an instance at
 * 2026.11 starting on 2026.11.2) makes one version for all of them, and each
 * one's reasons must stay readable. With no earlier tagged version (a form of
 * an instance from before releases), every release up to `release`.
 */
export function coveredReleases(known: readonly string[], release: string, previous: string | null): string[] {
  return known
    .filter(
      (version) =>
        compareLibraryVersions(version, release) <= 0 &&
        (previous === null || compareLibraryVersions(version, previous) > 0),
    )
    .sort(compareLibraryVersions);
}

/**
 * The reading room's « ce qui a changé » of an active form (ADR 029): for each
 * version after `since` (after the first when absent), newest first, the
 * questions added, removed or modified field by field, and, for a version a
 * release of the default library made, the reasons of every release it covers.
 */
export async function getLibraryFormChanges(
  db: Database,
  actor: Actor,
  id: string,
  since: number | undefined,
): Promise<LibraryFormChanges> {
  const [form] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), eq(forms.status, 'ACTIVE'), visibleWhere(forms.clientId, actor)));
  if (!form) notFound(FORM_ERRORS.notFound);
  const from = Math.max(1, since ?? 1);
  if (from >= form.version) return { formId: form.id, version: form.version, versions: [] };
  // Every version row (a handful): the release of the versions before `since` bounds what the first shown covers.
  const [versionRows, questionRows, releaseRows] = await Promise.all([
    db.select().from(formVersions).where(eq(formVersions.formId, form.id)).orderBy(asc(formVersions.version)),
    db
      .select()
      .from(questions)
      .where(and(eq(questions.formId, form.id), gte(questions.version, from)))
      .orderBy(asc(questions.position), asc(questions.createdAt)),
    db.select().from(libraryReleases),
  ]);
  const releases = new Map(releaseRows.map((row) => [row.version, row]));
  const known = [...releases.keys()];
  const byVersion = new Map<number, Question[]>();
  for (const row of questionRows) {
    const list = byVersion.get(row.version) ?? [];
    list.push(toQuestion(row));
    byVersion.set(row.version, list);
  }
  let previousRelease: string | null = null;
  const versions: LibraryFormChanges['versions'] = [];
  for (const row of versionRows) {
    const covered = row.libraryVersion ? coveredReleases(known, row.libraryVersion, previousRelease) : [];
    if (row.libraryVersion) previousRelease = row.libraryVersion;
    if (row.version <= from) continue;
    const notes = covered.flatMap((version) => {
      const release = releases.get(version)!;
      // A release's notes belong to the shared form they name, not to a client's form of the same key.
      return release.changes
        .filter((change) => form.clientId === null && change.form === form.externalKey)
        .map((change) => ({
          question: change.question,
          note: {
            change: change.change,
            reason: change.reason,
            sources: change.sources ?? [],
            libraryVersion: release.version,
            libraryDate: release.releasedOn,
          } satisfies FormChangeNote,
        }));
    });
    versions.push({
      version: row.version,
      createdAt: toIso(row.createdAt),
      libraryVersion: row.libraryVersion,
      libraryDate: (row.libraryVersion && releases.get(row.libraryVersion)?.releasedOn) || null,
      // The releases that name this form, and the one that made the version (it may have changed it unnamed).
      libraryVersions: covered.filter(
        (version) => version === row.libraryVersion || notes.some((item) => item.note.libraryVersion === version),
      ),
      notes: notes.filter((item) => !item.question).map((item) => item.note),
      questions: diffVersions(byVersion.get(row.version - 1) ?? [], byVersion.get(row.version) ?? [], (key) =>
        notes.filter((item) => item.question === key).map((item) => item.note),
      ),
    });
  }
  return { formId: form.id, version: form.version, versions: versions.reverse() };
}
