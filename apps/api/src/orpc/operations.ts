import type { AnySchema, ErrorMap, InferSchemaInput, InferSchemaOutput, Meta } from '@orpc/contract';
import type { Context, ProcedureImplementer } from '@orpc/server';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { notFound } from '../common/domain-errors.ts';
import type { AuthedContext } from './base.ts';

/**
 * What most procedures do once the permission is checked: one operation on the database, as the caller. The
 * request's context comes last, for the few that also store a file or tell the others (live/publish.ts).
 */
export type Operation<TInput, TOutput> = (
  db: Database,
  actor: Actor,
  input: TInput,
  context: AuthedContext,
) => Promise<TOutput>;

type OperationOf<P> =
  P extends ProcedureImplementer<
    infer _Initial,
    infer _Current,
    infer TInput,
    infer TOutput,
    infer _Errors,
    infer _Meta
  >
    ? Operation<InferSchemaOutput<TInput>, InferSchemaInput<TOutput>>
    : never;

type ImplementedOf<P> = P extends { handler(handler: never): infer TImplemented } ? TImplemented : never;

function handlerOf<TInput, TOutput>(run: Operation<TInput, TOutput>) {
  return ({ input, context }: { input: TInput; context: AuthedContext }) =>
    run(context.deps.db, context.actor, input, context);
}

type Operations<TProcedures> = { [K in keyof TProcedures]?: OperationOf<TProcedures[K]> };
type Implemented<TProcedures, TOperations> = {
  [K in keyof TOperations & keyof TProcedures]: ImplementedOf<TProcedures[K]>;
};

/**
 * The one way to wire procedures: each runs one operation with the caller's database and actor, once `authed`
 * has checked the session and the procedure's line of PROCEDURE_PERMISSIONS (orpc/base.ts). The input and output
 * types are the contract's: `operations(authed.campaigns, { list: listCampaigns, get: byId(getCampaign) })`.
 */
export function operations<TProcedures, TOperations extends Operations<TProcedures>>(
  procedures: TProcedures,
  runs: TOperations,
): Implemented<TProcedures, TOperations> {
  const implemented: Record<string, unknown> = {};
  for (const key of Object.keys(runs) as (keyof TOperations & keyof TProcedures & string)[]) {
    // The mapped types above checked each operation against its procedure; TypeScript cannot follow the key here.
    const procedure = procedures[key] as ProcedureImplementer<
      Context,
      AuthedContext,
      AnySchema,
      AnySchema,
      ErrorMap,
      Meta
    >;
    implemented[key] = procedure.handler(handlerOf(runs[key] as Operation<unknown, unknown>));
  }
  return implemented as Implemented<TProcedures, TOperations>;
}

/** Adapters from the contract's input to an operation that takes one of its fields. */
export function byField<TKey extends string, TValue, TOutput>(
  key: TKey,
  run: (db: Database, actor: Actor, value: TValue) => Promise<TOutput>,
): Operation<Record<TKey, TValue>, TOutput> {
  return (db, actor, input) => run(db, actor, input[key]);
}

export function byId<TOutput>(run: (db: Database, actor: Actor, id: string) => Promise<TOutput>) {
  return byField('id', run);
}

/** An operation that may find nothing: then a 404 with `missing`, as for an id out of the caller's scope. */
export function orNotFound<TInput, TOutput>(
  run: Operation<TInput, TOutput | null>,
  missing: string,
): Operation<TInput, TOutput> {
  return async (db, actor, input, context) => {
    const found = await run(db, actor, input, context);
    if (!found) notFound(missing);
    return found;
  };
}

/** A deletion answers nothing (204), whatever the operation returns. */
export function answeringNothing<TInput>(run: Operation<TInput, unknown>): Operation<TInput, void> {
  return async (db, actor, input, context) => {
    await run(db, actor, input, context);
  };
}

/**
 * The wiring of an entity the contract declares with `routes.crud`: its list, create and update as they are, its
 * read and its delete by id, the delete answering nothing.
 */
export function crud<TList, TGet, TCreate, TUpdate>(runs: {
  list: TList;
  get: (db: Database, actor: Actor, id: string) => Promise<TGet>;
  create: TCreate;
  update: TUpdate;
  remove: (db: Database, actor: Actor, id: string) => Promise<unknown>;
}) {
  return {
    list: runs.list,
    get: byId(runs.get),
    create: runs.create,
    update: runs.update,
    remove: answeringNothing(byId(runs.remove)),
  };
}
