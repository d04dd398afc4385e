/** One kind of record still attached to what someone wants to delete. */
export type Dependant = { count: number; singular: string; plural: string; isFeminine?: boolean };

/**
 * The French refusal naming what remains, e.g. 'Impossible de supprimer ce
 * client : 2 entités légales, 5 établissements et 3 utilisateurs y sont
 * rattachés'; null when nothing remains.
 */
export function describeDependants(subject: string, dependants: Dependant[]): string | null {
  const remaining = dependants.filter((dependant) => dependant.count > 0);
  if (remaining.length === 0) return null;
  const parts = remaining.map((d) => `${d.count} ${d.count === 1 ? d.singular : d.plural}`);
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;
  const total = remaining.reduce((sum, d) => sum + d.count, 0);
  const isFeminine = remaining.every((d) => d.isFeminine);
  const verb = total === 1 ? 'y est rattaché' : 'y sont rattaché';
  return `Impossible de supprimer ${subject} : ${list} ${verb}${isFeminine ? 'e' : ''}${total === 1 ? '' : 's'}`;
}
