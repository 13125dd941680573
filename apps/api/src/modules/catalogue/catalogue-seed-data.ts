import type { DiversityZone, LocationStatus } from '@portico/domain';

/*
 * The provider's reference catalogue: markets (one per supplier market of `SUPPLIERS`), zones and their links,
 * metros with the network links between them, and the data centres. Ids are fixed and below each table's identity
 * start, so this is idempotent and never collides with rows staff add later. Sources: decision 0021.
 */

/** Market ids by the supplier that sells there (the market takes the supplier's name, country and currency). */
export const MARKET_IDS: Readonly<Record<number, number>> = {
  808: 1, // Australia
  855: 2, // New Zealand
  817: 3, // Singapore
  819: 4, // Hong Kong
  1558: 5, // US
  4515: 6, // Germany
  4640: 7, // Bulgaria
  1652: 8, // Canada
  2675: 9, // UK
  2681: 10, // Sweden
  8299: 11, // Switzerland
  2683: 12, // Ireland
  2685: 13, // Netherlands
  47560: 14, // Mexico
};

export const ZONES = [
  { id: 1, name: 'Oceania', description: 'Australia and New Zealand' },
  { id: 2, name: 'Asia', description: 'Singapore and Hong Kong' },
  { id: 3, name: 'North America', description: 'United States, Canada and Mexico' },
  { id: 4, name: 'Europe', description: 'United Kingdom, Ireland and continental Europe' },
] as const;

/** Zone pairs joined for INTERZONE connections (lower id first). */
export const ZONE_LINKS = [
  { id: 1, aZoneId: 1, bZoneId: 2 },
  { id: 2, aZoneId: 1, bZoneId: 3 },
  { id: 3, aZoneId: 2, bZoneId: 3 },
  { id: 4, aZoneId: 2, bZoneId: 4 },
  { id: 5, aZoneId: 3, bZoneId: 4 },
] as const;

interface SeedMetro {
  id: number;
  name: string;
  zoneId: number;
  supplierId: number;
  countryCode: string;
}

const metro = (id: number, name: string, zoneId: number, supplierId: number, countryCode: string): SeedMetro => ({
  id,
  name,
  zoneId,
  supplierId,
  countryCode,
});

export const METROS: readonly SeedMetro[] = [
  metro(1, 'Sydney', 1, 808, 'AU'),
  metro(2, 'Melbourne', 1, 808, 'AU'),
  metro(3, 'Brisbane', 1, 808, 'AU'),
  metro(4, 'Perth', 1, 808, 'AU'),
  metro(5, 'Adelaide', 1, 808, 'AU'),
  metro(6, 'Canberra', 1, 808, 'AU'),
  metro(10, 'Auckland', 1, 855, 'NZ'),
  metro(11, 'Wellington', 1, 855, 'NZ'),
  metro(12, 'Christchurch', 1, 855, 'NZ'),
  metro(20, 'Singapore', 2, 817, 'SG'),
  metro(25, 'Hong Kong', 2, 819, 'HK'),
  metro(30, 'Ashburn', 3, 1558, 'US'),
  metro(31, 'New York', 3, 1558, 'US'),
  metro(32, 'Los Angeles', 3, 1558, 'US'),
  metro(33, 'Dallas', 3, 1558, 'US'),
  metro(34, 'Chicago', 3, 1558, 'US'),
  metro(35, 'San Jose', 3, 1558, 'US'),
  metro(36, 'Seattle', 3, 1558, 'US'),
  metro(37, 'Miami', 3, 1558, 'US'),
  metro(38, 'Atlanta', 3, 1558, 'US'),
  metro(40, 'Toronto', 3, 1652, 'CA'),
  metro(41, 'Montreal', 3, 1652, 'CA'),
  metro(42, 'Vancouver', 3, 1652, 'CA'),
  metro(45, 'Querétaro', 3, 47560, 'MX'),
  metro(46, 'Mexico City', 3, 47560, 'MX'),
  metro(50, 'Frankfurt', 4, 4515, 'DE'),
  metro(51, 'Berlin', 4, 4515, 'DE'),
  metro(52, 'Munich', 4, 4515, 'DE'),
  metro(53, 'Düsseldorf', 4, 4515, 'DE'),
  metro(55, 'Sofia', 4, 4640, 'BG'),
  metro(60, 'London', 4, 2675, 'GB'),
  metro(61, 'Manchester', 4, 2675, 'GB'),
  metro(65, 'Stockholm', 4, 2681, 'SE'),
  metro(70, 'Zurich', 4, 8299, 'CH'),
  metro(71, 'Geneva', 4, 8299, 'CH'),
  metro(75, 'Dublin', 4, 2683, 'IE'),
  metro(80, 'Amsterdam', 4, 2685, 'NL'),
];

const metroId = (name: string): number => {
  const found = METROS.find((m) => m.name === name);
  if (!found) throw new Error(`No seed metro ${name}`);
  return found.id;
};

/** Links of the network graph between metros with their cost (roughly the fibre distance in hundreds of km). */
export const NETWORK_LINKS: readonly { a: number; b: number; cost: number }[] = (
  [
    // Oceania
    ['Sydney', 'Melbourne', 9],
    ['Sydney', 'Brisbane', 8],
    ['Sydney', 'Canberra', 3],
    ['Melbourne', 'Canberra', 7],
    ['Melbourne', 'Adelaide', 7],
    ['Adelaide', 'Perth', 21],
    ['Auckland', 'Wellington', 5],
    ['Wellington', 'Christchurch', 3],
    ['Sydney', 'Auckland', 22],
    // Asia and across the Pacific
    ['Perth', 'Singapore', 39],
    ['Sydney', 'Singapore', 63],
    ['Singapore', 'Hong Kong', 26],
    ['Hong Kong', 'Los Angeles', 116],
    ['Sydney', 'Los Angeles', 120],
    ['Auckland', 'Los Angeles', 105],
    ['Singapore', 'Frankfurt', 103],
    // North America
    ['Los Angeles', 'San Jose', 5],
    ['San Jose', 'Seattle', 11],
    ['Seattle', 'Vancouver', 2],
    ['Los Angeles', 'Dallas', 20],
    ['Dallas', 'Chicago', 13],
    ['Dallas', 'Atlanta', 11],
    ['Chicago', 'New York', 11],
    ['Chicago', 'Ashburn', 9],
    ['Chicago', 'Toronto', 7],
    ['New York', 'Ashburn', 4],
    ['New York', 'Montreal', 5],
    ['Toronto', 'Montreal', 5],
    ['Ashburn', 'Atlanta', 8],
    ['Atlanta', 'Miami', 9],
    ['Dallas', 'Querétaro', 12],
    ['Querétaro', 'Mexico City', 2],
    // across the Atlantic
    ['New York', 'London', 56],
    ['New York', 'Dublin', 51],
    // Europe
    ['London', 'Manchester', 3],
    ['London', 'Dublin', 5],
    ['London', 'Amsterdam', 4],
    ['Amsterdam', 'Frankfurt', 4],
    ['Amsterdam', 'Stockholm', 11],
    ['Frankfurt', 'Düsseldorf', 2],
    ['Frankfurt', 'Munich', 3],
    ['Frankfurt', 'Berlin', 4],
    ['Berlin', 'Stockholm', 8],
    ['Frankfurt', 'Zurich', 3],
    ['Zurich', 'Geneva', 2],
    ['Frankfurt', 'Sofia', 14],
  ] as const
).map(([a, b, cost]) => {
  const [x, y] = [metroId(a), metroId(b)];
  return { a: Math.min(x, y), b: Math.max(x, y), cost };
});

export interface SeedLocation {
  id: number;
  name: string;
  dataCentre: string;
  metro: string;
  state: string | null;
  status: LocationStatus;
  /** decimal degrees as text, turned into millionths by string maths */
  latitude: string;
  longitude: string;
  /** the diversity zones it offers (both unless said), and whether MVEs may be placed there */
  zones?: readonly DiversityZone[];
  mve?: boolean;
}

const dc = (
  id: number,
  name: string,
  dataCentre: string,
  metroName: string,
  state: string | null,
  latitude: string,
  longitude: string,
  extra: Partial<Pick<SeedLocation, 'status' | 'zones' | 'mve'>> = {},
): SeedLocation => ({
  id,
  name,
  dataCentre,
  metro: metroName,
  state,
  latitude,
  longitude,
  status: extra.status ?? 'Active',
  zones: extra.zones,
  mve: extra.mve,
});

/** The data centres; ids 1–95 are the ones the demo services stand in, kept as they were. */
export const LOCATIONS: readonly SeedLocation[] = [
  // Australia
  dc(1, 'Equinix SY1', 'Equinix', 'Sydney', 'NSW', '-33.921867', '151.188020', { mve: true }),
  dc(3, 'Global Switch Sydney', 'Global Switch', 'Sydney', 'NSW', '-33.869700', '151.194600'),
  dc(101, 'Equinix SY3', 'Equinix', 'Sydney', 'NSW', '-33.919000', '151.188600', { mve: true }),
  dc(102, 'NextDC S1', 'NEXTDC', 'Sydney', 'NSW', '-33.775200', '151.122700'),
  dc(2, 'NEXTDC M1', 'NEXTDC', 'Melbourne', 'VIC', '-37.829300', '144.908100', { mve: true }),
  dc(103, 'Equinix ME1', 'Equinix', 'Melbourne', 'VIC', '-37.815000', '144.950000'),
  dc(104, 'NextDC B1', 'NEXTDC', 'Brisbane', 'QLD', '-27.462000', '153.033000', { mve: true }),
  dc(105, 'Polaris Data Centre', 'Polaris', 'Brisbane', 'QLD', '-27.673000', '153.101000', {
    status: 'Restricted',
    zones: ['red'],
  }),
  dc(106, 'NextDC P1', 'NEXTDC', 'Perth', 'WA', '-31.972000', '115.884000', { mve: true }),
  dc(107, 'Equinix PE1', 'Equinix', 'Perth', 'WA', '-31.952000', '115.857000'),
  dc(108, 'NextDC A1', 'NEXTDC', 'Adelaide', 'SA', '-34.923000', '138.584000', { status: 'New', zones: ['red'] }),
  dc(109, 'CDC Hume', 'Canberra Data Centres', 'Canberra', 'ACT', '-35.388000', '149.164000'),
  // New Zealand
  dc(32, 'Spark Mayoral Drive', 'Spark', 'Auckland', null, '-36.854000', '174.763000', { mve: true }),
  dc(110, 'Datacom Orbit Drive', 'Datacom', 'Auckland', null, '-36.751000', '174.718000'),
  dc(111, 'Equinix AK1', 'Equinix', 'Auckland', null, '-36.847000', '174.761000'),
  dc(112, 'Datacom Wellington', 'Datacom', 'Wellington', null, '-41.289000', '174.776000'),
  dc(113, 'Spark Christchurch', 'Spark', 'Christchurch', null, '-43.532000', '172.636000', {
    status: 'Deployment',
    zones: ['red'],
  }),
  // Singapore
  dc(40, 'Equinix SG1', 'Equinix', 'Singapore', null, '1.332900', '103.891000', { mve: true }),
  dc(114, 'Global Switch Singapore', 'Global Switch', 'Singapore', null, '1.334000', '103.896000'),
  dc(115, 'Digital Realty SIN11', 'Digital Realty', 'Singapore', null, '1.328000', '103.705000'),
  dc(116, 'Equinix SG3', 'Equinix', 'Singapore', null, '1.321000', '103.693000'),
  // Hong Kong
  dc(50, 'MEGA-i', 'iAdvantage', 'Hong Kong', null, '22.262000', '114.223000', { mve: true }),
  dc(117, 'Equinix HK1', 'Equinix', 'Hong Kong', null, '22.365000', '114.109000'),
  dc(118, 'iAdvantage MEGA Two', 'iAdvantage', 'Hong Kong', null, '22.380000', '114.188000'),
  // United States
  dc(120, 'Equinix DC2', 'Equinix', 'Ashburn', 'VA', '39.016000', '-77.459000', { mve: true }),
  dc(121, 'CoreSite VA1', 'CoreSite', 'Ashburn', 'VA', '39.007000', '-77.489000'),
  dc(61, 'Equinix NY5', 'Equinix', 'New York', 'NJ', '40.777000', '-74.069000', { mve: true }),
  dc(128, 'Digital Realty 60 Hudson', 'Digital Realty', 'New York', 'NY', '40.718000', '-74.008000'),
  dc(60, 'CoreSite LA1', 'CoreSite', 'Los Angeles', 'CA', '34.048000', '-118.255000', { mve: true }),
  dc(122, 'Equinix DA1', 'Equinix', 'Dallas', 'TX', '32.800000', '-96.820000', { mve: true }),
  dc(129, 'CyrusOne Carrollton', 'CyrusOne', 'Dallas', 'TX', '32.955000', '-96.891000', {
    status: 'Expired',
    zones: ['red'],
  }),
  dc(123, 'Digital Realty 350 E Cermak', 'Digital Realty', 'Chicago', 'IL', '41.853000', '-87.618000'),
  dc(124, 'Equinix SV1', 'Equinix', 'San Jose', 'CA', '37.372000', '-121.930000'),
  dc(125, 'Westin Building Exchange', 'Westin Building', 'Seattle', 'WA', '47.614000', '-122.338000'),
  dc(126, 'Equinix MI1', 'Equinix', 'Miami', 'FL', '25.782000', '-80.193000'),
  dc(127, 'QTS Atlanta Metro', 'QTS', 'Atlanta', 'GA', '33.756000', '-84.391000'),
  // Canada
  dc(90, 'Cologix TOR1', 'Cologix', 'Toronto', 'ON', '43.644000', '-79.390000', { mve: true }),
  dc(130, 'Equinix TR2', 'Equinix', 'Toronto', 'ON', '43.648000', '-79.384000'),
  dc(131, 'Cologix MTL3', 'Cologix', 'Montreal', 'QC', '45.500000', '-73.563000'),
  dc(132, 'Cologix VAN2', 'Cologix', 'Vancouver', 'BC', '49.285000', '-123.115000'),
  // Mexico
  dc(95, 'KIO Querétaro', 'KIO Networks', 'Querétaro', 'QRO', '20.588000', '-100.390000'),
  dc(133, 'KIO Santa Fe', 'KIO Networks', 'Mexico City', 'CDMX', '19.360000', '-99.260000', {
    status: 'New',
    zones: ['red'],
  }),
  // Germany
  dc(70, 'Interxion FRA1', 'Interxion', 'Frankfurt', 'HE', '50.110000', '8.735000', { mve: true }),
  dc(134, 'Equinix FR5', 'Equinix', 'Frankfurt', 'HE', '50.098000', '8.631000'),
  dc(135, 'NTT Frankfurt 1', 'NTT', 'Frankfurt', 'HE', '50.101000', '8.639000'),
  dc(136, 'Equinix BE1', 'Equinix', 'Berlin', 'BE', '52.501000', '13.378000'),
  dc(137, 'Equinix MU1', 'Equinix', 'Munich', 'BY', '48.186000', '11.560000'),
  dc(138, 'Interxion DUS1', 'Interxion', 'Düsseldorf', 'NW', '51.237000', '6.733000'),
  // Bulgaria
  dc(139, 'Telepoint Sofia', 'Telepoint', 'Sofia', null, '42.666000', '23.323000'),
  dc(140, 'Neterra Sofia', 'Neterra', 'Sofia', null, '42.693000', '23.383000', {
    status: 'Deployment',
    zones: ['red'],
  }),
  // United Kingdom
  dc(80, 'Telehouse North', 'Telehouse', 'London', null, '51.511000', '-0.002000', { mve: true }),
  dc(141, 'Equinix LD8', 'Equinix', 'London', null, '51.510000', '-0.003000'),
  dc(142, 'Global Switch London 2', 'Global Switch', 'London', null, '51.511500', '-0.004000'),
  dc(143, 'Equinix MA1', 'Equinix', 'Manchester', null, '53.433000', '-2.270000'),
  // Sweden
  dc(144, 'Equinix SK1', 'Equinix', 'Stockholm', null, '59.345000', '18.053000'),
  dc(145, 'Interxion STO1', 'Interxion', 'Stockholm', null, '59.381000', '17.935000'),
  // Switzerland
  dc(146, 'Equinix ZH4', 'Equinix', 'Zurich', 'ZH', '47.427000', '8.565000'),
  dc(147, 'Interxion ZUR1', 'Interxion', 'Zurich', 'ZH', '47.433000', '8.560000'),
  dc(148, 'Equinix GV2', 'Equinix', 'Geneva', 'GE', '46.217000', '6.089000', { status: 'Extended' }),
  // Ireland
  dc(149, 'Equinix DB1', 'Equinix', 'Dublin', null, '53.389000', '-6.378000'),
  dc(150, 'Digital Realty DUB2', 'Digital Realty', 'Dublin', null, '53.341000', '-6.381000'),
  // Netherlands
  dc(81, 'Equinix AM3', 'Equinix', 'Amsterdam', null, '52.304000', '4.940000', { mve: true }),
  dc(151, 'Equinix AM5', 'Equinix', 'Amsterdam', null, '52.292000', '4.941000'),
  dc(152, 'Nikhef Amsterdam', 'Nikhef', 'Amsterdam', null, '52.356000', '4.951000'),
];

export const PORT_SPEEDS_MBPS = [1000, 10000, 100000];
export const MCR_SPEEDS_MBPS = {
  red: [1000, 2500, 5000, 10000],
  blue: [1000, 2500, 5000, 10000, 25000, 50000, 100000],
};
