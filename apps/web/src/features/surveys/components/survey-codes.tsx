import { SURVEY_CODES_PER_BATCH } from '@qc/shared/surveys/enums';
import type { SurveyDetail } from '@qc/shared/surveys/outputs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { orpc } from '@/lib/api-client.ts';
import { getErrorMessage, getFieldErrors } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { surveyLink } from '../survey-labels.ts';

/** QR codes as PNG data URLs; the `qrcode` package is loaded only here, when codes are shown. */
function useQrCodes(links: string[]): Record<string, string> {
  const [images, setImages] = useState<Record<string, string>>({});
  useEffect(() => {
    if (links.length === 0) return;
    let cancelled = false;
    void import('qrcode').then(async ({ toDataURL }) => {
      const entries = await Promise.all(
        links.map(async (link) => [link, await toDataURL(link, { margin: 1, width: 160 })] as const),
      );
      if (!cancelled) setImages(Object.fromEntries(entries));
    });
    return () => {
      cancelled = true;
    };
  }, [links]);
  return images;
}

/**
 * One single-use code per respondent, each with its link and QR code, shown once: only their hashes are kept, so
 * the list is printed (or the links sent) now; a lost list is replaced by a new batch.
 */
export function SurveyCodes({ survey }: { survey: SurveyDetail }) {
  const queryClient = useQueryClient();
  const [count, setCount] = useState('10');
  const [error, setError] = useState<string | undefined>();
  const [codes, setCodes] = useState<string[]>([]);
  const generate = useMutation(orpc.surveys.generateCodes.mutationOptions());
  const [links, setLinks] = useState<string[]>([]);
  const images = useQrCodes(links);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    generate.mutate(
      { id: survey.id, count: Number(count) },
      {
        onSuccess: (result) => {
          setError(undefined);
          setCodes(result.codes);
          setLinks(result.codes.map(surveyLink));
          void queryClient.invalidateQueries({ queryKey: orpc.surveys.get.key({ input: { id: survey.id } }) });
          void queryClient.invalidateQueries({ queryKey: orpc.surveys.list.key() });
          notify.success(
            `${result.codes.length} code${result.codes.length > 1 ? 's' : ''} généré${result.codes.length > 1 ? 's' : ''}`,
          );
        },
        onError: (failure) => {
          setError(getFieldErrors(failure).count ?? getErrorMessage(failure));
        },
      },
    );
  };

  return (
    <SectionCard
      titleId="survey-codes"
      title="Codes d’invitation"
      description={`${survey.codeCount} code${survey.codeCount > 1 ? 's' : ''} générés, ${survey.usedCodeCount} utilisé${survey.usedCodeCount > 1 ? 's' : ''}. Chaque code permet une seule réponse, anonyme.`}
    >
      <div className="grid gap-4">
        <form className="flex flex-wrap items-end gap-2 print:hidden" onSubmit={onSubmit} noValidate>
          <Field
            id="survey-code-count"
            label={`Nombre de codes à générer (1 à ${SURVEY_CODES_PER_BATCH})`}
            error={error}
          >
            <Input
              id="survey-code-count"
              type="number"
              inputMode="numeric"
              min={1}
              max={SURVEY_CODES_PER_BATCH}
              value={count}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'survey-code-count-error' : undefined}
              onChange={(event) => setCount(event.target.value)}
              className="min-h-11 w-32"
            />
          </Field>
          <Button type="submit" className="min-h-11" disabled={generate.isPending}>
            Générer les codes
          </Button>
        </form>
        {codes.length > 0 ? (
          <div className="grid gap-3">
            <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm print:hidden">
              Ces codes ne seront plus affichés : imprimez la liste ou envoyez les liens maintenant. Distribuez un code
              par personne.
            </p>
            <Button
              type="button"
              variant="outline"
              className="min-h-11 justify-self-start print:hidden"
              onClick={() => window.print()}
            >
              Imprimer les codes
            </Button>
            <ul className="grid gap-3 sm:grid-cols-2" aria-label="Codes générés">
              {codes.map((code, index) => {
                const link = links[index] ?? '';
                return (
                  <li
                    key={code}
                    className="grid justify-items-center gap-1 rounded-md border border-border p-3 break-inside-avoid"
                  >
                    {images[link] ? (
                      <img src={images[link]} width={160} height={160} alt={`QR code du lien ${link}`} />
                    ) : (
                      <span className="grid size-40 place-items-center text-xs text-muted-foreground">QR code…</span>
                    )}
                    <span className="font-mono text-sm" data-testid="survey-code">
                      {code}
                    </span>
                    <a href={link} className="text-xs break-all text-primary underline" data-testid="survey-link">
                      {link}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </div>
    </SectionCard>
  );
}
