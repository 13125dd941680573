import type { Change } from '../audit/index.js';

/**
 * Records a change of a service in its change's audit log: the action, the service and its company, and what the
 * change altered, before and after. Every change of a service is recorded this way.
 */
export function auditService(
  audit: Change['audit'],
  service: { id: number; companyId: number },
  action: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  return audit({
    action,
    entityType: 'technical_service',
    entityId: service.id,
    companyId: service.companyId,
    before,
    after,
  });
}
