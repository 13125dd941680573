import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES, PROMO_MESSAGES } from '@portico/domain';
import { useState } from 'react';
import { isApiError } from '../../api';
import { CompanyPicker } from '../../components/ui/company-picker';
import { usePromoSubscriptions, useSubscribe, useUnsubscribe } from './promo.api';

const PAGE_SIZE = 25;
const day = (ms: number | null) => (ms === null ? '—' : new Date(ms).toISOString().slice(0, 10));
const failureText = (error: unknown) => (isApiError(error) ? error.message : MESSAGES.unexpected);

/** Companies subscribed to promo codes: list, subscribe, remove. */
export function SubscriptionsPanel() {
  const [code, setCode] = useState('');
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [partyId, setPartyId] = useState<number | null>(null);
  const [promoCodeId, setPromoCodeId] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [debouncedCode] = useDebouncedValue(code.trim(), 300);
  const list = usePromoSubscriptions({
    page,
    pageSize: PAGE_SIZE,
    search: debouncedCode || undefined,
    companyId: companyId ?? undefined,
  });
  const subscribe = useSubscribe();
  const unsubscribe = useUnsubscribe();
  const report = { onError: (e: unknown) => setNotice({ ok: false, text: failureText(e) }) };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const promo = Number(promoCodeId.trim());
    if (partyId === null || !/^\d+$/.test(promoCodeId.trim())) {
      setNotice({ ok: false, text: MESSAGES.mandatoryFields });
      return;
    }
    subscribe.mutate(
      { partyId, promoCodeId: promo },
      { onSuccess: () => setNotice({ ok: true, text: PROMO_MESSAGES.subscribed }), ...report },
    );
  }

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label="Subscribe a company">
        <Group align="flex-end" wrap="wrap">
          <CompanyPicker label="Company" value={partyId} onChange={setPartyId} w={360} />
          <TextInput
            label="Promo code id"
            value={promoCodeId}
            onChange={(e) => setPromoCodeId(e.currentTarget.value)}
            w={160}
          />
          <Button type="submit" loading={subscribe.isPending}>
            Subscribe
          </Button>
        </Group>
      </form>
      {notice ? (
        <Alert color={notice.ok ? 'green' : 'red'} variant="light" role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      ) : null}
      <Group align="flex-end">
        <TextInput
          label="Filter by code"
          type="search"
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            setPage(1);
          }}
          w={200}
        />
        <CompanyPicker
          label="Filter by company"
          placeholder="Any company"
          value={companyId}
          onChange={(id) => {
            setCompanyId(id);
            setPage(1);
          }}
          w={360}
        />
      </Group>
      <Table striped aria-label="Promo subscriptions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Promo id</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>Since</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list.data?.items ?? []).map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>{s.promo.promoCodeId}</Table.Td>
              <Table.Td>{s.promo.id}</Table.Td>
              <Table.Td>
                {s.company.name} ({s.company.id})
              </Table.Td>
              <Table.Td>{day(s.createdAt)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${s.company.name} from ${s.promo.promoCodeId}`}
                  onClick={() =>
                    unsubscribe.mutate(s.id, {
                      onSuccess: () => setNotice({ ok: true, text: PROMO_MESSAGES.unsubscribed }),
                      ...report,
                    })
                  }
                >
                  Remove
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text size="sm">{list.data ? `${list.data.total} subscriptions` : ''}</Text>
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!list.data || page * PAGE_SIZE >= list.data.total}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
