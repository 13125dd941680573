import { Table } from '@mantine/core';
import type { PriceResult } from '@portico/contract';
import { formatMinor } from '@portico/domain';

/** The amounts of a priced line, in the order every price table shows them. */
const AMOUNTS = [
  ['Monthly', 'monthlyRate'],
  ['First month', 'firstMonth'],
  ['Setup', 'setup'],
] as const;

type Align = 'right' | undefined;

/** The header cells of a priced line's amounts. */
export function PriceHeads({ ta }: { ta?: Align }) {
  return AMOUNTS.map(([label]) => (
    <Table.Th key={label} ta={ta}>
      {label}
    </Table.Th>
  ));
}

/** A priced line's amounts, each with its currency's symbol (or, given `symbol`, that: the currency code). */
export function PriceCells({ price, ta, symbol = price.symbol }: { price: PriceResult; ta?: Align; symbol?: string }) {
  return AMOUNTS.map(([label, amount]) => (
    <Table.Td key={label} ta={ta}>
      {formatMinor(price[amount], price.currency, symbol)}
    </Table.Td>
  ));
}
