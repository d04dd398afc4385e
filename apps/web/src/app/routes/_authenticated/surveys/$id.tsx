import { createFileRoute } from '@tanstack/react-router';
import { SurveyPage } from '@/features/surveys/components/survey-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** Issue 28 item 3: one survey — adapt it, open it, hand out its codes, read its results. */
export const Route = createFileRoute('/_authenticated/surveys/$id')({
  ...guardedPage('Enquête', 'survey:manage'),
  component: SurveyPage,
});
