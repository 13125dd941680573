import type { TechnicalService } from '@portico/contract';

/** The service's network settings: a port's rate limit, a VXC's speed and VLANs, an IX's VLAN, MAC and rate limit. */
export function ServiceChangesPanel(_props: { service: TechnicalService }) {
  return null;
}
