import { move } from 'piscina';
import { renderReport } from './render.tsx';
import type { ReportModel } from './model.ts';

/**
 * A one-question evaluation rendered once when the worker starts. Why: react-pdf
 * parses a registered font only when a document first uses it, and the layout and
 * PDF code runs cold the first time; measured on a 150-question evaluation, the
 * first render of a fresh worker took 2.3 s, the next ones 0.6–0.8 s. Piscina waits
 * for this module before giving the worker a task, so the cost moves to start-up
 * (the server's pool is eager) instead of the first director's download.
 */
const WARM_UP: ReportModel = {
  kind: 'evaluation',
  data: {
    evaluation: {
      id: 'warm-up',
      establishmentId: 'warm-up',
      establishmentName: 'Préchauffage',
      formId: 'warm-up',
      formName: 'Préchauffage du rendu',
      formKind: 'QUALITY',
      formVersion: 1,
      status: 'COMPLETED',
      startedByName: null,
      startedAt: '2026-01-01T00:00:00.000Z',
      completedByName: null,
      completedAt: '2026-01-01T00:00:00.000Z',
      result: {
        score: 100,
        conformityRate: 100,
        answered: 1,
        notApplicable: 0,
        total: 1,
        criticalNonConformities: 0,
        missingMandatoryDocuments: 0,
      },
      questions: [
        {
          id: 'warm-up',
          key: 'warm-up',
          formId: 'warm-up',
          version: 1,
          position: 0,
          label: 'Question de préchauffage ?',
          helpText: null,
          reference: 'Référence',
          type: 'BOOLEAN',
          weight: 1,
          isCritical: true,
          isDocumentRequired: false,
          isDocumentRecommended: false,
          documentRequirement: null,
          expectedDocument: null,
          actionTitle: null,
          conformingAnswer: true,
          options: [],
          scale: null,
          threshold: null,
          appliesWhen: null,
          documentRequiredFor: 'CONFORMING_ANSWER',
        },
      ],
      answers: [],
      applicability: { frozenAt: null, notApplicable: [], outdated: false, missingProfileFields: [] },
    },
    establishment: {
      name: 'Préchauffage',
      legalEntityName: 'Préchauffage',
      clientName: 'Préchauffage',
      address: '—',
      postalCode: '00000',
      city: '—',
    },
    actions: [],
    generatedAt: '2026-01-01T00:00:00.000Z',
  },
};
await renderReport(WARM_UP);

/**
 * Entry of a render worker thread (piscina). Importing render.tsx registers the
 * fonts once per worker (styles.ts → fonts.ts), and the warm-up above loads them;
 * each task then only lays out and writes its PDF. The bytes are moved back to the
 * main thread, not copied.
 */
export default async function render(model: ReportModel) {
  const bytes = await renderReport(model);
  return move(bytes);
}
