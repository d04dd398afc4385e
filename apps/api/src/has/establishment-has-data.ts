import { combineHasParts } from '@qc/shared/scoring/has-parts';
import type { Database } from '../db/client.ts';
import type { EstablishmentHasData } from '../reports/has-section.tsx';
import type { Actor } from '../scope/actor.ts';
import { readEstablishmentHas } from './get-has-reading.ts';

/**
 * The combined HAS reading as the reports print it, computed on the request thread (a few hundred criteria: cheap)
 * so the worker receives plain data; null for an establishment without any HAS questionnaire.
 */
export async function establishmentHasData(
  db: Database,
  actor: Actor,
  establishmentId: string,
): Promise<EstablishmentHasData | null> {
  const { parts, missingForms } = await readEstablishmentHas(db, actor, establishmentId);
  if (parts.length === 0 && missingForms.length === 0) return null;
  return {
    result: combineHasParts(parts),
    parts: parts.map((part) => ({ formName: part.formName, completedAt: part.completedAt })),
    missingForms: missingForms.map(({ name, inProgress }) => ({ name, inProgress })),
  };
}
