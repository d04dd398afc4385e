import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from './support/app.ts';
import { insertMember } from './support/fixtures.ts';
import { openTenantsContext, useFileContext } from './support/context.ts';
import { createFormWithQuestions } from './support/questionnaires.ts';

/**
 * DESIGN §2 live updates: two people on one evaluation or one action plan see
 * each other's changes, through PostgreSQL LISTEN/NOTIFY (PGlite here, the
 * PostgreSQL server in CI), and nobody outside the scope can listen.
 */
const { t, tenants, cookies } = useFileContext(openTenantsContext);
let evaluationId: string;
let questionKey: string;

beforeAll(async () => {
  const form = await createFormWithQuestions(t, cookies.admin, 'Suivi en direct (test)', [
    { type: 'BOOLEAN', label: 'Le protocole est-il affiché ?' },
  ]);
  questionKey = form.keys[0]!;
  const started = await t.request('POST', '/api/v1/evaluations', {
    cookie: cookies.directorA,
    body: { establishmentId: tenants.establishmentA1.id, formId: form.id },
  });
  expect(started.status).toBe(201);
  evaluationId = started.body.id;
});

type Stream = { status: number; next: () => Promise<Record<string, unknown>>; close: () => void };

/** Opens a server-sent event stream and reads its `message` events as JSON. */
async function openStream(path: string, cookie?: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await t.app.request(path, {
    headers: { origin: TEST_ORIGIN, accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    status: response.status,
    close: () => controller.abort(),
    next: async () => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const data = lines.find((line) => line.startsWith('data: '));
          if (lines.includes('event: message') && data) return JSON.parse(data.slice(6)) as Record<string, unknown>;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream closed');
        buffer += value;
      }
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms = 10_000): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('no event in time')), ms)),
  ]);
}

describe('live updates of an evaluation', () => {
  it("shows a colleague's answer to the director who has the evaluation open", async () => {
    const stream = await openStream(`/api/v1/evaluations/${evaluationId}/events`, cookies.directorA);
    expect(stream.status).toBe(200);
    try {
      // The subscription is registered once the stream answered: a colleague answers now.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const saved = await t.request('PUT', `/api/v1/evaluations/${evaluationId}/answers/${questionKey}`, {
        cookie: cookies.collaboratorA,
        body: { value: true, expectedVersion: 0 },
      });
      expect(saved.status).toBe(200);
      const event = await withTimeout(stream.next());
      expect(event).toMatchObject({
        type: 'answer',
        subject: questionKey,
        byUserId: tenants.users.collaboratorA.id,
      });
      expect(event.byName).toEqual(expect.any(String));
    } finally {
      stream.close();
    }
  });

  it('refuses the stream without a session (401) and outside the scope (404, never revealing it)', async () => {
    const anonymous = await openStream(`/api/v1/evaluations/${evaluationId}/events`);
    expect(anonymous.status).toBe(401);
    const foreign = await openStream(`/api/v1/evaluations/${evaluationId}/events`, cookies.directorB);
    expect(foreign.status).toBe(404);
    const otherClient = await openStream(`/api/v1/evaluations/${evaluationId}/events`, cookies.masterB);
    expect(otherClient.status).toBe(404);
  });
});

describe('live updates of an action plan', () => {
  it('tells the establishment’s plan of a new action, and refuses another client’s plan', async () => {
    const responsibleId = (
      await insertMember(t.db, { clientId: tenants.clientA.id, establishmentIds: [tenants.establishmentA1.id] })
    ).id;
    const stream = await openStream(
      `/api/v1/establishments/${tenants.establishmentA1.id}/action-plan/events`,
      cookies.collaboratorA,
    );
    expect(stream.status).toBe(200);
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const created = await t.request('POST', '/api/v1/actions', {
        cookie: cookies.directorA,
        body: {
          establishmentId: tenants.establishmentA1.id,
          title: 'Afficher le protocole',
          // An action has a responsible and a due date (DOMAIN.md, issue 19 item 8).
          responsibleId,
          dueDate: '2030-06-28',
        },
      });
      expect(created.status).toBe(201);
      const event = await withTimeout(stream.next());
      expect(event).toMatchObject({ type: 'action', subject: created.body.id, byUserId: tenants.users.directorA.id });
    } finally {
      stream.close();
    }
    const foreign = await openStream(
      `/api/v1/establishments/${tenants.establishmentA1.id}/action-plan/events`,
      cookies.directorB,
    );
    expect(foreign.status).toBe(404);
  });
});
