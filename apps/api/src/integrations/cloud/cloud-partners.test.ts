import { CLOUD_PARTNER_MESSAGES, VXC_SPEEDS_MBPS } from '@portico/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createIntegrations } from '../index.js';
import { createCloudPartnerSimulator } from './cloud-partner-simulator.js';

const azureKey = '1b2c3d4e-5f60-4a5b-8c9d-0123456789ab';
const googleKey = '7e51371e-72a3-40b5-b844-2e3efefaee59/australia-southeast1/1';
const quiet = () => undefined;

describe('the cloud partner simulator', () => {
  const partners = createCloudPartnerSimulator();

  it('finds an Azure circuit for a well-formed key, the same each time', async () => {
    const first = await partners.lookupAzureServiceKey(azureKey);
    expect(first).toEqual(await partners.lookupAzureServiceKey(` ${azureKey.toUpperCase()} `));
    if (!first.found) throw new Error(first.message);
    const circuit = first.details;
    expect(circuit.serviceKey).toBe(azureKey);
    expect(circuit.bandwidthsMbps).toEqual(VXC_SPEEDS_MBPS.filter((s) => s <= circuit.bandwidthMbps));
    expect(circuit.bandwidthsMbps).toContain(circuit.bandwidthMbps);
    expect(circuit.peerings).toContain('private');
    expect(circuit.ports.map((p) => p.side)).toEqual(['primary', 'secondary']);
    expect(circuit.ports.every((p) => p.metro.length > 0 && p.name.includes(circuit.peeringLocation))).toBe(true);
    if (circuit.vlan !== null) expect(circuit.vlan).toBeGreaterThanOrEqual(2);
  });

  it('answers different circuits for different keys', async () => {
    const keys = Array.from(
      { length: 12 },
      (_, i) => `1b2c3d4e-5f60-4a5b-8c9d-0123456789${String(i).padStart(2, '0')}`,
    );
    const answers = await Promise.all(keys.map((k) => partners.lookupAzureServiceKey(k)));
    const shapes = new Set(
      answers.map((a) => (a.found ? `${a.details.peeringLocation}/${a.details.bandwidthMbps}` : '')),
    );
    expect(shapes.size).toBeGreaterThan(1);
  });

  it('finds a Google pairing key’s region and the VXC speeds it can take', async () => {
    const answer = await partners.lookupGooglePairingKey(googleKey);
    if (!answer.found) throw new Error(answer.message);
    expect(answer.details).toMatchObject({
      pairingKey: googleKey,
      region: 'australia-southeast1',
      edgeAvailabilityDomain: 1,
    });
    expect(answer.details.ports).toEqual([
      { side: 'primary', name: 'Google Sydney zone 1 Primary', metro: 'Sydney', inUse: false },
    ]);
    // the VXC speeds from 100 Mbps up to the attachment's capacity, at least 500 Mbps
    expect(answer.details.bandwidthsMbps.slice(0, 5)).toEqual([100, 200, 300, 400, 500]);
    expect(answer.details.bandwidthsMbps.every((b) => VXC_SPEEDS_MBPS.includes(b))).toBe(true);
  });

  it('says clearly when a key is malformed or unknown', async () => {
    expect(await partners.lookupAzureServiceKey('my-circuit')).toEqual({
      found: false,
      message: CLOUD_PARTNER_MESSAGES.azureKeyFormat,
    });
    expect(await partners.lookupAzureServiceKey('00000000-5f60-4a5b-8c9d-0123456789ab')).toEqual({
      found: false,
      message: 'No Azure ExpressRoute circuit has this service key',
    });
    expect(await partners.lookupGooglePairingKey(azureKey)).toEqual({
      found: false,
      message: CLOUD_PARTNER_MESSAGES.googleKeyFormat,
    });
    expect(await partners.lookupGooglePairingKey('00000000-72a3-40b5-b844-2e3efefaee59/us-east4/2')).toEqual({
      found: false,
      message: 'No Google partner interconnect attachment has this pairing key',
    });
  });
});

describe('choosing the cloud partner service', () => {
  it('is the simulator in demo mode', async () => {
    const integrations = await createIntegrations(loadConfig({ RUN_MODE: 'demo' }), quiet);
    expect(integrations.cloudPartners?.kind).toBe('simulator');
    integrations.close();
  });

  it('is none in production without a real adapter: no simulator is constructed', async () => {
    const config = loadConfig({
      RUN_MODE: 'production',
      PUBLIC_URL: 'https://portal.example',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Portico <noreply@portal.example>',
    });
    const integrations = await createIntegrations(config, quiet);
    expect(integrations.cloudPartners).toBeNull();
    expect(integrations.simulators).toBeNull();
    integrations.close();
  });
});
