import { SelectField, type BindingForm } from '@/components/forms/fields.tsx';
import { useTeam } from '../api/get-team.ts';
import { teamOptions } from '../labels.ts';

type ResponsibleFieldProps<TValues extends { responsibleId: string }> = {
  /** The dialog's form: the team is read once it opens. */
  form: BindingForm<TValues> & { isOpen: boolean };
  id: string;
  establishmentId: string;
  /** The action's responsible, still offered after leaving the team until someone picks another. */
  current?: { id: string; name: string | null } | undefined;
};

/** An action's responsible, chosen among the establishment's team (DOMAIN.md: required). */
export function ResponsibleField<TValues extends { responsibleId: string }>({
  form,
  id,
  establishmentId,
  current,
}: ResponsibleFieldProps<TValues>) {
  const team = useTeam(form.isOpen ? establishmentId : undefined);
  const members = team.data?.items ?? [];
  const departed =
    current && !members.some((link) => link.effectiveMemberId === current.id)
      ? [{ value: current.id, label: current.name ?? 'Responsable actuel' }]
      : [];
  return (
    <SelectField
      form={form}
      field="responsibleId"
      id={id}
      label="Responsable"
      hint={team.isError ? 'Impossible de charger l’équipe.' : undefined}
      placeholder="Choisir un responsable"
      options={[...departed, ...teamOptions(members)]}
    />
  );
}
