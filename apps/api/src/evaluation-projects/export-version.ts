import { eq } from 'drizzle-orm';
import { fileNameSlug } from '../common/file-name.ts';
import type { Database } from '../db/client.ts';
import { establishments } from '../db/schema.ts';
import { FILE_MEDIA_TYPES } from '@qc/shared/validation/json-schema';
import { selectEstablishmentInfo } from '../reports/establishment-info.ts';
import type { ReportPool } from '../reports/pool.ts';
import type { Actor } from '../scope/actor.ts';
import { findVersion, toVersion } from './access.ts';

/**
 * A version as a PDF or a Word document: read and scoped here, rendered by the report workers (pool.ts), so the
 * packing never holds the event loop. A draft exports too, marked « non validé », so it can be reread on paper.
 */
export async function exportEvaluationProjectVersion(
  db: Database,
  pool: ReportPool,
  actor: Actor,
  id: string,
  format: 'pdf' | 'docx',
): Promise<File> {
  const row = await findVersion(db, actor, id);
  const establishment = await selectEstablishmentInfo(db, eq(establishments.id, row.version.establishmentId));
  const version = toVersion(row);
  const data = { establishment: establishment!, version, generatedAt: new Date().toISOString() };
  const bytes = await pool.render(
    format === 'pdf' ? { kind: 'evaluationProject', data } : { kind: 'evaluationProjectDocx', data },
  );
  const suffix = version.state === 'DRAFT' ? 'brouillon' : `v${version.number}`;
  const name = `${fileNameSlug(`projet-evaluation-${establishment!.name}-${suffix}`, 120) || 'projet-evaluation'}.${format}`;
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type: FILE_MEDIA_TYPES[format] });
}
