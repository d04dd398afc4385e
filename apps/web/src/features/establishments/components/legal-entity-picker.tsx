import type { LegalEntity } from '@qc/shared/legal-entities/schemas';
import { SearchPicker, type SearchPickerProps } from '@/components/ui/search-picker.tsx';
import { getLegalEntitySource } from '../api/get-filter-options.ts';

type LegalEntityPickerProps = Omit<SearchPickerProps<LegalEntity>, 'source' | 'label'> & {
  /** Only this client's legal entities. */
  clientId?: string | undefined;
  /** Each option names its client (an ADMIN's choice among every client's). */
  showClient: boolean;
};

/** A legal entity searched on the server, for whoever has legal-entity:read. */
export function LegalEntityPicker({ clientId, showClient, ...props }: LegalEntityPickerProps) {
  return <SearchPicker label="Entité légale" source={getLegalEntitySource({ clientId, showClient })} {...props} />;
}
