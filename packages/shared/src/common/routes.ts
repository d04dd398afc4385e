import type {
  AnySchema,
  ContractBuilder,
  ContractProcedureBuilderWithInputOutput,
  ContractProcedureBuilderWithOutput,
  HTTPMethod,
  HTTPPath,
  Meta,
  Schema,
} from '@orpc/contract';
import * as v from 'valibot';
import { boundedInteger, idSchema } from '../validation/fields.ts';
import { documentAs, FILE_MEDIA_TYPES } from '../validation/json-schema.ts';
import { oc } from './base-contract.ts';
import { listOutput, listQueryEntries, toNumber } from './list.ts';

/**
 * The input of a procedure that only names rows by id, each key a path parameter: `idsInput('establishmentId')`
 * is `{ establishmentId: idSchema }`, with the French messages of an id.
 */
export function idsInput<const TKey extends string>(...keys: TKey[]) {
  return v.object(Object.fromEntries(keys.map((key) => [key, idSchema])) as { [K in TKey]: typeof idSchema });
}

/** The input of `/…/{id}`. */
export const byId = idsInput('id');

/** The paged list of what belongs to one row named in the path: `{ clientId, page, pageSize, search }`. */
export function parentListInput<const TKey extends string>(parentKey: TKey) {
  return v.object({ ...idsInput(parentKey).entries, ...listQueryEntries });
}

/**
 * An optional version number in the query string (text there), documented as the integer ≥ 1 callers send.
 * `toNumber`, not `Number`: an object with a `toString` key made `Number()` throw (a 500 instead of the French 400).
 */
export function optionalVersionQuery(description: string) {
  return documentAs(v.optional(v.pipe(v.unknown(), v.transform(toNumber), boundedInteger(1))), {
    type: 'integer',
    minimum: 1,
    description,
  });
}

/** A file answered as the body (PDF, CSV, XLSX, any stored document): binary content of that type in OpenAPI. */
export function fileOutput(mediaType: keyof typeof FILE_MEDIA_TYPES) {
  return documentAs(v.file(), { type: 'string', contentMediaType: FILE_MEDIA_TYPES[mediaType] });
}

type Summaries = Record<'list' | 'get' | 'create' | 'update' | 'remove', string>;

/** The `{…}` parameters of a path, in order: `'/a/{x}/b/{y}'` has `'x' | 'y'`. */
type PathKeys<TPath extends string> = TPath extends `${string}{${infer TKey}}${infer TRest}`
  ? TKey | PathKeys<TRest>
  : never;

type Errors = typeof oc extends ContractBuilder<AnySchema, AnySchema, infer TErrors, Meta> ? TErrors : never;
type NoMeta = Record<never, never>;

/** A whole procedure of the group, its input and output given. */
type Declared<TInput extends AnySchema, TOutput extends AnySchema> = ContractProcedureBuilderWithInputOutput<
  TInput,
  TOutput,
  Errors,
  NoMeta
>;
/** A route that names only its path's rows takes their ids; one whose path names none takes no input. */
type DeclaredForPath<TPath extends string, TOutput extends AnySchema> = [PathKeys<TPath>] extends [never]
  ? ContractProcedureBuilderWithOutput<Schema<unknown, unknown>, TOutput, Errors, NoMeta>
  : Declared<ReturnType<typeof idsInput<PathKeys<TPath>>>, TOutput>;

function pathKeys(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/**
 * The routes of one OpenAPI tag (a feature's contract): each declaration says its method, path and French
 * summary, and the tag, the base contract's errors and the statuses DESIGN §2 gives (201 for a creation, 204
 * for a deletion without a body) come from here, the same for every feature.
 *
 * `routes.get(path, summary)` is the bare oRPC builder; `routes.get(path, summary, input, output)` the whole
 * procedure, and `routes.get(path, summary, output)` one whose input is the ids its path names
 * (`'/forms/{formId}/templates'`: `{ formId }`; none for a path without parameters).
 */
export function routeGroup(tags: string[]) {
  const route = (method: HTTPMethod, path: HTTPPath, summary: string, successStatus?: 201 | 204) =>
    oc.route(successStatus ? { method, path, tags, summary, successStatus } : { method, path, tags, summary });

  function verb(method: HTTPMethod, successStatus?: 201) {
    function declare(path: HTTPPath, summary: string): ReturnType<typeof route>;
    function declare<const TPath extends HTTPPath, TOutput extends AnySchema>(
      path: TPath,
      summary: string,
      output: TOutput,
    ): DeclaredForPath<TPath, TOutput>;
    function declare<TInput extends AnySchema, TOutput extends AnySchema>(
      path: HTTPPath,
      summary: string,
      input: TInput,
      output: TOutput,
    ): Declared<TInput, TOutput>;
    function declare(path: HTTPPath, summary: string, ...schemas: [] | [AnySchema] | [AnySchema, AnySchema]) {
      const builder = route(method, path, summary, successStatus);
      if (schemas.length === 0) return builder;
      if (schemas.length === 2) return builder.input(schemas[0]).output(schemas[1]);
      const keys = pathKeys(path);
      return (keys.length > 0 ? builder.input(idsInput(...keys)) : builder).output(schemas[0]);
    }
    return declare;
  }

  const routes = {
    get: verb('GET'),
    post: verb('POST'),
    /** A POST that creates: 201. */
    create: verb('POST', 201),
    put: verb('PUT'),
    /** A partial change of a row (one field), where PUT would replace it. */
    patch: verb('PATCH'),
    delete: verb('DELETE'),
    /** A deletion of `path` (which ends in `{id}`) that answers 204 without a body. */
    remove: (path: HTTPPath, summary: string) => route('DELETE', path, summary, 204).input(byId).output(v.void()),
    /**
     * A deletion that answers 204 without a body, of the one row `path` names by `key` rather than `{id}`
     * (a client's identity provider: `/clients/{clientId}/identity-provider`, beside its GET and PUT; the
     * OpenAPI document may not hold two paths that differ only by a parameter's name).
     */
    removeBy: <const TKey extends string>(path: HTTPPath, key: TKey, summary: string) =>
      route('DELETE', path, summary, 204).input(idsInput(key)).output(v.void()),
    /** A paged list of `item` (DESIGN §2 "REST answers"): `input` gives page, pageSize, search and the filters. */
    list: <TInput extends AnySchema, TItem extends v.GenericSchema>(
      path: HTTPPath,
      summary: string,
      input: TInput,
      item: TItem,
    ) => route('GET', path, summary).input(input).output(listOutput(item)),

    /**
     * The five routes of an entity at `path` (DESIGN §2 "REST answers"): the paged list (`listOutput`), one
     * by id, create (201), update (PUT, the id in the path) and delete (204), all answering the entity.
     */
    crud<
      TItem extends v.GenericSchema,
      TList extends v.GenericSchema,
      TCreate extends v.GenericSchema,
      TUpdate extends v.GenericSchema,
    >(path: HTTPPath, schemas: { item: TItem; list: TList; create: TCreate; update: TUpdate }, summaries: Summaries) {
      return {
        list: routes.list(path, summaries.list, schemas.list, schemas.item),
        get: routes.get(`${path}/{id}`, summaries.get, byId, schemas.item),
        create: routes.create(path, summaries.create, schemas.create, schemas.item),
        update: routes.put(`${path}/{id}`, summaries.update, schemas.update, schemas.item),
        remove: routes.remove(`${path}/{id}`, summaries.remove),
      };
    },
  };
  return routes;
}
