import { parseAwsInterfaceSettings, type ProvisioningStatus, SERVICE_CHANGE_MESSAGES } from '@portico/domain';

/** One step of provisioning a service in the network: bring the service to `to` (DEPLOYABLE → CONFIGURED → LIVE). */
export interface ProvisioningStep {
  serviceUid: string;
  productType: string;
  from: ProvisioningStatus;
  to: ProvisioningStatus;
}

/**
 * A change of a live service's network setting (decision 0061): a VLAN of one end, a MAC address, a rate limit, or a
 * VXC's AWS interface (decision 0069), whose `from` and `to` are its settings as JSON (`awsInterfaceSettingsText`).
 */
export interface Reconfiguration {
  serviceUid: string;
  productType: string;
  field: 'aVlan' | 'bVlan' | 'macAddress' | 'rateLimit' | 'awsInterface';
  from: string | null;
  to: string;
}

/** What the network answers to a reconfiguration: applied, or refused with its reason (the service keeps its values). */
export type ReconfigurationResult = { applied: true } | { applied: false; reason: string };

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
  /** seconds the network takes to apply a reconfiguration */
  readonly reconfigureSeconds: number;
  /** applies a change of a live service's setting; asking twice for the same change must be harmless */
  reconfigure(change: Reconfiguration): Promise<ReconfigurationResult>;
}

/**
 * The VLAN the simulated network refuses (demo only): a reconfiguration to it fails with `SIMULATED_REFUSAL`, so
 * that the demo and the tests can show a failed change. A production configuration has no simulator.
 */
export const SIMULATOR_REFUSED_VLAN = 4094;
export const SIMULATED_REFUSAL = 'The network could not apply VLAN 4094 on this Port';

/**
 * The AWS peer addresses the simulated network refuses (demo only, decision 0069): a customer or Amazon address in
 * 192.0.2.0/24 (TEST-NET-1, never routed), so that the demo and the tests can show a failed AWS interface change.
 */
export const SIMULATED_AWS_REFUSAL =
  'The network could not apply the AWS interface: its peer addresses are in 192.0.2.0/24, which is not routed';

/** Whether an address (a.b.c.d/n, host bits allowed) lies in 192.0.2.0/24. */
const inRefusedAwsRange = (address: string | null) => address !== null && address.startsWith('192.0.2.');

/** The simulated network's answer to a change: VLAN 4094 and AWS peers in 192.0.2.0/24 refused, the rest applied. */
function simulatedAnswer(change: Reconfiguration): ReconfigurationResult {
  if (change.field === 'aVlan' || change.field === 'bVlan')
    return Number(change.to) === SIMULATOR_REFUSED_VLAN
      ? { applied: false, reason: SIMULATED_REFUSAL }
      : { applied: true };
  if (change.field === 'awsInterface') {
    const settings = parseAwsInterfaceSettings(change.to);
    if (!settings) return { applied: false, reason: SERVICE_CHANGE_MESSAGES.awsChangeUnreadable };
    if (inRefusedAwsRange(settings.customerAddress) || inRefusedAwsRange(settings.amazonAddress))
      return { applied: false, reason: SIMULATED_AWS_REFUSAL };
  }
  return { applied: true };
}

/**
 * Demo mode's network: every step succeeds at once; the job waits `stepSeconds` between steps so the order page
 * shows the service moving (decision 0038). A reconfiguration is applied `reconfigureSeconds` after it is accepted
 * (the job's delay), and refused for VLAN 4094 (decision 0061) and for AWS peer addresses in 192.0.2.0/24
 * (decision 0069).
 */
export function createProvisioningSimulator(stepSeconds: number, reconfigureSeconds: number): Provisioner {
  return {
    name: 'simulator',
    stepSeconds,
    reconfigureSeconds,
    async provision() {
      // the simulated network takes every step as asked
    },
    async reconfigure(change) {
      return simulatedAnswer(change);
    },
  };
}
