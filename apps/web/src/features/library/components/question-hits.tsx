import type { LibraryBrowse } from '@qc/shared/library/contract';
import { Link } from '@tanstack/react-router';

const MAX_HITS = 50;

/** The part of `text` that matches `search`, marked (case and accents as typed). */
function Highlight({ text, search }: { text: string; search: string }) {
  const index = text.toLowerCase().indexOf(search.toLowerCase());
  if (!search || index < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, index)}
      <mark className="rounded-sm bg-amber-100 px-0.5 text-inherit">{text.slice(index, index + search.length)}</mark>
      {text.slice(index + search.length)}
    </>
  );
}

/** The questions whose label or reference matches the search, each a link to its place in its form. */
export function QuestionHits({ hits, search }: { hits: LibraryBrowse['questionHits']; search: string }) {
  return (
    <section aria-labelledby="question-hits" className="grid gap-2 rounded-xl border border-border bg-card p-4">
      <h2 id="question-hits" className="text-lg font-semibold">
        Questions trouvées ({hits.length >= MAX_HITS ? `${MAX_HITS} premières` : hits.length})
      </h2>
      {hits.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune question ne cite « {search} ».</p>
      ) : (
        <ul aria-label="Questions trouvées" className="grid divide-y divide-border">
          {hits.map((hit) => (
            <li key={hit.questionId} className="grid gap-0.5 py-2">
              <Link
                to="/librairy/form/$id"
                params={{ id: hit.formId }}
                hash={`question-${hit.questionKey}`}
                className="font-medium text-primary hover:underline"
              >
                <Highlight text={hit.label} search={search} />
              </Link>
              <p className="text-xs text-muted-foreground">
                {hit.reference ? (
                  <>
                    <Highlight text={hit.reference} search={search} /> ·{' '}
                  </>
                ) : null}
                {hit.formName}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
