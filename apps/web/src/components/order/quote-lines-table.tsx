import { Table, Text } from '@mantine/core';
import type { PriceResult, Quote } from '@portico/contract';
import { formatMinor } from '@portico/domain';
import type { ReactNode } from 'react';

type Line = Quote['lines'][number];

/** The amounts of a priced line, in the order every price table shows them. */
const AMOUNTS = [
  ['Monthly', 'monthlyRate'],
  ['First month', 'firstMonth'],
  ['Setup', 'setup'],
] as const;

export interface QuoteLinesTableProps {
  quote: Quote;
  /** the first column: its header, and what each line is (a line without a price too) */
  item: { head: string; cell(line: Line, index: number): ReactNode };
  /** a column between the item and the amounts: how a priced line is priced */
  detail?: { head: string; cell(price: PriceResult): ReactNode };
  /** the amounts right-aligned, with the currency's code rather than its symbol (the order form's price) */
  plain?: boolean;
}

/**
 * A quote's lines as the order forms and the quote page show them: what each line is, then its monthly, first-month
 * and setup amounts; a line the price list has no price for says why across the columns it would have filled.
 */
export function QuoteLinesTable({ quote, item, detail, plain = false }: QuoteLinesTableProps) {
  const ta = plain ? 'right' : undefined;
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{item.head}</Table.Th>
          {detail && <Table.Th>{detail.head}</Table.Th>}
          {AMOUNTS.map(([label]) => (
            <Table.Th key={label} ta={ta}>
              {label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {quote.lines.map((line, i) => (
          <Table.Tr key={i}>
            <Table.Td>{item.cell(line, i)}</Table.Td>
            {line.ok ? (
              <>
                {detail && <Table.Td>{detail.cell(line.price)}</Table.Td>}
                {AMOUNTS.map(([label, amount]) => (
                  <Table.Td key={label} ta={ta}>
                    {formatMinor(
                      line.price[amount],
                      line.price.currency,
                      plain ? line.price.currency : line.price.symbol,
                    )}
                  </Table.Td>
                ))}
              </>
            ) : (
              <Table.Td colSpan={AMOUNTS.length + (detail ? 1 : 0)}>
                <Text c="red.9" size="sm">
                  {line.message}
                </Text>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
