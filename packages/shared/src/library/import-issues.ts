import type * as v from 'valibot';

type Named = { key?: unknown; name?: unknown; label?: unknown };

/**
 * Words a validation issue of an imported file so that the author finds the
 * question at fault: « Catégorie « Projet », questionnaire « Protocoles »,
 * question 4 (clé rf-03) : Le libellé de la question est obligatoire ».
 */
export function describeImportIssue(file: unknown, path: ReadonlyArray<PropertyKey>, message: string): string {
  const parts: string[] = [];
  let node: unknown = file;
  for (let index = 0; index < path.length; index++) {
    const segment = path[index];
    node = (node as Record<PropertyKey, unknown> | undefined)?.[segment as never];
    const parent = path[index - 1];
    if (typeof segment !== 'number') continue;
    const item = (node ?? {}) as Named;
    const name = typeof item.name === 'string' && item.name.trim() ? ` « ${item.name.trim()} »` : '';
    const key = typeof item.key === 'string' && item.key ? ` (clé ${item.key})` : '';
    if (parent === 'categories') parts.push(`Catégorie ${segment + 1}${name}`);
    else if (parent === 'forms') parts.push(`questionnaire ${segment + 1}${name}`);
    else if (parent === 'questions') parts.push(`question ${segment + 1}${key}`);
    else if (parent === 'options') parts.push(`option ${segment + 1}`);
  }
  if (parts.length === 0) return message;
  const where = parts.join(', ');
  return `${where.charAt(0).toUpperCase()}${where.slice(1)} : ${message}`;
}

export function toIssuePath(issue: v.BaseIssue<unknown>): PropertyKey[] {
  return (issue.path ?? []).map((item) => item.key as PropertyKey);
}
