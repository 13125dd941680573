import { Alert, Loader, Paper, Table, Title } from '@mantine/core';
import { type Currency, MESSAGES, formatDay } from '@portico/domain';
import { useState } from 'react';
import { isApiError } from '../../api';
import { PageHeader } from '../../components/ui/page-header';
import { useExchangeRateHistory, useExchangeRates, useSaveExchangeRates } from './exchange-rates.api';
import { ExchangeRatesForm } from './exchange-rates-form';

function RateHistory({ currency }: { currency: Currency }) {
  const history = useExchangeRateHistory(currency);
  return (
    <Paper withBorder p="md" mt="lg" aria-label={`${currency} history`} component="section">
      <Title order={2} size="h4" mb="sm">
        {currency} history
      </Title>
      {history.isPending ? (
        <Loader size="sm" />
      ) : history.data?.rates.length ? (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Effective date</Table.Th>
              <Table.Th>Rate (per 1 AUD)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.rates.map((r) => (
              <Table.Tr key={r.effectiveDate ?? 'base'}>
                <Table.Td>{formatDay(r.effectiveDate)}</Table.Td>
                <Table.Td>{r.rate}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        'No rate has been set for this currency.'
      )}
    </Paper>
  );
}

/** #/exchangeRates: the rate of each currency per AUD in force today; staff set the rates of a day. */
export function ExchangeRatesPage() {
  const table = useExchangeRates();
  const save = useSaveExchangeRates();
  const [historyOf, setHistoryOf] = useState<Currency | null>(null);
  const data = table.data;
  // A new table of rates in force (after a save) starts the form again from it.
  const formKey = data ? `${data.date}:${data.rates.map((r) => `${r.currency}=${r.rate}`).join(',')}` : '';

  return (
    <>
      <PageHeader
        title="Exchange rates"
        description="Units of each currency that one AUD (the base currency) buys, by the day they take effect."
      />
      {table.isPending && <Loader />}
      {table.isError && (
        <Alert color="red" variant="light" role="alert">
          {isApiError(table.error) ? table.error.message : MESSAGES.unexpected}
        </Alert>
      )}
      {data && (
        <ExchangeRatesForm
          key={formKey}
          rates={data.rates}
          today={data.date}
          saving={save.isPending}
          saved={save.isSuccess}
          error={save.error}
          onSubmit={(input) => save.mutate(input)}
          onHistory={setHistoryOf}
        />
      )}
      {historyOf && <RateHistory currency={historyOf} />}
    </>
  );
}
