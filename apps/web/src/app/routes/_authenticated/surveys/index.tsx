import { createFileRoute } from '@tanstack/react-router';
import { SurveysScreen } from '@/features/surveys/components/surveys-screen.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** Issue 28 item 3: the surveys of the selected establishment (survey:manage: its director, the group). */
export const Route = createFileRoute('/_authenticated/surveys/')({
  ...guardedPage('Enquêtes familles et équipe', 'survey:manage'),
  component: SurveysScreen,
});
