import { Anchor, Badge } from '@mantine/core';
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
