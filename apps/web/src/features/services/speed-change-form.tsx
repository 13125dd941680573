import { Alert, Button, Group, Paper, Radio, Stack, TextInput, Title } from '@mantine/core';
import type { SpeedChangeCheck, TechnicalService } from '@portico/contract';
import { formatSpeed, parseSpeedChange, SPEED_CHANGE_MESSAGES, type VxcEndChoice } from '@portico/domain';
import { useState } from 'react';
import { Fact } from '../../components/ui/fact';
import { Outcome } from '../../components/ui/outcome';
import { formatPrice } from '../../lib/price-format';
import { useChangeSpeed, useCheckSpeedChange } from './speed-change.api';

const endLabel = (end: SpeedChangeCheck['ends'][number]) => `${end.end} end: ${end.companyName} · ${end.portName}`;

function Confirmation({ check }: { check: SpeedChangeCheck }) {
  const price = (cents: number | null) =>
    cents === null ? 'no price at this speed' : formatPrice(cents, check.currency);
  return (
    <Stack component="dl" aria-label="Price change" gap="xs" m={0}>
      <Fact label={`Current monthly price (${formatSpeed(check.currentSpeed)})`}>{price(check.currentMonthly)}</Fact>
      <Fact label={`New monthly price (${formatSpeed(check.speed)})`}>{price(check.newMonthly)}</Fact>
      <Fact label="Approval">
        {check.nonPayerStatus === 'APPROVED'
          ? 'No approval needed: the change applies at once.'
          : check.nonPayerStatus === 'UN_ASSESSED'
            ? `${check.approverCompanyName ?? 'The other end'} must approve it: a request will be sent to them.`
            : 'Choose the end the change is made on behalf of.'}
      </Fact>
    </Stack>
  );
}

/**
 * A VXC's speed change (admin console §4–§6): the new speed checked in the browser with the domain's rule (against
 * the slower Port once a check has named the Ports), "Check price" shows the price-change confirmation — today's and
 * the new monthly price, and whether the other end must approve it — staff choose the end a price-moving change is
 * made on behalf of, and "Confirm" makes the change or sends the request.
 */
export function SpeedChangeForm({ service }: { service: Pick<TechnicalService, 'technicalServiceId' | 'rateLimit'> }) {
  const id = service.technicalServiceId;
  const [speed, setSpeed] = useState('');
  const [end, setEnd] = useState<VxcEndChoice | null>(null);
  const [errors, setErrors] = useState<{ speed?: string; end?: string }>({});
  const check = useCheckSpeedChange(id);
  const change = useChangeSpeed(id);
  const checked = check.data && check.data.speed === Number(speed.trim()) ? check.data : null;
  const ends = checked ?? check.data;

  const parsedSpeed = () => {
    const parsed = parseSpeedChange(
      speed,
      ends ? { aPortSpeedMbps: ends.ends[0].portSpeedMbps, bPortSpeedMbps: ends.ends[1].portSpeedMbps } : null,
    );
    setErrors('error' in parsed ? { speed: parsed.error } : {});
    return 'error' in parsed ? null : parsed.speedMbps;
  };

  function onCheck(event: React.FormEvent) {
    event.preventDefault();
    change.reset();
    const mbps = parsedSpeed();
    if (mbps !== null) check.mutate({ speed: mbps, onBehalfOf: end });
  }

  function chooseEnd(value: string) {
    const chosen = value === 'A' || value === 'B' ? value : null;
    setEnd(chosen);
    setErrors({});
    if (checked) check.mutate({ speed: checked.speed, onBehalfOf: chosen });
  }

  function onConfirm() {
    if (!checked) return;
    if (checked.endRequired && end === null) {
      setErrors({ end: SPEED_CHANGE_MESSAGES.chooseEnd });
      return;
    }
    change.mutate(
      { speed: checked.speed, onBehalfOf: end, currentSpeed: checked.currentSpeed },
      { onSuccess: () => check.reset() },
    );
  }

  const result = change.data;
  const chooseEndShown = checked && (checked.endRequired || end !== null);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="speed-change-title">
      <Title order={2} size="h4" mb="sm" id="speed-change-title">
        Change speed
      </Title>
      <Stack gap="sm" maw={640}>
        <form onSubmit={onCheck} noValidate aria-label="Speed change">
          <Stack gap="xs" align="flex-start">
            <TextInput
              label="New speed (Mbps)"
              description={`Now ${formatSpeed(service.rateLimit)}`}
              inputMode="numeric"
              required
              value={speed}
              onChange={(e) => {
                setSpeed(e.currentTarget.value);
                setErrors({});
                change.reset();
              }}
              error={errors.speed}
            />
            <Button type="submit" variant="light" loading={check.isPending}>
              Check price
            </Button>
          </Stack>
        </form>
        <Outcome error={check.error} />
        {checked && (
          <Stack gap="sm">
            <Confirmation check={checked} />
            {chooseEndShown && (
              <Radio.Group
                label="On behalf of"
                description="The end the request is made on behalf of: the other end's owner approves it"
                value={end}
                onChange={chooseEnd}
                error={errors.end}
              >
                <Stack gap={4} mt={4}>
                  {checked.ends.map((e) => (
                    <Radio key={e.end} value={e.end} label={endLabel(e)} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
            {checked.pendingRequest ? (
              <Alert color="yellow" role="status">
                {SPEED_CHANGE_MESSAGES.requestPending} ({formatSpeed(checked.pendingRequest.toMbps)}, asked of{' '}
                {checked.pendingRequest.approverCompanyName}).
              </Alert>
            ) : (
              <Group>
                <Button onClick={onConfirm} loading={change.isPending}>
                  Confirm
                </Button>
              </Group>
            )}
          </Stack>
        )}
        <Outcome
          error={change.error}
          success={
            result ? (result.applied ? SPEED_CHANGE_MESSAGES.changed : SPEED_CHANGE_MESSAGES.requestCreated) : null
          }
        />
      </Stack>
    </Paper>
  );
}
