import type { Client } from '@qc/shared/clients/schemas';
import { FilterField } from '@/components/ui/filter-field.tsx';
import { SearchPicker, type SearchPickerProps } from '@/components/ui/search-picker.tsx';
import { PICKER_PAGE_SIZE, type SearchPickerSource } from '@/components/ui/search-picker-data.ts';
import { orpc } from '@/lib/api-client.ts';

/** GET /clients?search= one small page at a time, GET /clients/{id} for the chosen one. */
const clientSource: SearchPickerSource<Client> = {
  search: (search) =>
    orpc.clients.list.queryOptions({ input: { search: search || undefined, pageSize: PICKER_PAGE_SIZE } }),
  getById: (id) => orpc.clients.get.queryOptions({ input: { id } }),
  toOption: (client) => ({
    value: client.id,
    label: client.name,
    description: [client.city, client.email].filter(Boolean).join(' · '),
  }),
};

type ClientPickerProps = Omit<SearchPickerProps<Client>, 'source' | 'label'> & { label?: string };

/** An ADMIN's choice among every client, searched on the server (an ADMIN may have thousands). */
export function ClientPicker({ label = 'Client', ...props }: ClientPickerProps) {
  return <SearchPicker label={label} source={clientSource} {...props} />;
}

type ClientFilterProps = Pick<ClientPickerProps, 'emptyOption' | 'placeholder'> & {
  /** The chosen client's id; undefined is every client. */
  value: string | undefined;
  onChange: (clientId: string | undefined) => void;
};

/** The « Client » filter above an ADMIN's list: the picker under its small label, no choice meaning all. */
export function ClientFilter({ value, onChange, ...props }: ClientFilterProps) {
  return (
    <FilterField label="Client">
      {(id) => (
        <ClientPicker id={id} value={value ?? ''} onChange={(clientId) => onChange(clientId || undefined)} {...props} />
      )}
    </FilterField>
  );
}
