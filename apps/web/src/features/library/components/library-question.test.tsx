import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppliesWhen } from '@qc/shared/questionnaires/applicability';
import { makeQuestion } from '@/test/questions.ts';
import { LibraryQuestion } from './library-question.tsx';

afterEach(cleanup);

const question = makeQuestion('eaje-encadrement-effectifs-09', {
  id: 'q1',
  formId: 'f1',
  version: 2,
  label: 'Seuls les professionnels mentionnés à l’article R. 2324-42 sont-ils comptés dans l’effectif ?',
  reference: 'CSP art. R2324-43 I ; CSP art. R2324-50',
});

const source = (citation: string, title: string, url: string) => ({
  questionKey: question.key,
  citation,
  title,
  url,
  checkedOn: '2026-11-23',
});

describe('LibraryQuestion', () => {
  it('shows, per citation, the text it was checked against, opening in a new tab, and the day written out (issue 14)', () => {
    render(
      <ol>
        <LibraryQuestion
          question={question}
          index={0}
          sources={[
            source(
              'CSP art. R2324-43 I',
              'Code de la santé publique – Article R2324-43',
              'https://example.org/r2324-43',
            ),
            source('CSP art. R2324-50', 'Code de la santé publique – Article R2324-50', 'https://example.org/r2324-50'),
          ]}
        />
      </ol>,
    );
    const list = screen.getByRole('list', { name: 'Sources vérifiées' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'CSP art. R2324-43 I : Code de la santé publique – Article R2324-43 (nouvel onglet), texte vérifié le 23 novembre 2026',
      'CSP art. R2324-50 : Code de la santé publique – Article R2324-50 (nouvel onglet), texte vérifié le 23 novembre 2026',
    ]);
    const link = within(items[0]!).getByRole('link', { name: /Article R2324-43/ });
    expect(link.getAttribute('href')).toBe('https://example.org/r2324-43');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('says « Source : » for a single citation, and nothing for a reference without a recorded source', () => {
    const { rerender } = render(
      <ol>
        <LibraryQuestion
          question={{ ...question, reference: 'CSP art. R2324-50' }}
          index={0}
          sources={[source('CSP art. R2324-50', 'Article R2324-50', 'https://example.org/r2324-50')]}
        />
      </ol>,
    );
    expect(screen.getByRole('list', { name: 'Sources vérifiées' }).textContent).toBe(
      'Source : Article R2324-50 (nouvel onglet), texte vérifié le 23 novembre 2026',
    );
    rerender(
      <ol>
        <LibraryQuestion question={{ ...question, reference: 'Notre procédure interne' }} index={0} />
      </ol>,
    );
    expect(screen.queryByRole('list', { name: 'Sources vérifiées' })).toBeNull();
    expect(screen.getByText('Notre procédure interne')).toBeTruthy();
  });

  it('says which establishments the question applies to, from its own condition, and what the others read (issue 26)', () => {
    const premises: AppliesWhen = {
      structureTypes: ['CRECHE_COLLECTIVE', 'MICRO_CRECHE'],
      authorisationRequestedFrom: '2022-09-01',
      denseZone: false,
      reason: 'la surface de 7 m² par place vaut pour les crèches autorisées à partir du 1er septembre 2022',
    };
    const { rerender } = render(
      <ol>
        <LibraryQuestion question={{ ...question, appliesWhen: premises }} index={0} />
      </ol>,
    );
    const conditions = screen.getByRole('list', { name: 'S’applique seulement aux établissements :' });
    expect(
      within(conditions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'de type Crèche collective ou Micro-crèche ;',
      'dont l’autorisation a été demandée à partir du 1er septembre 2022 ;',
      'hors zone très densément peuplée.',
    ]);
    expect(screen.getByTestId('question-applicability').textContent).toContain(
      'Ailleurs, elle est montrée grisée : « Ne s’applique pas à cet établissement : la surface de 7 m² par place vaut pour les crèches autorisées à partir du 1er septembre 2022 ».',
    );

    rerender(
      <ol>
        <LibraryQuestion
          question={{
            ...question,
            appliesWhen: { practices: ['OUTINGS'], reason: 'l’établissement n’organise pas de sorties' },
          }}
          index={0}
        />
      </ol>,
    );
    expect(
      screen.getByText('S’applique seulement aux établissements qui organisent des sorties hors de l’établissement.'),
    ).toBeTruthy();

    // A question without condition says nothing of the kind: it applies everywhere.
    rerender(
      <ol>
        <LibraryQuestion question={question} index={0} />
      </ol>,
    );
    expect(screen.queryByTestId('question-applicability')).toBeNull();
  });

  it('says for which answer a mandatory document is required', () => {
    const { rerender } = render(
      <ol>
        <LibraryQuestion
          question={{
            ...question,
            isDocumentRequired: true,
            documentRequirement: 'MANDATORY',
            expectedDocument: 'Projet',
          }}
          index={0}
        />
      </ol>,
    );
    expect(screen.getByText('(pour la réponse conforme)')).toBeTruthy();
    rerender(
      <ol>
        <LibraryQuestion
          question={{
            ...question,
            isDocumentRequired: true,
            documentRequirement: 'MANDATORY',
            documentRequiredFor: 'ANY_ANSWER',
            expectedDocument: 'Projet',
          }}
          index={0}
        />
      </ol>,
    );
    expect(screen.getByText('(quelle que soit la réponse)')).toBeTruthy();
  });
});
