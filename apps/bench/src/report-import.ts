import { IMPORT_TARGET_MS, type ImportMeasures } from './import.ts';
import { ms } from './report-format.ts';
import type { Measures, Row } from './report-measures.ts';

/** Issue 32: dry run and import each ≤ 5 s on PostgreSQL; the re-import of the same file writes nothing. */
export function importRows(measured: ImportMeasures & { verified: string[] }, database: Measures['database']): Row[] {
  const shape = measured.shape;
  const of = `${measured.rows} lignes : ${shape.legalEntities} entités, ${shape.establishments} établissements, ${shape.members} membres, ${shape.users} utilisateurs`;
  const onPostgres = database === 'postgres';
  const target = onPostgres
    ? `≤ ${ms(IMPORT_TARGET_MS)}`
    : `— (PGlite : relevé ; cible ≤ ${ms(IMPORT_TARGET_MS)} sur PostgreSQL)`;
  const counts = (step: ImportMeasures['apply']) =>
    step.tables.map((table) => `${table.kind} +${table.create}/~${table.update}/=${table.unchanged}`).join(', ');
  const unchanged = measured.reimport.tables.every((table) => table.unchanged === table.rows);
  return [
    {
      figure: `import : lecture du classeur (${of}, ${measured.fileKb.toFixed(0)} ko)`,
      value: ms(measured.readMs),
      target: '— (relevé, dans le banc)',
      floorRatio: '—',
      met: null,
    },
    {
      figure: 'import : lignes passées aux schémas des formulaires',
      value: ms(measured.checkRowsMs),
      target: '— (relevé, dans le banc)',
      floorRatio: '—',
      met: null,
    },
    {
      figure: 'import : vérification (POST /imports/check, HTTP)',
      value: ms(measured.dryRun.ms),
      target,
      floorRatio: '—',
      met: onPostgres ? measured.dryRun.ms <= IMPORT_TARGET_MS : null,
    },
    {
      figure: 'import : « Importer » (POST /imports/apply, une transaction)',
      value: `${ms(measured.apply.ms)} (${counts(measured.apply)}, liens +${measured.apply.linksToCreate})`,
      target,
      floorRatio: '—',
      met: onPostgres ? measured.apply.ms <= IMPORT_TARGET_MS : null,
    },
    {
      figure: 'import : le même fichier une 2e fois',
      value: `${ms(measured.reimport.ms)} (${unchanged ? 'rien de changé' : counts(measured.reimport)})`,
      target: 'rien d’écrit',
      floorRatio: '—',
      met: unchanged && measured.reimport.linksToCreate === 0 && measured.verified.length === 0,
    },
    {
      figure: 'import : le fichier, 1 ligne sur 10 modifiée',
      value: `${ms(measured.update.ms)} (${counts(measured.update)})`,
      target,
      floorRatio: '—',
      met: onPostgres ? measured.update.ms <= IMPORT_TARGET_MS : null,
    },
    {
      figure: 'import : contrôle de la base après coup',
      value: measured.verified.length === 0 ? 'conforme' : measured.verified.join(' ; '),
      target: 'lignes, liens, 3 entrées d’audit, 1 invitation par compte',
      floorRatio: '—',
      met: measured.verified.length === 0,
    },
  ];
}
