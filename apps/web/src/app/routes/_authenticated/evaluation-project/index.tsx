import { createFileRoute } from '@tanstack/react-router';
import { EvaluationProjectScreen } from '@/features/evaluation-projects/components/evaluation-project-screen.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** Issue 28 item 2 (ADR 044): the projet d'évaluation de la qualité de l'accueil of the selected establishment. */
export const Route = createFileRoute('/_authenticated/evaluation-project/')({
  ...guardedPage('Projet d’évaluation', 'evaluation-project:read'),
  component: EvaluationProjectScreen,
});
