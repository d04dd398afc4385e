import { formatDate } from '@qc/shared/dates';
import {
  EVALUATION_PROJECT_MESSAGES,
  missingForValidation,
  type EvaluationProjectView,
} from '@qc/shared/evaluation-projects/schemas';
import { userHasPermission } from '@qc/shared/permissions';
import { Link } from '@tanstack/react-router';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DownloadLink } from '@/components/ui/download-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { SectionCard } from '@/components/ui/section-card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { getErrorMessage, getErrorStatus } from '@/lib/errors.ts';
import { notify } from '@/lib/toast.ts';
import { useCurrentUser } from '@/lib/use-current-user.ts';
import {
  useEvaluationProject,
  useSaveEvaluationProjectDraft,
  useValidateEvaluationProject,
} from '../api/evaluation-project.ts';
import { initialState, toContent, toDraftInput, type ProjectFormState } from './project-form-state.ts';
import { ProjectForm } from './project-form.tsx';
import { ProjectReading } from './project-reading.tsx';
import { VersionsList } from './project-versions.tsx';

/**
 * Issue 28 item 2 (ADR 044): the projet d'évaluation de la qualité de l'accueil of the selected establishment.
 * Its director and the group write a draft and validate it (v1, v2…); every member reads the validated versions
 * and downloads them (Word, PDF) to annex to the projet d'établissement.
 */
export function EvaluationProjectPage({ establishmentId }: { establishmentId: string }) {
  const query = useEvaluationProject(establishmentId);
  if (query.isPending) return <Spinner label="Chargement du projet d’évaluation…" />;
  if (query.isError) return <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />;
  // Keyed by the revision the form started from: a reload after a conflict starts the form again.
  return (
    <ProjectScreen
      key={`${establishmentId}:${query.data.revision}`}
      view={query.data}
      onReload={() => void query.refetch()}
    />
  );
}

/**
 * Issue 28 item 4 (ADR 046): the report the establishment sends to the commune, the PMI and the CAF. It carries the
 * surveys' results, so it is offered to whoever reads them (survey:manage: the director, the group), as the server
 * requires; the link shows its own loading state while the PDF is prepared.
 */
export function AuthoritiesReportCard({ establishmentId }: { establishmentId: string }) {
  const user = useCurrentUser();
  if (!userHasPermission(user, 'survey:manage')) return null;
  return (
    <SectionCard
      titleId="authorities-report-title"
      title="Rapport d’évaluation pour les autorités"
      description="Pour la commune, la PMI et la CAF : résultats des dernières auto-évaluations de la qualité, points forts, priorités, parole des familles et de l’équipe (à partir de 5 réponses), plan d’amélioration et calendrier du projet d’évaluation validé."
    >
      {/* Its label wraps on a phone: kept on one line, it widened the whole screen past 390 px. */}
      <Button asChild variant="outline" className="h-auto justify-self-start py-2 text-left whitespace-normal">
        <DownloadLink
          href={`/api/v1/establishments/${establishmentId}/authorities-report`}
          fileName="rapport-evaluation-qualite.pdf"
        >
          <FileDown aria-hidden />
          Télécharger le rapport pour les autorités (PDF)
        </DownloadLink>
      </Button>
    </SectionCard>
  );
}

function ProjectScreen({ view, onReload }: { view: EvaluationProjectView; onReload: () => void }) {
  return (
    <div className="grid gap-6 pb-20">
      <AuthoritiesReportCard establishmentId={view.establishmentId} />
      <p className="text-sm text-muted-foreground">
        Le décret n° 2025-304 du 1er avril 2025 demande de formaliser un projet d’évaluation de la qualité de l’accueil
        en complément du projet d’établissement. Les critères se choisissent parmi les trois parties du Référentiel
        national de la qualité d’accueil du jeune enfant et les questions qualité de la bibliothèque ; les fiches du
        référentiel n’y figurent pas encore.
      </p>
      {view.canEdit ? (
        <ProjectEditor view={view} onReload={onReload} />
      ) : view.current ? (
        <SectionCard titleId="project-current-title" title={`Version ${view.current.number} en vigueur`}>
          <ProjectReading version={view.current} />
        </SectionCard>
      ) : (
        <EmptyState
          title="Aucun projet d’évaluation validé"
          description="La direction de l’établissement n’a pas encore validé de projet d’évaluation."
        />
      )}
      <VersionsList view={view} />
    </div>
  );
}

function ProjectEditor({ view, onReload }: { view: EvaluationProjectView; onReload: () => void }) {
  const user = useCurrentUser();
  const [state, setState] = useState<ProjectFormState>(() => initialState(view, new Date().getFullYear()));
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<{ message: string; stale: boolean } | null>(null);
  const save = useSaveEvaluationProjectDraft();
  const validate = useValidateEvaluationProject();
  const busy = save.isPending || validate.isPending;
  const number = view.draft?.number ?? (view.current ? view.current.number + 1 : 1);

  const change = (next: ProjectFormState) => {
    setState(next);
    setDirty(true);
  };
  const refused = (error: unknown) => {
    const stale = getErrorStatus(error) === 409 && getErrorMessage(error) === EVALUATION_PROJECT_MESSAGES.stale;
    setProblem({ message: getErrorMessage(error), stale });
  };
  const onSave = async () => {
    setProblem(null);
    try {
      await save.mutateAsync(toDraftInput(view.establishmentId, view.revision, state));
      notify.success('Brouillon enregistré');
    } catch (error) {
      refused(error);
    }
  };
  const onValidate = async () => {
    setProblem(null);
    const missing = missingForValidation(toContent(state), state.pilotMemberId || null);
    if (missing.length > 0) {
      setProblem({ message: `${EVALUATION_PROJECT_MESSAGES.incomplete} ${missing.join(', ')}.`, stale: false });
      return;
    }
    try {
      // What is on screen is what gets validated: unsaved edits are saved first, in the same click.
      const saved =
        dirty || !view.draft ? await save.mutateAsync(toDraftInput(view.establishmentId, view.revision, state)) : view;
      const done = await validate.mutateAsync({
        establishmentId: view.establishmentId,
        expectedRevision: saved.revision,
      });
      notify.success(`Version ${done.current?.number ?? number} validée`);
    } catch (error) {
      refused(error);
    }
  };

  return (
    <SectionCard
      titleId="project-editor-title"
      title={
        view.draft
          ? `Brouillon de la version ${number}`
          : view.current
            ? `Version ${view.current.number} en vigueur`
            : 'Nouveau projet d’évaluation'
      }
      description={
        view.draft
          ? `Enregistré le ${formatDate(view.draft.updatedAt)}${view.draft.updatedByName ? ` par ${view.draft.updatedByName}` : ''}. Il n’est pas validé.`
          : view.current
            ? `Vos modifications ouvriront le brouillon de la version ${number} ; la version ${view.current.number} reste conservée.`
            : 'Choisissez les critères, les indicateurs et le calendrier, puis validez la version 1.'
      }
      contentClassName="grid gap-6"
    >
      <ProjectForm
        state={state}
        onChange={change}
        criteriaOptions={view.criteriaOptions}
        pilotOptions={view.pilotOptions}
        surveysLink={
          userHasPermission(user, 'survey:manage') ? (
            <Link to="/surveys/" className="inline-flex min-h-11 items-center text-sm text-primary underline">
              Préparer une enquête auprès des familles ou de l’équipe
            </Link>
          ) : null
        }
      />
      {problem ? (
        <div role="alert" className="grid gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p>{problem.message}</p>
          {problem.stale ? (
            <Button variant="outline" className="justify-self-start" onClick={onReload}>
              Recharger le projet (vos modifications non enregistrées seront perdues)
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void onSave()} disabled={busy}>
          {save.isPending && !validate.isPending ? 'Enregistrement…' : 'Enregistrer le brouillon'}
        </Button>
        <Button onClick={() => void onValidate()} disabled={busy}>
          {validate.isPending ? 'Validation…' : `Valider la version ${number}`}
        </Button>
      </div>
    </SectionCard>
  );
}
