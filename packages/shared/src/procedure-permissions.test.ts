import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from './permissions.ts';
import { contractProcedures, renderPermissionsDoc } from './procedure-permissions-doc.ts';
import { hasProcedureRule, permissionsBefore, PROCEDURE_PERMISSIONS } from './procedure-permissions.ts';

describe('PROCEDURE_PERMISSIONS, the one table (issue 31 item 1)', () => {
  it('has exactly one rule per procedure of the contract', () => {
    const keys = contractProcedures().map(({ key }) => key);
    expect(keys.length).toBeGreaterThan(150);
    expect(keys.filter((key) => !hasProcedureRule(key))).toStrictEqual([]);
    expect(Object.keys(PROCEDURE_PERMISSIONS).filter((key) => !keys.includes(key))).toStrictEqual([]);
  });

  it('names only permissions that exist, and explains every rule checked elsewhere', () => {
    for (const [key, rule] of Object.entries(PROCEDURE_PERMISSIONS)) {
      if (Array.isArray(rule)) {
        expect(
          rule.filter((permission) => !(ALL_PERMISSIONS as readonly string[]).includes(permission)),
          key,
        ).toStrictEqual([]);
      } else {
        expect(Object.values(rule)[0]!.length, key).toBeGreaterThan(10);
      }
    }
  });

  it('asks nothing before an operation that checks its own, and only the two survey calls are public', () => {
    expect(permissionsBefore('documents.get')).toStrictEqual([]);
    expect(permissionsBefore('group.view')).toStrictEqual(['evaluation:read', 'action-plan:read', 'document:read']);
    expect(permissionsBefore('no.such')).toStrictEqual([]);
    expect(hasProcedureRule('no.such')).toBe(false);
    const publicKeys = Object.entries(PROCEDURE_PERMISSIONS)
      .filter(([, rule]) => 'public' in rule)
      .map(([key]) => key);
    expect(publicKeys).toStrictEqual(['publicSurveys.get', 'publicSurveys.answer']);
  });

  it('is what docs/permissions.md says (npm run docs:permissions rewrites it)', () => {
    const written = readFileSync(new URL('../../../docs/permissions.md', import.meta.url), 'utf8');
    expect(written).toBe(renderPermissionsDoc());
  });
});
