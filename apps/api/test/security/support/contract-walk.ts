import { contract } from '@qc/shared/contract';
import type * as v from 'valibot';

/**
 * Issue 12: the campaign is generated from the contract, so a new procedure
 * is tried without anyone writing a test for it. Each leaf of the contract
 * carries its route and input schema under `~orpc`.
 */
export type Procedure = {
  /** 'area.proc', the key of CALL_PERMISSIONS and the RPC path. */
  name: string;
  method: string;
  /** The OpenAPI path, with {param} placeholders. */
  path: string;
  schema: v.GenericSchema | undefined;
};

type ContractLeaf = { '~orpc': { route: { method?: string; path?: string }; inputSchema?: unknown } };

function isLeaf(value: unknown): value is ContractLeaf {
  return typeof value === 'object' && value !== null && '~orpc' in value;
}

export function listProcedures(): Procedure[] {
  const result: Procedure[] = [];
  const walk = (node: Record<string, unknown>, prefix: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      if (isLeaf(value)) {
        const { route, inputSchema } = value['~orpc'];
        result.push({
          name: [...prefix, key].join('.'),
          method: route.method ?? 'POST',
          path: route.path ?? `/${[...prefix, key].join('/')}`,
          schema: inputSchema as v.GenericSchema | undefined,
        });
      } else if (typeof value === 'object' && value !== null) {
        walk(value as Record<string, unknown>, [...prefix, key]);
      }
    }
  };
  walk(contract as unknown as Record<string, unknown>, []);
  return result;
}

/** The parameters of an OpenAPI path: '/forms/{formId}/questions' → ['formId']. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

/** Valibot internals the walk reads (Valibot 1.x: a piped schema keeps its root's type and entries). */
export type AnySchema = {
  type: string;
  kind?: string;
  entries?: Record<string, AnySchema>;
  wrapped?: AnySchema;
  item?: AnySchema;
  options?: unknown[];
  literal?: unknown;
  key?: string;
  default?: unknown;
  pipe?: { kind: string; type: string; requirement?: unknown }[];
};

export const asAny = (schema: unknown) => schema as AnySchema;

/** Keys that reference another row: ids (…Id, …Ids, id) and question keys. */
export function isReferenceKey(key: string): boolean {
  return key === 'id' || /(Id|Ids|Key)$/.test(key);
}

/**
 * Every reference field of an input schema, nested and optional included,
 * as a path of object keys ('[]' for an array item). Walks object, optional,
 * nullable, pipe, intersect, union and variant.
 */
export function referenceFields(schema: unknown): string[][] {
  const found: string[][] = [];
  const seen = new Set<string>();
  const walk = (node: AnySchema | undefined, path: string[]) => {
    if (!node) return;
    switch (node.type) {
      case 'object':
      case 'loose_object':
      case 'strict_object':
      case 'object_with_rest':
        for (const [key, entry] of Object.entries(node.entries ?? {})) {
          const entryPath = [...path, key];
          if (isReferenceKey(key) && unwrap(entry).type !== 'never') {
            // A list of ids (formIds: [...]) is tried through its first item.
            const referencePath = unwrap(entry).type === 'array' ? [...entryPath, '[]'] : entryPath;
            const id = referencePath.join('.');
            if (!seen.has(id)) {
              seen.add(id);
              found.push(referencePath);
            }
          }
          walk(entry, entryPath);
        }
        return;
      case 'optional':
      case 'nullable':
      case 'nullish':
      case 'exact_optional':
      case 'undefinedable':
        return walk(node.wrapped, path);
      case 'array':
        return walk(node.item, [...path, '[]']);
      case 'intersect':
      case 'union':
      case 'variant':
        for (const option of node.options ?? []) walk(option as AnySchema, path);
        return;
      default:
        return;
    }
  };
  walk(asAny(schema), []);
  return found;
}

/** The key that names a reference field: its last object key ('formIds' for formIds.[]). */
export function referenceKey(field: readonly string[]): string {
  return [...field].reverse().find((key) => key !== '[]')!;
}

export function unwrap(schema: AnySchema): AnySchema {
  let node = schema;
  while (['optional', 'nullable', 'nullish', 'exact_optional', 'undefinedable'].includes(node.type) && node.wrapped) {
    node = node.wrapped;
  }
  return node;
}

export function getAt(value: unknown, path: readonly string[]): unknown {
  let node = value;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = key === '[]' ? (node as unknown[])[0] : (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A copy of `value` with `path` set (an array path sets its first item). */
export function setAt(value: unknown, path: readonly string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (head === '[]') {
    const array = Array.isArray(value) && value.length > 0 ? [...value] : [undefined];
    array[0] = setAt(array[0], rest, replacement);
    return array;
  }
  const object = value !== null && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};
  object[head!] = setAt(object[head!], rest, replacement);
  return object;
}
