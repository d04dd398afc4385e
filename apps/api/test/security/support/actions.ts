import { expect } from 'vitest';
import type { TestContext } from '../../support/app.ts';
import { insertMember, type Tenants } from '../../support/fixtures.ts';

/** An action on establishment A1's plan, created by `cookie`'s user as the plan's screen does: answers its id. */
export async function createActionOnA1(t: TestContext, tenants: Tenants, cookie: string): Promise<string> {
  const establishmentId = tenants.establishmentA1.id;
  // An action has a responsible and a due date (DOMAIN.md, issue 19 item 8).
  const responsible = await insertMember(t.db, { clientId: tenants.clientA.id, establishmentIds: [establishmentId] });
  const created = await t.request('POST', '/api/v1/actions', {
    cookie,
    body: { establishmentId, title: 'Afficher le protocole', responsibleId: responsible.id, dueDate: '2030-06-28' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}
