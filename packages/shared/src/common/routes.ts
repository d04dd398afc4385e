import type { HTTPMethod, HTTPPath } from '@orpc/contract';
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

/**
 * The routes of one OpenAPI tag (a feature's contract): each declaration says its method, path and French
 * summary, and the tag, the base contract's errors and the statuses DESIGN §2 gives (201 for a creation, 204
 * for a deletion without a body) come from here, the same for every feature.
 */
export function routeGroup(tags: string[]) {
  const route = (method: HTTPMethod, path: HTTPPath, summary: string, successStatus?: 201 | 204) =>
    oc.route(successStatus ? { method, path, tags, summary, successStatus } : { method, path, tags, summary });

  const routes = {
    get: (path: HTTPPath, summary: string) => route('GET', path, summary),
    post: (path: HTTPPath, summary: string) => route('POST', path, summary),
    /** A POST that creates: 201. */
    create: (path: HTTPPath, summary: string) => route('POST', path, summary, 201),
    put: (path: HTTPPath, summary: string) => route('PUT', path, summary),
    delete: (path: HTTPPath, summary: string) => route('DELETE', path, summary),
    /** A deletion of `path` (which ends in `{id}`) that answers 204 without a body. */
    remove: (path: HTTPPath, summary: string) => route('DELETE', path, summary, 204).input(byId).output(v.void()),

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
        list: routes.get(path, summaries.list).input(schemas.list).output(listOutput(schemas.item)),
        get: routes.get(`${path}/{id}`, summaries.get).input(byId).output(schemas.item),
        create: routes.create(path, summaries.create).input(schemas.create).output(schemas.item),
        update: routes.put(`${path}/{id}`, summaries.update).input(schemas.update).output(schemas.item),
        remove: routes.remove(`${path}/{id}`, summaries.remove),
      };
    },
  };
  return routes;
}
