import { createHash } from 'node:crypto';
import {
  CLOUD_PARTNER_MESSAGES,
  normaliseAzureServiceKey,
  parseGooglePairingKey,
  VXC_SPEEDS_MBPS,
} from '@portico/domain';
import type { AzureCircuit, CloudPartners, GooglePairing, PartnerPortChoice } from './cloud-partners.js';

/** Keys whose GUID starts with this are unknown to the partner: a well-formed key that finds nothing. */
export const SIMULATOR_UNKNOWN_KEY_PREFIX = '00000000';

/** Azure peering locations and the metro of each (the simulator picks one by the key). */
const AZURE_LOCATIONS: [location: string, metro: string][] = [
  ['Sydney', 'Sydney'],
  ['Melbourne', 'Melbourne'],
  ['Singapore', 'Singapore'],
  ['Hong Kong', 'Hong Kong'],
  ['Auckland', 'Auckland'],
  ['Los Angeles', 'Los Angeles'],
  ['London', 'London'],
  ['Frankfurt', 'Frankfurt'],
];
/** ExpressRoute circuit sizes a VXC can fill, Mbps (the 50 Mbps circuit is below every VXC speed). */
const AZURE_BANDWIDTHS = [100, 200, 500, 1000, 2000, 5000, 10000];
/** The largest Google partner interconnect capacities a pairing may allow, Mbps. */
const GOOGLE_CAPACITIES = [500, 1000, 2000, 5000, 10000];
/** The VXC speeds up to a bandwidth: what the form offers for that cloud end. */
const speedsUpTo = (mbps: number) => VXC_SPEEDS_MBPS.filter((speed) => speed <= mbps);
/** The metro of a Google region's partner interconnect (other regions: the first word of the region, capitalised). */
const GOOGLE_REGION_METROS: Record<string, string> = {
  'australia-southeast1': 'Sydney',
  'australia-southeast2': 'Melbourne',
  'asia-southeast1': 'Singapore',
  'asia-east2': 'Hong Kong',
  'us-central1': 'Chicago',
  'us-east4': 'Ashburn',
  'us-west2': 'Los Angeles',
  'europe-west2': 'London',
  'europe-west3': 'Frankfurt',
};

const digestOf = (key: string) => createHash('sha256').update(key).digest();
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/**
 * A local cloud partner with believable, deterministic answers, so ordering with a cloud B end runs offline and tests
 * know what a key finds: the same key always answers the same circuit. Malformed keys are refused with the format
 * message; well-formed keys starting with 00000000 are "not found". Demo mode only (integrations/index.ts).
 */
export function createCloudPartnerSimulator(): CloudPartners {
  return {
    kind: 'simulator',
    async lookupAzureServiceKey(text) {
      const serviceKey = normaliseAzureServiceKey(text);
      if (!serviceKey) return { found: false, message: CLOUD_PARTNER_MESSAGES.azureKeyFormat };
      if (serviceKey.startsWith(SIMULATOR_UNKNOWN_KEY_PREFIX))
        return { found: false, message: CLOUD_PARTNER_MESSAGES.azureKeyNotFound };
      const d = digestOf(`azure|${serviceKey}`);
      const [location, metro] = pick(AZURE_LOCATIONS, d.readUInt8(0));
      const bandwidthMbps = pick(AZURE_BANDWIDTHS, d.readUInt8(1));
      const microsoft = d.readUInt8(2) % 3 === 0;
      const primaryInUse = d.readUInt8(3) % 4 === 0;
      const details: AzureCircuit = {
        serviceKey,
        circuitName: `er-${metro.toLowerCase().replace(/\s+/g, '-')}-${serviceKey.slice(0, 4)}`,
        bandwidthMbps,
        bandwidthsMbps: speedsUpTo(bandwidthMbps),
        peeringLocation: location,
        peerings: microsoft ? ['private', 'microsoft'] : ['private'],
        ports: partnerPorts(`${location} ExpressRoute`, metro, primaryInUse),
        vlan: d.readUInt8(4) % 2 === 0 ? null : 100 + (d.readUInt16BE(5) % 3900),
      };
      return { found: true, details };
    },
    async lookupGooglePairingKey(text) {
      const key = parseGooglePairingKey(text);
      if (!key) return { found: false, message: CLOUD_PARTNER_MESSAGES.googleKeyFormat };
      if (key.pairingKey.startsWith(SIMULATOR_UNKNOWN_KEY_PREFIX))
        return { found: false, message: CLOUD_PARTNER_MESSAGES.googleKeyNotFound };
      const d = digestOf(`google|${key.pairingKey}`);
      const metro = GOOGLE_REGION_METROS[key.region] ?? capitalise(key.region.split('-')[0] ?? key.region);
      const capacityMbps = pick(GOOGLE_CAPACITIES, d.readUInt8(0));
      const ports = partnerPorts(`Google ${metro} zone ${key.edgeAvailabilityDomain}`, metro, false).filter(
        (port) => (port.side === 'primary') === (key.edgeAvailabilityDomain === 1),
      );
      const details: GooglePairing = { ...key, bandwidthsMbps: speedsUpTo(capacityMbps), ports };
      return { found: true, details };
    },
  };
}

function partnerPorts(name: string, metro: string, primaryInUse: boolean): PartnerPortChoice[] {
  return [
    { side: 'primary', name: `${name} Primary`, metro, inUse: primaryInUse },
    { side: 'secondary', name: `${name} Secondary`, metro, inUse: false },
  ];
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
