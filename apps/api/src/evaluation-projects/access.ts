import {
  CALENDAR_YEARS,
  EVALUATION_PROJECT_MESSAGES,
  REFERENTIEL_NAME,
  REFERENTIEL_PART_LABELS,
  REFERENTIEL_PARTS,
  type CriterionOption,
  type EvaluationProjectContent,
  type EvaluationProjectVersion,
} from '@qc/shared/evaluation-projects/schemas';
import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { firstOrNotFound } from '../common/domain-errors.ts';
import { toIso } from '../common/dates.ts';
import type { Transaction } from '../common/transaction.ts';
import type { Database } from '../db/client.ts';
import { effectiveMembers, establishmentMembers } from '../db/schema-members.ts';
import { establishments } from '../db/schema.ts';
import { user } from '../db/schema-auth.ts';
import { evaluationProjectVersions } from '../db/schema-evaluation-projects.ts';
import { forms, questions } from '../db/schema-questionnaires.ts';
import { establishmentScopeWhere } from '../establishments/queries.ts';
import type { Actor } from '../scope/actor.ts';

type Executor = Pick<Database, 'select'> | Transaction;

const updatedBy = alias(user, 'updated_by');
const validatedBy = alias(user, 'validated_by');

/** Versions with the names of who last saved and who validated them; the caller adds the `where`. */
export function selectVersions(db: Executor) {
  return db
    .select({
      version: evaluationProjectVersions,
      updatedByName: updatedBy.name,
      validatedByName: validatedBy.name,
    })
    .from(evaluationProjectVersions)
    .innerJoin(establishments, eq(establishments.id, evaluationProjectVersions.establishmentId))
    .leftJoin(updatedBy, eq(updatedBy.id, evaluationProjectVersions.updatedById))
    .leftJoin(validatedBy, eq(validatedBy.id, evaluationProjectVersions.validatedById));
}

export type VersionRow = Awaited<ReturnType<ReturnType<typeof selectVersions>['where']>>[number];

/** A version of a projet d'évaluation of an establishment in the caller's scope (404 otherwise). */
export async function findVersion(db: Executor, actor: Actor, id: string): Promise<VersionRow> {
  return firstOrNotFound(
    selectVersions(db).where(
      and(eq(evaluationProjectVersions.id, id), establishmentScopeWhere(await actor.getScope())),
    ),
    EVALUATION_PROJECT_MESSAGES.versionNotFound,
  );
}

export async function listVersions(db: Executor, establishmentId: string): Promise<VersionRow[]> {
  return selectVersions(db)
    .where(eq(evaluationProjectVersions.establishmentId, establishmentId))
    .orderBy(desc(evaluationProjectVersions.number));
}

export function toVersion(row: VersionRow): EvaluationProjectVersion {
  const { version } = row;
  return {
    id: version.id,
    establishmentId: version.establishmentId,
    number: version.number,
    state: version.state,
    ...version.content,
    pilotMemberId: version.pilotMemberId,
    pilotName: version.pilotName,
    updatedAt: toIso(version.updatedAt),
    updatedByName: row.updatedByName,
    validatedAt: version.validatedAt ? toIso(version.validatedAt) : null,
    validatedByName: row.validatedByName,
  };
}

/** An empty content: the calendar's five years start this year. */
export function emptyContent(startYear: number): EvaluationProjectContent {
  return {
    criteria: [],
    indicators: [],
    startYear,
    calendar: Array.from({ length: CALENDAR_YEARS }, (_, index) => ({ year: startYear + index, plan: '' })),
    teamParticipation: '',
    familyParticipation: '',
  };
}

const PARTS_GROUP = `Parties du ${REFERENTIEL_NAME}`;

/**
 * What a criterion may be: the référentiel's three parts, then the QUALITY questions of the forms the
 * establishment evaluates (active, shared or its client's, applying to its category), grouped by form. The
 * référentiel's fiches are not in the library yet (issue 28 item 1), so none is offered or cited here.
 */
export async function criteriaOptions(
  db: Executor,
  establishment: { clientId: string; category: string | null },
): Promise<CriterionOption[]> {
  const parts: CriterionOption[] = REFERENTIEL_PARTS.map((part) => ({
    kind: 'PART',
    ref: part,
    label: REFERENTIEL_PART_LABELS[part],
    reference: REFERENTIEL_NAME,
    group: PARTS_GROUP,
  }));
  const where: SQL[] = [
    eq(forms.kind, 'QUALITY'),
    eq(forms.status, 'ACTIVE'),
    or(isNull(forms.clientId), eq(forms.clientId, establishment.clientId)) as SQL,
  ];
  if (establishment.category)
    where.push(
      sql`(cardinality(${forms.establishmentCategories}) = 0 or ${establishment.category} = any(${forms.establishmentCategories}))`,
    );
  const rows = await db
    .select({ key: questions.key, label: questions.label, reference: questions.reference, formName: forms.name })
    .from(questions)
    .innerJoin(forms, and(eq(forms.id, questions.formId), eq(forms.version, questions.version)))
    .where(and(...where))
    // The client's own copies first, so that a key both carry reads as the client worded it.
    .orderBy(sql`${forms.clientId} is null`, asc(forms.position), asc(forms.name), asc(questions.position));
  const seen = new Set<string>();
  const asked: CriterionOption[] = [];
  for (const row of rows) {
    if (seen.has(row.key)) continue;
    seen.add(row.key);
    asked.push({ kind: 'QUESTION', ref: row.key, label: row.label, reference: row.reference, group: row.formName });
  }
  return [...parts, ...asked];
}

/** The members linked to the establishment: who may pilot its projet d'évaluation. */
export async function pilotOptions(db: Executor, establishmentId: string) {
  return db
    .select({
      id: effectiveMembers.id,
      name: sql<string>`${effectiveMembers.firstName} || ' ' || ${effectiveMembers.lastName}`,
    })
    .from(establishmentMembers)
    .innerJoin(effectiveMembers, eq(effectiveMembers.id, establishmentMembers.effectiveMemberId))
    .where(eq(establishmentMembers.establishmentId, establishmentId))
    .orderBy(asc(effectiveMembers.lastName), asc(effectiveMembers.firstName), asc(effectiveMembers.id));
}

/** What the audit journal keeps of a version: its number, state and content. */
export function auditSnapshot(version: typeof evaluationProjectVersions.$inferSelect) {
  return {
    id: version.id,
    establishmentId: version.establishmentId,
    number: version.number,
    state: version.state,
    pilotMemberId: version.pilotMemberId,
    content: version.content,
  };
}
