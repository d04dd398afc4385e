import type { ImportSummary } from '@qc/shared/library/contract';

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** The result of an import, in one French sentence per kind of item. */
export function describeImportSummary(summary: ImportSummary): string[] {
  return [
    `Catégories : ${plural(summary.categoriesCreated, 'créée', 'créées')}, ${plural(summary.categoriesUpdated, 'mise à jour', 'mises à jour')}.`,
    `Questionnaires : ${plural(summary.formsCreated, 'créé', 'créés')}, ${plural(summary.formsUpdated, 'mis à jour', 'mis à jour')}, ${plural(summary.formsUnchanged, 'inchangé', 'inchangés')}.`,
    `${plural(summary.questions, 'question lue', 'questions lues')} dans le fichier.`,
  ];
}

/**
 * The French messages of a refused file: the server names the category, form
 * and question at fault in `data.issues`; else its single message.
 */
export function getImportIssues(error: unknown): string[] {
  const data = (error as { data?: { issues?: unknown } } | null)?.data;
  const issues = Array.isArray(data?.issues)
    ? data.issues
        .map((issue: unknown) => (issue as { message?: unknown } | null)?.message)
        .filter((message): message is string => typeof message === 'string' && message.length > 0)
    : [];
  return [...new Set(issues)];
}
