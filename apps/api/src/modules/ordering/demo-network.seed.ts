import { mcrOrderSchema, mveOrderSchema, orderIxSchema, orderVxcSchema } from '@portico/contract';
import { CLOUD_PARTNER_COMPANY_IDS, VLAN_AUTOMATIC } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { ChangeActor } from '../audit/index.js';
import { findCompanies } from '../companies/index.js';
import { DEMO_COMPANIES } from '../demo-constants.js';
import { findPersonIdByUsername } from '../people/index.js';
import { type PortFacts, provisionAtOnce, usablePorts } from '../services/index.js';
import { ixOrders } from './ix-order.js';
import { mcrOrders } from './mcr-order.js';
import { mveOrders } from './mve-order.js';
import type { OrderingDeps } from './ordering-deps.js';
import { type OrderPart, placeOrder } from './place-order.js';
import { type HeldVlan, holding, inDesign } from './vxc-ends.js';
import { vxcOrders } from './vxc-order.js';
import type { Actor } from '../../http/actor.js';

/** AWS's company: its Ports are the demo's cloud B ends. */
const AWS = CLOUD_PARTNER_COMPANY_IDS.AWS;

const SEED: ChangeActor & { actor: null } = { actor: null, system: 'demo seed' };

/** The AWS DirectConnect details of the demo's cloud VXCs: a private interface of a made-up account. */
const DEMO_AWS = {
  type: 'private',
  awsAccountId: '123456789012',
  customerAddress: null,
  amazonAddress: null,
  asn: 65010,
  authKey: null,
  prefixes: null,
};

/**
 * The person a demo company's network is ordered as: its company admin, or the service agent the company
 * virtually employs (Globex, Initech). Only what the order rules read: who it is and that it may order there.
 */
async function demoOrderer(tx: DbOrTx, username: string, forCompanyId: number): Promise<Actor> {
  const person = await findPersonIdByUsername(tx, username);
  if (!person) throw new Error(`the demo person ${username} is missing`);
  const [company] = await findCompanies(tx, [forCompanyId]);
  if (!company) throw new Error(`the demo company ${forCompanyId} is missing`);
  return {
    personId: person.id,
    companyId: person.companyId,
    firstName: username,
    lastName: '',
    isStaff: false,
    permissions: { [company.uid]: ['place_order'] },
    companyUidById: new Map([[forCompanyId, company.uid]]),
  } as Actor;
}

/**
 * Each demo customer's network beyond its ports, ordered through the ordering service's own use cases (the rules,
 * prices, VLANs, approvals and billing set-ups of a customer's order), one order per customer: VXCs between its
 * ports and to AWS, an IX where its metro has one, and for Acme an MCR, an MVE and a VXC to Globex's port that
 * waits for Globex to approve it. What is approved is taken to LIVE at once. Runs after the demo ports are ordered.
 */
export async function seedDemoNetwork(tx: DbOrTx, at: Date): Promise<void> {
  const deps = {
    db: tx,
    now: () => at,
    // the seed takes what it orders to LIVE itself: the queue and the provisioner are never reached
    queue: null as unknown as JobQueue,
    provisioner: null,
    guessing: { windowSeconds: 0, maxMisses: 0 },
    cloudPartners: null,
  } as unknown as OrderingDeps;
  const vxcs = vxcOrders(deps);
  const ixs = ixOrders(deps);
  const mcrs = mcrOrders(deps);
  const mves = mveOrders(deps);
  const placing = {
    db: tx,
    now: () => at,
    provision: (t: DbOrTx, ids: number[]) => provisionAtOnce(t, SEED, ids, at, 'system:demo seed'),
  };

  /** A live port of the company by name: one the demo ordered, or a cloud partner's. */
  const port = async (companyId: number, name: string): Promise<PortFacts> => {
    const found = (await usablePorts(tx, [companyId])).find((p) => p.name === name);
    if (!found) throw new Error(`the demo port ${name} is missing`);
    return found;
  };

  // the VLANs the order's earlier parts hold on each port: the next automatic one is picked around them
  const held: HeldVlan[] = [];
  /** The parts a company's demo network orders, as its orderer, each VXC and IX on the first VLANs free. */
  const partsFor = (actor: Actor, companyId: number) => ({
    vxc: async (serviceName: string, a: PortFacts, b: PortFacts, more: object = {}) => {
      const body = orderVxcSchema.parse({
        companyId,
        aEndPortId: a.id,
        bEndPortId: b.id,
        speed: 1000,
        term: 12,
        aVlan: VLAN_AUTOMATIC,
        bVlan: VLAN_AUTOMATIC,
        serviceName,
        ...more,
      });
      return holding(held, await vxcs.vxcPart(actor, body, inDesign(held)));
    },
    ix: async (on: PortFacts, ixId: number, serviceName: string) => {
      const body = orderIxSchema.parse({
        companyId,
        portId: on.id,
        ixId,
        serviceName,
        rateLimit: 1000,
        macAddress: '00:1b:21:3c:4d:5e',
        vlan: VLAN_AUTOMATIC,
        asn: 64512 + companyId - DEMO_COMPANIES.acme,
      });
      return holding(held, await ixs.ixPart(actor, body, inDesign(held)));
    },
    mcr: (body: object) => mcrs.mcrPart(actor, mcrOrderSchema.parse({ companyId, ...body }), false),
    mve: (body: object) => mves.mvePart(actor, mveOrderSchema.parse({ companyId, ...body }), false),
  });

  const { acme, globex, initech } = DEMO_COMPANIES;
  const networks: {
    companyId: number;
    orderer: string;
    parts: (order: ReturnType<typeof partsFor>) => Promise<OrderPart[]>;
  }[] = [
    {
      companyId: acme,
      orderer: 'acme.admin',
      parts: async ({ vxc, ix, mcr, mve }) => {
        const sydney = await port(acme, 'Acme Sydney Edge');
        const melbourne = await port(acme, 'Acme Melbourne Edge');
        const aws = await port(AWS, 'AWS Direct Connect Sydney');
        const london = await port(globex, 'Globex London Edge');
        return [
          await vxc('Acme Edge Sydney to Melbourne', sydney, melbourne),
          await vxc('Acme Sydney to AWS', sydney, aws, { aws: DEMO_AWS }),
          await ix(sydney, 1, 'Acme IX Australia Sydney'),
          await mcr({ locationId: 1, portSpeed: 1000, term: 12, serviceName: 'Acme Cloud Router' }),
          await mve({
            locationId: 1,
            mveSize: 'SMALL',
            vendorConfig: { vendor: 'Fortinet', imageId: 91 },
            term: 12,
            serviceName: 'Acme Edge Firewall',
          }),
          // lands on Globex's port: waits until Globex approves it
          await vxc('Acme Sydney to Globex London', sydney, london, { speed: 500 }),
        ];
      },
    },
    {
      companyId: globex,
      orderer: 'agent',
      parts: async ({ vxc, ix }) => {
        const london = await port(globex, 'Globex London Edge');
        const amsterdam = await port(globex, 'Globex Amsterdam Edge');
        const aws = await port(AWS, 'AWS Direct Connect London');
        return [
          await vxc('Globex London to Amsterdam', london, amsterdam),
          await vxc('Globex London to AWS', london, aws, { aws: DEMO_AWS }),
          await ix(london, 3, 'Globex LINX London'),
        ];
      },
    },
    {
      companyId: initech,
      orderer: 'agent',
      parts: async ({ vxc }) => [
        await vxc(
          'Initech coast to coast',
          await port(initech, 'Initech Los Angeles Edge'),
          await port(initech, 'Initech New York Edge'),
        ),
      ],
    },
  ];
  for (const network of networks) {
    held.length = 0;
    const actor = await demoOrderer(tx, network.orderer, network.companyId);
    const key = `demo:network:${network.companyId}`;
    await placeOrder(placing, SEED, { companyId: network.companyId, key, route: 'demoNetwork', body: key }, () =>
      network.parts(partsFor(actor, network.companyId)),
    );
  }
}
