import { formatCalendarDay } from '@qc/shared/dates';
import { optionsOf, SURVEY_COMMENT_MAX } from '@qc/shared/surveys/enums';
import type { PublicSurvey } from '@qc/shared/surveys/outputs';
import { SURVEY_MESSAGES } from '@qc/shared/surveys/schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { orpc } from '@/lib/api-client.ts';
import { getErrorMessage, getErrorStatus, getFieldErrors } from '@/lib/errors.ts';

/**
 * Issue 28 item 3: the page a family or a team member opens from the QR code — no account, no session, nothing
 * of the establishment but its name. One question per fieldset, radio options 44 px high, errors said in French
 * under the question they concern and at the top of the form.
 */
export function PublicSurveyPage({ code }: { code: string }) {
  const query = useQuery({ ...orpc.publicSurveys.get.queryOptions({ input: { code } }), retry: false });
  if (query.isPending) return <Spinner label="Chargement du questionnaire…" />;
  if (query.isError)
    return (
      <Notice
        title={
          getErrorStatus(query.error) === 404 || getErrorStatus(query.error) === 400
            ? 'Lien inconnu'
            : 'Questionnaire indisponible'
        }
        message={getErrorMessage(query.error)}
      />
    );
  return <SurveyForm code={code} survey={query.data} />;
}

function Notice({ title, message }: { title: string; message: string }) {
  return (
    <section
      aria-labelledby="survey-notice"
      className="grid gap-2 rounded-lg border border-border bg-card p-4"
      role="status"
    >
      <h1 id="survey-notice" className="text-lg font-semibold">
        {title}
      </h1>
      <p>{message}</p>
    </section>
  );
}

function SurveyForm({ code, survey }: { code: string; survey: PublicSurvey }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const send = useMutation(orpc.publicSurveys.answer.mutationOptions());

  if (send.isSuccess)
    return (
      <Notice
        title="Merci pour votre réponse !"
        message="Votre réponse anonyme a bien été enregistrée. Vous pouvez fermer cette page."
      />
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const answers = Object.entries(values)
      .filter(([, value]) => value.trim() !== '')
      .map(([key, value]) => ({ key, value }));
    const tooLong = answers.find((answer) => answer.value.length > SURVEY_COMMENT_MAX);
    const local =
      answers.length === 0 ? SURVEY_MESSAGES.answersRequired : tooLong ? SURVEY_MESSAGES.commentTooLong : null;
    if (local) {
      setErrors(tooLong ? { [tooLong.key]: local } : {});
      setFormError(local);
      summaryRef.current?.focus();
      return;
    }
    send.mutate(
      { code, answers },
      {
        onError: (error) => {
          const fields = getFieldErrors(error);
          setErrors(
            Object.fromEntries(
              Object.entries(fields)
                .filter(([path]) => path.startsWith('answers.'))
                .map(([path, message]) => [path.slice('answers.'.length), message]),
            ),
          );
          setFormError(getErrorMessage(error));
          requestAnimationFrame(() => summaryRef.current?.focus());
        },
      },
    );
  };

  return (
    <form className="grid gap-5" onSubmit={onSubmit} noValidate aria-labelledby="survey-title">
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">{survey.establishmentName}</p>
        <h1 id="survey-title" className="text-xl font-semibold">
          {survey.title}
        </h1>
        {survey.introduction ? <p className="text-sm">{survey.introduction}</p> : null}
        {survey.closesOn ? (
          <p className="text-sm text-muted-foreground">
            Vous pouvez répondre jusqu’au {formatCalendarDay(survey.closesOn)}.
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">Toutes les questions sont facultatives.</p>
      </header>
      <p
        ref={summaryRef}
        tabIndex={-1}
        role="alert"
        className={formError ? 'rounded-md border border-destructive p-3 text-sm text-destructive' : 'sr-only'}
      >
        {formError ?? ''}
      </p>
      {survey.questions.map((question, index) => {
        const error = errors[question.key];
        const errorId = `question-${question.key}-error`;
        const number = `${index + 1}. `;
        if (question.type === 'COMMENT')
          return (
            <div key={question.key} className="grid gap-2">
              <label htmlFor={`question-${question.key}`} className="font-medium">
                {number}
                {question.label}
              </label>
              <Textarea
                id={`question-${question.key}`}
                rows={4}
                value={values[question.key] ?? ''}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${errorId} question-${question.key}-hint`}
                onChange={(event) => setValues((previous) => ({ ...previous, [question.key]: event.target.value }))}
              />
              <p id={`question-${question.key}-hint`} className="text-xs text-muted-foreground">
                Pour rester anonyme, n’écrivez ni votre nom, ni celui d’un enfant, ni vos coordonnées.
              </p>
              {error ? (
                <p id={errorId} className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
          );
        return (
          <fieldset
            key={question.key}
            className="grid gap-2"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          >
            <legend className="mb-2 font-medium">
              {number}
              {question.label}
            </legend>
            {optionsOf(question).map((option) => (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <input
                  type="radio"
                  name={`question-${question.key}`}
                  value={option}
                  checked={values[question.key] === option}
                  onChange={() => setValues((previous) => ({ ...previous, [question.key]: option }))}
                  className="size-5"
                />
                <span>{option}</span>
              </label>
            ))}
            {error ? (
              <p id={errorId} className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <Button type="submit" className="min-h-11" disabled={send.isPending}>
        {send.isPending ? 'Envoi…' : 'Envoyer mes réponses'}
      </Button>
    </form>
  );
}
