import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES, PROMO_MESSAGES, formatDate } from '@portico/domain';
import { useState } from 'react';
import { CompanyPicker } from '../../components/ui/company-picker';
import { Outcome, useOutcome } from '../../components/ui/outcome';
import { SimpleTable } from '../../components/ui/simple-table';
import { usePromoSubscriptions, useSubscribe, useUnsubscribe } from './promo.api';

const PAGE_SIZE = 25;

/** Companies subscribed to promo codes: list, subscribe, remove. */
export function SubscriptionsPanel() {
  const [code, setCode] = useState('');
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [partyId, setPartyId] = useState<number | null>(null);
  const [promoCodeId, setPromoCodeId] = useState('');
  const outcome = useOutcome();
  const [debouncedCode] = useDebouncedValue(code.trim(), 300);
  const list = usePromoSubscriptions({
    page,
    pageSize: PAGE_SIZE,
    search: debouncedCode || undefined,
    companyId: companyId ?? undefined,
  });
  const subscribe = useSubscribe();
  const unsubscribe = useUnsubscribe();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const promo = Number(promoCodeId.trim());
    if (partyId === null || !/^\d+$/.test(promoCodeId.trim())) {
      outcome.failure(MESSAGES.mandatoryFields);
      return;
    }
    subscribe.mutate(
      { partyId, promoCodeId: promo },
      { onSuccess: () => outcome.success(PROMO_MESSAGES.subscribed), onError: outcome.failure },
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
      <Outcome {...outcome.shown} />
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
      <SimpleTable
        label="Promo subscriptions"
        columns={[
          { header: 'Code', cell: (s) => s.promo.promoCodeId },
          { header: 'Promo id', cell: (s) => s.promo.id },
          { header: 'Company', cell: (s) => `${s.company.name} (${s.company.id})` },
          { header: 'Since', cell: (s) => formatDate(s.createdAt) },
          {
            header: null,
            cell: (s) => (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                aria-label={`Remove ${s.company.name} from ${s.promo.promoCodeId}`}
                onClick={() =>
                  unsubscribe.mutate(s.id, {
                    onSuccess: () => outcome.success(PROMO_MESSAGES.unsubscribed),
                    onError: outcome.failure,
                  })
                }
              >
                Remove
              </Button>
            ),
          },
        ]}
        rows={list.data?.items ?? []}
        rowKey={(s) => s.id}
      />
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
