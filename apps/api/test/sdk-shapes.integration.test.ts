import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * The answers the provider's Go SDK decodes (megaportgo at commit 03f7855, decision 0050), checked against its
 * structs' json tags as Go's encoding/json would decode them: each field the struct declares must be absent, null,
 * or of the Go type (an int a whole number, a string a string, a `*Time` epoch milliseconds, a struct an object, a
 * slice an array) — one mismatch and the SDK's whole call fails. The structs are written out below from the SDK's
 * source (no Go needed); `required` are the fields the SDK's callers (and Terraform) rely on being there.
 */
type GoType = 'int' | 'float' | 'string' | 'bool' | 'time' | 'object' | 'map' | GoStruct | { slice: GoType };
interface GoStruct {
  name: string;
  fields: Record<string, GoType>;
  required: string[];
}

const LOCATION_DETAILS: GoStruct = {
  name: 'ProductLocationDetails',
  fields: { name: 'string', city: 'string', metro: 'string', country: 'string' },
  required: [],
};
const VXC_END: GoStruct = {
  name: 'VXCEndConfiguration',
  fields: {
    ownerUid: 'string',
    productUid: 'string',
    productName: 'string',
    locationId: 'int',
    location: 'string',
    vlan: 'int',
    innerVlan: 'int',
    vNicIndex: 'int',
    secondaryName: 'string',
    locationDetail: LOCATION_DETAILS,
  },
  required: ['productUid', 'locationId', 'vlan'],
};
/** vxc_types.go `VXC` */
const VXC: GoStruct = {
  name: 'VXC',
  fields: {
    productId: 'int',
    productUid: 'string',
    nServiceId: 'int',
    productName: 'string',
    productType: 'string',
    rateLimit: 'int',
    distanceBand: 'string',
    provisioningStatus: 'string',
    aEnd: VXC_END,
    bEnd: VXC_END,
    secondaryName: 'string',
    usageAlgorithm: 'string',
    createdBy: 'string',
    liveDate: 'time',
    createDate: 'time',
    resources: 'object',
    vxcApproval: 'object',
    shutdown: 'bool',
    contractStartDate: 'time',
    contractEndDate: 'time',
    contractTermMonths: 'int',
    companyUid: 'string',
    companyName: 'string',
    costCentre: 'string',
    locked: 'bool',
    adminLocked: 'bool',
    attributeTags: 'map',
    cancelable: 'bool',
  },
  required: ['productUid', 'productName', 'productType', 'rateLimit', 'provisioningStatus', 'aEnd', 'bEnd'],
};
/** ix_types.go `IX` */
const IX: GoStruct = {
  name: 'IX',
  fields: {
    productId: 'int',
    productUid: 'string',
    locationId: 'int',
    locationDetail: LOCATION_DETAILS,
    term: 'int',
    locationUid: 'string',
    productName: 'string',
    provisioningStatus: 'string',
    rateLimit: 'int',
    promoCode: 'string',
    createDate: 'time',
    deployDate: 'time',
    secondaryName: 'string',
    attributeTags: 'map',
    vlan: 'int',
    macAddress: 'string',
    ixPeerMacro: 'string',
    asn: 'int',
    networkServiceType: 'string',
    publicGraph: 'bool',
    usageAlgorithm: 'string',
    resources: 'object',
  },
  required: ['productUid', 'productName', 'provisioningStatus', 'rateLimit', 'vlan', 'macAddress'],
};
/** the fields port_types.go `Port`, mcr_types.go `MCR` and mve_types.go `MVE` share */
const HEAD_FIELDS: Record<string, GoType> = {
  productId: 'int',
  productUid: 'string',
  productName: 'string',
  productType: 'string',
  provisioningStatus: 'string',
  createDate: 'time',
  createdBy: 'string',
  terminateDate: 'time',
  liveDate: 'time',
  market: 'string',
  locationId: 'int',
  usageAlgorithm: 'string',
  marketplaceVisibility: 'bool',
  vxcpermitted: 'bool',
  vxcAutoApproval: 'bool',
  secondaryName: 'string',
  companyUid: 'string',
  companyName: 'string',
  costCentre: 'string',
  contractStartDate: 'time',
  contractEndDate: 'time',
  contractTermMonths: 'int',
  virtual: 'bool',
  buyoutPort: 'bool',
  locked: 'bool',
  adminLocked: 'bool',
  cancelable: 'bool',
  diversityZone: 'string',
  locationDetail: LOCATION_DETAILS,
  associatedVxcs: { slice: VXC },
  associatedIxs: { slice: IX },
};
const HEAD_REQUIRED = [
  'productId',
  'productUid',
  'productName',
  'productType',
  'provisioningStatus',
  'locationId',
  'createDate',
  'contractStartDate',
  'contractEndDate',
  'contractTermMonths',
  'associatedVxcs',
  'associatedIxs',
];
const PORT: GoStruct = {
  name: 'Port',
  fields: {
    ...HEAD_FIELDS,
    portSpeed: 'int',
    lagPrimary: 'bool',
    lagId: 'int',
    aggregationId: 'int',
    attributeTags: 'object',
    resources: 'object',
  },
  required: [...HEAD_REQUIRED, 'portSpeed'],
};
const MCR: GoStruct = {
  name: 'MCR',
  fields: {
    ...HEAD_FIELDS,
    portSpeed: 'int',
    lagPrimary: 'bool',
    lagId: 'int',
    aggregationId: 'int',
    attributeTags: 'map',
    resources: 'object',
    addOns: { slice: 'object' },
  },
  required: [...HEAD_REQUIRED, 'portSpeed'],
};
const MVE: GoStruct = {
  name: 'MVE',
  fields: {
    ...HEAD_FIELDS,
    attributeTags: 'map',
    resources: 'object',
    vendor: 'string',
    mveSize: 'string',
    vnics: { slice: 'object' },
  },
  required: [...HEAD_REQUIRED, 'mveSize'],
};
/** location_legacy.go `Location` and `LocationProducts` */
const LOCATION: GoStruct = {
  name: 'Location',
  fields: {
    name: 'string',
    country: 'string',
    liveDate: 'time',
    siteCode: 'string',
    networkRegion: 'string',
    address: 'map',
    campus: 'string',
    latitude: 'float',
    longitude: 'float',
    products: {
      name: 'LocationProducts',
      fields: {
        mcr: 'bool',
        mcrVersion: 'int',
        megaport: { slice: 'int' },
        mve: { slice: 'object' },
        mcr1: { slice: 'int' },
        mcr2: { slice: 'int' },
      },
      required: ['megaport', 'mcr2'],
    },
    market: 'string',
    metro: 'string',
    vRouterAvailable: 'bool',
    id: 'int',
    status: 'string',
  },
  required: ['id', 'name', 'market', 'metro', 'status', 'products'],
};
/** client.go `accessTokenResponse` */
const TOKEN: GoStruct = {
  name: 'accessTokenResponse',
  fields: { access_token: 'string', token_type: 'string', expires_in: 'int', refresh_token: 'string', error: 'string' },
  required: ['access_token', 'token_type', 'expires_in'],
};
/** errors.go `ErrorResponse` */
const ERROR: GoStruct = {
  name: 'ErrorResponse',
  fields: { message: 'string', data: 'string', trace_id: 'string' },
  required: ['message', 'data', 'trace_id'],
};

/** Where `value` would not decode into `type` as Go's encoding/json decodes it ([] when it would). */
function goMismatches(value: unknown, type: GoType, path: string): string[] {
  if (value === null || value === undefined) return [];
  const wrong = (expected: string) => [`${path}: ${JSON.stringify(value)?.slice(0, 60)} is not ${expected}`];
  if (typeof type === 'object' && 'slice' in type) {
    if (!Array.isArray(value)) return wrong('an array');
    return value.flatMap((item, i) => goMismatches(item, type.slice, `${path}[${i}]`));
  }
  if (typeof type === 'object') {
    if (typeof value !== 'object' || Array.isArray(value)) return wrong(`an object (${type.name})`);
    const record = value as Record<string, unknown>;
    // required: sent (dates may be null: a service without a contract yet)
    const missing = type.required.filter((f) => record[f] === undefined);
    return [
      ...missing.map((f) => `${path}.${f}: missing (${type.name} needs it)`),
      ...Object.entries(type.fields).flatMap(([field, t]) => goMismatches(record[field], t, `${path}.${field}`)),
    ];
  }
  switch (type) {
    case 'int':
    case 'time':
      return Number.isSafeInteger(value) ? [] : wrong(type === 'time' ? 'epoch milliseconds' : 'an int');
    case 'float':
      return typeof value === 'number' ? [] : wrong('a number');
    case 'string':
      return typeof value === 'string' ? [] : wrong('a string');
    case 'bool':
      return typeof value === 'boolean' ? [] : wrong('a bool');
    case 'object':
      return typeof value === 'object' && !Array.isArray(value) ? [] : wrong('an object');
    case 'map':
      return typeof value === 'object' &&
        !Array.isArray(value) &&
        Object.values(value).every((v) => typeof v === 'string')
        ? []
        : wrong('a map of strings');
  }
}

describe("the answers as the Go SDK's structs decode them", () => {
  let t: TestApp;
  let token: string;
  const uidOf: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ PROVISIONING_STEP_SECONDS: '0' });
    const admin = await t.login('acme.admin');
    const created = await t.call(admin, {
      method: 'POST',
      url: '/v2/apikeys',
      payload: { name: 'sdk shapes', permissions: ['services', 'place_order'] },
    });
    const { keyId, secret } = created.json().data;
    const granted = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token?grant_type=client_credentials',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${keyId}:${secret}`).toString('base64')}`,
      },
      payload: '',
    });
    expect(goMismatches(granted.json(), TOKEN, 'token')).toEqual([]);
    token = granted.json().access_token;
    const rows = await queryRows<{ uid: string; name: string }>(
      t.database.db,
      sql`select uid::text, name from technical_services where company_id = 2001`,
    );
    for (const row of rows) uidOf[row.name] = row.uid;
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.call(token, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'message', 'terms']);
    return body.data;
  };

  it('GET /v2/products: every Port, MCR and MVE decodes, with its VXCs and IXs', async () => {
    const data = (await get('/v2/products')) as Record<string, unknown>[];
    const byType = (type: string) => data.filter((p) => String(p.productType).toLowerCase() === type);
    // the SDK's ListProducts switch: megaport, mcr2, mve; anything else is skipped
    expect(byType('megaport').length).toBeGreaterThan(0);
    expect(byType('mcr2').length).toBeGreaterThan(0);
    expect(byType('mve').length).toBeGreaterThan(0);
    const mismatches = data.flatMap((p, i) => {
      const type = String(p.productType).toLowerCase();
      // a VXC or IX at the top (each end another company's) is skipped by ListProducts and read by a program
      const struct = ({ megaport: PORT, mcr2: MCR, mve: MVE, vxc: VXC, ix: IX } as Record<string, GoStruct>)[type];
      return struct ? goMismatches(p, struct, `data[${i}]`) : [`data[${i}]: ${type} is no product type`];
    });
    expect(mismatches).toEqual([]);
    const sydney = data.find((p) => p.productName === 'Acme Sydney Edge') as {
      associatedVxcs: { productName: string; aEnd: { productUid: string } }[];
      associatedIxs: { productName: string }[];
    };
    expect(sydney.associatedVxcs.map((v) => v.productName)).toContain('Acme Edge Sydney to Melbourne');
    expect(sydney.associatedIxs.map((v) => v.productName)).toContain('Acme IX Australia Sydney');
    expect(sydney.associatedVxcs[0]!.aEnd.productUid).toBe(uidOf['Acme Sydney Edge']);
  });

  it('GET /v2/products: a VXC or IX the company pays for on other companies’ Ports only is listed at the top', async () => {
    const [london, amsterdam] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from technical_services where name in ('Globex London', 'Globex Amsterdam') order by name desc`,
    );
    // Acme pays for them; every end is Globex's (NEW and decommissioned ones are listed nowhere)
    await queryRows(
      t.database.db,
      sql`insert into technical_services
            (company_id, product_type, name, provisioning_status, rate_limit_mbps, a_end_service_id, b_end_service_id,
             a_vlan, b_vlan)
          values (2001, 'VXC', 'Acme paid London to Amsterdam', 'LIVE', 300, ${london!.id}, ${amsterdam!.id}, 3001, 3002),
                 (2001, 'IX', 'Acme paid IX in London', 'CANCELLED', 200, ${london!.id}, null, 3003, null),
                 (2001, 'VXC', 'Acme paid, not yet built', 'NEW', 100, ${london!.id}, ${amsterdam!.id}, 3004, 3005),
                 (2001, 'VXC', 'Acme paid, ended', 'DECOMMISSIONED', 100, ${london!.id}, ${amsterdam!.id}, 3006, 3007)
          returning id`,
    );
    const ids = await queryRows<{ uid: string; name: string }>(
      t.database.db,
      sql`select uid::text, name from technical_services where name in ('Globex London', 'Globex Amsterdam')`,
    );
    for (const row of ids) uidOf[row.name] = row.uid;

    const data = (await get('/v2/products')) as Record<string, unknown>[];
    const top = data.filter((p) => p.productType === 'VXC' || p.productType === 'IX');
    expect(top.map((p) => p.productName)).toEqual(['Acme paid London to Amsterdam', 'Acme paid IX in London']);
    const [vxc, ix] = top as Record<string, unknown>[];
    expect(goMismatches(vxc, VXC, 'vxc')).toEqual([]);
    expect(goMismatches(ix, IX, 'ix')).toEqual([]);
    expect(vxc).toMatchObject({
      rateLimit: 300,
      provisioningStatus: 'LIVE',
      aEnd: { productUid: uidOf['Globex London'], vlan: 3001 },
      bEnd: { productUid: uidOf['Globex Amsterdam'], vlan: 3002 },
    });
    expect(ix).toMatchObject({ vlan: 3003, provisioningStatus: 'CANCELLED' });
    // nothing of Globex's is listed, and a VXC on Acme's own Port stays nested under it only
    expect(data.some((p) => p.productUid === uidOf['Globex London'])).toBe(false);
    expect(data.some((p) => p.productName === 'Acme Edge Sydney to Melbourne')).toBe(false);
  });

  it('GET /v2/products: lists every such VXC once, however many batches they take', async () => {
    const before = ((await get('/v2/products')) as { productType: string }[]).filter((p) => p.productType === 'VXC');
    // 450 more across Globex's two Ports as A ends: past two batches of 200, in two groups
    await queryRows(
      t.database.db,
      sql`insert into technical_services
            (company_id, product_type, name, provisioning_status, rate_limit_mbps, a_end_service_id, b_end_service_id)
          select 2001, 'VXC', 'Acme paid batch ' || i, 'LIVE', 100, a.id, b.id
            from generate_series(1, 450) i
            join technical_services a on a.name = case when i % 2 = 0 then 'Globex London' else 'Globex Amsterdam' end
            join technical_services b on b.name = case when i % 2 = 0 then 'Globex Amsterdam' else 'Globex London' end`,
    );
    const top = ((await get('/v2/products')) as { productType: string; productUid: string }[]).filter(
      (p) => p.productType === 'VXC',
    );
    expect(top.length).toBe(before.length + 450);
    expect(new Set(top.map((p) => p.productUid)).size).toBe(top.length);
  });

  it('GET /v2/product/{uid}: a Port, a VXC, an IX, an MCR and an MVE each decode into their struct', async () => {
    const cases: [string, GoStruct, string][] = [
      ['Acme Sydney Edge', PORT, 'MEGAPORT'],
      ['Acme Edge Sydney to Melbourne', VXC, 'VXC'],
      ['Acme IX Australia Sydney', IX, 'IX'],
      ['Acme Cloud Router', MCR, 'MCR2'],
      ['Acme Edge Firewall', MVE, 'MVE'],
    ];
    for (const [name, struct, type] of cases) {
      const uid = uidOf[name];
      expect(uid, name).toBeDefined();
      const data = await get(`/v2/product/${uid}`);
      expect(goMismatches(data, struct, name)).toEqual([]);
      expect(data).toMatchObject({ productUid: uid, productName: name, productType: type });
    }
    const vxc = await get(`/v2/product/${uidOf['Acme Edge Sydney to Melbourne']}`);
    expect(vxc.aEnd).toMatchObject({ productUid: uidOf['Acme Sydney Edge'], vlan: expect.any(Number), locationId: 1 });
    expect(vxc.bEnd).toMatchObject({ productUid: uidOf['Acme Melbourne Edge'], vlan: expect.any(Number) });
  });

  it('GET /v2/locations: every location decodes into the legacy Location', async () => {
    const data = (await get('/v2/locations')) as Record<string, unknown>[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.flatMap((l, i) => goMismatches(l, LOCATION, `data[${i}]`))).toEqual([]);
    expect(data.find((l) => l.id === 1)).toMatchObject({ name: 'Equinix SY1', market: 'AU', metro: 'Sydney' });
  });

  it('errors carry data as a string, as ErrorResponse decodes it', async () => {
    const res = await t.call(token, { method: 'GET', url: '/v2/product/36b3f68e-2f54-4331-bf94-f8984449365f' });
    expect(res.statusCode).toBe(404);
    expect(goMismatches(res.json(), ERROR, 'error')).toEqual([]);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token?grant_type=client_credentials',
      headers: { authorization: `Basic ${Buffer.from('nobody:nothing').toString('base64')}` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(goMismatches(wrong.json(), TOKEN, 'token error').filter((m) => !m.includes('missing'))).toEqual([]);
    expect(wrong.json().error).toBe('invalid_client');
  });
});
