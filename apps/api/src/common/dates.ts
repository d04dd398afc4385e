/** A timestamp as the API answers it (ISO 8601, UTC), whether the driver read it as a Date (pg) or a string (PGlite). */
export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
