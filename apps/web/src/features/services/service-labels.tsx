import { Badge, VisuallyHidden } from '@mantine/core';
import type { NetworkChangeField, NetworkChangeMark } from '@portico/contract';

export { ServiceLink, StatusBadge } from '../../components/ui/service-link';

const SETTING_LABELS: Record<NetworkChangeField, string> = {
  aVlan: 'A-End VLAN',
  bVlan: 'B-End VLAN',
  macAddress: 'MAC address',
  rateLimit: 'Rate limit',
  awsInterface: 'AWS interface',
};

/** The name of a setting a network change is about, as the service's pages show it (an IX's one VLAN is its VLAN). */
export function networkSettingLabel(field: NetworkChangeField, productType: string): string {
  return productType === 'IX' && field === 'aVlan' ? 'VLAN' : SETTING_LABELS[field];
}

/**
 * A list row's mark of a change sent to the network (decision 0069): "Change pending" while the network has not
 * applied it, "Change failed" when it refused it; the setting, and the network's reason for a failed one, are read
 * out with it and shown on hover. Nothing when the service has no such change.
 */
export function NetworkChangeBadge({ change, productType }: { change: NetworkChangeMark | null; productType: string }) {
  if (!change) return null;
  const setting = networkSettingLabel(change.field, productType);
  const failed = change.status === 'FAILED';
  const detail = failed
    ? `${setting}: ${change.reason ?? 'the network refused it'}`
    : `${setting}: waiting for the network`;
  return (
    <Badge color={failed ? 'red' : 'blue'} variant="light" title={detail}>
      {failed ? 'Change failed' : 'Change pending'}
      <VisuallyHidden>{` (${detail})`}</VisuallyHidden>
    </Badge>
  );
}
