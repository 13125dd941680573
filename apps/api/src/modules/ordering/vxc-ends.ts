import type { AdminOrderVxcParsed, OrderVxcParsed } from '@portico/contract';
import {
  AWS_MESSAGES,
  type AwsDirectConnectConfig,
  CLOUD_PARTNER_COMPANY_IDS,
  CLOUD_PARTNER_MESSAGES,
  type CloudPartner,
  cloudPartnerOf,
  distanceBand,
  parseAwsDirectConnect,
  parseVlan,
  resolveVxcSpeed,
  serviceKeyError,
  staffVxcSpeedError,
  VLAN_AUTOMATIC,
  VLAN_MAX,
  VLAN_MIN,
  vlanAvailability,
  vlanTakenMessage,
  VXC_MESSAGES,
  vxcEndsAndSpeedError,
  vxcPriceFieldsError,
  vxcTermError,
} from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { invalid } from '../../errors.js';
import type { CloudPartners } from '../../integrations/cloud/cloud-partners.js';
import { findLocationFacts } from '../catalogue/index.js';
import { findPorts, type PortFacts, usablePorts } from '../services/index.js';
import { findPortSurroundings, type PortSurroundings } from './order-facts.repository.js';
import type { Actor } from '../../http/actor.js';
import { findKeyForOrder } from './service-keys.js';

export type AnyVxcOrder = OrderVxcParsed & Partial<Omit<AdminOrderVxcParsed, keyof OrderVxcParsed>>;

/** A cloud B end: the partner, and what was given for it (DirectConnect details, the service or pairing key). */
export interface CloudEnd {
  partner: CloudPartner;
  config: AwsDirectConnectConfig | { serviceKey: string } | { pairingKey: string };
}

/** A VXC order with its ends found and every rule checked: what is priced and placed. */
export interface ResolvedVxc {
  a: PortFacts;
  b: PortFacts;
  cloud: CloudEnd | null;
  speedMbps: number;
  aVlan: number;
  bVlan: number;
  /** the service key that named the B end: used in the order's transaction, its pre-approval the B side's */
  serviceKey: { key: string; preApproved: boolean } | null;
}

/** The lowest VLAN free on a Port (staff's automatic -1), beside those `also` taken by this order. */
function firstFreeVlan(taken: readonly number[], also: readonly number[] = []): number {
  const used = new Set([...taken, ...also]);
  for (let v = VLAN_MIN; v <= VLAN_MAX; v++) if (!used.has(v)) return v;
  throw invalid(vlanTakenMessage([]));
}

/** A VLAN an order holds on a Port. */
export interface HeldVlan {
  portId: number;
  vlan: number;
}

/** How a VXC or IX is ordered. */
export interface OrderedAs {
  /** staff's order for a customer */
  admin: boolean;
  /** the VLAN -1 (the first free one) is allowed: staff (the default), and the public API's absent or 0 VLAN */
  automaticVlan?: boolean;
  /** VLANs held by the earlier parts of the same order (a network design), as if taken already */
  held?: readonly HeldVlan[];
}

/** A part of a network design (decision 0044): a customer's, its VLANs picked when not given, beside those held. */
export const inDesign = (held: readonly HeldVlan[]): OrderedAs => ({ admin: false, automaticVlan: true, held });

/** The VLANs held on one Port. */
export const heldOn = (held: readonly HeldVlan[], portId: number): number[] =>
  held.filter((h) => h.portId === portId).map((h) => h.vlan);

/** Adds the VLANs a part holds to those of its order, and answers the part. */
export function holding<P extends { vlans?: HeldVlan[] }>(held: HeldVlan[], part: P): P {
  held.push(...(part.vlans ?? []));
  return part;
}

/** The VLAN to hold on a Port (its `taken` VLANs read with it): as asked (range, and free there) or, for staff's -1, the first free one. */
export function vlanOnPort(taken: readonly number[], input: number, admin: boolean, also: number[]): number {
  const parsed = parseVlan(input, { mayUseAutomatic: admin });
  if ('error' in parsed) throw invalid(parsed.error);
  if (parsed.vlan === VLAN_AUTOMATIC) return firstFreeVlan(taken, also);
  const availability = vlanAvailability(parsed.vlan, [...taken, ...also]);
  if (!availability.free) throw invalid(availability.message);
  return parsed.vlan;
}

/**
 * The message a lost VLAN race answers, read after the rollback in one statement: the VLAN on the first of the ends
 * where it is now taken, with alternatives.
 */
export async function vlanTakenAfterRace(db: DbOrTx, ends: { portId: number; vlan: number }[]): Promise<string> {
  const around = await findPortSurroundings(
    db,
    ends.map((end) => end.portId),
  );
  const takenOn = (portId: number) => around.get(portId)?.vlans ?? [];
  for (const end of ends) {
    const availability = vlanAvailability(end.vlan, takenOn(end.portId));
    if (!availability.free) return availability.message;
  }
  // freed again meanwhile: still the same answer, with what is free now
  const first = ends[0];
  if (!first) return vlanTakenMessage([]);
  const offer = vlanAvailability(first.vlan, [...takenOn(first.portId), first.vlan]);
  return offer.free ? vlanTakenMessage([]) : offer.message;
}

/** The partner's Port in the metro a key names (the first of its Ports there). */
async function partnerPortIn(db: DbOrTx, partner: CloudPartner, metros: readonly string[]): Promise<PortFacts> {
  const ports = await usablePorts(db, [CLOUD_PARTNER_COMPANY_IDS[partner]]);
  const facts = await findLocationFacts(
    db,
    ports.flatMap((p) => (p.locationId === null ? [] : [p.locationId])),
  );
  const metroOf = new Map(facts.map((f) => [f.locationId, f.metro]));
  const port = ports.find((p) => p.locationId !== null && metros.includes(metroOf.get(p.locationId) ?? ''));
  if (!port) throw invalid(VXC_MESSAGES.cloudPortNotFound);
  return port;
}

/** The B end a key names: looked up with the partner, then its Port in that metro. */
async function bEndByKey(
  db: DbOrTx,
  cloudPartners: CloudPartners | null,
  body: AnyVxcOrder,
): Promise<{ port: PortFacts; cloud: CloudEnd }> {
  if (!cloudPartners) throw invalid(CLOUD_PARTNER_MESSAGES.lookupsOff);
  if (body.azureServiceKey) {
    const found = await cloudPartners.lookupAzureServiceKey(body.azureServiceKey);
    if (!found.found) throw invalid(found.message);
    const metros = found.details.ports.filter((p) => !p.inUse).map((p) => p.metro);
    const port = await partnerPortIn(db, 'AZURE', metros);
    return { port, cloud: { partner: 'AZURE', config: { serviceKey: found.details.serviceKey } } };
  }
  const found = await cloudPartners.lookupGooglePairingKey(body.googlePairingKey ?? '');
  if (!found.found) throw invalid(found.message);
  const port = await partnerPortIn(
    db,
    'GOOGLE',
    found.details.ports.map((p) => p.metro),
  );
  return { port, cloud: { partner: 'GOOGLE', config: { pairingKey: found.details.pairingKey } } };
}

/**
 * Ports by id with their surroundings, each read in one statement, the two side by side; `add` reads more of them
 * (the Port a key names).
 */
async function portsAround(db: DbOrTx, ids: readonly number[]) {
  const ports = new Map<number, PortFacts>();
  const around = new Map<number, PortSurroundings>();
  const read = async (more: readonly number[]) => {
    const missing = more.filter((id) => !ports.has(id));
    if (missing.length === 0) return;
    const [found, surroundings] = await Promise.all([findPorts(db, missing), findPortSurroundings(db, missing)]);
    for (const port of found) ports.set(port.id, port);
    for (const [id, s] of surroundings) around.set(id, s);
  };
  await read(ids);
  const ends = {
    port: (id: number) => ports.get(id),
    around: (id: number): PortSurroundings => around.get(id) ?? { vlans: [], place: null },
    add: async (id: number) => {
      await read([id]);
      return ends;
    },
  };
  return ends;
}

/**
 * Finds a VXC order's ends and checks its rules, first failure first (the spec's messages, decision 0040): both
 * ends and a speed; one B end; the term for the rate type; the A end a Port of the company ordered for; the B end
 * any Port, the Port a service key stands for (decision 0058), an AWS Port with valid DirectConnect details, or the
 * Azure or Google Port a key names; the speed within the slower Port (and the service key's rules at that speed and
 * `now`); each VLAN in range and free on its Port (staff's -1: the first free one); staff's price fields.
 */
export async function resolveVxc(
  db: DbOrTx,
  { cloudPartners, now }: { cloudPartners: CloudPartners | null; now: () => Date },
  actor: Actor,
  body: AnyVxcOrder,
  { admin, automaticVlan = admin, held = [] }: OrderedAs,
): Promise<ResolvedVxc> {
  const keyGiven = Boolean(body.serviceKey) || Boolean(body.azureServiceKey) || Boolean(body.googlePairingKey);
  const missing = vxcEndsAndSpeedError({
    aEnd: body.aEndPortId,
    bEnd: body.bEndPortId ?? (keyGiven ? 'key' : null),
    speed: body.speed,
  });
  if (missing) throw invalid(missing);
  const bEnds = [body.bEndPortId, body.serviceKey, body.azureServiceKey, body.googlePairingKey].filter(Boolean);
  if (bEnds.length > 1) throw invalid(VXC_MESSAGES.oneBEnd);
  const termError = vxcTermError(body.rateType, body.term, actor.isStaff);
  if (termError) throw invalid(termError);
  if (admin) {
    const priceError = vxcPriceFieldsError({
      setupCents: body.setupCents,
      monthlyCents: body.monthlyCents,
      discountBp: body.discountBp,
    });
    if (priceError) throw invalid(priceError);
  }

  // the Ports named, and the VLANs held on them with their places, read once side by side (decision 0095); a service
  // key's own Port once the key is found, its refusal answered after the A end's
  const keyLookup = body.serviceKey ? findKeyForOrder(db, body.serviceKey) : null;
  keyLookup?.catch(() => undefined);
  const aId = body.aEndPortId ?? 0;
  const named = keyLookup ? [] : body.bEndPortId !== null ? [body.bEndPortId] : [];
  const ends = await portsAround(db, [aId, ...named]);
  const a = ends.port(aId);
  // another company's Port reads as no Port of yours: nothing tells whose it is
  if (!a || a.companyId !== body.companyId) throw invalid(VXC_MESSAGES.aEndNotYours);
  let b: PortFacts;
  let cloud: CloudEnd | null = null;
  const key = keyLookup ? await keyLookup : null;
  if (key) {
    const port = (await ends.add(key.portServiceId)).port(key.portServiceId);
    if (!port) throw invalid(VXC_MESSAGES.portNotUsable);
    b = port;
  } else if (body.bEndPortId !== null) {
    const port = ends.port(body.bEndPortId);
    const partner = port ? cloudPartnerOf(port.companyId) : null;
    // an Azure or Google Port is reached by its key, never picked (decision 0040)
    if (!port || partner === 'AZURE' || partner === 'GOOGLE') throw invalid(VXC_MESSAGES.portNotFound);
    b = port;
    if (partner === 'AWS') {
      const parsed = body.aws ? parseAwsDirectConnect(body.aws) : null;
      if (!parsed?.ok) throw invalid(AWS_MESSAGES.invalid);
      cloud = { partner, config: parsed.config };
    }
  } else {
    ({ port: b, cloud } = await bEndByKey(db, cloudPartners, body));
    await ends.add(b.id);
  }
  if (!a.usable || !b.usable) throw invalid(VXC_MESSAGES.portNotUsable);

  const speeds = { aPortSpeedMbps: a.rateLimitMbps, bPortSpeedMbps: b.rateLimitMbps };
  let speedMbps: number;
  if (admin) {
    const speedError = staffVxcSpeedError(body.speed ?? '', speeds);
    if (speedError) throw invalid(speedError);
    speedMbps = body.speed ?? 0;
  } else {
    // the catalogue's rule over the places read with the Ports; none known, no band
    const [aPlace, bPlace] = [ends.around(a.id).place, ends.around(b.id).place];
    const band =
      a.locationId !== null && b.locationId !== null && aPlace && bPlace ? distanceBand(aPlace, bPlace) : null;
    const speed = resolveVxcSpeed(body.speed ?? -1, { ...speeds, distanceBand: band });
    if ('error' in speed) throw invalid(speed.error);
    speedMbps = speed.speedMbps;
  }
  if (key) {
    const keyError = serviceKeyError(key, { speedMbps, now: now() });
    if (keyError) throw invalid(keyError);
  }

  const aVlan = vlanOnPort(ends.around(a.id).vlans, body.aVlan, automaticVlan, heldOn(held, a.id));
  const bVlan = vlanOnPort(ends.around(b.id).vlans, body.bVlan, automaticVlan, [
    ...heldOn(held, b.id),
    ...(b.id === a.id ? [aVlan] : []),
  ]);
  const serviceKey = key ? { key: key.key, preApproved: key.preApproved } : null;
  return { a, b, cloud, speedMbps, aVlan, bVlan, serviceKey };
}
