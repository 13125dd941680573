import { rowAudit } from '../audit/index.js';

/**
 * Records a change of a service in its change's audit log: the action, the service and its company, and what the
 * change altered, before and after. Every change of a service is recorded this way.
 */
export const auditService = rowAudit('technical_service');
