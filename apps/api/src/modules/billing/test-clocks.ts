import type { TestClock } from '@portico/contract';
import { TEST_CLOCK_MESSAGES, testClockProblem } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange, rowAudit } from '../audit/index.js';
import * as repo from './test-clocks.repository.js';

const auditClock = rowAudit('testClock');

/**
 * Billing's now for a company (decision 0089): its test clock where test clocks are on (demo mode) and it has one,
 * the real clock's `now` otherwise — a production configuration never reads the table.
 */
export async function billingNowOf(db: DbOrTx, companyId: number, now: Date, testClocks: boolean): Promise<Date> {
  if (!testClocks) return now;
  return (await repo.findTestClock(db, companyId)) ?? now;
}

export async function testClockOf(db: DbOrTx, companyId: number, now: Date): Promise<TestClock> {
  const clock = await repo.findTestClock(db, companyId);
  return { companyId, now: (clock ?? now).getTime(), real: clock === null };
}

/** Moves a company's test clock forward to `to` (from its clock, or the real one), audited. */
export async function setTestClock(
  db: DbOrTx,
  who: ChangeContext,
  companyId: number,
  to: number,
  now: Date,
): Promise<TestClock> {
  return inChange(db, who, async ({ tx, audit }) => {
    const current = await repo.lockTestClock(tx, companyId);
    const problem = testClockProblem((current ?? now).getTime(), to);
    if (problem) throw invalid(problem);
    await repo.saveTestClock(tx, companyId, new Date(to), who.actor.personId);
    await auditClock(
      audit,
      { id: companyId, companyId },
      'testClock.set',
      { now: current?.toISOString() ?? null },
      { now: new Date(to).toISOString() },
    );
    return { companyId, now: to, real: false };
  });
}

export async function removeTestClock(
  db: DbOrTx,
  who: ChangeContext,
  companyId: number,
  now: Date,
): Promise<TestClock> {
  return inChange(db, who, async ({ tx, audit }) => {
    if (!(await repo.deleteTestClock(tx, companyId))) throw new AppError('not_found', TEST_CLOCK_MESSAGES.notSet);
    await auditClock(audit, { id: companyId, companyId }, 'testClock.remove', null, null);
    return { companyId, now: now.getTime(), real: true };
  });
}
