import { describe, expect, it } from 'vitest';
import {
  canTransition,
  contractEndDate,
  isCountedLagMember,
  isHiddenFromLists,
  isLagAddCount,
  isLagPortCount,
  isPastProvisioningStep,
  isPortSpeed,
  isTermAllowed,
  lagAddPortsRefusal,
  lagPortsRoom,
  nextProvisioningStep,
  PROVISIONING_STATUSES,
  routingKeyOf,
  SERVICE_MESSAGES,
  termsFor,
} from './service-rules.js';
import { DEFAULT_PORT_SPEED_MBPS, DEFAULT_TERM_MONTHS } from './pricing.js';

describe('the provisioning state machine', () => {
  it('takes a new service NEW → DEPLOYABLE → CONFIGURED → LIVE, one step at a time', () => {
    expect(nextProvisioningStep('NEW')).toBe('DEPLOYABLE');
    expect(nextProvisioningStep('DEPLOYABLE')).toBe('CONFIGURED');
    expect(nextProvisioningStep('CONFIGURED')).toBe('LIVE');
    expect(nextProvisioningStep('LIVE')).toBeNull();
    expect(nextProvisioningStep('CANCELLED')).toBeNull();
    expect(canTransition('NEW', 'DEPLOYABLE')).toBe(true);
    expect(canTransition('DEPLOYABLE', 'CONFIGURED')).toBe(true);
    expect(canTransition('CONFIGURED', 'LIVE')).toBe(true);
  });

  it('refuses skipping steps and leaving the end', () => {
    expect(canTransition('NEW', 'LIVE')).toBe(false);
    expect(canTransition('DEPLOYABLE', 'LIVE')).toBe(false);
    expect(canTransition('LIVE', 'NEW')).toBe(false);
    for (const to of PROVISIONING_STATUSES) expect(canTransition('DECOMMISSIONED', to)).toBe(false);
  });

  it('follows the lifecycle actions: cancel, terminate, un-cancel', () => {
    expect(canTransition('LIVE', 'CANCELLED')).toBe(true);
    expect(canTransition('LIVE', 'DECOMMISSIONED')).toBe(true);
    expect(canTransition('CANCELLED', 'LIVE')).toBe(true);
  });

  it('knows when a step was already taken, so a repeated step does nothing', () => {
    expect(isPastProvisioningStep('NEW', 'DEPLOYABLE')).toBe(false);
    expect(isPastProvisioningStep('DEPLOYABLE', 'DEPLOYABLE')).toBe(true);
    expect(isPastProvisioningStep('LIVE', 'CONFIGURED')).toBe(true);
    expect(isPastProvisioningStep('CONFIGURED', 'LIVE')).toBe(false);
    expect(isPastProvisioningStep('CANCELLED', 'LIVE')).toBe(true);
  });

  it('hides NEW, and only NEW, from lists', () => {
    expect(PROVISIONING_STATUSES.filter(isHiddenFromLists)).toEqual(['NEW']);
  });

  it('records an event for each status with a routing key', () => {
    expect(routingKeyOf('LIVE')).toBe('LIVE');
    expect(routingKeyOf('NEW')).toBe('NEW');
    expect(routingKeyOf('SLEEP')).toBeNull();
  });
});

describe('port order rules', () => {
  it('offers 1, 10 and 100 Gbps, 10 by default', () => {
    expect([1_000, 10_000, 100_000].every(isPortSpeed)).toBe(true);
    expect(isPortSpeed(100)).toBe(false);
    expect(isPortSpeed(40_000)).toBe(false);
    expect(DEFAULT_PORT_SPEED_MBPS).toBe(10_000);
  });

  it('gives customers 1–36 month terms and staff also 15 and 18, 12 by default', () => {
    expect(termsFor(false)).toEqual([1, 2, 3, 6, 12, 24, 36]);
    expect(termsFor(true)).toEqual([1, 2, 3, 6, 12, 15, 18, 24, 36]);
    expect(isTermAllowed(15, false)).toBe(false);
    expect(isTermAllowed(18, true)).toBe(true);
    expect(isTermAllowed(4, true)).toBe(false);
    expect(DEFAULT_TERM_MONTHS).toBe(12);
  });

  it('takes a LAG of 1 to 8 ports', () => {
    expect(isLagPortCount(1)).toBe(true);
    expect(isLagPortCount(8)).toBe(true);
    expect(isLagPortCount(0)).toBe(false);
    expect(isLagPortCount(9)).toBe(false);
    expect(isLagPortCount(2.5)).toBe(false);
  });
});

describe('adding ports to a LAG on its service screen', () => {
  it('adds 1 to 7 ports at once, whole numbers only', () => {
    expect([0, 1, 7, 8, 2.5, -1, Number.NaN].map(isLagAddCount)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(lagAddPortsRefusal(0, 1)).toBe(SERVICE_MESSAGES.lagAddCount);
    expect(lagAddPortsRefusal(8, 1)).toBe(SERVICE_MESSAGES.lagAddCount);
    expect(lagAddPortsRefusal(1.5, 1)).toBe(SERVICE_MESSAGES.lagAddCount);
  });

  it('never takes the LAG above 8 ports', () => {
    expect(lagAddPortsRefusal(7, 1)).toBeNull();
    expect(lagAddPortsRefusal(1, 7)).toBeNull();
    expect(lagAddPortsRefusal(2, 7)).toBe(SERVICE_MESSAGES.lagFull);
    expect(lagAddPortsRefusal(1, 8)).toBe(SERVICE_MESSAGES.lagFull);
    expect([1, 2, 6, 7, 8, 9].map(lagPortsRoom)).toEqual([7, 6, 2, 1, 0, 0]);
  });

  it('counts every member but a decommissioned one', () => {
    expect(isCountedLagMember('LIVE')).toBe(true);
    expect(isCountedLagMember('NEW')).toBe(true);
    expect(isCountedLagMember('CANCELLED')).toBe(true);
    expect(isCountedLagMember('DECOMMISSIONED')).toBe(false);
  });
});

describe('contract dates', () => {
  it('ends the day before the same date term months later', () => {
    expect(contractEndDate('2026-03-15', 12)).toBe('2027-03-14');
    expect(contractEndDate('2026-01-01', 1)).toBe('2026-01-31');
    expect(contractEndDate('2026-01-31', 1)).toBe('2026-02-27');
    expect(contractEndDate('2028-01-31', 1)).toBe('2028-02-28');
  });
});
