import fc from 'fast-check';
import { isReferenceKey, type AnySchema } from './contract-walk.ts';
import { pdfFile } from './valid-input.ts';

/**
 * fast-check arbitraries derived from a Valibot input schema: plausible
 * values of each field's type mixed with what an attacker sends (issue 12
 * item 5): NUL bytes, control and odd unicode characters, empty strings for
 * ids, very long strings, huge and non-integer numbers, page=1e20, wrong
 * types, deeply nested JSON.
 */

/** A value nested `depth` objects deep. Beyond ~2,000 the test's own JSON.stringify overflows; deeper bodies are sent raw (campaign-malformed). */
export function nested(depth: number): unknown {
  let value: unknown = 'fond';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

const HOSTILE_STRINGS = [
  '\u0000',
  'n\u0000',
  '\u0000\u0000\u0000',
  '',
  ' ',
  '\u0001\u001f\u007f',
  'x'.repeat(70_000),
  '🙂é‮\u200b\ud800',
  '1e20',
  '99999999999',
  '-1',
  'NaN',
  'null',
  'undefined',
  '../../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '{}',
  'true',
];

const HOSTILE_NUMBERS = [
  1e20,
  99_999_999_999,
  2 ** 31,
  -(2 ** 31) - 1,
  -1,
  0,
  0.5,
  Number.MAX_SAFE_INTEGER,
  -1e308,
  1e308,
];

/** Anything of the wrong type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, null, true, false, [], {}, ['\u0000'], {
    '\u0000': 1,
  }),
  fc.constant(nested(40)),
  fc.constant(nested(1_000)),
);

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const plausibleString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('Valeur', 'campagne@example.fr', '2026-01-15', '75011', '12345678201232', '123456782', 'ACTIVE'),
);

export type ArbitraryOptions = {
  /** Ids the fuzz may use for reference fields (both clients' real rows, so services are reached). */
  ids: readonly string[];
};

export function arbitraryFor(
  node: AnySchema | undefined,
  options: ArbitraryOptions,
  key?: string,
): fc.Arbitrary<unknown> {
  if (!node) return fc.oneof(fc.constant(undefined), hostileValue);
  const withHostile = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.oneof({ arbitrary, weight: 3 }, { arbitrary: hostileValue, weight: 1 });
  if (key !== undefined && isReferenceKey(key) && options.ids.length > 0) {
    return fc.oneof(
      { arbitrary: fc.constantFrom(...options.ids), weight: 4 },
      { arbitrary: hostileString, weight: 2 },
      { arbitrary: hostileValue, weight: 1 },
    );
  }
  switch (node.type) {
    case 'optional':
    case 'nullish':
    case 'exact_optional':
    case 'undefinedable':
      return fc.oneof(fc.constant(undefined), arbitraryFor(node.wrapped, options, key));
    case 'nullable':
      return fc.oneof(fc.constant(null), arbitraryFor(node.wrapped, options, key));
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest': {
      const entries = Object.entries(node.entries ?? {});
      const record = fc.record(
        Object.fromEntries(entries.map(([entryKey, entry]) => [entryKey, arbitraryFor(entry, options, entryKey)])),
        { requiredKeys: [] },
      );
      return key === undefined ? record : withHostile(record);
    }
    case 'string':
      return fc.oneof(
        { arbitrary: plausibleString, weight: 2 },
        { arbitrary: hostileString, weight: 2 },
        { arbitrary: hostileValue, weight: 1 },
      );
    case 'number':
      return fc.oneof(fc.integer(), fc.double({ noNaN: false }), fc.constantFrom(...HOSTILE_NUMBERS), hostileString);
    case 'boolean':
      return withHostile(fc.boolean());
    case 'picklist':
    case 'enum':
      return withHostile(fc.constantFrom(...((node.options ?? ['']) as unknown[])));
    case 'literal':
      return withHostile(fc.constant(node.literal));
    case 'array':
      return withHostile(fc.array(arbitraryFor(node.item, options), { maxLength: 5 }));
    case 'union':
    case 'variant': {
      const choices = ((node.options ?? []) as AnySchema[]).map((option) => arbitraryFor(option, options, key));
      return choices.length > 0 ? fc.oneof(...choices) : hostileValue;
    }
    case 'intersect': {
      const parts = ((node.options ?? []) as AnySchema[]).map((option) => arbitraryFor(option, options));
      return fc
        .tuple(...parts)
        .map((values) =>
          Object.assign({}, ...values.map((value) => (value && typeof value === 'object' ? value : {}))),
        );
    }
    case 'custom':
    case 'file':
    case 'blob':
      return fc.oneof(
        fc.constant(pdfFile()),
        fc.constant(new File([], 'vide.pdf', { type: 'application/pdf' })),
        fc.constant(new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'a\u0000.exe')),
        hostileString,
      );
    case 'unknown':
    case 'any':
      return fc.oneof(fc.jsonValue({ maxDepth: 4 }), hostileValue, plausibleString);
    case 'never':
      // A key the input refuses (an update's immutable field): absent, or anything an attacker sends there.
      return fc.oneof(fc.constant(undefined), hostileValue);
    default:
      // A type the fuzz does not know would be fuzzed as nothing at all: refuse it, so its case is written.
      throw new Error(`Fuzz : type de schéma Valibot « ${node.type} » sans générateur (support/arbitraries.ts)`);
  }
}
