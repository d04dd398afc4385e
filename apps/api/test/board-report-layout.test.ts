import { describe, expect, it } from 'vitest';
import type { BoardEstablishment } from '../src/board/report-data.ts';
import { renderReport } from '../src/reports/render.tsx';
import { pdfText } from './support/pdf-text.ts';

/**
 * Issue 34 item 10: with the demo library's six categories, the board report's column headers ran
 * into each other (right-aligned, no gap, words wider than their column). Each header must read as
 * its own words in the PDF's text.
 */

const CATEGORIES = [
  'Projet d’établissement et règlement de fonctionnement',
  'Direction et personnel',
  'Analyse des pratiques et santé',
  'Autorisation et Charte nationale',
  'Locaux et équipements',
  'Qualité de l’accueil du jeune enfant',
];

function site(index: number): BoardEstablishment {
  return {
    id: `site-${index}`,
    name: `Crèche ${index}`,
    city: 'Paris',
    legalEntityName: 'Les Petits Pas Île-de-France',
    score: 72.5,
    conformityRate: 80,
    evaluatedForms: 6,
    evaluations: 6,
    cells: CATEGORIES.map((_, position) => ({
      categoryId: `category-${position}`,
      score: 100,
      conformityRate: 100,
      forms: 1,
    })),
    trend: [],
    change: -12.5,
    actions: {
      total: 12,
      todo: 3,
      inProgress: 4,
      done: 5,
      overdue: 2,
      doneInPeriod: 1,
      meanProgress: 55,
      cancelled: 0,
    },
  };
}

async function boardText(): Promise<string> {
  const bytes = await renderReport({
    kind: 'board',
    data: {
      client: { id: 'client', name: 'Association Les Petits Pas' },
      period: { from: '2025-11-28', to: '2026-11-27' },
      categories: [
        ...CATEGORIES.map((name, position) => ({ id: `category-${position}`, name })),
        { id: null, name: 'Autres questionnaires' },
      ],
      establishments: [site(1), site(2)],
      gaps: [],
      criticalFailures: [],
      incidents: null,
      totals: {
        establishments: 2,
        evaluatedEstablishments: 2,
        evaluations: 1,
        score: 72.5,
        actionsOpen: 1,
        actionsOverdue: 2,
        actionsDoneInPeriod: 1,
        criticalFailures: 0,
      },
      generatedAt: '2026-11-27T10:00:00.000Z',
    },
  });
  // Line breaks inside one header are spaces to a reader.
  if (process.env.BOARD_PDF_DUMP) (await import('node:fs')).writeFileSync(process.env.BOARD_PDF_DUMP, bytes);
  return (await pdfText(bytes)).replace(/\s+/g, ' ');
}

describe('board report layout (issue 34 item 10)', () => {
  it('reads every column header on its own, six long category names included', async () => {
    const text = await boardText();
    const headers = [
      'Score (conformité)',
      'Évolution',
      ...CATEGORIES,
      'Autres questionnaires',
      'Terminées sur la période',
      'Avancement moyen',
      'En retard',
    ];
    // pdf.js reads a header wrapped on two lines line by line, interleaved with its neighbours': each of its words
    // must stand alone, and no two of them run together (« l’accueil duquestionnaires » on the old layout).
    const tokens = new Set(text.split(' '));
    const words = [...new Set(headers.flatMap((header) => header.split(' ')))];
    for (const word of words) expect(tokens.has(word), word).toBe(true);
    for (const first of words)
      for (const second of words) expect(tokens.has(first + second), first + second).toBe(false);
    // Nor do the figures below them: « 72,5 (80 %)100 (100 %) » was one word.
    expect(text).not.toMatch(/%\)\d/);
  }, 60_000);

  it('writes its counts with French plurals', async () => {
    const text = await boardText();
    expect(text).toContain('1 auto-évaluation terminée sur la période');
    expect(text).not.toContain('(s)');
  }, 60_000);
});
