import { Anchor, Badge, VisuallyHidden } from '@mantine/core';
import type { NetworkChangeField, NetworkChangeMark } from '@portico/contract';
import { Link } from 'react-router';

const STATUS_COLOURS: Record<string, string> = { LIVE: 'green', CONFIGURED: 'yellow', DEPLOYABLE: 'blue' };

/** A service's provisioning status as a coloured badge, named for screen readers. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <Badge color={STATUS_COLOURS[status] ?? 'gray'} aria-label={label ?? `Status ${status}`}>
      {status}
    </Badge>
  );
}

/** The service's name, linking to its detail (`/customerService/{type}/{id}`, the type lower-cased). */
export function ServiceLink({
  service,
}: {
  service: { technicalServiceId: number; productType: string; name: string };
}) {
  return (
    <Anchor component={Link} to={`/customerService/${service.productType.toLowerCase()}/${service.technicalServiceId}`}>
      {service.name}
    </Anchor>
  );
}

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
