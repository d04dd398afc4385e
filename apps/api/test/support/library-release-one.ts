import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq, isNull } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { forms } from '../../src/db/schema-questionnaires.ts';
import { applyDefaultLibraryRelease } from '../../src/library/releases.ts';
import { DEFAULT_LIBRARY_DIR, mergeLibraryParts } from '@qc/shared/library/default-parts';
import { compareLibraryVersions, mergeLibraryReleases } from '@qc/shared/library/releases';

const sharedDir = path.dirname(createRequire(import.meta.url).resolve('@qc/shared/package.json'));

/**
 * The default library as release 2026.11.2 shipped it: the crèche part frozen in library/history/ (release
 * 2026.11.3 rewrote much of it), the other parts as today's files have them.
 */
function release2026112() {
  const dir = path.join(sharedDir, DEFAULT_LIBRARY_DIR);
  const parts = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) =>
      name === '10-eaje.json'
        ? path.join(sharedDir, 'src/library/history/10-eaje-2026.11.2.json')
        : path.join(dir, name),
    )
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as unknown);
  return { file: mergeLibraryParts(parts), releases: mergeLibraryReleases(parts) };
}

/**
 * Release 2026.11 of the default library, rebuilt from today's files by
 * undoing the one change of release 2026.11.1 (ADR 029): the changing-tables
 * question of « Locaux, aménagement et équipements ». The integration test and
 * the end-to-end test start an instance on it, then let 2026.11.1 reach it.
 */
export const RELEASE_ONE = {
  version: '2026.11',
  formKey: 'eaje-locaux-equipements',
  questionKey: 'eaje-locaux-equipements-06',
  label:
    'L’établissement dispose-t-il d’au moins un plan de change par tranche de 10 places autorisées (un plan au minimum en micro-crèche), chaque espace de change ayant un lavabo à hauteur d’adulte à proximité du plan de change ?',
  reference: 'Arrêté du 31 août 2021 (référentiel bâtimentaire)',
} as const;

/**
 * The questions release 2026.11.2 changed (the parent-run exceptions, CSP
 * R. 2324-50 and following), as release 2026.11.1 had them: undoing them gives
 * back 2026.11.1, on which the tests replay the arrival of 2026.11.1 itself.
 */
export const RELEASE_TWO_UNDO: ReadonlyArray<{
  key: string;
  label?: string;
  helpText: string | null;
  reference: string;
}> = [
  {
    key: 'eaje-direction-qualification-01',
    helpText:
      'En micro-crèche, le référent technique en fonction au 1er septembre 2026 peut rester directeur sans ces qualifications, avec le concours régulier d’une personne qualifiée (questionnaire « Règles propres aux micro-crèches ») : il est alors conforme à ce régime transitoire.',
    reference: 'CSP art. R2324-34 I',
  },
  {
    key: 'eaje-continuite-direction-04',
    helpText:
      'L’article R. 2324-36 fixe cet ordre : d’abord une personne relevant du 1° de l’article R. 2324-42 ; à défaut seulement, une personne relevant du 2° justifiant d’un an d’expérience professionnelle auprès de jeunes enfants.',
    reference: 'CSP art. R2324-36 ; CSP art. R2324-42',
  },
  {
    key: 'eaje-encadrement-effectifs-01',
    helpText:
      'Contrôlez plusieurs journées, heure par heure, en comparant le nombre d’enfants présents à l’effectif présent auprès d’eux. Les enfants présents ponctuellement avec l’assistant maternel qui les accompagne ne sont comptés ni dans les enfants ni dans l’effectif (R. 2324-43 II).',
    reference: 'CSP art. R2324-43 I',
  },
  {
    key: 'eaje-encadrement-effectifs-09',
    label:
      'Seuls les professionnels mentionnés à l’article R. 2324-42 (diplômés du 1° ou qualifiés au sens du 2°) sont-ils comptés dans l’effectif d’encadrement ?',
    helpText:
      'Vérifiez notamment la situation des stagiaires, des apprentis et des personnels affectés à d’autres tâches (cuisine, entretien).',
    reference: 'CSP art. R2324-43 I ; CSP art. R2324-42',
  },
  {
    key: 'eaje-encadrement-effectifs-04',
    helpText:
      'Règle de sécurité applicable dès le premier enfant dans les petites crèches, crèches, grandes et très grandes crèches. Au-delà de 24 places, l’un des deux est diplômé du 1° de l’article R. 2324-42 (question suivante du questionnaire des plus de 24 places). Les micro-crèches ont leur propre règle (à partir de quatre enfants).',
    reference: 'CSP art. R2324-43-1',
  },
  {
    key: 'eaje-encadrement-effectifs-05',
    helpText: 'Vérifiez sur les fiches de sortie des derniers mois le nombre d’enfants et de professionnels présents.',
    reference: 'CSP art. R2324-43-2',
  },
  {
    key: 'eaje-micro-creche-01',
    helpText:
      'En micro-crèche seulement, un professionnel peut être seul avec trois enfants au plus ; au-delà, deux professionnels sont requis.',
    reference: 'CSP art. R2324-43-1',
  },
  {
    key: 'eaje-micro-creche-08',
    helpText: null,
    reference: 'CSP art. R2324-43-2',
  },
  {
    key: 'eaje-autorisation-ouverture-06',
    helpText:
      'Micro-crèche : 12 places au plus ; petite crèche : 13 à 24 ; crèche : 25 à 39 ; grande crèche : 40 à 59 ; très grande crèche : 60 et plus.',
    reference: 'CSP art. R2324-46 I',
  },
];

type PortableQuestion = { key: string; label: string; helpText?: string; reference?: string };
type PortableForm = { key: string; questions: PortableQuestion[] };
type Portable = { categories: Array<{ forms: PortableForm[] }>; forms: PortableForm[] };

/** The default library as it was at `version`, rebuilt from release 2026.11.2's files by undoing the releases after it. */
export function libraryAt(version: '2026.11' | '2026.11.1' | '2026.11.2') {
  const { file, releases } = release2026112();
  const copy = structuredClone(file) as Portable;
  const upTo = releases.filter((release) => compareLibraryVersions(release.version, version) <= 0);
  if (version === '2026.11.2') return { file: copy, releases: upTo };
  const byKey = new Map(
    [...copy.categories.flatMap((category) => category.forms), ...copy.forms].flatMap((form) =>
      form.questions.map((question) => [question.key, question] as const),
    ),
  );
  for (const undo of RELEASE_TWO_UNDO) {
    const question = byKey.get(undo.key)!;
    if (undo.label) question.label = undo.label;
    if (undo.helpText === null) delete question.helpText;
    else question.helpText = undo.helpText;
    question.reference = undo.reference;
  }
  if (version === RELEASE_ONE.version) {
    const question = byKey.get(RELEASE_ONE.questionKey)!;
    question.label = RELEASE_ONE.label;
    question.reference = RELEASE_ONE.reference;
    delete question.helpText;
  }
  return { file: copy, releases: upTo };
}

export function releaseOne() {
  return libraryAt(RELEASE_ONE.version);
}

/** The shared library's form of that key (`externalKey`), as the database holds it now. */
export async function sharedForm(t: { db: Database }, key: string) {
  const [row] = await t.db
    .select()
    .from(forms)
    .where(and(isNull(forms.clientId), eq(forms.externalKey, key)));
  return row!;
}

// `node --import tsx library-release-one.ts <DATA_DIR> [2026.11.1]`: a PGlite data folder at release 2026.11
// (the e2e test's instance), then at 2026.11.1 when asked, each applied as a start-up would.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('Usage : library-release-one.ts <DATA_DIR>');
  const database = await openDatabase({ databaseUrl: null, dataDir });
  await database.migrate();
  await applyDefaultLibraryRelease(database.db, { library: releaseOne() });
  if (process.argv[3] === '2026.11.1')
    await applyDefaultLibraryRelease(database.db, { library: libraryAt('2026.11.1') });
  await database.close();
}
