import type { Product, VxcProductChangeParsed } from '@portico/contract';
import { SERVICE_CHANGE_MESSAGES, SERVICE_MESSAGES } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { found } from '../../db/rows.js';
import { AppError } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import type { ChangeBy } from './changeable-service.js';
import { productView } from './product-view.js';
import { saveServiceFields } from './service-fields.js';
import * as services from './services.repository.js';
import { changeVxcSpeed } from './speed-change.js';
import { inVlanChange, vlanEnd } from './vlan-change.js';

/** What the audit record of the change shows before and after. */
const SHOWN = ['name', 'costCentre', 'aVlan', 'bVlan'] as const;

/** The VXC's name, cost centre and VLANs changed in one audited change of the locked VXC. */
async function changeVxcFields(
  db: DbOrTx,
  by: ChangeBy,
  uid: string,
  changes: Omit<VxcProductChangeParsed, 'rateLimit'>,
): Promise<services.ServiceRow> {
  return inVlanChange(db, by, { uid }, 'VXC', async (vxc, change) => {
    const vlans = [
      ['a', changes.aEndVlan],
      ['b', changes.bEndVlan],
    ] as const;
    for (const [side, input] of vlans) {
      if (input === undefined) continue;
      // read again: the other end may have moved on the same Port just before
      await change.move(vlanEnd(found(await services.findService(change.tx, vxc.id), 'service'), side), input);
    }
    return saveServiceFields(change, vxc, { name: changes.name, costCentre: changes.costCentre }, SHOWN);
  });
}

/**
 * The SDK's UpdateVXC (`PUT /v3/product/vxc/{uid}`, decision 0051): the name, cost centre and VLANs in one change
 * (the VLANs checked free on their Ports, as the page's), then a new `rateLimit` as the VXC's speed change (decision
 * 0053), whose message the answer carries; otherwise 'accepted', the network applying the VLANs after.
 */
export async function changeVxcProduct(
  deps: { db: DbOrTx; now: () => Date },
  by: ChangeBy & { context: ChangeContext },
  uid: string,
  changes: VxcProductChangeParsed,
): Promise<{ product: Product; message: string }> {
  const { rateLimit, ...fields } = changes;
  let message: string = SERVICE_CHANGE_MESSAGES.accepted;
  if (Object.values(fields).some((v) => v !== undefined)) await changeVxcFields(deps.db, by, uid, fields);
  const vxc = await services.findServiceByUid(deps.db, uid);
  if (!vxc || vxc.provisioningStatus === 'NEW') throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
  by.requireEditor(vxc.companyId);
  if (vxc.productType !== 'VXC') throw new AppError('not_found', SERVICE_CHANGE_MESSAGES.notAVxc);
  if (rateLimit !== undefined && rateLimit !== vxc.rateLimitMbps)
    ({ message } = await changeVxcSpeed(deps, by.context, { serviceId: vxc.id, speed: rateLimit }));
  const after = found(await services.findService(deps.db, vxc.id), 'service');
  return { product: await productView(deps.db, after), message };
}
