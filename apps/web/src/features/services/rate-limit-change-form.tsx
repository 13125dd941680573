import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { RateLimitCheck, TechnicalService } from '@portico/contract';
import { formatSpeed, parseIxRateLimit, PORT_SPEEDS_MBPS, SERVICE_CHANGE_MESSAGES } from '@portico/domain';
import { useState } from 'react';
import { Fact } from '../../components/ui/fact';
import { Outcome } from '../../components/ui/outcome';
import { formatPrice } from '../../lib/price-format';
import { useChangeRateLimit, useCheckRateLimit } from './service-changes.api';

/** When the new rate limit, and its price, take effect. */
function whenWords(check: RateLimitCheck): string {
  return check.appliedByNetwork
    ? 'The network applies the change in a few moments; the new monthly price applies from the day it does.'
    : 'The change applies at once; the new monthly price applies from today.';
}

/** The price-change confirmation: the price in force, the price at the new rate limit, and when it applies. */
function Confirmation({ check }: { check: RateLimitCheck }) {
  const price = (cents: number | null) =>
    cents === null || check.currency === null ? 'not priced' : formatPrice(cents, check.currency);
  const ports = check.services > 1 ? ` for the ${check.services} ports of its LAG` : '';
  return (
    <Stack component="dl" aria-label="Price change" gap="xs" m={0}>
      <Fact label={`Current monthly price (${formatSpeed(check.currentSpeed)}${ports})`}>
        {price(check.currentMonthly)}
      </Fact>
      <Fact label={`New monthly price (${formatSpeed(check.speed)}${ports})`}>{price(check.newMonthly)}</Fact>
      {check.services > 1 && (
        <Fact label="Ports changed">{`Every port of the LAG changes to ${formatSpeed(check.speed)}.`}</Fact>
      )}
      <Fact label="When">{check.priceChanges ? whenWords(check) : 'The monthly price does not change.'}</Fact>
    </Stack>
  );
}

/**
 * A Port's or an IX's rate-limit change (decision 0079), as a VXC's speed change is made: the new rate limit checked
 * in the browser by the domain's rule (a Port: one of the port speeds; an IX: a whole number above 0 — the server
 * also holds it to the Port's), "Check price" shows the monthly price now and at the new rate limit and when it
 * applies, and "Confirm" makes the change. A change waiting for the network is shown, not asked again.
 */
export function RateLimitChangeForm({
  service,
}: {
  service: Pick<TechnicalService, 'technicalServiceId' | 'technicalServiceUid' | 'productType' | 'rateLimit'>;
}) {
  const isPort = service.productType === 'PORT';
  const [text, setText] = useState(String(service.rateLimit));
  const [error, setError] = useState<string | null>(null);
  const check = useCheckRateLimit(service.technicalServiceId);
  const change = useChangeRateLimit(service);
  const checked = check.data && String(check.data.speed) === text.trim() ? check.data : null;

  const parsed = (): number | null => {
    if (isPort) return (PORT_SPEEDS_MBPS as readonly number[]).find((s) => String(s) === text) ?? null;
    const rate = parseIxRateLimit(text, Number.MAX_SAFE_INTEGER);
    setError('error' in rate ? rate.error : null);
    return 'error' in rate ? null : rate.rateLimitMbps;
  };

  function onCheck(event: React.FormEvent) {
    event.preventDefault();
    change.reset();
    const speed = parsed();
    if (speed === null) return;
    if (speed === service.rateLimit) {
      setError(SERVICE_CHANGE_MESSAGES.rateLimitUnchanged);
      return;
    }
    check.mutate(speed);
  }

  const edited = (value: string) => {
    setText(value);
    setError(null);
    change.reset();
  };
  const success = change.isSuccess
    ? isPort
      ? SERVICE_CHANGE_MESSAGES.portUpdated
      : SERVICE_CHANGE_MESSAGES.accepted
    : null;
  return (
    <Stack gap="sm" maw={640}>
      <form onSubmit={onCheck} noValidate aria-label="Change rate limit">
        <Group align="flex-end">
          {isPort ? (
            <Select
              label="Rate limit"
              description={`Now ${formatSpeed(service.rateLimit)}`}
              maw={320}
              allowDeselect={false}
              data={PORT_SPEEDS_MBPS.map((s) => ({ value: String(s), label: formatSpeed(s) }))}
              value={text}
              onChange={(value) => edited(value ?? text)}
              error={error}
            />
          ) : (
            <TextInput
              label="IX rate limit (Mbps)"
              description={`Now ${formatSpeed(service.rateLimit)}`}
              inputMode="numeric"
              required
              maw={320}
              value={text}
              onChange={(e) => edited(e.currentTarget.value)}
              error={error}
            />
          )}
          <Button type="submit" variant="light" loading={check.isPending}>
            Check price
          </Button>
        </Group>
      </form>
      <Outcome error={check.error} />
      {checked && !change.isSuccess && (
        <Stack gap="sm">
          <Confirmation check={checked} />
          {checked.pending ? (
            <Alert color="yellow" role="status">
              {SERVICE_CHANGE_MESSAGES.changePending}
            </Alert>
          ) : (
            <Group>
              <Button onClick={() => change.mutate(checked.speed)} loading={change.isPending}>
                Confirm
              </Button>
              <Text size="sm" c="dimmed">
                Nothing changes until you confirm.
              </Text>
            </Group>
          )}
        </Stack>
      )}
      <Outcome error={change.error} success={success} />
    </Stack>
  );
}
