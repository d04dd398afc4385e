import * as v from 'valibot';
import { asAny, isReferenceKey, type AnySchema } from './contract-walk.ts';

/**
 * A valid input for a schema, found by proposing candidates and keeping the
 * first one Valibot accepts: enough for a request to get past validation, so
 * that what answers is the scope check behind it. `reference(key)` gives the
 * caller's own id for a reference field (an id or a question key).
 */
export type ReferenceOf = (key: string) => unknown;

const OPTIONAL_TYPES = ['optional', 'nullish', 'exact_optional', 'undefinedable'];

export const pdfFile = (name = 'campagne.pdf') =>
  new File([`%PDF-1.7\nCampagne de sécurité\n%%EOF`], name, { type: 'application/pdf' });

const STRING_CANDIDATES = (salt: number) => [
  `Valeur B ${salt}`,
  `campagne-b-${salt}@example.fr`,
  '2026-01-15',
  '75011',
  '12345678201232',
  '123456782',
  '0102030405',
  // A moment with its offset (an incident's occurredAt, a declaration's sentAt), an hour in the past.
  '2026-01-15T10:00:00.000Z',
  // An identity provider's issuer and an e-mail domain it covers (ADR 045), each its own per call.
  `https://idp-b-${salt}.example.fr`,
  `campagne-b-${salt}.example.fr`,
];
const NUMBER_CANDIDATES = [1, 100, 0, 3, 50, 0.5];

const accepts = (schema: unknown, value: unknown) => v.safeParse(schema as v.GenericSchema, value).success;

let salt = 0;

/** Choices a pipe names (v.pipe(v.string(), v.picklist([...]))): candidates for the string under it. */
function pipedOptions(node: AnySchema | undefined): unknown[] {
  return (node?.pipe ?? []).flatMap((item) => ('options' in item && Array.isArray(item.options) ? item.options : []));
}

/**
 * `check` is the outermost piped schema above `node`: a wrapper's pipe
 * (v.pipe(v.optional(v.string()), v.nonEmpty())) applies to what it wraps.
 */
function generate(node: AnySchema, key: string | undefined, reference: ReferenceOf, check?: AnySchema): unknown {
  if (key !== undefined && isReferenceKey(key)) {
    const own = reference(key);
    // A list of ids (formIds) holds the caller's own id once.
    if (own !== undefined) return node.type === 'array' ? [own] : own;
  }
  const validator = node.pipe ? node : (check ?? node);
  switch (node.type) {
    case 'optional':
    case 'nullish':
    case 'exact_optional':
    case 'undefinedable':
    case 'nullable':
      return generate(node.wrapped!, key, reference, node.pipe ? node : check);
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest':
      return generateObject(node, reference);
    case 'string': {
      salt += 1;
      const candidates = [...pipedOptions(validator), ...STRING_CANDIDATES(salt)];
      return candidates.find((candidate) => accepts(validator, candidate)) ?? `Valeur B ${salt}`;
    }
    case 'number':
      return NUMBER_CANDIDATES.find((candidate) => accepts(validator, candidate)) ?? 1;
    case 'boolean':
      return false;
    case 'picklist':
    case 'enum':
      return node.options?.[0];
    case 'literal':
      return node.literal;
    case 'array': {
      const first = generate(node.item!, undefined, reference);
      const second = generate(node.item!, undefined, reference);
      return [[first], [first, second], []].find((candidate) => accepts(node, candidate)) ?? [first];
    }
    case 'union':
    case 'variant': {
      const options = (node.options ?? []) as AnySchema[];
      for (const option of options) {
        const candidate = generate(option, key, reference);
        if (accepts(node, candidate)) return candidate;
      }
      return options[0] ? generate(options[0], key, reference) : undefined;
    }
    case 'intersect':
      return Object.assign(
        {},
        ...((node.options ?? []) as AnySchema[]).map((option) => generate(option, key, reference)),
      );
    case 'custom':
    case 'file':
    case 'blob':
      return pdfFile();
    case 'date':
      return new Date('2026-01-15T00:00:00Z');
    case 'never':
      return undefined;
    case 'unknown':
    case 'any':
      return pipedOptions(validator)[0] ?? null;
    default:
      return undefined;
  }
}

function generateObject(node: AnySchema, reference: ReferenceOf): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const optionalKeys: string[] = [];
  for (const [key, entry] of Object.entries(node.entries ?? {})) {
    // An entry may be left out when the entry alone accepts its absence (a default that is itself valid).
    if (OPTIONAL_TYPES.includes(entry.type) && accepts(entry, undefined)) {
      optionalKeys.push(key);
      continue;
    }
    result[key] = generate(entry, key, reference);
  }
  // Object-level checks ("at least one field") may need optional entries: add them one at a time, ids last.
  optionalKeys.sort((a, b) => Number(isReferenceKey(a)) - Number(isReferenceKey(b)));
  for (const key of optionalKeys) {
    if (accepts(node, result)) break;
    const value = generate(node.entries![key]!, key, reference);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

/** The input and whether Valibot accepts it; a procedure without input gets undefined. */
export function validInput(schema: unknown, reference: ReferenceOf): { input: unknown; ok: boolean; issue?: string } {
  if (!schema) return { input: undefined, ok: true };
  const input = generate(asAny(schema), undefined, reference);
  const parsed = v.safeParse(schema as v.GenericSchema, input);
  return parsed.success
    ? { input, ok: true }
    : {
        input,
        ok: false,
        issue: parsed.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`).join('; '),
      };
}
