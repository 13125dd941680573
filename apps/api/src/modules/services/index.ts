import { defineModule } from '../define-module.js';
import { lifecycleDueJob } from './lifecycle-jobs.js';
import { reconfigurationJob } from './network-change.js';
import { configuredFollowUpJob, provisioningJob } from './provisioning.js';
import { compactServiceCountsJob } from './service-counts.js';
import { servicesRoutes } from './services.routes.js';
import * as repo from './services.repository.js';
import * as speedRepo from './speed-change.repository.js';
import { seedDemoServices } from './services.seed.js';

/**
 * What other areas may use of technical services (decision 0038): creating an order's services with their
 * components and NEW event inside the order's transaction, starting their provisioning in it, and reading them.
 */
/**
 * The dated changes services record for billing (decisions 0062, 0067): billing reads them here, and records the
 * charges it derives from them beside them (an un-cancel's pro-rated days); services never call it.
 */
export { billingEventsOf, chargedEventsOf, recordBillingEvent, type UnCancelledEvent } from './billing-events.js';
/**
 * The services' part of the changes billing follows at once, each in the caller's change (ordering's, which bills
 * them in it): ports added to a LAG, and a lifecycle action (its un-cancels for billing to charge).
 */
export { addLagPortsIn } from './lag-ports.js';
export { lifecycleActor, takeLifecycleActionIn } from './lifecycle-action.js';
export { changeableService } from './changeable-service.js';
/**
 * Changes sent to the network as reconfiguration jobs (decisions 0061, 0069): an area whose records hold a setting of
 * a service (ordering: a VXC's AWS interface) declares its own kind with `defineReconfiguration`, lists the kind's
 * job among its jobs and sends its changes through it; the row, the pending rule, the settling and the lists' marks
 * stay here.
 */
export {
  type ApplyNetworkChange,
  defineReconfiguration,
  type NetworkSender,
  networkSenderOf,
} from './network-change.js';
/** The markets a company's services are priced in, given to the supplies area by the modules' list (decisions 0067, 0078). */
export { supplyServices } from './priced-markets.js';
/** The price a service was ordered at (decision 0067): an order records it with its services. */
export { datedPricesOf, orderedPricesWrite } from './service-prices.repository.js';
export { billingServiceBatches, billingServicePage } from './billing-services.js';
export { provisioningStatusOf } from './unbilled-services.repository.js';
/** The scheduled steps of a cancelled service, for a worker of its own (the restart test's). */
export { lifecycleDueJob } from './lifecycle-jobs.js';
export {
  type CreatedService,
  createServices,
  type NewResource,
  type NewService,
  portComponents,
} from './create-services.js';
export {
  cancelUnstartedService,
  findPorts,
  type PortFacts,
  recordServiceEvent,
  serviceEventWrite,
  usablePorts,
  vlansTakenOnPort,
} from './ports.js';
export { configuredFollowUpJob, provisionAtOnce, provisioningJob, startProvisioning } from './provisioning.js';
export { getServiceView, orderServiceSummaries, serviceDetail } from './service-view.js';
export { heldVlans } from './services.repository.js';
export {
  billedServiceTermsOf,
  liveDaysOf,
  findServiceByUid,
  findServices,
  firstPortOf,
  type ServiceRow,
  setContractDates,
} from './services.repository.js';
/** The dashboard's reads: counts grouped in SQL, live services a batch at a time, names (decision 0052). */
export {
  countServicesByLocation,
  countServicesByStatus,
  findServiceNames,
  liveServicesAfter,
} from './service-stats.repository.js';

/**
 * Services as the network's telemetry is asked about them: each with when it was LIVE and its rate limits over time,
 * a Port with its connections (decision 0077), one statement for a graph or a batch of the dashboard's.
 */
export { meteredServices } from './metered-services.js';
/** The demo seed's last step: its LIVE services dated back, so that their graphs have a history (decision 0077). */
export { dateDemoNetworkBack } from './demo-history.seed.js';

/** Technical services (ports, LAGs, VXCs…) at locations: the service model, provisioning, one service's view. */
export const servicesModule = defineModule({
  name: 'services',
  description: 'Technical services: the service model, provisioning and its lifecycle events',
  tenantResolvers: {
    service: repo.serviceOwners,
    serviceUid: repo.serviceUidOwners,
    speedChangeRequest: speedRepo.requestApprovers,
    askedSpeedChangeRequest: speedRepo.requestAskers,
    sharedVxc: { owner: speedRepo.vxcParties, sampleOwnedBy: speedRepo.sampleVxcOf },
  },
  routes: servicesRoutes,
  jobs: [reconfigurationJob, provisioningJob, configuredFollowUpJob, lifecycleDueJob, compactServiceCountsJob],
  seed: { demo: seedDemoServices },
});
