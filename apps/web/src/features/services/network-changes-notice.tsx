import { Alert, Stack } from '@mantine/core';
import type { NetworkChange } from '@portico/contract';
import { describeAwsInterfaceSettings, formatSpeed } from '@portico/domain';
import { networkSettingLabel } from './service-labels';

/**
 * A value as the network holds it: a rate limit as the one speed format writes it, an AWS interface in words (decision 0069), the others as
 * they are; none when the setting had none.
 */
function shown(change: NetworkChange, value: string | null): string {
  if (value === null) return 'none';
  if (change.field === 'awsInterface') return describeAwsInterfaceSettings(value);
  return change.field === 'rateLimit' && /^\d+$/.test(value) ? formatSpeed(Number(value)) : value;
}

/**
 * The service's changes sent to the network (decision 0061): a pending one with the values asked for (the facts and
 * forms above showing what the network has until it applies it), a failed one with the network's reason and the
 * value the service keeps.
 */
export function NetworkChangesNotice({ changes, productType }: { changes: NetworkChange[]; productType: string }) {
  if (changes.length === 0) return null;
  const label = (change: NetworkChange) => networkSettingLabel(change.field, productType);
  return (
    <Stack gap="xs" aria-label="Network changes" component="section">
      {changes.map((change) =>
        change.status === 'PENDING' ? (
          <Alert key={change.field} color="blue" title={`${label(change)}: pending`}>
            {`Changing from ${shown(change, change.from)} to ${shown(change, change.to)}: pending until the network applies it.`}
          </Alert>
        ) : (
          <Alert key={change.field} color="red" title={`${label(change)}: change failed`}>
            {`${shown(change, change.to)} could not be applied: ${change.reason ?? 'the network refused it'}. The service keeps ${shown(change, change.from)}.`}
          </Alert>
        ),
      )}
    </Stack>
  );
}
