import type { ProvisioningStatus } from '@portico/domain';

/** One step of provisioning a service in the network: bring the service to `to` (DEPLOYABLE → CONFIGURED → LIVE). */
export interface ProvisioningStep {
  serviceUid: string;
  productType: string;
  from: ProvisioningStatus;
  to: ProvisioningStatus;
}

/**
 * The network's provisioning system. A step is asked for by the provisioning job; a real adapter would configure
 * the switches and answer when the step is done. Asking twice for the same step must be harmless (the job may run
 * again after its worker dies), which the job ensures by skipping a step the service has already passed.
 */
export interface Provisioner {
  readonly name: string;
  /** seconds to wait between the steps of one service */
  readonly stepSeconds: number;
  provision(step: ProvisioningStep): Promise<void>;
}

/**
 * Demo mode's network: every step succeeds at once; the job waits `stepSeconds` between steps so the order page
 * shows the service moving (decision 0038).
 */
export function createProvisioningSimulator(stepSeconds: number): Provisioner {
  return {
    name: 'simulator',
    stepSeconds,
    async provision() {
      // the simulated network takes every step as asked
    },
  };
}
