import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Quote } from '@portico/contract';
import { type Currency, formatMinor } from '@portico/domain';
import { QuoteLinesTable } from '../../components/order/quote-lines-table';

/** An amount kept on one line ("AUD / 1,080.00" split over two reads badly on a phone). */
const money = (cents: number, currency: Currency) => <span className="money">{formatMinor(cents, currency)}</span>;

/** The order's price before it is confirmed: each port's line, the totals per currency and the promo code's verdict. */
export function OrderQuote({ quote, item }: { quote: Quote; item?: (index: number) => string }) {
  return (
    <Paper withBorder p="md" aria-label="Quote">
      <Title order={3} size="h4" mb="xs">
        Your price
      </Title>
      <QuoteLinesTable
        quote={quote}
        item={{
          head: 'Item',
          cell: (line, i) => {
            const name = item ? item(i) : `Port ${i + 1}`;
            return line.ok ? `${name} · ${line.price.speedMbps / 1_000} Gbps · ${line.price.termMonths} months` : name;
          },
        }}
        plain
      />
      <Stack gap={4} mt="sm">
        {quote.totals.map((total) => (
          <Group key={total.currency} justify="space-between" aria-label={`Total in ${total.currency}`}>
            <Text fw={600}>
              Total {total.currency} ({total.taxWording})
            </Text>
            <Text fw={600}>
              {money(total.monthlyAfterPromo, total.currency)} first month, then {money(total.monthly, total.currency)}{' '}
              a month; setup {money(total.setup, total.currency)}
            </Text>
          </Group>
        ))}
        {quote.promo && (
          <Text size="sm" c={quote.promo.applied ? 'teal.9' : 'orange.9'}>
            {quote.promo.code}: {quote.promo.message}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
