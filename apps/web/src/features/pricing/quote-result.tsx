import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PriceResult, Quote } from '@portico/contract';
import { type Currency, creditWords, formatMinor, type PricedProductType } from '@portico/domain';
import { speedLabel } from '../../components/order/order-labels';
import { QuoteLinesTable } from '../../components/order/quote-lines-table';
import { priceWords, totalWords } from '../../components/order/quote-words';
import { MoneyText } from '../../components/ui/money-text';

const PRODUCT_LABELS: Record<PricedProductType, string> = {
  PORT: 'Port',
  VXC: 'VXC',
  MCR: 'MCR',
  MVE: 'MVE',
  IX: 'IX',
  MEGADIRECT: 'MegaDirect',
};
export const productLabel = (type: PricedProductType) => PRODUCT_LABELS[type];

function PriceLine({ price }: { price: PriceResult }) {
  const amount = (cents: number) => formatMinor(cents, price.currency, price.symbol);
  return (
    <Stack gap={2}>
      {price.breakdown.map((step, i) => (
        <Group key={i} justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c={step.monthlyCents < 0 ? 'teal.9' : undefined}>
            {step.label}
          </Text>
          <Text size="sm" className="money">
            {amount(step.monthlyCents)}
          </Text>
        </Group>
      ))}
      {price.promo && (
        <Text size="xs" c="teal.9">
          {price.promo.code}: <MoneyText text={priceWords(price)} />
        </Text>
      )}
      {price.promoMessage && (
        <Text size="sm" c="orange.9">
          Promo code: {price.promoMessage}
        </Text>
      )}
    </Stack>
  );
}

function PromoStatus({ promo }: { promo: NonNullable<Quote['promo']> }) {
  return (
    <Stack gap={2} mt="sm" aria-label="Promo code for this order">
      <Text size="sm" c={promo.applied ? 'teal.9' : 'orange.9'}>
        {promo.code}: {promo.message}
      </Text>
      {promo.credit && (
        <Text size="sm">
          <MoneyText text={creditWords(promo.credit)} />
        </Text>
      )}
    </Stack>
  );
}

/** The priced quote: a line per item with how it is priced, then the totals of each currency. */
export function QuoteResult({ quote }: { quote: Quote }) {
  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-label="Quote">
      <Title order={2} size="h4" mb="sm">
        Your quote
      </Title>
      <QuoteLinesTable
        quote={quote}
        item={{
          head: 'Product',
          cell: (line) =>
            line.ok ? (
              <>
                {productLabel(line.price.productType)} {speedLabel(line.price.speedMbps)}
                {line.price.source === 'custom' && (
                  <Badge ml="xs" size="xs" variant="light">
                    your price
                  </Badge>
                )}
              </>
            ) : (
              productLabel(line.productType)
            ),
        }}
        detail={{ head: 'How it is priced', cell: (price) => <PriceLine price={price} /> }}
      />
      {quote.promo && <PromoStatus promo={quote.promo} />}
      {quote.totals.map((t) => {
        const money = (cents: number) => <span className="money">{formatMinor(cents, t.currency as Currency)}</span>;
        const promoed = t.monthlyAfterPromo !== t.monthly || t.promoTotal > 0 || t.promoMonthlyOpenEnded > 0;
        return (
          <Group
            key={t.currency}
            justify="flex-end"
            mt="sm"
            gap="md"
            role="group"
            aria-label={`Total in ${t.currency}`}
          >
            <Text fw={600}>
              Monthly {money(t.monthly)} {t.taxWording}
            </Text>
            {promoed && (
              <Text fw={600}>
                With the promo <MoneyText text={totalWords(quote, t.currency as Currency)} />
              </Text>
            )}
            <Text>First month {money(t.firstMonth)}</Text>
            <Text>Setup {money(t.setup)}</Text>
            {t.promoTotal > 0 && <Text c="teal.9">Promo {money(t.promoTotal)} in all</Text>}
            {t.promoMonthlyOpenEnded > 0 && (
              <Text c="teal.9">Promo {money(t.promoMonthlyOpenEnded)} a month while the services run</Text>
            )}
          </Group>
        );
      })}
    </Paper>
  );
}
