import { describe, expect, it } from 'vitest';
import { portLoad, SERVICE_SEARCH_MESSAGES, serviceSearchProblem, serviceUsage } from './service-usage.js';

const port = { productType: 'PORT', rateLimitMbps: 10_000 };
const live = (rateLimitMbps: number) => ({ provisioningStatus: 'LIVE', rateLimitMbps });

describe('serviceUsage', () => {
  it('is UNUSED for a port without a VXC or IX that counts', () => {
    expect(serviceUsage(port, [])).toBe('UNUSED');
    expect(
      serviceUsage(port, [
        { provisioningStatus: 'NEW', rateLimitMbps: 5_000 },
        { provisioningStatus: 'CANCELLED', rateLimitMbps: 5_000 },
        { provisioningStatus: 'DECOMMISSIONED', rateLimitMbps: 5_000 },
      ]),
    ).toBe('UNUSED');
  });

  it('is UNDERUSED under 10 % of the port speed, in use from 10 %', () => {
    expect(serviceUsage(port, [live(500), live(499)])).toBe('UNDERUSED');
    expect(serviceUsage(port, [live(500), live(500)])).toBeNull();
    expect(serviceUsage(port, [{ provisioningStatus: 'CONFIGURED', rateLimitMbps: 9_000 }])).toBeNull();
  });

  it('reads a load summed elsewhere (the network screen sums it in the database) as it reads the connections', () => {
    expect(portLoad([live(500), live(499), { provisioningStatus: 'CANCELLED', rateLimitMbps: 9_000 }])).toEqual({
      inUse: 2,
      bookedMbps: 999,
    });
    expect(serviceUsage(port, { inUse: 0, bookedMbps: 0 })).toBe('UNUSED');
    expect(serviceUsage(port, { inUse: 2, bookedMbps: 999 })).toBe('UNDERUSED');
    expect(serviceUsage(port, { inUse: 1, bookedMbps: 1_000 })).toBeNull();
  });

  it('gives no usage to what is not a port', () => {
    expect(serviceUsage({ productType: 'MCR2', rateLimitMbps: 1_000 }, [])).toBeNull();
    expect(serviceUsage({ productType: 'VXC', rateLimitMbps: 1_000 }, [])).toBeNull();
  });
});

describe('serviceSearchProblem', () => {
  it('needs text or an id', () => {
    expect(serviceSearchProblem({})).toBe(SERVICE_SEARCH_MESSAGES.criteriaRequired);
    expect(serviceSearchProblem({ search: '  ', id: '' })).toBe(SERVICE_SEARCH_MESSAGES.criteriaRequired);
    expect(serviceSearchProblem({ search: 'sydney' })).toBeNull();
    expect(serviceSearchProblem({ id: '100001' })).toBeNull();
  });
});
