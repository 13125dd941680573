import { found } from '../../db/rows.js';
import type { Change } from '../audit/index.js';
import * as services from './services.repository.js';
import { auditService } from './service-audit.js';

type ServiceRow = services.ServiceRow;

/** The service's own fields an edit may write; a field left undefined keeps its value. */
export type ServiceFieldChanges = Parameters<typeof services.updateServiceFields>[2];

/**
 * The step every edit of a service's own fields ends with (a page's, a product's, a VXC's, the SDK's): the fields
 * asked for written to the locked service, and 'service.update' recorded with the `shown` fields before and after
 * in the change's transaction. Answers the service as it now is (with whatever else the change did to it).
 */
export async function saveServiceFields(
  change: Change,
  before: ServiceRow,
  changes: ServiceFieldChanges,
  shown: readonly (keyof ServiceRow)[],
): Promise<ServiceRow> {
  const asked = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const after = found(
    Object.keys(asked).length > 0
      ? await services.updateServiceFields(change.tx, before.id, asked)
      : await services.findService(change.tx, before.id),
    'service',
  );
  const fieldsOf = (row: ServiceRow) => Object.fromEntries(shown.map((field) => [field, row[field]]));
  // a change that asked for none of these fields (a rate limit alone) has its own record: no empty "changed the details"
  if (Object.keys(asked).length > 0)
    await auditService(change.audit, before, 'service.update', fieldsOf(before), fieldsOf(after));
  return after;
}
