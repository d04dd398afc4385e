import type { SurveyDetail } from '@qc/shared/surveys/outputs';
import { SURVEY_MAX_QUESTIONS, type SurveyQuestionType } from '@qc/shared/surveys/enums';
import type { SurveyQuestion } from '@qc/shared/surveys/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ErrorText } from '@/components/ui/error-text.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { orpc } from '@/lib/api-client.ts';
import { getErrorMessage, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { QUESTION_TYPE_OPTIONS } from '../survey-labels.ts';

type Draft = { key: string; type: SurveyQuestionType; label: string; options: string; theme: SurveyQuestion['theme'] };

const toDraft = (question: SurveyDetail['questions'][number]): Draft => ({
  key: question.key,
  type: question.type,
  label: question.label,
  options: (question.options ?? []).join('\n'),
  theme: question.theme,
});

/** Adapting a survey in preparation: title, introduction, closing date, and each question's wording and kind. */
export function SurveyEditor({ survey }: { survey: SurveyDetail }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(survey.title);
  const [introduction, setIntroduction] = useState(survey.introduction);
  const [closesOn, setClosesOn] = useState(survey.closesOn ?? '');
  const [questions, setQuestions] = useState<Draft[]>(survey.questions.map(toDraft));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation(orpc.surveys.update.mutationOptions());

  const change = (index: number, patch: Partial<Draft>) =>
    setQuestions((previous) => previous.map((question, at) => (at === index ? { ...question, ...patch } : question)));
  const nextKey = () => {
    let index = questions.length + 1;
    while (questions.some((question) => question.key === `q${index}`)) index += 1;
    return `q${index}`;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: survey.id,
        title,
        introduction,
        closesOn: closesOn || null,
        questions: questions.map((question) => ({
          key: question.key,
          type: question.type,
          label: question.label,
          theme: question.theme ?? null,
          ...(question.type === 'CHOICE'
            ? {
                options: question.options
                  .split('\n')
                  .map((option) => option.trim())
                  .filter(Boolean),
              }
            : {}),
        })),
      },
      {
        onSuccess: (detail) => {
          setErrors({});
          queryClient.setQueryData(orpc.surveys.get.queryKey({ input: { id: survey.id } }), detail);
          void queryClient.invalidateQueries({ queryKey: orpc.surveys.list.key() });
          notify.success('Enquête enregistrée');
        },
        onError: (error) => {
          setErrors(getFieldErrors(error));
          notify.error(getErrorMessage(error));
        },
      },
    );
  };

  return (
    <SectionCard
      titleId="survey-editor"
      title="Adapter le questionnaire"
      description="Les questions peuvent changer tant que l’enquête n’est pas ouverte."
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <Field id="survey-title" label="Titre" error={errors.title}>
          <Input
            id="survey-title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            className="min-h-11"
          />
        </Field>
        <Field id="survey-introduction" label="Introduction (montrée aux répondants)" error={errors.introduction}>
          <Textarea
            id="survey-introduction"
            rows={3}
            value={introduction}
            onChange={(event) => setIntroduction(event.target.value)}
          />
        </Field>
        <Field
          id="survey-closes-on"
          label="Date de clôture"
          error={errors.closesOn}
          hint="Dernier jour où l’on peut répondre."
        >
          <Input
            id="survey-closes-on"
            type="date"
            value={closesOn}
            onChange={(event) => setClosesOn(event.target.value)}
            className="min-h-11"
          />
        </Field>
        <ol className="grid gap-3" aria-label="Questions">
          {questions.map((question, index) => {
            const prefix = `questions.${index}`;
            return (
              <li key={question.key} className="grid gap-2 rounded-md border border-border p-3">
                <Field id={`question-${index}-label`} label={`Question ${index + 1}`} error={errors[`${prefix}.label`]}>
                  <Input
                    id={`question-${index}-label`}
                    value={question.label}
                    onChange={(event) => change(index, { label: event.target.value })}
                    className="min-h-11"
                  />
                </Field>
                <Field id={`question-${index}-type`} label="Type de réponse">
                  <NativeSelect
                    id={`question-${index}-type`}
                    className="min-h-11"
                    value={question.type}
                    options={QUESTION_TYPE_OPTIONS}
                    onChange={(event) => change(index, { type: event.target.value as SurveyQuestionType })}
                  />
                </Field>
                {question.type === 'CHOICE' ? (
                  <Field
                    id={`question-${index}-options`}
                    label="Options (une par ligne)"
                    error={errors[`${prefix}.options`]}
                  >
                    <Textarea
                      id={`question-${index}-options`}
                      rows={3}
                      value={question.options}
                      onChange={(event) => change(index, { options: event.target.value })}
                    />
                  </Field>
                ) : null}
                <Button
                  type="button"
                  variant="outline"
                  className="min-h-11 justify-self-start"
                  disabled={questions.length <= 1}
                  onClick={() => setQuestions((previous) => previous.filter((_, at) => at !== index))}
                >
                  Retirer la question {index + 1}
                </Button>
              </li>
            );
          })}
        </ol>
        <ErrorText message={errors.questions} />
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            className="min-h-11"
            disabled={questions.length >= SURVEY_MAX_QUESTIONS}
            onClick={() =>
              setQuestions((previous) => [
                ...previous,
                { key: nextKey(), type: 'SCALE', label: '', options: '', theme: null },
              ])
            }
          >
            Ajouter une question
          </Button>
          <Button type="submit" className="min-h-11" disabled={save.isPending}>
            Enregistrer le questionnaire
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
