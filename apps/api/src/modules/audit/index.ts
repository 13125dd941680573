import { defineModule } from '../define-module.js';

export { type Change, type ChangeActor, type ChangeRecord, inChange, systemChange } from './change.js';
export { type AuditEntry, recordAudit } from './audit.repository.js';

/** The audit log: every change's before and after, written in the change's own transaction (`inChange`). */
export const auditModule = defineModule({
  name: 'audit',
  description: 'The audit log of every change',
});
