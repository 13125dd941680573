import { Select, type SelectProps } from '@mantine/core';
import type { Market } from '@portico/contract';

type FilterProps = Pick<SelectProps, 'label' | 'data' | 'w' | 'searchable'> & {
  value: string | null;
  onChange(value: string | null): void;
};

/** A price list's filter: any value until one is chosen, and clearable back to any. */
export function AnyFilter(props: FilterProps) {
  return <Select placeholder="Any" clearable {...props} />;
}

/** The market filter every price list starts with. */
export function MarketFilter({
  markets,
  ...props
}: Omit<FilterProps, 'label' | 'data'> & { markets: readonly Market[] }) {
  return (
    <AnyFilter
      label="Market"
      searchable
      data={markets.map((m) => ({ value: String(m.id), label: m.name }))}
      w={170}
      {...props}
    />
  );
}
