import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { formatDateTime } from '@qc/shared/dates';
import type { EvaluationProjectReportData } from './evaluation-project-report.tsx';
import {
  EVALUATION_PROJECT_BASIS,
  EVALUATION_PROJECT_TITLE,
  orDash,
  pilotLine,
  SECTION_TITLES,
  versionLine,
} from './evaluation-project-text.ts';

const border = { style: BorderStyle.SINGLE, size: 4, color: 'CBD5E1' };
const borders = { top: border, bottom: border, left: border, right: border };

function cell(text: string, width: number, bold = false): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.PERCENTAGE },
    borders,
    children: orDash(text)
      .split(/\n+/)
      .map((line) => new Paragraph({ children: [new TextRun({ text: line, bold })] })),
  });
}

function table(headers: Array<[string, number]>, rows: string[][]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: headers.map(([label, width]) => cell(label, width, true)) }),
      ...(rows.length > 0 ? rows : [headers.map(() => '—')]).map(
        (row) => new TableRow({ children: row.map((value, index) => cell(value, headers[index]![1])) }),
      ),
    ],
  });
}

function heading(text: string): Paragraph {
  return new Paragraph({ text, heading: HeadingLevel.HEADING_2, spacing: { before: 240, after: 120 } });
}

function paragraphs(value: string): Paragraph[] {
  return orDash(value)
    .split(/\n+/)
    .map((line) => new Paragraph({ text: line, spacing: { after: 80 } }));
}

/**
 * Issue 28 item 2: the same version as the PDF, as a Word document the director can still edit before annexing
 * it to her projet d'établissement (tables, headings and styles Word understands, no images). Built with `docx`
 * in the report workers, off the request thread like the PDFs.
 */
export async function renderEvaluationProjectDocx(
  data: Omit<EvaluationProjectReportData, 'generatedAt'> & { generatedAt: Date },
): Promise<Uint8Array> {
  const { establishment, version } = data;
  const document = new Document({
    creator: 'Qualité & Conformité',
    title: `${EVALUATION_PROJECT_TITLE} — ${establishment.name}`,
    styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun(`${establishment.name} · document généré le ${formatDateTime(data.generatedAt)} · page `),
                  new TextRun({ children: [PageNumber.CURRENT] }),
                ],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({ text: EVALUATION_PROJECT_TITLE, heading: HeadingLevel.TITLE }),
          new Paragraph({
            children: [
              new TextRun({ text: `${establishment.name} · ${establishment.legalEntityName}`, bold: true }),
              new TextRun({ text: ` (${establishment.clientName})` }),
            ],
          }),
          new Paragraph({ text: `${establishment.address}, ${establishment.postalCode} ${establishment.city}` }),
          new Paragraph({ text: versionLine(version), spacing: { before: 120 } }),
          new Paragraph({ children: [new TextRun({ text: pilotLine(version), bold: true })] }),
          new Paragraph({
            children: [new TextRun({ text: EVALUATION_PROJECT_BASIS, italics: true, size: 18 })],
            spacing: { before: 120 },
          }),
          heading(SECTION_TITLES.criteria),
          table(
            [
              ['Critère', 30],
              ['Référence', 25],
              ['Raisons du choix', 45],
            ],
            version.criteria.map((criterion) => [criterion.label, criterion.reference ?? '', criterion.reasons]),
          ),
          heading(SECTION_TITLES.indicators),
          table(
            [
              ['Indicateur', 65],
              ['Cible', 35],
            ],
            version.indicators.map((indicator) => [indicator.label, indicator.target]),
          ),
          heading(SECTION_TITLES.calendar),
          table(
            [
              ['Année', 15],
              ['Ce qui est évalué', 85],
            ],
            version.calendar.map((year) => [String(year.year), year.plan]),
          ),
          heading(SECTION_TITLES.team),
          ...paragraphs(version.teamParticipation),
          heading(SECTION_TITLES.families),
          ...paragraphs(version.familyParticipation),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
