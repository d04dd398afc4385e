import { createFileRoute } from '@tanstack/react-router';
import { SurveyPage } from '@/features/surveys/components/survey-page.tsx';
import { guardedPage } from '@/lib/route-options.ts';

/** Issue 28 item 3: one survey — adapt it, open it, hand out its codes, read its results. */
export const Route = createFileRoute('/_authenticated/surveys/$id')({
  ...guardedPage('Enquête', 'survey:manage'),
  component: SurveyRoute,
});

function SurveyRoute() {
  return (
    <div className="mx-auto grid max-w-3xl gap-4 p-4">
      <SurveyPage id={Route.useParams().id} />
    </div>
  );
}
