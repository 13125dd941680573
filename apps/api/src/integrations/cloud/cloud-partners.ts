/**
 * How the app asks the cloud partners about the key a customer brings for a VXC's B end: an Azure ExpressRoute
 * circuit's service key, a Google partner interconnect pairing key. The answers are what the order form shows before
 * ordering and what the ordering service checks the order against (the speed within the bandwidth, the peering, the
 * partner Port at the peering location). The shapes follow what the provider's public API answers for its partner
 * lookup (megaportgo's `PartnerLookup`: bandwidth, bandwidths, megaports, peers, vlan), in our names. AWS needs no
 * lookup: its B end is an AWS Port picked from the dropdown, with DirectConnect details the customer types.
 */
export interface CloudPartners {
  readonly kind: string;
  lookupAzureServiceKey(serviceKey: string): Promise<CloudLookup<AzureCircuit>>;
  lookupGooglePairingKey(pairingKey: string): Promise<CloudLookup<GooglePairing>>;
}

/**
 * Found, or not with the message to show (CLOUD_PARTNER_MESSAGES: a malformed key, never sent on, or an unknown one).
 */
export type CloudLookup<T> = { found: true; details: T } | { found: false; message: string };

/** One of the partner's Ports the connection may land on, primary or secondary. */
export interface PartnerPortChoice {
  side: 'primary' | 'secondary';
  /** the partner's name for its port, e.g. "Sydney ExpressRoute Primary" */
  name: string;
  /** where the Port is: the peering location's metro, matched with the partner's Ports we hold */
  metro: string;
  /** whether a connection already uses it (then the customer must choose the other) */
  inUse: boolean;
}

export interface AzureCircuit {
  serviceKey: string;
  circuitName: string;
  /** the circuit's bandwidth: no VXC on it may be faster */
  bandwidthMbps: number;
  /** the VXC speeds the circuit can take, in Mbps: the offered speeds up to its bandwidth */
  bandwidthsMbps: number[];
  peeringLocation: string;
  /** the peerings set up on the circuit */
  peerings: ('private' | 'microsoft')[];
  ports: PartnerPortChoice[];
  /** the VLAN the circuit's private peering already uses, null when not set */
  vlan: number | null;
}

export interface GooglePairing {
  pairingKey: string;
  region: string;
  edgeAvailabilityDomain: 1 | 2;
  /** the VXC speeds the attachment can take, in Mbps: the offered speeds up to its capacity */
  bandwidthsMbps: number[];
  ports: PartnerPortChoice[];
}
