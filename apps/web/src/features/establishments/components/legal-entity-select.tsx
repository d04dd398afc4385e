import { userHasPermission, userHasRole, type PermissionHolder } from '@qc/shared/permissions';
import { Field } from '@/components/ui/field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { useOwnLegalEntityOptions } from '../api/get-filter-options.ts';
import { LegalEntityPicker } from './legal-entity-picker.tsx';

const FIELD_ID = 'establishment-legalEntityId';

type LegalEntitySelectProps = {
  user: PermissionHolder;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
};

/**
 * The legal entity of a new establishment; it gives the client (DESIGN §3).
 * Searched on the server with legal-entity:read; a DIRECTOR's few, those of its
 * establishments, in a native select.
 */
export function LegalEntitySelect({ user, value, onChange, error }: LegalEntitySelectProps) {
  const canSearch = userHasPermission(user, 'legal-entity:read');
  const own = useOwnLegalEntityOptions({ enabled: !canSearch });
  const describedBy = error ? `${FIELD_ID}-error` : undefined;
  const hint =
    !canSearch && own.data?.length === 0 ? 'Aucune entité légale disponible : créez-en une d’abord.' : undefined;

  return (
    <Field id={FIELD_ID} label="Entité légale" error={error} hint={hint}>
      {canSearch ? (
        <LegalEntityPicker
          id={FIELD_ID}
          value={value}
          onChange={(legalEntityId) => onChange(legalEntityId)}
          showClient={userHasRole(user, 'ADMIN')}
          invalid={Boolean(error)}
          describedBy={describedBy}
        />
      ) : (
        <NativeSelect
          id={FIELD_ID}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          disabled={own.isPending}
          placeholder={own.isPending ? 'Chargement…' : 'Choisir une entité légale'}
          options={own.data}
        />
      )}
    </Field>
  );
}
