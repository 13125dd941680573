import { MVE_SIZES, type MveSize } from './pricebook-rules.js';
import { isValidAsn } from './network-identifiers.js';

/**
 * The rules of the MCR, MVE, MegaDirect, PXC and exchange-point (ECIX) orders (customer portal spec §2, §3, §5, §9;
 * issue #17). Where the spec is open, decision 0043 says what we chose.
 */

/** MCR speeds (Mbps): those the SDK's MCROrder carries as portSpeed and the price book lists. */
export const MCR_SPEEDS_MBPS = [1_000, 2_500, 5_000, 10_000] as const;
export const DEFAULT_MCR_SPEED_MBPS = 1_000;
/** The MCR's own AS number when the order names none (the provider's public default). */
export const DEFAULT_MCR_ASN = 133_937;

export function isMcrSpeed(speed: number): boolean {
  return (MCR_SPEEDS_MBPS as readonly number[]).includes(speed);
}

/** The sizes of an MVE as `GET /v3/product/mve/variants` answers them (the SDK's MVESize). */
export const MVE_VARIANTS: readonly { size: MveSize; label: string; cpuCoreCount: number; ramGB: number }[] = [
  { size: 'SMALL', label: 'MVE 2/8', cpuCoreCount: 2, ramGB: 8 },
  { size: 'MEDIUM', label: 'MVE 4/16', cpuCoreCount: 4, ramGB: 16 },
  { size: 'LARGE', label: 'MVE 8/32', cpuCoreCount: 8, ramGB: 32 },
  { size: 'X_LARGE_12', label: 'MVE 12/48', cpuCoreCount: 12, ramGB: 48 },
];

/** An MVE image as `GET /v4/product/mve/images` answers it (the SDK's MVEImage). */
export interface MveImage {
  id: number;
  version: string;
  product: string;
  vendor: string;
  vendorDescription: string;
  releaseImage: boolean;
  productCode: string;
  availableSizes: MveSize[];
}

/** The images offered on an MVE: a fixed catalogue (decision 0043). */
export const MVE_IMAGES: readonly MveImage[] = [
  {
    id: 83,
    version: '17.12.02',
    product: 'C8000',
    vendor: 'Cisco',
    vendorDescription: 'Catalyst 8000V Edge',
    releaseImage: true,
    productCode: 'CISCO_C8000',
    availableSizes: ['SMALL', 'MEDIUM', 'LARGE'],
  },
  {
    id: 91,
    version: '7.4.3',
    product: 'FortiGate-VM',
    vendor: 'Fortinet',
    vendorDescription: 'FortiGate next-generation firewall',
    releaseImage: true,
    productCode: 'FORTINET_FGT',
    availableSizes: ['SMALL', 'MEDIUM', 'LARGE', 'X_LARGE_12'],
  },
  {
    id: 102,
    version: '11.1.2',
    product: 'VM-Series',
    vendor: 'Palo Alto',
    vendorDescription: 'VM-Series virtual firewall',
    releaseImage: true,
    productCode: 'PALO_ALTO_VM',
    availableSizes: ['MEDIUM', 'LARGE', 'X_LARGE_12'],
  },
  {
    id: 110,
    version: '22.1.4',
    product: 'FlexVNF',
    vendor: 'Versa',
    vendorDescription: 'Versa secure SD-WAN',
    releaseImage: true,
    productCode: 'VERSA_FLEXVNF',
    availableSizes: ['SMALL', 'MEDIUM', 'LARGE'],
  },
];

/** vNICs of an MVE: one to five; an order that names none gets the SDK's one "Data Plane" vNIC. */
export const MVE_VNICS_MAX = 5;
export const DEFAULT_MVE_VNIC = { description: 'Data Plane', vlan: 0 } as const;

export const PRODUCT_ORDER_MESSAGES = {
  mcrCreated: 'MCR Order Created OK',
  /** the public API's network design (several products in one order) */
  networkDesignCreated: 'Network Design Order Created OK',
  mveCreated: 'MVE Order Created OK',
  megaDirectCreated: 'MegaDirect Order Created OK',
  pxcCreated: 'PXC Order Created OK',
  exchangeCreated: 'Exchange-point Order Created OK',
  mcrSpeedNotOffered: 'Please choose an MCR speed of 1, 2.5, 5 or 10 Gbps',
  mcrAsnInvalid: 'Please enter a valid MCR ASN: a whole number from 1 to 4294967294',
  mveSizeNotOffered: 'Please choose an MVE size from the list',
  mveImageNotOffered: 'Please choose an image of the vendor from the list',
  mveImageSize: 'This image does not run on an MVE of that size',
  mveVendorConfigRequired: 'An MVE needs its vendor configuration',
  mveVnics: 'An MVE has between 1 and 5 vNICs, each with a description',
  channelPartnersOnly: 'MegaDirect can only be ordered by channel partners',
  portRequired: 'Please choose a port',
  pxcPortsDiffer: 'Please choose two different ports',
  pxcSameLocation: 'Both ports of a PXC must be at the same location',
  pxcSameSpeed: 'Both ports of a PXC must have the same speed',
  portNotUsable: 'This port cannot take a new connection',
  supplierRequired: 'Please choose the supplier',
  noSupplyWithSupplier: 'The company has no supply with this supplier yet',
  descriptionRequired: 'Please enter a description',
} as const;

const ORDER_PLACED_MESSAGES = new Map<string, string>([
  ['MCR2', PRODUCT_ORDER_MESSAGES.mcrCreated],
  ['MVE', PRODUCT_ORDER_MESSAGES.mveCreated],
  ['MEGADIRECT', PRODUCT_ORDER_MESSAGES.megaDirectCreated],
  ['CXC', PRODUCT_ORDER_MESSAGES.pxcCreated],
  ['NON_PORT', PRODUCT_ORDER_MESSAGES.exchangeCreated],
]);

/** The message a placed order answers with, by the product its order row names. */
export function orderPlacedMessage(kind: string): string | null {
  return ORDER_PLACED_MESSAGES.get(kind) ?? null;
}

export function isMcrAsn(asn: number): boolean {
  return isValidAsn(asn);
}

export function isMveSize(size: string): size is MveSize {
  return (MVE_SIZES as readonly string[]).includes(size);
}

/** The images grouped by vendor and product, in the catalogue's order, as the v4 API lists them. */
export function mveImageProducts(): { product: string; vendor: string; vendorProductId: string; images: MveImage[] }[] {
  const groups = new Map<string, { product: string; vendor: string; vendorProductId: string; images: MveImage[] }>();
  for (const image of MVE_IMAGES) {
    const key = `${image.vendor}\u0000${image.product}`;
    const group = groups.get(key) ?? {
      product: image.product,
      vendor: image.vendor,
      vendorProductId: image.productCode,
      images: [],
    };
    group.images.push({ ...image, availableSizes: [...image.availableSizes] });
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The image of a vendor with that id, when it is offered. */
export function findMveImage(vendor: string, imageId: number): MveImage | null {
  return (
    MVE_IMAGES.find((image) => image.id === imageId && image.vendor.toLowerCase() === vendor.toLowerCase()) ?? null
  );
}

/** What is wrong with an MVE's vendor, image and size, first failure first; null when they fit. */
export function mveImageError(vendor: string, imageId: number, size: MveSize): string | null {
  const image = findMveImage(vendor, imageId);
  if (!image) return PRODUCT_ORDER_MESSAGES.mveImageNotOffered;
  if (!image.availableSizes.includes(size)) return PRODUCT_ORDER_MESSAGES.mveImageSize;
  return null;
}

/** A port a PXC joins, as the order checks it. */
export interface PxcPort {
  id: number;
  companyId: number;
  locationId: number | null;
  rateLimitMbps: number;
  productType: string;
  provisioningStatus: string;
}

const CONNECTABLE = ['NEW', 'DESIGN', 'DEPLOYABLE', 'CONFIGURED', 'LIVE'];

/** Whether a port of the company may take a new connection: ours, not cancelled, failed or ended. */
export function isConnectablePort(port: PxcPort, companyId: number): boolean {
  return port.companyId === companyId && port.productType === 'PORT' && CONNECTABLE.includes(port.provisioningStatus);
}

/**
 * A private cross connect (decision 0043) joins two different ports of one company at one location, of the same
 * speed; it runs at that speed. First failure first; null when they fit.
 */
export function pxcError(a: PxcPort | null, b: PxcPort | null, companyId: number): string | null {
  if (!a || !b) return PRODUCT_ORDER_MESSAGES.portRequired;
  if (a.id === b.id) return PRODUCT_ORDER_MESSAGES.pxcPortsDiffer;
  if (!isConnectablePort(a, companyId) || !isConnectablePort(b, companyId)) return PRODUCT_ORDER_MESSAGES.portNotUsable;
  if (a.locationId === null || a.locationId !== b.locationId) return PRODUCT_ORDER_MESSAGES.pxcSameLocation;
  if (a.rateLimitMbps !== b.rateLimitMbps) return PRODUCT_ORDER_MESSAGES.pxcSameSpeed;
  return null;
}
