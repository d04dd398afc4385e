import { ORPCError } from '@orpc/client';
import type { EvaluationProjectView } from '@qc/shared/evaluation-projects/schemas';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const view: EvaluationProjectView = {
  establishmentId: 'e1',
  establishmentName: 'Crèche A1',
  revision: 0,
  draft: null,
  current: null,
  versions: [],
  canEdit: true,
  criteriaOptions: [
    {
      kind: 'PART',
      ref: 'PARENTS',
      label: 'La relation avec les parents',
      reference: 'Référentiel national de la qualité d’accueil du jeune enfant (2025)',
      group: 'Parties du Référentiel national de la qualité d’accueil du jeune enfant (2025)',
    },
    {
      kind: 'QUESTION',
      ref: 'q-repas',
      label: 'Les repas sont-ils des moments de plaisir ?',
      reference: null,
      group: 'Qualité de l’accueil : la relation avec l’enfant',
    },
  ],
  pilotOptions: [{ id: 'm1', name: 'Claire Martin' }],
};
let state: { isPending: boolean; isError: boolean; data?: EvaluationProjectView; error?: Error } = {
  isPending: false,
  isError: false,
  data: view,
};
const save = vi.fn();
const validate = vi.fn();
vi.mock('../api/evaluation-project.ts', () => ({
  useEvaluationProject: () => ({ ...state, refetch: vi.fn() }),
  useEvaluationProjectVersion: () => ({ isPending: true }),
  useSaveEvaluationProjectDraft: () => ({ mutateAsync: save, isPending: false }),
  useValidateEvaluationProject: () => ({ mutateAsync: validate, isPending: false }),
}));
let roles = ['DIRECTOR'];
vi.mock('@/lib/use-current-user.ts', () => ({ useCurrentUser: () => ({ id: 'u1', roles }) }));
vi.mock('@tanstack/react-router', () => ({
  Link: (props: { children: unknown }) => <a href="/surveys/">{props.children as string}</a>,
}));

const { EvaluationProjectPage } = await import('./evaluation-project-page.tsx');

afterEach(() => {
  cleanup();
  save.mockReset();
  validate.mockReset();
  state = { isPending: false, isError: false, data: view };
  roles = ['DIRECTOR'];
});

describe('EvaluationProjectPage', () => {
  it('offers the report for the authorities to whoever reads the surveys’ results, not to a collaborator', () => {
    render(<EvaluationProjectPage establishmentId="e1" />);
    const link = screen.getByRole('link', { name: 'Télécharger le rapport pour les autorités (PDF)' });
    expect(link.getAttribute('href')).toBe('/api/v1/establishments/e1/authorities-report');
    cleanup();
    roles = ['COLLABORATOR'];
    render(<EvaluationProjectPage establishmentId="e1" />);
    expect(screen.queryByRole('link', { name: /rapport pour les autorités/ })).toBeNull();
  });

  it('says when it loads and when the server refuses', () => {
    state = { isPending: true, isError: false };
    const { unmount } = render(<EvaluationProjectPage establishmentId="e1" />);
    expect(screen.getByRole('status').textContent).toContain('Chargement du projet d’évaluation');
    unmount();
    state = { isPending: false, isError: true, error: new Error('Établissement introuvable') };
    render(<EvaluationProjectPage establishmentId="e1" />);
    expect(screen.getByRole('alert').textContent).toContain('Réessayer');
  });

  it('builds the draft from the chosen criterion, its reasons, an indicator, the calendar and the pilot', async () => {
    save.mockResolvedValue({ ...view, revision: 1 });
    render(<EvaluationProjectPage establishmentId="e1" />);
    fireEvent.change(screen.getByLabelText('Critère à ajouter'), { target: { value: 'PART:PARENTS' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le critère' }));
    fireEvent.change(screen.getByLabelText('Raisons du choix : La relation avec les parents'), {
      target: { value: 'Les familles le demandent.' },
    });
    fireEvent.change(screen.getByLabelText('Indicateur 1'), { target: { value: 'Familles satisfaites' } });
    fireEvent.change(screen.getByLabelText('Cible de l’indicateur 1 (facultative)'), { target: { value: '80 %' } });
    fireEvent.change(screen.getByLabelText('Première année du calendrier'), { target: { value: '2027' } });
    fireEvent.change(screen.getByLabelText('Ce qui est évalué en 2031'), { target: { value: 'Bilan' } });
    fireEvent.change(screen.getByLabelText('Pilote du projet'), { target: { value: 'm1' } });
    // The criterion already chosen cannot be chosen twice.
    expect(
      (
        within(screen.getByLabelText('Critère à ajouter')).getByRole('option', {
          name: 'La relation avec les parents',
        }) as HTMLOptionElement
      ).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toMatchObject({
      establishmentId: 'e1',
      expectedRevision: 0,
      criteria: [{ kind: 'PART', ref: 'PARENTS', reasons: 'Les familles le demandent.' }],
      indicators: [{ label: 'Familles satisfaites', target: '80 %' }],
      startYear: 2027,
      calendar: ['', '', '', '', 'Bilan'],
      pilotMemberId: 'm1',
    });
  });

  it('lists in French what is missing before validating, without calling the server', () => {
    render(<EvaluationProjectPage establishmentId="e1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Valider la version 1' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Pour valider le projet, complétez : au moins un critère retenu, au moins un indicateur, ce qui est évalué chacune des cinq années, la participation de l’équipe, la participation des familles, le pilote.',
    );
    expect(save).not.toHaveBeenCalled();
    expect(validate).not.toHaveBeenCalled();
  });

  it('shows the stale-revision refusal with a way to reload', async () => {
    const stale = new ORPCError('CONFLICT', {
      status: 409,
      message:
        'Le projet d’évaluation a été modifié entre-temps par une autre personne : rechargez la page pour voir sa version actuelle, puis reprenez vos modifications.',
    });
    save.mockRejectedValue(stale);
    render(<EvaluationProjectPage establishmentId="e1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('modifié entre-temps par une autre personne');
    expect(within(alert).getByRole('button', { name: /Recharger le projet/ })).toBeTruthy();
  });

  it('lets a reader read the validated version and download it, without a form', () => {
    const current = {
      id: 'v1',
      establishmentId: 'e1',
      number: 1,
      state: 'VALIDATED' as const,
      criteria: [
        {
          kind: 'PART' as const,
          ref: 'PARENTS',
          label: 'La relation avec les parents',
          reference: null,
          reasons: 'Raisons',
        },
      ],
      indicators: [{ label: 'Familles satisfaites', target: '' }],
      startYear: 2026,
      calendar: [2026, 2027, 2028, 2029, 2030].map((year) => ({ year, plan: `Plan ${year}` })),
      teamParticipation: 'Réunions',
      familyParticipation: 'Enquête',
      pilotMemberId: 'm1',
      pilotName: 'Claire Martin',
      updatedAt: '2026-11-27T10:00:00.000Z',
      updatedByName: null,
      validatedAt: '2026-11-27T10:00:00.000Z',
      validatedByName: 'Claire Martin',
    };
    state = {
      isPending: false,
      isError: false,
      data: {
        ...view,
        canEdit: false,
        current,
        versions: [{ id: 'v1', number: 1, validatedAt: current.validatedAt, validatedByName: 'Claire Martin' }],
      },
    };
    render(<EvaluationProjectPage establishmentId="e1" />);
    expect(screen.queryByRole('button', { name: 'Enregistrer le brouillon' })).toBeNull();
    expect(screen.getByText('Plan 2030')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Word (.docx) : version 1' }).getAttribute('href')).toBe(
      '/api/v1/evaluation-project-versions/v1/docx',
    );
    expect(screen.getByRole('link', { name: 'PDF : version 1' })).toBeTruthy();
  });
});
