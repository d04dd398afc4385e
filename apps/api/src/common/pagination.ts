/** Offset of a 1-based page. */
export function getOffset(input: { page: number; pageSize: number }): number {
  return (input.page - 1) * input.pageSize;
}

/** A LIKE pattern matching `search` anywhere, with its wildcards escaped. */
export function toContainsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
