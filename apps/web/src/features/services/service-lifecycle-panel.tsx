import type { TechnicalService } from '@portico/contract';

/** The service's lifecycle: cancel, cancel now, terminate, un-cancel with the price check first, and its lock. */
export function ServiceLifecyclePanel(_props: { service: TechnicalService }) {
  return null;
}
