import { contract } from './contract.ts';
import { PROCEDURE_PERMISSIONS, type ProcedureRule } from './procedure-permissions.ts';

type Leaf = { '~orpc': { route: { method?: string; path?: string } } };
const isLeaf = (value: unknown): value is Leaf => typeof value === 'object' && value !== null && '~orpc' in value;

/** Every procedure of the contract, `group.name`, with its REST route. */
export function contractProcedures(): { key: string; method: string; path: string }[] {
  return Object.entries(contract).flatMap(([group, procedures]) =>
    Object.entries(procedures as Record<string, unknown>)
      .filter((entry): entry is [string, Leaf] => isLeaf(entry[1]))
      .map(([name, leaf]) => ({
        key: `${group}.${name}`,
        method: leaf['~orpc'].route.method ?? 'POST',
        path: leaf['~orpc'].route.path ?? `/${group}/${name}`,
      })),
  );
}

function describeRule(rule: ProcedureRule): string {
  if ('inOperation' in rule) return `in the operation: ${rule.inOperation}`;
  if ('public' in rule) return `public: ${rule.public}`;
  return rule.map((permission) => `\`${permission}\``).join(' + ');
}

/** docs/permissions.md, written from PROCEDURE_PERMISSIONS (`npm run docs:permissions`; a test keeps it current). */
export function renderPermissionsDoc(): string {
  const rules = PROCEDURE_PERMISSIONS as Record<string, ProcedureRule>;
  const rows = contractProcedures().map(({ key, method, path }) => {
    const rule = rules[key];
    return `| \`${key}\` | ${method} \`/api/v1${path}\` | ${rule ? describeRule(rule) : '**absente**'} |`;
  });
  return [
    "# Every procedure's permission",
    '',
    'Written by `npm run docs:permissions` from `packages/shared/src/procedure-permissions.ts`, the one table the API',
    'applies (`apps/api/src/orpc/base.ts`) and the security suite reads; do not edit by hand (a test compares them).',
    '',
    '- a list of permissions: all are needed before the operation runs (403 before any scope is read);',
    '- « in the operation »: the permission depends on the row; the operation checks it, with the scope;',
    '- « public »: no session.',
    '',
    '| procedure | route | permission |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
