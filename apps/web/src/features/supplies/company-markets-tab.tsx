import { Alert, Anchor, Table, Text } from '@mantine/core';
import { formatRateBp, MESSAGES } from '@portico/domain';
import { isApiError } from '../../api';
import { useCompanySupplies } from './supplies.api';

/** A tab of the company page (#/company/{companyId}): the markets the company is billed in, at a glance. */
export function CompanyMarketsTab({ companyId }: { companyId: number }) {
  const supplies = useCompanySupplies(companyId);
  if (supplies.isPending) return <Text c="dimmed">Loading…</Text>;
  if (supplies.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {isApiError(supplies.error) ? supplies.error.message : MESSAGES.unexpected}
      </Alert>
    );
  }
  const data = supplies.data;
  if (data.detailsHidden) {
    return (
      <Alert color="blue" variant="light">
        {data.notice}
      </Alert>
    );
  }
  if (data.items.length === 0) {
    return (
      <Text c="dimmed">
        No markets yet. <Anchor href={`#/companySupply/${companyId}`}>Add a supply</Anchor> to bill this company in a
        market.
      </Text>
    );
  }
  return (
    <Table striped aria-label="Markets" maw={760}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Market</Table.Th>
          <Table.Th scope="col">Supplier</Table.Th>
          <Table.Th scope="col">Currency</Table.Th>
          <Table.Th scope="col">Tax rate</Table.Th>
          <Table.Th scope="col">Payment term</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.items.map((s) => (
          <Table.Tr key={s.id}>
            <Table.Td>{s.market}</Table.Td>
            <Table.Td>
              {s.wellKnownSupplier} ({s.supplierId})
            </Table.Td>
            <Table.Td>{s.currencyEnum}</Table.Td>
            <Table.Td>{formatRateBp(s.taxRateBp)}</Table.Td>
            <Table.Td>{s.paymentTermInDays} days</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
