import { defineModule } from '../define-module.js';

export { type Change, type ChangeActor, inChange, rowAudit, systemChange } from './change.js';
export { recordAudit } from './audit.repository.js';
/**
 * Reads of the log: a company's latest changes (the dashboard), one entity's changes (a service's history), and a
 * page of a company's changes (its history) or of a person's (their activity); the areas read the log only here.
 */
export {
  findCompanyChangesPage,
  findEntityChanges,
  findPersonChangesPage,
  findRecentCompanyChanges,
} from './audit-reads.repository.js';

/** The audit log: every change's before and after, written in the change's own transaction (`inChange`). */
export const auditModule = defineModule({
  name: 'audit',
  description: 'The audit log of every change',
});
