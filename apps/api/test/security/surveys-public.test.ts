import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PUBLIC_SURVEY_LIMITS } from '../../src/surveys/public-limits.ts';
import { surveyComments, surveyResponses } from '../../src/db/schema-surveys.ts';
import { openTenantsContext, useFileContext } from '../support/context.ts';
import { answer, openSurveyWithCodes, parentsAnswers } from '../support/surveys.ts';
import { isFrench } from './support/transport.ts';

/**
 * Issue 28 item 3: the public survey page has no session — the invitation code is its only key. An attacker
 * with a phone tries unknown, used and closed codes, another establishment's code, fuzzed bodies, an oversized
 * comment and a flood of requests: every answer is a French 4xx, nothing of the establishment beyond its name and
 * the survey leaks, and no answer lands anywhere but in the code's own survey.
 */

const { t, tenants, cookies } = useFileContext(() => openTenantsContext(), 120_000);
let ipCounter = 0;
/** Each case its own address: the rate limits of one never spill over another. */
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function countsOf(surveyId: string) {
  const responses = await t.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, surveyId));
  const comments = await t.db.select().from(surveyComments).where(eq(surveyComments.surveyId, surveyId));
  return { responses: responses.length, comments: comments.length };
}

describe('public survey: codes', () => {
  it('an unknown code, a used code, a survey in preparation and a closed survey each get their French refusal', async () => {
    const ip = freshIp();
    const unknown = await t.request('GET', '/api/v1/public/surveys/ZZZZZZZZZZZZ', { ip });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(
      'Ce lien d’enquête est inconnu : vérifiez l’adresse ou scannez à nouveau le QR code.',
    );
    const malformed = await t.request('GET', `/api/v1/public/surveys/${encodeURIComponent('<script>')}`, { ip });
    expect(malformed.status).toBe(400);
    expect(isFrench(malformed.body.message)).toBe(true);

    const { id, codes } = await openSurveyWithCodes(t, cookies.directorA, tenants.establishmentA1.id, { codes: 2 });
    expect((await answer(t, codes[0]!, parentsAnswers(), ip)).status).toBe(201);
    const used = await answer(t, codes[0]!, parentsAnswers(), ip);
    expect(used.status).toBe(409);
    expect(used.body.message).toContain('chaque lien ne sert qu’une fois');

    const draft = await t.request('POST', '/api/v1/surveys', {
      cookie: cookies.directorA,
      body: { establishmentId: tenants.establishmentA1.id, audience: 'STAFF' },
    });
    const draftCodes = await t.request('POST', `/api/v1/surveys/${draft.body.id}/codes`, {
      cookie: cookies.directorA,
      body: { count: 1 },
    });
    const notOpen = await t.request('GET', `/api/v1/public/surveys/${draftCodes.body.codes[0]}`, { ip });
    expect(notOpen.status).toBe(409);
    expect(notOpen.body.message).toBe('Cette enquête n’est pas encore ouverte. Réessayez plus tard.');

    await t.request('POST', `/api/v1/surveys/${id}/close`, { cookie: cookies.directorA });
    const closed = await answer(t, codes[1]!, parentsAnswers(), ip);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(
      'Cette enquête est close : elle ne reçoit plus de réponses. Merci de votre intérêt.',
    );
    expect(await countsOf(id)).toEqual({ responses: 1, comments: 1 });
  });

  it('a code reaches its own survey only: ids slipped in the body are ignored, the page shows no other data', async () => {
    const a = await openSurveyWithCodes(t, cookies.directorA, tenants.establishmentA1.id, { codes: 1 });
    const b = await openSurveyWithCodes(t, cookies.directorB, tenants.establishmentB1.id, { codes: 1 });
    const ip = freshIp();
    const page = await t.request('GET', `/api/v1/public/surveys/${a.codes[0]}`, { ip });
    const text = JSON.stringify(page.body);
    for (const secret of [
      tenants.establishmentA1.id,
      tenants.clientA.id,
      'Client A',
      'Entité A',
      tenants.establishmentA2.name,
      a.id,
      tenants.users.directorA.email,
      tenants.establishmentB1.name,
    ])
      expect(text).not.toContain(secret);
    const sent = await t.request('POST', `/api/v1/public/surveys/${a.codes[0]}/answers`, {
      ip,
      body: { answers: parentsAnswers(), surveyId: b.id, establishmentId: tenants.establishmentB1.id, id: b.id },
    });
    expect(sent.status).toBe(201);
    expect(await countsOf(a.id)).toEqual({ responses: 1, comments: 1 });
    expect(await countsOf(b.id)).toEqual({ responses: 0, comments: 0 });
    // B's director cannot read A's survey by its id either.
    expect((await t.request('GET', `/api/v1/surveys/${a.id}/results`, { cookie: cookies.directorB })).status).toBe(404);
  });

  it('an oversized comment and an oversized body are refused in French, the code stays usable', async () => {
    const { id, codes } = await openSurveyWithCodes(t, cookies.directorA, tenants.establishmentA1.id, { codes: 1 });
    const ip = freshIp();
    const long = await answer(t, codes[0]!, [{ key: 'p8', value: 'a'.repeat(2001) }], ip);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Un commentaire compte 2 000 caractères au plus');
    const many = await answer(
      t,
      codes[0]!,
      Array.from({ length: 5000 }, (_, index) => ({ key: `k${index}`, value: 'x'.repeat(200) })),
      ip,
    );
    expect(many.status).toBeGreaterThanOrEqual(400);
    expect(many.status).toBeLessThan(500);
    expect(isFrench(many.body.message)).toBe(true);
    expect(await countsOf(id)).toEqual({ responses: 0, comments: 0 });
    expect((await answer(t, codes[0]!, parentsAnswers(), ip)).status).toBe(201);
  });
});

describe('public survey: fuzzed inputs', () => {
  it('never answer 5xx, always in French, and never write to another establishment’s survey', async () => {
    const a = await openSurveyWithCodes(t, cookies.directorA, tenants.establishmentA1.id, { codes: 3 });
    const b = await openSurveyWithCodes(t, cookies.directorB, tenants.establishmentB1.id, { codes: 1 });
    const failures: string[] = [];
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom('Plutôt', 'Tout à fait', '', '\u0000', 'a'.repeat(3000), '=cmd|calc', '<img src=x onerror=1>'),
      fc.integer(),
      fc.constant(null),
      fc.object(),
    );
    const body = fc.oneof(
      fc.record({
        answers: fc.array(fc.record({ key: fc.oneof(fc.string(), fc.constantFrom('p1', 'p8', '__proto__')), value })),
      }),
      fc.record({ answers: fc.oneof(fc.string(), fc.object(), fc.constant(null)) }),
      fc.anything(),
    );
    const code = fc.oneof(
      fc.constantFrom(...a.codes),
      fc.string({ minLength: 1 }),
      fc.stringMatching(/^[A-Z0-9]{6,32}$/),
    );
    await fc.assert(
      fc.asyncProperty(code, body, async (sentCode, sentBody) => {
        const ip = freshIp();
        const path = `/api/v1/public/surveys/${encodeURIComponent(sentCode)}`;
        const read = await t.request('GET', path, { ip });
        const written = await t.request('POST', `${path}/answers`, { ip, body: sentBody });
        for (const [what, reply] of [
          ['GET', read],
          ['POST', written],
        ] as const) {
          if (reply.status >= 500)
            failures.push(`${what} ${sentCode} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`);
          else if (reply.status >= 400 && !isFrench(reply.body?.message))
            failures.push(
              `${what} ${sentCode} → ${reply.status} not French: ${JSON.stringify(reply.body).slice(0, 200)}`,
            );
        }
      }),
      { numRuns: 150 },
    );
    expect(failures).toEqual([]);
    expect(await countsOf(b.id)).toEqual({ responses: 0, comments: 0 });
    expect((await countsOf(a.id)).responses).toBeLessThanOrEqual(a.codes.length);
  }, 180_000);
});

describe('public survey: rate limits', () => {
  it('one address guessing codes is stopped after 20 misses, in French; another address is not', async () => {
    const ip = freshIp();
    for (let index = 0; index < PUBLIC_SURVEY_LIMITS.misses; index += 1) {
      const miss = await t.request('GET', `/api/v1/public/surveys/GUESS${String(index).padStart(7, '0')}`, { ip });
      expect(miss.status).toBe(404);
    }
    const { codes } = await openSurveyWithCodes(t, cookies.directorA, tenants.establishmentA1.id, { codes: 1 });
    const stopped = await t.request('GET', `/api/v1/public/surveys/${codes[0]}`, { ip });
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toBe('Trop de tentatives depuis cet appareil. Réessayez dans une heure.');
    expect((await t.request('GET', `/api/v1/public/surveys/${codes[0]}`, { ip: freshIp() })).status).toBe(200);
  });

  it('one phone with a list of codes cannot stuff the ballot beyond 30 answers an hour', async () => {
    const { id, codes } = await openSurveyWithCodes(t, cookies.directorA, tenants.establishmentA1.id, {
      codes: PUBLIC_SURVEY_LIMITS.answers + 3,
    });
    const ip = freshIp();
    const statuses: number[] = [];
    for (const code of codes) statuses.push((await answer(t, code, [{ key: 'p1', value: 'Tout à fait' }], ip)).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(PUBLIC_SURVEY_LIMITS.answers);
    expect(statuses.slice(PUBLIC_SURVEY_LIMITS.answers)).toEqual([429, 429, 429]);
    expect((await countsOf(id)).responses).toBe(PUBLIC_SURVEY_LIMITS.answers);
    // The codes not spent stay usable from elsewhere.
    expect((await answer(t, codes.at(-1)!, [{ key: 'p1', value: 'Plutôt' }], freshIp())).status).toBe(201);
  }, 120_000);
});
