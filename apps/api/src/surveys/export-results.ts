import { getParisToday } from '@qc/shared/dates';
import { SURVEY_QUESTION_TYPE_LABELS } from '@qc/shared/surveys/enums';
import type { SurveyResults } from '@qc/shared/surveys/outputs';
import { SURVEY_MESSAGES } from '@qc/shared/surveys/schemas';
import { SURVEY_THEME_LABELS } from '@qc/shared/surveys/templates';
import { conflict } from '../common/domain-errors.ts';
import { writeXlsxSheets, XLSX_MIME_TYPE, type XlsxCell, type XlsxSheet } from '../common/xlsx-writer.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from '../scope/actor.ts';
import { findSurvey } from './access.ts';
import { readResults } from './results.ts';

/** A CSV cell: quoted, a leading = + - @ neutralised (formula injection from a respondent's comment). */
function csvCell(value: XlsxCell): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const percent = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

/** Counts by option and the comments not hidden: no row per respondent, as on screen. Refused below the threshold. */
async function readSheets(db: Database, actor: Actor, id: string) {
  const { survey, responseCount } = await findSurvey(db, actor, id);
  const results: SurveyResults = await readResults(db, survey, responseCount);
  if (!results.shown) conflict(SURVEY_MESSAGES.belowThreshold);
  const counts: XlsxSheet = {
    name: 'Résultats',
    columns: [
      { header: 'Question', kind: 'longText' },
      { header: 'Type', kind: 'text' },
      { header: 'Thème du référentiel', kind: 'text' },
      { header: 'Réponse', kind: 'text' },
      { header: 'Nombre', kind: 'integer' },
      { header: 'Part des réponses à la question (%)', kind: 'integer' },
    ],
    rows: results.questions.flatMap((question) =>
      question.type === 'COMMENT'
        ? []
        : question.options.map((option) => [
            question.label,
            SURVEY_QUESTION_TYPE_LABELS[question.type],
            question.theme ? SURVEY_THEME_LABELS[question.theme] : '',
            option.label,
            option.count,
            percent(option.count, question.answered),
          ]),
    ),
  };
  const labels = new Map(results.questions.map((question) => [question.key, question.label]));
  const comments: XlsxSheet = {
    name: 'Commentaires',
    columns: [
      { header: 'Question', kind: 'longText' },
      { header: 'Commentaire', kind: 'longText' },
    ],
    rows: results.comments
      .filter((comment) => !comment.hidden)
      .map((comment) => [labels.get(comment.questionKey) ?? comment.questionKey, comment.body]),
  };
  return { survey, responseCount, counts, comments };
}

const fileName = (title: string, extension: string) =>
  `enquete-${title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)}-${getParisToday()}.${extension}`;

export async function exportSurveyXlsx(db: Database, actor: Actor, input: { id: string }): Promise<File> {
  const { survey, responseCount, counts, comments } = await readSheets(db, actor, input.id);
  const bytes = await writeXlsxSheets([counts, comments], {
    title: survey.title,
    subject: `Enquête anonyme — ${responseCount} réponses`,
  });
  return new File([bytes as Uint8Array<ArrayBuffer>], fileName(survey.title, 'xlsx'), { type: XLSX_MIME_TYPE });
}

export async function exportSurveyCsv(db: Database, actor: Actor, input: { id: string }): Promise<File> {
  const { survey, responseCount, counts, comments } = await readSheets(db, actor, input.id);
  const lines = [
    [survey.title, `${responseCount} réponses`],
    [],
    counts.columns.map((column) => column.header),
    ...counts.rows,
    [],
    comments.columns.map((column) => column.header),
    ...comments.rows,
  ].map((cells) => cells.map(csvCell).join(';'));
  // UTF-8 with BOM, semicolons, CRLF: as French spreadsheets open it (ADR 017).
  return new File([`\uFEFF${lines.join('\r\n')}\r\n`], fileName(survey.title, 'csv'), {
    type: 'text/csv; charset=utf-8',
  });
}
