/**
 * How a schema shows in the OpenAPI document where Valibot's own conversion
 * cannot say it (issue 15): a query parameter parsed from a string is an
 * integer for the caller, a file is binary content of a given type. The hint
 * lives beside the schema, in the contract; the API's document generator
 * reads it. A WeakMap keeps the schemas themselves untouched.
 */
export type JsonSchemaHint = Record<string, unknown>;

const hints = new WeakMap<object, JsonSchemaHint>();

export function documentAs<T extends object>(schema: T, jsonSchema: JsonSchemaHint): T {
  hints.set(schema, jsonSchema);
  return schema;
}

export function jsonSchemaHintOf(schema: object): JsonSchemaHint | undefined {
  return hints.get(schema);
}

/** Media types of the files the API sends. */
export const FILE_MEDIA_TYPES = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ics: 'text/calendar',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  any: 'application/octet-stream',
} as const;
