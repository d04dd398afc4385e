import { INCIDENT_MESSAGES } from '@qc/shared/incidents/schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema-audit.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { declare, fallWithHospitalisation, hoursFromNow } from './support/incidents.ts';

/**
 * Issue 29 item 4: « a COLLABORATOR sees those she declared and those assigned to her ». The direction or the group
 * gives an event's follow-up to a member of the establishment, who then reads it and finds it in « Mes tâches »;
 * a suspicion of mistreatment is never given to a collaborator (ADR 036).
 */

const { t, tenants, cookies } = useFileContext(() => openTenantsContext(), 120_000);

const assign = (cookie: string, id: string, assigneeId: string | null) =>
  t.request('PUT', `/api/v1/incidents/${id}/assignee`, { cookie, body: { assigneeId } });
const get = (cookie: string, id: string) => t.request('GET', `/api/v1/incidents/${id}`, { cookie });
const listIds = async (cookie: string) => {
  const answer = await t.request('GET', '/api/v1/incidents?pageSize=200', { cookie });
  return answer.body.items.map((item: { id: string }) => item.id) as string[];
};
const taskIds = async (cookie: string) => {
  const answer = await t.request('GET', '/api/v1/me/tasks', { cookie });
  expect(answer.status).toBe(200);
  return answer.body.items
    .filter((item: { kind: string }) => item.kind === 'INCIDENT_ASSIGNED')
    .map((item: { incidentId: string }) => item.incidentId) as string[];
};

const nearMiss = () => ({
  ...fallWithHospitalisation(tenants.establishmentA1.id),
  kind: 'NEAR_MISS',
  hospitalisation: false,
  severity: 1,
  place: 'Biberonnerie',
});

describe('assigning an event', () => {
  it('the director gives a colleague’s event to the collaborator: she reads it, has it in her tasks, is mailed', async () => {
    const id = await declare(t, cookies.directorA, nearMiss());
    expect((await get(cookies.collaboratorA, id)).status).toBe(404);
    const before = await get(cookies.directorA, id);
    expect(before.body.assignable.map((member: { id: string }) => member.id)).toEqual(
      expect.arrayContaining([tenants.users.directorA.id, tenants.users.collaboratorA.id]),
    );

    const since = t.smtp.mails.length;
    const given = await assign(cookies.directorA, id, tenants.users.collaboratorA.id);
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body.assignee).toEqual({ id: tenants.users.collaboratorA.id, name: tenants.users.collaboratorA.name });
    const mail = await t.smtp.waitForMail(tenants.users.collaboratorA.email, since, 5000);
    expect(mail.text).toContain('vous confie le suivi');
    // The mail leaves the product: the kind and the establishment, not what happened.
    expect(mail.text).toContain('Presque-accident');
    expect(mail.text).not.toContain('toboggan');

    const seen = await get(cookies.collaboratorA, id);
    expect(seen.status).toBe(200);
    expect(seen.body.canManage).toBe(false);
    expect(await listIds(cookies.collaboratorA)).toContain(id);
    expect(await taskIds(cookies.collaboratorA)).toContain(id);
    // Reading is not handling: she may not move it along.
    const move = await t.request('POST', `/api/v1/incidents/${id}/state`, {
      cookie: cookies.collaboratorA,
      body: { state: 'ANALYSING' },
    });
    expect(move.status).toBe(403);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'incident'), eq(auditLog.entityId, id), eq(auditLog.action, 'update')));
    expect(audit.map((entry) => (entry.after as { assigneeId: string | null }).assigneeId)).toContain(
      tenants.users.collaboratorA.id,
    );

    // Taken back: she no longer reads it, and the task goes.
    const back = await assign(cookies.masterA, id, null);
    expect(back.status).toBe(200);
    expect(back.body.assignee).toBeNull();
    expect((await get(cookies.collaboratorA, id)).status).toBe(404);
    expect(await taskIds(cookies.collaboratorA)).not.toContain(id);
  });

  it('refuses anyone who is not a director or collaborator of the establishment, in French on the field', async () => {
    const id = await declare(t, cookies.directorA, nearMiss());
    for (const assigneeId of [
      tenants.users.masterA.id,
      tenants.users.directorB.id,
      tenants.users.admin.id,
      'utilisateur-inconnu',
    ]) {
      const refused = await assign(cookies.directorA, id, assigneeId);
      expect(refused.status, assigneeId).toBe(400);
      expect(refused.body.data.fieldErrors.assigneeId).toBe(INCIDENT_MESSAGES.assigneeInvalid);
    }
    // An event of A2: the A1 collaborator is not one of its people.
    const a2 = await declare(t, cookies.masterA, { ...nearMiss(), establishmentId: tenants.establishmentA2.id });
    const elsewhere = await assign(cookies.masterA, a2, tenants.users.collaboratorA.id);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.data.fieldErrors.assigneeId).toBe(INCIDENT_MESSAGES.assigneeInvalid);
  });

  it('only the direction and the group assign; another client gets the 404 of an unknown event', async () => {
    const id = await declare(t, cookies.collaboratorA, nearMiss());
    const byCollaborator = await assign(cookies.collaboratorA, id, tenants.users.collaboratorA.id);
    expect(byCollaborator.status).toBe(403);
    const foreign = await assign(cookies.directorB, id, tenants.users.directorB.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(INCIDENT_MESSAGES.notFound);
    expect((await assign(cookies.admin, id, null)).status).toBe(403);
  });

  it('a suspicion of mistreatment is given to a director only, never to a collaborator', async () => {
    const created = await t.request('POST', '/api/v1/incidents', {
      cookie: cookies.directorA,
      body: {
        establishmentId: tenants.establishmentA1.id,
        kind: 'MISTREATMENT_SUSPICION',
        occurredAt: hoursFromNow(-1),
        place: 'Dortoir',
        description: 'Propos humiliants',
        severity: 3,
      },
    });
    const id = created.body.id as string;
    const detail = await get(cookies.directorA, id);
    expect(detail.body.assignable.map((member: { role: string }) => member.role)).not.toContain('COLLABORATOR');
    const refused = await assign(cookies.masterA, id, tenants.users.collaboratorA.id);
    expect(refused.status).toBe(400);
    expect(refused.body.data.fieldErrors.assigneeId).toBe(INCIDENT_MESSAGES.assigneeRestricted);
    expect((await get(cookies.collaboratorA, id)).status).toBe(404);
    // Given to the establishment's director, it is in her tasks.
    const given = await assign(cookies.masterA, id, tenants.users.directorA.id);
    expect(given.status).toBe(200);
    expect(await taskIds(cookies.directorA)).toContain(id);
  });
});
