import { Box, Paper, Stack, Table, Text, useMatches } from '@mantine/core';
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

const amountOf = (price: PriceResult, amount: (typeof AMOUNTS)[number][1], plain: boolean) =>
  formatMinor(price[amount], price.currency, plain ? price.currency : price.symbol);

/**
 * A quote's lines as the order forms and the quote page show them: what each line is, then its monthly, first-month
 * and setup amounts; a line the price list has no price for says why where its amounts would be.
 *
 * A table from the `md` breakpoint up; below it (a phone, a tablet beside the menu) each line is a block of its own
 * with every amount under its label, since five columns do not fit and an amount cut off in a box that scrolls
 * sideways is not read.
 */
export function QuoteLinesTable(props: QuoteLinesTableProps) {
  // read on the first render, so a phone never draws the table first
  const stacked = useMatches({ base: true, md: false }, { getInitialValueInEffect: false });
  return stacked ? <QuoteLinesStack {...props} /> : <QuoteLinesGrid {...props} />;
}

function QuoteLinesGrid({ quote, item, detail, plain = false }: QuoteLinesTableProps) {
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
                  <Table.Td key={label} ta={ta} className="money">
                    {amountOf(line.price, amount, plain)}
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

function QuoteLinesStack({ quote, item, detail, plain = false }: QuoteLinesTableProps) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label="Quote lines" style={{ listStyle: 'none' }}>
      {quote.lines.map((line, i) => (
        <Paper component="li" key={i} withBorder p="sm">
          <Text component="div" fw={600} size="sm">
            {item.cell(line, i)}
          </Text>
          {line.ok ? (
            <>
              {detail && (
                <Box mt={4} aria-label={detail.head} role="group">
                  {detail.cell(line.price)}
                </Box>
              )}
              <dl className="quote-amounts">
                {AMOUNTS.map(([label, amount]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd className="money">{amountOf(line.price, amount, plain)}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : (
            <Text c="red.9" size="sm">
              {line.message}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
