import { type AwsInterface, serviceChangeEndpoints as endpoints } from '@portico/contract';
import {
  type AwsDirectConnectConfig,
  awsInterfaceSettings,
  awsInterfaceSettingsText,
  editedAwsConfig,
  type AwsInterfaceEdit,
  parseAwsInterfaceSettings,
  SERVICE_CHANGE_MESSAGES,
  SERVICE_MESSAGES,
} from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import { requireActor } from '../../http/actor.js';
import { holds, requireCompanyAccess } from '../../http/company-access.js';
import { changeContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { type ChangeActor, inChange } from '../audit/index.js';
import type { RouteContext } from '../define-module.js';
import {
  type ApplyNetworkChange,
  changeableService,
  defineReconfiguration,
  findServices,
  type NetworkSender,
  networkSenderOf,
} from '../services/index.js';
import * as repo from './vxc-aws-config.repository.js';

/** The AWS DirectConnect details a VXC's order stored, or null when its B end is not AWS. */
function awsConfigOf(stored: unknown): AwsDirectConnectConfig | null {
  const cloud = stored as { partner?: string; config?: AwsDirectConnectConfig } | null;
  return cloud?.partner === 'AWS' && cloud.config ? cloud.config : null;
}

const shown = (serviceId: number, c: AwsDirectConnectConfig): AwsInterface => ({
  serviceId,
  type: c.type,
  awsAccountId: c.awsAccountId,
  customerAddress: c.customerAddress,
  amazonAddress: c.amazonAddress,
  asn: c.asn,
  prefixes: c.prefixes,
});

/** A VXC's AWS interface, as the interface editor shows it; its owner (or staff) only. */
async function awsInterface(db: DbOrTx, serviceId: number, mayRead: (companyId: number) => boolean) {
  const [vxc] = await findServices(db, [serviceId]);
  if (!vxc || vxc.provisioningStatus === 'NEW' || !mayRead(vxc.companyId))
    throw new AppError('not_found', SERVICE_MESSAGES.serviceNotFound);
  const config = awsConfigOf(await repo.findCloudConfig(db, serviceId));
  if (!config) throw new AppError('not_found', SERVICE_CHANGE_MESSAGES.noAwsEnd);
  return shown(serviceId, config);
}

/** Brings the VXC order's AWS details to the interface the network has applied (in the reconfiguration's change). */
const applyAwsInterface: ApplyNetworkChange<'awsInterface'> = async (tx, vxc, change) => {
  const stored = await repo.findCloudConfig(tx, vxc.id, true);
  const config = awsConfigOf(stored);
  if (!config) return SERVICE_CHANGE_MESSAGES.noAwsEnd;
  const settings = parseAwsInterfaceSettings(change.to);
  if (!settings) return SERVICE_CHANGE_MESSAGES.awsChangeUnreadable;
  await repo.saveCloudConfig(tx, vxc.id, { ...(stored as object), config: { ...config, ...settings } });
  return null;
};

/**
 * A VXC's AWS interface changes as a reconfiguration of its own kind (decision 0069): its details are the VXC order's,
 * so ordering declares the kind and its job (`ordering.reconfigureAwsInterface`), the services area recording,
 * settling and marking the change as it does a VLAN's.
 */
export const awsInterfaceReconfiguration = defineReconfiguration({
  name: 'ordering.reconfigureAwsInterface',
  fields: ['awsInterface'],
  apply: applyAwsInterface,
});

/**
 * The admin console's awsEdit popup (`PUT /v2/product/vxc/aws`, decisions 0051, 0069): a public interface's addresses
 * and prefixes, checked by the one AWS rule, in one audited change of the locked VXC. With a network to send it to,
 * the change is recorded pending and queued (409 while one is pending), the order keeping the details the network has
 * until it applies them, and the answer is what the network has; without one (production today), it is stored at
 * once and staff configure the network from its audit record. Either way the answer is the spec's "accepted".
 */
async function editAwsInterface(
  db: DbOrTx,
  who: ChangeActor,
  ask: { serviceId: number; edit: AwsInterfaceEdit },
  by: { requireEditor: (companyId: number) => void; network: NetworkSender | null },
): Promise<AwsInterface> {
  return inChange(db, who, async ({ tx, audit }) => {
    const vxc = await changeableService(tx, { id: ask.serviceId });
    by.requireEditor(vxc.companyId);
    const stored = await repo.findCloudConfig(tx, vxc.id, true);
    const before = awsConfigOf(stored);
    if (vxc.productType !== 'VXC' || !before) throw new AppError('not_found', SERVICE_CHANGE_MESSAGES.noAwsEnd);
    const edited = editedAwsConfig(before, ask.edit);
    if (!edited.ok) throw invalid(edited.message);
    const from = awsInterfaceSettingsText(awsInterfaceSettings(before));
    const to = awsInterfaceSettingsText(awsInterfaceSettings(edited.config));
    if (!by.network) await repo.saveCloudConfig(tx, vxc.id, { ...(stored as object), config: edited.config });
    else if (to !== from)
      await awsInterfaceReconfiguration.send(tx, by.network, { serviceId: vxc.id, field: 'awsInterface', from, to });
    const { authKey: _before, ...beforeShown } = before;
    const { authKey: _after, ...afterShown } = edited.config;
    await audit({
      action: 'service.aws_interface',
      entityType: 'technical_service',
      entityId: vxc.id,
      companyId: vxc.companyId,
      before: beforeShown,
      after: afterShown,
    });
    return shown(vxc.id, by.network ? before : edited.config);
  });
}

/**
 * The VXC's AWS interface routes. They live with ordering, whose VXC order holds the details; the services area,
 * which ordering reads, could not reach them without a circle of imports.
 */
export function awsInterfaceRoutes(app: FastifyInstance, deps: RouteContext): void {
  const network = networkSenderOf(deps);
  route(app, endpoints.awsInterface, async (request) => {
    const actor = requireActor(request);
    return ok(await awsInterface(deps.db, request.query.jServiceId, (companyId) => holds(actor, companyId)));
  });
  route(app, endpoints.editAws, async (request) => {
    const actor = requireActor(request);
    const edited = await editAwsInterface(
      deps.db,
      changeContext(request),
      { serviceId: request.query.jServiceId, edit: request.body },
      { requireEditor: (companyId) => requireCompanyAccess(actor, companyId, 'modify_service'), network },
    );
    return ok(edited, SERVICE_CHANGE_MESSAGES.accepted);
  });
}
