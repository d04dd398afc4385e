import type { AnySchema, ErrorMap, InferSchemaInput, InferSchemaOutput, Meta } from '@orpc/contract';
import type { Context, ProcedureImplementer } from '@orpc/server';
import { CALL_PERMISSIONS, type Permission } from '@qc/shared/permissions';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { notFound } from '../common/domain-errors.ts';
import { requirePermission, type AuthedContext } from './base.ts';

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

/**
 * One procedure: `permissions` checked in the chain (403 before any scope), then `run` with the caller's
 * database and actor. The input and output types are the contract's.
 */
export function operation<
  TInitialContext extends Context,
  TCurrentContext extends AuthedContext,
  TInputSchema extends AnySchema,
  TOutputSchema extends AnySchema,
  TErrorMap extends ErrorMap,
  TMeta extends Meta,
>(
  procedure: ProcedureImplementer<TInitialContext, TCurrentContext, TInputSchema, TOutputSchema, TErrorMap, TMeta>,
  permissions: readonly Permission[],
  run: Operation<InferSchemaOutput<TInputSchema>, InferSchemaInput<TOutputSchema>>,
) {
  return procedure.use(requirePermission(...permissions)).handler(handlerOf(run));
}

function handlerOf<TInput, TOutput>(run: Operation<TInput, TOutput>) {
  return ({ input, context }: { input: TInput; context: AuthedContext }) =>
    run(context.deps.db, context.actor, input, context);
}

type Operations<TProcedures> = { [K in keyof TProcedures]?: OperationOf<TProcedures[K]> };
type Implemented<TProcedures, TOperations> = {
  [K in keyof TOperations & keyof TProcedures]: ImplementedOf<TProcedures[K]>;
};

/**
 * Procedures of one contract group that each run one operation once `permissions` are checked: the same
 * for all (`operations(authed.campaigns, ['campaign:read'], { list: listCampaigns })`), each its own
 * (`callPermission('clients')`), or none in the chain (`null`: the operation checks what depends on the data).
 */
export function operations<TProcedures, TOperations extends Operations<TProcedures>>(
  procedures: TProcedures,
  permissions: readonly Permission[] | ((key: keyof TOperations & string) => readonly Permission[]) | null,
  runs: TOperations,
): Implemented<TProcedures, TOperations> {
  const permissionsOf = typeof permissions === 'function' ? permissions : () => permissions;
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
    const run = runs[key] as Operation<unknown, unknown>;
    const needed = permissionsOf(key);
    implemented[key] = needed ? operation(procedure, needed, run) : procedure.handler(handlerOf(run));
  }
  return implemented as Implemented<TProcedures, TOperations>;
}

type CallKey = { [K in keyof typeof CALL_PERMISSIONS]: (typeof CALL_PERMISSIONS)[K] extends null ? never : K };
type GuardedCall = CallKey[keyof CallKey];
type CallsOf<TGroup extends string> = GuardedCall extends infer K
  ? K extends `${TGroup}.${infer TName}`
    ? TName
    : never
  : never;

/** The permission SPEC §7 names for a call of `group` (CALL_PERMISSIONS). */
export function callPermission<TGroup extends string>(group: TGroup) {
  return (name: CallsOf<TGroup>): readonly Permission[] => [CALL_PERMISSIONS[`${group}.${name}` as GuardedCall]];
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
