import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Quote } from '@portico/contract';
import { type Currency, creditWords, formatMinor } from '@portico/domain';
import { speedLabel } from '../../components/order/order-labels';
import { QuoteLinesTable } from '../../components/order/quote-lines-table';
import { priceWords, totalWords } from '../../components/order/quote-words';
import { MoneyText } from '../../components/ui/money-text';

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
            if (!line.ok) return name;
            return (
              <>
                {name} · {speedLabel(line.price.speedMbps)} · {line.price.termMonths} months
                {line.price.promo && (
                  <Text component="span" display="block" size="sm" c="teal.9">
                    {line.price.promo.code}: <MoneyText text={priceWords(line.price)} />
                  </Text>
                )}
              </>
            );
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
              <MoneyText text={totalWords(quote, total.currency)} />; setup {money(total.setup, total.currency)}
            </Text>
          </Group>
        ))}
        {quote.promo && (
          <Text size="sm" c={quote.promo.applied ? 'teal.9' : 'orange.9'}>
            {quote.promo.code}: {quote.promo.message}
          </Text>
        )}
        {quote.promo?.credit && (
          <Text size="sm">
            <MoneyText text={creditWords(quote.promo.credit)} />
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
