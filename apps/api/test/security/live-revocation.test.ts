import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAM_RECHECK_MS } from '../../src/live/publish.ts';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../support/app.ts';
import { createTenants, insertMember, insertUser, type Tenants } from '../support/fixtures.ts';
import { createActionOnA1 } from './support/actions.ts';

/**
 * Issue 12 item 8: an open event stream must stop delivering the moment its
 * reader loses access — signed out, taken off the establishment (member
 * unlinked, or its user moved to another establishment), or deleted. After
 * the revocation an event is published: it must not arrive, and the stream ends.
 */
let t: TestContext;
let tenants: Tenants;
let master: string;
let director: string;
let evaluationId: string;
let questionKey: string;
let answerVersion = 0;

beforeAll(async () => {
  t = await createTestContext();
  tenants = await createTenants(t.db);
  master = await t.signIn(tenants.users.masterA.email);
  director = await t.signIn(tenants.users.directorA.email);
  const admin = await t.signIn(tenants.users.admin.email);
  const form = await t.request('POST', '/api/v1/forms', {
    cookie: admin,
    body: { name: 'Flux révoqués (test)', kind: 'CONFORMITY' },
  });
  const withQuestion = await t.request('POST', `/api/v1/forms/${form.body.id}/questions`, {
    cookie: admin,
    body: { formId: form.body.id, type: 'BOOLEAN', label: 'Le protocole est-il affiché ?' },
  });
  questionKey = withQuestion.body.questions[0].key;
  const started = await t.request('POST', '/api/v1/evaluations', {
    cookie: director,
    body: { establishmentId: tenants.establishmentA1.id, formId: form.body.id },
  });
  expect(started.status).toBe(201);
  evaluationId = started.body.id;
});
afterAll(() => t?.close());

type Outcome = { kind: 'event'; event: Record<string, unknown> } | { kind: 'closed' } | { kind: 'timeout' };
type Stream = { status: number; next: (ms?: number) => Promise<Outcome>; close: () => void };

/** Opens a server-sent event stream; `next` tells whether a `message` event came, the stream closed, or nothing came. */
async function openStream(path: string, cookie: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await t.app.request(path, {
    headers: { origin: TEST_ORIGIN, accept: 'text/event-stream', cookie },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let pending: ReturnType<typeof reader.read> | null = null;
  const readMessage = async (): Promise<Outcome> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const data = lines.find((line) => line.startsWith('data: '));
        if (lines.includes('event: message') && data) return { kind: 'event', event: JSON.parse(data.slice(6)) };
        continue;
      }
      pending ??= reader.read();
      const { value, done } = await pending;
      pending = null;
      if (done) return { kind: 'closed' };
      buffer += value;
    }
  };
  return {
    status: response.status,
    close: () => controller.abort(),
    next: (ms = 5_000) =>
      Promise.race([
        readMessage(),
        new Promise<Outcome>((resolve) => setTimeout(() => resolve({ kind: 'timeout' }), ms)),
      ]),
  };
}

/** A reader of establishment A1: its own establishment, or through its effective member. */
async function newReader(through: 'user' | 'member') {
  const reader = await insertUser(t.db, {
    role: 'COLLABORATOR',
    clientId: tenants.clientA.id,
    establishmentId: through === 'user' ? tenants.establishmentA1.id : null,
  });
  const member =
    through === 'member'
      ? await insertMember(t.db, {
          clientId: tenants.clientA.id,
          userId: reader.id,
          establishmentIds: [tenants.establishmentA1.id],
        })
      : null;
  return { reader, member, cookie: await t.signIn(reader.email) };
}

const streams = {
  evaluation: {
    path: () => `/api/v1/evaluations/${evaluationId}/events`,
    /** A colleague saves an answer: one event on the evaluation's stream. */
    publish: async () => {
      const saved = await t.request('PUT', `/api/v1/evaluations/${evaluationId}/answers/${questionKey}`, {
        cookie: director,
        body: { value: answerVersion % 2 === 0, expectedVersion: answerVersion },
      });
      expect(saved.status).toBe(200);
      answerVersion = saved.body.version;
    },
  },
  'action plan': {
    path: () => `/api/v1/establishments/${tenants.establishmentA1.id}/action-plan/events`,
    /** A colleague adds an action: one event on the establishment's plan. */
    publish: () => createActionOnA1(t, tenants, director),
  },
};

type Reader = Awaited<ReturnType<typeof newReader>>;
const revocations: Array<{ name: string; through: 'user' | 'member'; revoke: (reader: Reader) => Promise<void> }> = [
  {
    name: 'after sign-out',
    through: 'user',
    revoke: async ({ cookie }) => {
      const signedOut = await t.request('POST', '/api/auth/sign-out', { cookie, body: {} });
      expect(signedOut.status).toBe(200);
    },
  },
  {
    name: 'after its member is unlinked from the establishment',
    through: 'member',
    revoke: async ({ member }) => {
      const unlinked = await t.request(
        'DELETE',
        `/api/v1/establishments/${tenants.establishmentA1.id}/members/${member!.id}`,
        { cookie: master },
      );
      expect(unlinked.status).toBe(200);
    },
  },
  {
    name: "after the user's establishment is changed",
    through: 'user',
    revoke: async ({ reader }) => {
      const moved = await t.request('PUT', `/api/v1/users/${reader.id}`, {
        cookie: master,
        body: { establishmentId: tenants.establishmentA2.id },
      });
      expect(moved.status).toBe(200);
    },
  },
  {
    name: 'after the user is deleted',
    through: 'user',
    revoke: async ({ reader }) => {
      const deleted = await t.request('DELETE', `/api/v1/users/${reader.id}`, { cookie: master });
      expect(deleted.status).toBe(204);
    },
  },
];

for (const [streamName, stream] of Object.entries(streams)) {
  describe(`the ${streamName} stream`, () => {
    for (const revocation of revocations) {
      it(`delivers nothing more and ends ${revocation.name}`, async () => {
        const reader = await newReader(revocation.through);
        const opened = await openStream(stream.path(), reader.cookie);
        expect(opened.status).toBe(200);
        try {
          // The subscription is registered once the stream answered; one event proves it is live.
          await new Promise((resolve) => setTimeout(resolve, 200));
          await stream.publish();
          expect((await opened.next()).kind).toBe('event');

          await revocation.revoke(reader);
          await stream.publish();
          const after = await opened.next();
          expect(after).toEqual({ kind: 'closed' });
        } finally {
          opened.close();
        }
      });
    }
  });
}

describe('an idle stream', () => {
  it('ends on its own once the access is gone, without waiting for an event', async () => {
    const reader = await newReader('user');
    const opened = await openStream(streams.evaluation.path(), reader.cookie);
    expect(opened.status).toBe(200);
    try {
      const deleted = await t.request('DELETE', `/api/v1/users/${reader.reader.id}`, { cookie: master });
      expect(deleted.status).toBe(204);
      // The stream re-checks its access every STREAM_RECHECK_MS while nothing happens.
      expect(await opened.next(STREAM_RECHECK_MS + 3_000)).toEqual({ kind: 'closed' });
    } finally {
      opened.close();
    }
  });
});
