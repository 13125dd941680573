import { Badge, Button, Group, List, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PriceCheckAnswer, TechnicalService } from '@portico/contract';
import {
  ACTION_MESSAGE,
  canLockService,
  canTakeAction,
  ENDING_ACTIONS,
  type EndingAction,
  formatMinor,
  lifecycleRefusal,
  SERVICE_LOCK_MESSAGES,
  formatDay,
} from '@portico/domain';
import { useState } from 'react';
import { Fact } from '../../components/ui/fact';
import { Loaded } from '../../components/ui/loaded';
import { Outcome, useOutcome } from '../../components/ui/outcome';
import { useActingCompany } from '../../lib/auth/acting-company';
import { useCurrentLogin } from '../../lib/auth/current-login';
import { useLifecycleAction, usePriceCheck, useServiceLock } from './lifecycle.api';

const ENDING: Record<EndingAction, { button: string; title: string; confirm: string }> = {
  CANCEL: { button: 'Cancel', title: 'Cancel service', confirm: 'Confirm cancel' },
  CANCEL_NOW: { button: 'Cancel now', title: 'Cancel service now', confirm: 'Confirm cancel now' },
  TERMINATE: { button: 'Terminate', title: 'Terminate service', confirm: 'Confirm termination' },
};

function LinkedPayouts({ title, items }: { title: string; items: PriceCheckAnswer['vxcPriceCheck'] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" aria-label={title}>
        {items.map((item) => (
          <List.Item key={item.productId}>
            {item.productName}: {formatMinor(item.payOutContractCents, item.currency)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/** What ending the service costs, as the price check answers it (amounts in cents, shown in the currency). */
function PriceCheckFacts({ check }: { check: PriceCheckAnswer }) {
  const money = (cents: number) => formatMinor(cents, check.currency);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} component="dl" m={0} aria-label="Price check">
        <Fact label="Termination date">{formatDay(check.terminationDate)}</Fact>
        <Fact label="Contract end">{formatDay(check.contractEndDate)}</Fact>
        <Fact label="Remaining days">{check.remainingDays}</Fact>
        <Fact label="Monthly charge">{money(check.recurringChargeCents)}</Fact>
        <Fact label="Contract payout">{money(check.payOutContractCents)}</Fact>
        <Fact label="Total">{money(check.totalCents)}</Fact>
      </SimpleGrid>
      <LinkedPayouts title="Linked VXC payouts" items={check.vxcPriceCheck} />
      <LinkedPayouts title="Linked IX payouts" items={check.ixPriceCheck} />
    </Stack>
  );
}

/**
 * The service's lifecycle (decision 0049): its lock (company admins and staff lock and unlock it), Cancel, Cancel now
 * and — for staff — Terminate, each confirmed after the price check, and Un-cancel for a cancelled service. What each
 * person sees follows the domain's rules; the server decides the same way and its refusals are shown here.
 */
export function ServiceLifecyclePanel({ service }: { service: TechnicalService }) {
  const login = useCurrentLogin();
  const company = useActingCompany();
  const id = service.technicalServiceId;
  const uid = service.technicalServiceUid;
  // what the person may do in the service's company, when it is the company they act for (decision 0071)
  const who = {
    isStaff: login.staff,
    permissionsInCompany: service.companyId === company.companyId ? company.permissions : [],
  };
  const status = service.provisioningStatus;
  const [confirming, setConfirming] = useState<EndingAction | null>(null);
  const check = usePriceCheck(id, confirming);
  const act = useLifecycleAction(id, uid);
  const lock = useServiceLock(id, uid);
  const outcome = useOutcome();

  const endings = ENDING_ACTIONS.filter((a) => canTakeAction(a, who) && lifecycleRefusal(status, a) === null);
  const canUnCancel = canTakeAction('UN_CANCEL', who) && lifecycleRefusal(status, 'UN_CANCEL') === null;
  const canLock = canLockService(who) && (service.locked || status !== 'DECOMMISSIONED');

  const take = (action: EndingAction | 'UN_CANCEL') => {
    outcome.clear();
    act.mutate(action, {
      onSuccess: () => outcome.success(ACTION_MESSAGE[action]),
      onError: outcome.failure,
      onSettled: () => setConfirming(null),
    });
  };
  const toggleLock = () => {
    outcome.clear();
    const locking = !service.locked;
    lock.mutate(locking, {
      onSuccess: () => outcome.success(locking ? SERVICE_LOCK_MESSAGES.lockedNow : SERVICE_LOCK_MESSAGES.unlockedNow),
      onError: outcome.failure,
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="lifecycle-title">
      <Title order={2} size="h4" mb="sm" id="lifecycle-title">
        Lifecycle
      </Title>
      <Stack gap="sm">
        <Group gap="sm">
          <Badge color={service.locked ? 'orange' : 'gray'} variant="light" aria-label="Lock">
            {service.locked ? 'Locked' : 'Not locked'}
          </Badge>
          {service.locked && <Text size="sm">Nobody can cancel or change this service until it is unlocked.</Text>}
        </Group>
        {service.terminationDate && status === 'CANCELLED' && (
          <Text size="sm">This service is cancelled and ends on {formatDay(service.terminationDate)}.</Text>
        )}
        <Outcome {...outcome.shown} />
        <Group gap="sm">
          {canLock && (
            <Button variant="default" loading={lock.isPending} onClick={toggleLock}>
              {service.locked ? 'Unlock' : 'Lock'}
            </Button>
          )}
          {endings.map((action) => (
            <Button
              key={action}
              color="red"
              variant={action === 'CANCEL' ? 'outline' : 'filled'}
              onClick={() => {
                outcome.clear();
                setConfirming(action);
              }}
            >
              {ENDING[action].button}
            </Button>
          ))}
          {canUnCancel && (
            <Button loading={act.isPending} onClick={() => take('UN_CANCEL')}>
              Un-cancel
            </Button>
          )}
        </Group>
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? ENDING[confirming].title : ''}
      >
        <Stack>
          <Text size="sm">
            {confirming === 'CANCEL'
              ? `${service.name} ends on its termination date below.`
              : `${service.name} ends today.`}
          </Text>
          <Loaded query={check}>{(data) => <PriceCheckFacts check={data} />}</Loaded>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)} data-autofocus>
              Keep service
            </Button>
            <Button
              color="red"
              loading={act.isPending}
              disabled={!check.data}
              onClick={() => confirming && take(confirming)}
            >
              {confirming ? ENDING[confirming].confirm : ''}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
