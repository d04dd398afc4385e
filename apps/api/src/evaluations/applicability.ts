import type { RegulatoryProfile } from '@qc/shared/establishments/profile';
import type { EvaluationApplicability } from '@qc/shared/evaluations/schemas';
import {
  findExcludedQuestions,
  findUnknownProfileFields,
  type ExcludedQuestion,
} from '@qc/shared/questionnaires/applicability';
import type { Question } from '@qc/shared/questionnaires/question-schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import type { FrozenApplicability } from '../db/schema-evaluations.ts';
import { toRegulatoryProfile } from '../establishments/queries.ts';

type Executor = Pick<Database, 'select'>;

/** The establishment's regulatory profile as it is now (the caller has checked the scope). */
export async function loadProfile(db: Executor, establishmentId: string): Promise<RegulatoryProfile> {
  const [row] = await db.select().from(establishments).where(eq(establishments.id, establishmentId));
  return toRegulatoryProfile(row!);
}

/** Issue 26 (ADR 035): what an evaluation stores when it starts or is refreshed. */
export function freezeApplicability(questions: readonly Question[], profile: RegulatoryProfile): FrozenApplicability {
  return { frozenAt: new Date().toISOString(), excluded: findExcludedQuestions(questions, profile), profile };
}

function sameExclusions(a: readonly ExcludedQuestion[], b: readonly ExcludedQuestion[]): boolean {
  const key = (list: readonly ExcludedQuestion[]) =>
    JSON.stringify(list.map((item) => [item.questionKey, item.reason]).sort());
  return key(a) === key(b);
}

/**
 * What the evaluation screen shows of its applicability: the frozen exclusions, whether the profile now says
 * otherwise (an evaluation in progress offers « Mettre à jour l'applicabilité »), and the profile fields the
 * questions' conditions need that are still empty.
 */
export function toApplicabilityView(
  status: string,
  frozen: FrozenApplicability | null,
  questions: readonly Question[],
  profile: RegulatoryProfile,
): EvaluationApplicability {
  const excluded = frozen?.excluded ?? [];
  const current = findExcludedQuestions(questions, profile);
  return {
    frozenAt: frozen?.frozenAt ?? null,
    notApplicable: excluded,
    outdated: status === 'IN_PROGRESS' && !sameExclusions(excluded, current),
    missingProfileFields: findUnknownProfileFields(questions, profile),
  };
}
