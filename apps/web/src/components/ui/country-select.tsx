import { Select, type SelectProps } from '@mantine/core';
import { countryOptions } from '@portico/domain';
import { useMemo } from 'react';

/**
 * A country chosen from the full ISO 3166 list by name (type to search: "Austr" finds Australia and Austria); the
 * value is the two-letter code the server validates with the same list.
 */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const data = useMemo(() => countryOptions().map((c) => ({ value: c.code, label: `${c.name} (${c.code})` })), []);
  return (
    <Select
      searchable
      clearable={!props.required}
      limit={300}
      nothingFoundMessage="No such country"
      {...props}
      data={data}
    />
  );
}
