import { createFileRoute } from '@tanstack/react-router';
import { MAIN_ID, SkipLink } from '@/components/layouts/skip-link.tsx';
import { PublicSurveyPage } from '@/features/surveys/components/public-survey-page.tsx';
import { pageTitle } from '@/lib/page-title.ts';

/**
 * Issue 28 item 3: the public survey page a QR code opens, outside the authenticated shell (no session asked, no
 * header, no establishment switcher): the code in the path is its only key.
 */
export const Route = createFileRoute('/enquete/$code')({
  head: () => ({ meta: [{ title: pageTitle('Questionnaire anonyme') }] }),
  component: PublicSurveyRoute,
});

function PublicSurveyRoute() {
  return (
    <>
      <SkipLink />
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto grid w-full max-w-xl gap-4 p-4 focus:outline-none">
        <PublicSurveyPage code={Route.useParams().code} />
      </main>
    </>
  );
}
