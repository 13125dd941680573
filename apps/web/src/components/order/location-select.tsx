import { Select, type SelectProps } from '@mantine/core';
import type { LocationDropdownEntry } from '@portico/contract';
import { placeLabel } from './order-labels';

/** The orderable locations as a feature has read them: loading, then [id, name, state, country] entries. */
export interface LocationsRead {
  data?: readonly LocationDropdownEntry[] | undefined;
  isPending: boolean;
}

/** A required, searchable choice of one orderable location, as the order forms and the quote offer it. */
export function LocationSelect({ locations, ...props }: { locations: LocationsRead } & Omit<SelectProps, 'data'>) {
  return (
    <Select
      label="Location"
      placeholder={locations.isPending ? 'Loading…' : 'Choose a location'}
      data={(locations.data ?? []).map(([id, name, state, country]) => ({
        value: String(id),
        label: placeLabel(name, state, country),
      }))}
      searchable
      required
      {...props}
    />
  );
}
