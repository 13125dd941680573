import { z } from 'zod';
import { access, defineEndpoints } from './endpoint.js';
import {
  speedChangeCheckSchema,
  speedChangeDecisionSchema,
  speedChangeParams,
  speedChangeQuery,
  speedChangeRequestParams,
  speedChangeRequestSchema,
  speedChangeRequestsQuery,
  speedChangeResultSchema,
} from './speed-change.js';

/**
 * A VXC's speed change (admin console §4, §6, §7; decision 0053). The change is checked and made by the people of
 * either end's company — the payer (A end) or the owner of the B end's Port — holding modify_service there (or
 * place_order for an INTERCAP VXC: checked by the service, which knows the band), and by staff; a change that moves
 * the price waits for the other end's owner, who decides it.
 */
export const speedChangeEndpoints = defineEndpoints('services', {
  checkSpeedChange: {
    method: 'GET',
    path: '/secure/technicalservice/vxc/:id/speedChange/:speed',
    summary: "What a VXC speed change would do: the other end's approval, the current and new monthly price",
    access: access.tenant('sharedVxc', 'id'),
    params: speedChangeParams,
    query: speedChangeQuery,
    response: speedChangeCheckSchema,
  },
  changeSpeed: {
    method: 'PUT',
    path: '/secure/technicalservice/vxc/:id/speedChange/:speed',
    summary: "Change a VXC's speed: at once when the other end has approved, else a request to its owner",
    access: access.tenant('sharedVxc', 'id'),
    params: speedChangeParams,
    query: speedChangeQuery,
    response: speedChangeResultSchema,
  },
  speedChangeRequests: {
    method: 'GET',
    path: '/secure/vxc/speedChangeRequests',
    summary:
      "Pending speed change requests the caller's companies (or the one `companyId`) made or must decide (staff: all)",
    access: access.tenantWhenGiven('company', 'companyId'),
    query: speedChangeRequestsQuery,
    response: z.array(speedChangeRequestSchema),
  },
  decideSpeedChange: {
    method: 'POST',
    path: '/secure/vxc/speedChangeRequests/:requestId',
    summary: 'Approve (the change applies) or reject a speed change request waiting for the caller’s company',
    // the approver's company is checked here; approve_order there by the service, which also refuses staff
    access: access.tenant('speedChangeRequest', 'requestId'),
    params: speedChangeRequestParams,
    body: speedChangeDecisionSchema,
    response: speedChangeRequestSchema,
  },
  withdrawSpeedChange: {
    method: 'DELETE',
    path: '/secure/vxc/speedChangeRequests/:requestId',
    summary: 'Withdraw a pending speed change request the caller’s company asked for',
    // the asking company is checked here; the permission that asked (modify_service or place_order) by the service
    access: access.tenant('askedSpeedChangeRequest', 'requestId'),
    params: speedChangeRequestParams,
    response: speedChangeRequestSchema,
  },
});
