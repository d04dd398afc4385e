import { getParisToday } from '@qc/shared/validation/dates';
import { execFileSync } from 'node:child_process';
import { expect } from 'vitest';
import type { TestContext } from './app.ts';
import { openTenantsContext, type Cookies } from './context.ts';
import { insertMember, type Tenants } from './fixtures.ts';

/** Far enough not to be overdue. */
export const LATER = '2030-06-28';

/** The day before today in Paris (an overdue due date). */
export const yesterday = () => {
  const date = new Date(`${getParisToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/** Days since 30/12/1899: how a spreadsheet stores a date. */
export const excelSerial = (day: string) => (Date.parse(`${day}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;

/** Every part of an XLSX (CRCs checked, each XML parsed strictly) and its cell texts (shared strings), by Python's zipfile and minidom. */
export function readXlsx(bytes: Buffer): { parts: Record<string, string>; texts: string[] } {
  const script = [
    'import io, json, sys, zipfile',
    'from xml.dom import minidom',
    'archive = zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read()))',
    'assert archive.testzip() is None, "bad CRC"',
    // Folder entries (ExcelJS writes "xl/" etc.) hold no part.
    'parts = {n: archive.read(n).decode("utf-8") for n in archive.namelist() if not n.endswith("/")}',
    'docs = {name: minidom.parseString(text.encode("utf-8")) for name, text in parts.items()}',
    'texts = ["".join(n.data for n in t.childNodes) for t in docs["xl/sharedStrings.xml"].getElementsByTagName("t")]',
    'print(json.dumps({"parts": parts, "texts": texts}))',
  ].join('\n');
  return JSON.parse(execFileSync('python3', ['-c', script], { input: bytes, encoding: 'utf8' }));
}

export type ActionPlanContext = {
  t: TestContext;
  tenants: Tenants;
  cookies: Cookies;
  evaluationId: string;
  keys: { critical: string; select: string; notation: string };
  /** The collaborator's member record in A1's team. */
  responsibleId: string;
  /** A member of A1's team who is no user: responsible of the actions that are not the collaborator's. */
  teamMemberId: string;
};

/**
 * The start of the action plan files: the tenants, the collaborator and a team member in A1's team, and a
 * completed evaluation of a three-question form (an impératif answered « non », a select « Partiellement »,
 * a notation 4): two proposals.
 */
export async function openActionPlanContext(): Promise<ActionPlanContext> {
  const { t, tenants, cookies } = await openTenantsContext();
  const responsibleId = (
    await insertMember(t.db, {
      clientId: tenants.clientA.id,
      userId: tenants.users.collaboratorA.id,
      establishmentIds: [tenants.establishmentA1.id],
    })
  ).id;
  const teamMemberId = (
    await insertMember(t.db, { clientId: tenants.clientA.id, establishmentIds: [tenants.establishmentA1.id] })
  ).id;

  const form = await t.request('POST', '/api/v1/forms', {
    cookie: cookies.admin,
    body: { name: 'Protocoles (plan d’action)', kind: 'CONFORMITY' },
  });
  const questions = [
    { type: 'BOOLEAN', label: 'Le protocole de mise en sûreté est-il écrit ?', isCritical: true },
    {
      type: 'SELECT',
      label: 'Les protocoles sont-ils connus de l’équipe ?',
      options: [
        { label: 'Oui', score: 100 },
        { label: 'Partiellement', score: 50 },
      ],
    },
    { type: 'NOTATION', label: 'Les familles connaissent les protocoles.' },
  ];
  let detail;
  for (const question of questions) {
    detail = await t.request('POST', `/api/v1/forms/${form.body.id}/questions`, {
      cookie: cookies.admin,
      body: { formId: form.body.id, ...question },
    });
    expect(detail.status).toBe(201);
  }
  const [critical, select, notation] = detail!.body.questions.map((question: { key: string }) => question.key);
  const keys = { critical, select, notation };

  const evaluation = await t.request('POST', '/api/v1/evaluations', {
    cookie: cookies.directorA,
    body: { establishmentId: tenants.establishmentA1.id, formId: form.body.id },
  });
  const evaluationId: string = evaluation.body.id;
  for (const [key, value] of [
    [keys.critical, false],
    [keys.select, 'Partiellement'],
    [keys.notation, 4],
  ] as const) {
    const saved = await t.request('PUT', `/api/v1/evaluations/${evaluationId}/answers/${key}`, {
      cookie: cookies.directorA,
      body: { value, expectedVersion: 0 },
    });
    expect(saved.status).toBe(200);
  }
  const completed = await t.request('POST', `/api/v1/evaluations/${evaluationId}/complete`, {
    cookie: cookies.directorA,
  });
  expect(completed.status).toBe(200);
  return { t, tenants, cookies, evaluationId, keys, responsibleId, teamMemberId };
}

/** The action taken on the impératif's proposal: the collaborator responsible, overdue since yesterday. */
export function addCriticalAction({
  t,
  tenants,
  cookies,
  evaluationId,
  keys,
  responsibleId,
}: Omit<ActionPlanContext, 'teamMemberId'>) {
  return t.request('POST', '/api/v1/actions', {
    cookie: cookies.directorA,
    body: {
      establishmentId: tenants.establishmentA1.id,
      evaluationId,
      questionKey: keys.critical,
      title: 'Écrire le protocole de mise en sûreté',
      priority: 'CRITICAL',
      responsibleId,
      dueDate: yesterday(),
    },
  });
}
