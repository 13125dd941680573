import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PriceResult, Quote } from '@portico/contract';
import { type Currency, formatMinor, type PricedProductType } from '@portico/domain';
import { speedLabel } from '../../components/order/order-labels';
import { QuoteLinesTable } from '../../components/order/quote-lines-table';

const PRODUCT_LABELS: Record<PricedProductType, string> = {
  PORT: 'Port',
  VXC: 'VXC',
  MCR: 'MCR',
  MVE: 'MVE',
  IX: 'IX',
  MEGADIRECT: 'MegaDirect',
};
export const productLabel = (type: PricedProductType) => PRODUCT_LABELS[type];

type Schedule = NonNullable<PriceResult['promo']>['schedule'];

/** "month 1", "months 1–3", "every month from month 1": where a promo takes what off a line (decision 0028). */
function monthsOf(span: Schedule[number]): string {
  if (span.toMonth === null) return `every month from month ${span.fromMonth}`;
  return span.toMonth === span.fromMonth ? `month ${span.fromMonth}` : `months ${span.fromMonth}–${span.toMonth}`;
}

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
      {price.promo?.schedule.map((span) => (
        <Text key={span.fromMonth} size="xs" c="teal.9">
          {price.promo?.code}: <span className="money">{amount(span.monthlyCents)}</span> off {monthsOf(span)}
        </Text>
      ))}
      {price.promoMessage && (
        <Text size="sm" c="orange.9">
          Promo code: {price.promoMessage}
        </Text>
      )}
    </Stack>
  );
}

type Credit = NonNullable<NonNullable<Quote['promo']>['credit']>;

function CreditLine({ credit }: { credit: Credit }) {
  const money = (cents: number) => <span className="money">{formatMinor(cents, credit.currency)}</span>;
  return (
    <Text size="sm">
      Credit {money(credit.amount)}: {money(credit.spent)} used by this order
      {credit.left > 0 && <>; {money(credit.left)} is left when the terms end, and is not carried over</>}.
    </Text>
  );
}

function PromoStatus({ promo }: { promo: NonNullable<Quote['promo']> }) {
  return (
    <Stack gap={2} mt="sm" aria-label="Promo code for this order">
      <Text size="sm" c={promo.applied ? 'teal.9' : 'orange.9'}>
        {promo.code}: {promo.message}
      </Text>
      {promo.credit && <CreditLine credit={promo.credit} />}
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
            {promoed && <Text fw={600}>With the promo {money(t.monthlyAfterPromo)} in month 1</Text>}
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
