import { Anchor, Button, Card, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type CompanyBalance, type PaymentTransaction, paymentsEndpoints } from '@portico/contract';
import { formatCount, formatDate, formatDay, formatMinor, SUPPLIERS } from '@portico/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { CsvExportButton } from '../../components/ui/csv-export-button';
import { Outcome } from '../../components/ui/outcome';
import { type SimpleColumn, SimpleTable } from '../../components/ui/simple-table';
import { paymentStateWord } from '../../lib/payment-state';
import { useBalances, useCompanyTransaction, useCompanyTransactions, useStatement } from './payments-tab.api';

const PAGE_SIZE = 20;
const supplierName = (id: number) => SUPPLIERS.find((s) => s.supplierId === id)?.market ?? `Supplier ${id}`;

function BalanceCard({
  balance,
  chosen,
  onStatement,
}: {
  balance: CompanyBalance;
  chosen: boolean;
  onStatement(): void;
}) {
  const money = (cents: number) => formatMinor(cents, balance.currency);
  const name = supplierName(balance.supplierId);
  return (
    <Card withBorder padding="md" aria-label={`Balance with ${name}`} component="section">
      <Stack gap={6}>
        <Text fw={600}>{name}</Text>
        <Text size="xl" fw={700} className="money" c={balance.balance > 0 ? undefined : 'green.8'}>
          {money(balance.balance)}
        </Text>
        <Text size="xs" c="dimmed">
          {balance.balance < 0 ? 'in credit' : 'balance owed'}
        </Text>
        <dl style={{ margin: 0 }}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" component="dt">
              Open invoices ({formatCount(balance.openInvoiceCount)})
            </Text>
            <Text size="sm" component="dd" m={0} className="money">
              {money(balance.openInvoices)}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs">
            <Text size="sm" component="dt">
              Unallocated payments
            </Text>
            <Text size="sm" component="dd" m={0} className="money">
              {money(balance.unallocated)}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs">
            <Text size="sm" component="dt" c={balance.overdue > 0 ? 'red.8' : undefined}>
              Overdue
            </Text>
            <Text size="sm" component="dd" m={0} className="money" c={balance.overdue > 0 ? 'red.8' : undefined}>
              {money(balance.overdue)}
            </Text>
          </Group>
        </dl>
        <Button size="xs" variant={chosen ? 'filled' : 'default'} onClick={onStatement}>
          {chosen ? 'Statement shown' : 'Show statement'}
        </Button>
      </Stack>
    </Card>
  );
}

function Allocations({ companyId, transactionId }: { companyId: number; transactionId: number }) {
  const detail = useCompanyTransaction(companyId, transactionId);
  if (detail.isPending) return <Text size="sm">Loading…</Text>;
  if (!detail.data) return <Outcome error={detail.error} />;
  const live = detail.data.allocations.filter((a) => a.reversedAt === null);
  if (live.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nothing of this payment is allocated to an invoice yet.
      </Text>
    );
  return (
    <SimpleTable
      label={`Allocations of payment ${transactionId}`}
      verticalSpacing={4}
      columns={[
        {
          header: 'Invoice',
          cell: (a) => (
            <Anchor component={Link} to={`/customerInvoice/${a.debit}`}>
              {a.invoiceNumber ?? `Invoice ${a.debit}`}
            </Anchor>
          ),
        },
        { header: 'Allocated', cell: (a) => formatMinor(a.amount, a.currency), className: 'money' },
        { header: 'On', cell: (a) => formatDate(Date.parse(a.allocatedAt)) },
      ]}
      rows={live}
      rowKey={(a) => a.allocationId}
    />
  );
}

function PaymentHistory({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<number | null>(null);
  const payments = useCompanyTransactions(companyId, { page, pageSize: PAGE_SIZE });
  const rows = payments.data?.items ?? [];
  const total = payments.data?.total ?? 0;
  const columns: SimpleColumn<PaymentTransaction>[] = [
    { header: 'Date', cell: (t) => formatDay(t.transactionDate) },
    { header: 'Supplier', cell: (t) => supplierName(t.supplierId) },
    { header: 'Method', cell: (t) => t.paymentMethod.replace('_', ' ') },
    { header: 'Amount', cell: (t) => formatMinor(t.amount, t.currency), className: 'money' },
    { header: 'Left to allocate', cell: (t) => formatMinor(t.allocatableAmount, t.currency), className: 'money' },
    {
      header: 'State',
      cell: (t) => paymentStateWord(t),
    },
    {
      header: '',
      cell: (t) => (
        <Button
          size="xs"
          variant="subtle"
          aria-expanded={opened === t.transactionId}
          aria-label={`Allocations of payment ${t.transactionId}`}
          onClick={() => setOpened(opened === t.transactionId ? null : t.transactionId)}
        >
          {opened === t.transactionId ? 'Hide' : 'Allocations'}
        </Button>
      ),
    },
  ];
  let notice: string | null = null;
  if (payments.isPending) notice = 'Loading…';
  else if (payments.isError) notice = 'The payments could not be loaded.';
  else if (rows.length === 0) notice = 'No payment yet.';
  return (
    <section aria-labelledby="payment-history-title">
      <Group justify="space-between" mb="sm">
        <Title id="payment-history-title" order={2} size="h4">
          Payment history
        </Title>
        <CsvExportButton
          endpoint={paymentsEndpoints.companyTransactions}
          params={{ companyId }}
          query={{}}
          filename="payments.csv"
        />
      </Group>
      <SimpleTable
        label="Payment history"
        columns={columns}
        rows={rows}
        rowKey={(t) => t.transactionId}
        notice={notice}
        detail={(t) =>
          opened === t.transactionId ? <Allocations companyId={companyId} transactionId={t.transactionId} /> : null
        }
        scroll={{ minWidth: 640 }}
      />
      {total > PAGE_SIZE && (
        <Pagination mt="sm" total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
      )}
    </section>
  );
}

function StatementSection({ companyId, supplierId }: { companyId: number; supplierId: number }) {
  const statement = useStatement(companyId, supplierId);
  const data = statement.data;
  return (
    <section aria-labelledby="statement-title">
      <Group justify="space-between" mb="sm">
        <Title id="statement-title" order={2} size="h4">
          Statement with {supplierName(supplierId)}
        </Title>
        <CsvExportButton
          endpoint={paymentsEndpoints.statement}
          query={{ companyId, supplierId }}
          filename={`statement-${supplierId}.csv`}
        />
      </Group>
      {statement.isPending ? (
        <Text c="dimmed">Loading…</Text>
      ) : !data ? (
        <Outcome error={statement.error} />
      ) : (
        <SimpleTable
          label="Statement"
          columns={[
            { header: 'Date', cell: (l) => formatDay(l.date) },
            { header: 'Reference', cell: (l) => l.reference ?? '' },
            { header: 'Description', cell: (l) => l.description },
            { header: 'Debit', cell: (l) => (l.debit ? formatMinor(l.debit, l.currency) : ''), className: 'money' },
            { header: 'Credit', cell: (l) => (l.credit ? formatMinor(l.credit, l.currency) : ''), className: 'money' },
            { header: 'Balance', cell: (l) => formatMinor(l.balance, l.currency), className: 'money' },
          ]}
          rows={data.lines}
          rowKey={(_l, i) => i}
          caption={`Opening balance ${formatMinor(data.openingBalance, data.currency)} · closing balance ${formatMinor(data.closingBalance, data.currency)}`}
          notice={data.lines.length === 0 ? 'Nothing on the statement in the last year.' : null}
          scroll={{ minWidth: 640 }}
        />
      )}
    </section>
  );
}

/**
 * The customer's Payments tab (customer portal §2, §5): what the company owes each supplier, its payments with
 * what each paid, and its statement with a supplier with the running balance.
 */
export function CustomerPaymentsPanel({ companyId }: { companyId: number }) {
  const balances = useBalances(companyId);
  const [chosen, setChosen] = useState<number | null>(null);
  const list = balances.data ?? [];
  const statementSupplier = chosen ?? list[0]?.supplierId ?? null;
  return (
    <Stack gap="xl">
      <section aria-labelledby="balances-title">
        <Title id="balances-title" order={2} size="h4" mb="sm">
          Balance by supplier
        </Title>
        {balances.isPending ? (
          <Text c="dimmed">Loading…</Text>
        ) : balances.isError ? (
          <Outcome error={balances.error} />
        ) : list.length === 0 ? (
          <Text c="dimmed">No invoice or payment yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {list.map((b) => (
              <BalanceCard
                key={b.supplierId}
                balance={b}
                chosen={b.supplierId === statementSupplier}
                onStatement={() => setChosen(b.supplierId)}
              />
            ))}
          </SimpleGrid>
        )}
      </section>
      <PaymentHistory companyId={companyId} />
      {statementSupplier !== null && <StatementSection companyId={companyId} supplierId={statementSupplier} />}
    </Stack>
  );
}
