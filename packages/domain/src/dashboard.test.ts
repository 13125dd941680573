import { describe, expect, it } from 'vitest';
import {
  dashboardCounts,
  describeChange,
  lifecycleEventWords,
  meanBusierDirection,
  systemActorName,
  utilisationPercent,
} from './dashboard.js';

describe('the dashboard counts', () => {
  it('counts LIVE as live, the steps before it as provisioning, and NEW in neither', () => {
    expect(
      dashboardCounts([
        { status: 'LIVE', count: 4 },
        { status: 'NEW', count: 7 },
        { status: 'DEPLOYABLE', count: 2 },
        { status: 'CONFIGURED', count: 1 },
        { status: 'DESIGN', count: 1 },
        { status: 'CANCELLED', count: 3 },
        { status: 'DECOMMISSIONED', count: 5 },
      ]),
    ).toEqual({ servicesLive: 4, servicesProvisioning: 4 });
  });
});

describe('network utilisation', () => {
  it('is the traffic carried over the capacity, in percent with one decimal', () => {
    expect(utilisationPercent(1_234_000_000, 10_000)).toBe(12.3);
    expect(utilisationPercent(0, 10_000)).toBe(0);
  });
  it('is unknown without capacity and never above 100', () => {
    expect(utilisationPercent(5, 0)).toBeNull();
    expect(utilisationPercent(2_000_000_000, 1_000)).toBe(100);
  });
  it('takes the busier direction of each step', () => {
    expect(
      meanBusierDirection([
        { inBps: 10, outBps: 30 },
        { inBps: 50, outBps: 20 },
      ]),
    ).toBe(40);
    expect(meanBusierDirection([])).toBe(0);
  });
});

describe('a change of a service’s details in words', () => {
  it('names both names of a rename, and says what else changed, in formatted values', () => {
    expect(
      describeChange({
        action: 'service.update',
        entityType: 'technical_service',
        subject: 'Edge',
        before: { name: 'Edge', costCentre: null, rateLimitMbps: 1_000 },
        after: { name: 'Edge 2', costCentre: 'CC-7', rateLimitMbps: 10_000 },
      }),
    ).toBe('renamed Edge to Edge 2, and changed Edge 2: Cost centre: none → CC-7; Speed: 1 Gbps → 10 Gbps');
    expect(
      describeChange({
        action: 'service.update',
        entityType: 'technical_service',
        subject: 'Edge',
        before: { name: 'Edge', costCentre: 'A' },
        after: { name: 'Edge', costCentre: 'B' },
      }),
    ).toBe('changed Edge: Cost centre: A → B');
  });
});

describe('a recorded change in words', () => {
  it('says what happened to a service by its name', () => {
    expect(
      describeChange({
        action: 'service.provisioning',
        entityType: 'technical_service',
        subject: 'Sydney to Melbourne',
        after: { provisioningStatus: 'LIVE' },
      }),
    ).toBe('Sydney to Melbourne is live');
    expect(describeChange({ action: 'service.update', entityType: 'technical_service', subject: 'Edge' })).toBe(
      'changed the details of Edge',
    );
    expect(
      describeChange({
        action: 'service.lifecycle',
        entityType: 'technical_service',
        subject: 'Edge',
        after: { provisioningStatus: 'CANCELLED', action: 'CANCEL' },
      }),
    ).toBe('cancelled Edge at the end of its contract');
    expect(
      describeChange({
        action: 'service.lifecycle',
        entityType: 'technical_service',
        subject: 'Edge',
        after: { provisioningStatus: 'LIVE', action: 'UN_CANCEL' },
      }),
    ).toBe('un-cancelled Edge');
    expect(
      describeChange({
        action: 'service.lifecycle',
        entityType: 'technical_service',
        subject: 'Edge',
        after: { provisioningStatus: 'DECOMMISSIONED' },
      }),
    ).toBe('Edge was terminated');
    expect(
      describeChange({
        action: 'service.speed_changed',
        entityType: 'technical_service',
        subject: 'Edge',
        before: { rateLimitMbps: 100 },
        after: { rateLimitMbps: 500 },
      }),
    ).toBe('changed the speed of Edge from 100 Mbps to 500 Mbps');
    expect(
      describeChange({
        action: 'service.speed_changed',
        entityType: 'technical_service',
        subject: 'Edge',
        before: { rateLimitMbps: 1000, monthlyCents: 45_000 },
        after: { rateLimitMbps: 10_000, monthlyCents: 120_000, currency: 'AUD' },
      }),
    ).toBe('changed the speed of Edge from 1 Gbps to 10 Gbps, now AUD 1,200.00 a month');
    expect(
      describeChange({
        action: 'service.rate_limit',
        entityType: 'technical_service',
        subject: 'IX',
        before: { rateLimit: 1000, monthlyCents: 30_000 },
        after: { rateLimit: 10_000, monthlyCents: 90_000, currency: 'EUR' },
      }),
    ).toMatch(/^changed the rate limit of IX from 1 Gbps to 10 Gbps, now .*900[.,]00.* a month$/);
    expect(
      describeChange({
        action: 'service.speed_change_requested',
        entityType: 'technical_service',
        subject: 'Edge',
        after: { toMbps: 500 },
      }),
    ).toBe('asked the other end to approve a speed change of Edge to 500 Mbps');
    expect(
      describeChange({
        action: 'service.vlan',
        entityType: 'technical_service',
        subject: 'Edge',
        before: { vlan: 100 },
        after: { vlan: 200 },
      }),
    ).toBe('changed the VLAN of Edge from 100 to 200');
    expect(
      describeChange({
        action: 'service.lag_ports_added',
        entityType: 'technical_service',
        subject: 'Edge #1',
        after: { portCount: 4, added: [100_201, 100_202] },
      }),
    ).toBe('added 2 ports to the LAG of Edge #1');
    expect(describeChange({ action: 'service.lock', entityType: 'technical_service', subject: 'Edge' })).toBe(
      'locked Edge',
    );
    expect(describeChange({ action: 'service.unlock', entityType: 'technical_service', subject: 'Edge' })).toBe(
      'unlocked Edge',
    );
  });
  it('says other changes plainly, never as a code', () => {
    expect(describeChange({ action: 'order.placed', entityType: 'order' })).toBe('placed an order');
    expect(describeChange({ action: 'company.update', entityType: 'company' })).toBe("changed the company's details");
    expect(describeChange({ action: 'supply.created', entityType: 'supply' })).toBe('added a record');
    expect(describeChange({ action: 'something.odd', entityType: 'thing' })).toBe('changed a record');
  });
  it('names lifecycle events', () => {
    expect(lifecycleEventWords('LIVE')).toBe('is live');
    expect(lifecycleEventWords('VXC_ORDER_PENDING')).toBe("is waiting for the other end's approval");
    expect(lifecycleEventWords('SOMETHING_NEW')).toBe('recorded something new');
  });
});

describe('the system as an actor', () => {
  it('is named by its part, or as the portal itself', () => {
    expect(systemActorName('system:provisioning')).toBe('Provisioning');
    expect(systemActorName('bill run')).toBe('Bill run');
    expect(systemActorName(null)).toBe('Portico');
  });
});
