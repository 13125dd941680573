import { addDays, billingPeriodOfDay, localDayAt, nextBillingPeriod, supplierById } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { liveDaysOf } from '../services/index.js';
import { billChunk } from './bill-run-chunk.js';
import * as repo from './bill-runs.repository.js';
import { commitLockedInvoices } from './invoice-commit.js';
import { lockInvoiceSet } from './invoice-workflow.repository.js';

/** How many months of bill runs the demo holds, the current one included. */
const DEMO_MONTHS = 13;

/**
 * The demo's billing (decision 0085): each ordered service's billable activated from the day its service went live
 * (as the demo dates them back), then a bill run for each supplier's month over the last year, each billed by the
 * bill run's own code, its invoices committed on the first day of the next month (numbered in order) — all but
 * the current month's, left PENDING for staff to approve. Runs after the services are dated back.
 */
export async function billDemoYear(tx: DbOrTx): Promise<void> {
  // seeds date the demo data by the day they load it
  const at = new Date();
  const unactivated = await repo.unactivatedBillables(tx);
  const liveDays = await liveDaysOf(
    tx,
    unactivated.map((b) => b.serviceId),
  );
  const activations = unactivated.flatMap((b) => {
    const day = liveDays.get(b.serviceId);
    return day ? [{ id: b.id, day, supplierId: b.supplierId }] : [];
  });
  await repo.activateFrom(tx, activations);

  const suppliers = [...new Set(activations.flatMap((a) => (a.supplierId === null ? [] : [a.supplierId])))];
  for (const supplierId of suppliers) {
    const supplier = supplierById(supplierId);
    if (!supplier) continue;
    const companies = await repo.companiesToBill(tx, supplierId, null);
    const today = localDayAt(at.getTime(), supplier.timeZone);
    const current = billingPeriodOfDay(today, supplier.timeZone);
    const firstDay = activations
      .filter((a) => a.supplierId === supplierId)
      .map((a) => a.day)
      .sort()[0]!;
    let period = billingPeriodOfDay(firstDay, supplier.timeZone);
    const oldest = billingPeriodOfDay(addDays(current.startDay, -31 * (DEMO_MONTHS - 1)), supplier.timeZone);
    if (period.startDay < oldest.startDay) period = oldest;
    for (; period.startDay <= current.startDay; period = nextBillingPeriod(period)) {
      const ranAt = new Date(period.start + 3_600_000);
      const run = await repo.insertSeededRun(tx, {
        supplierId,
        periodStart: period.startDay,
        periodEnd: period.endDay,
        ranAt,
      });
      const made = await billChunk(tx, run, companies);
      await repo.saveProgress(tx, run.id, { chunksDone: 1, summary: made, completed: true });
      if (period.startDay === current.startDay) continue;
      const pending = (await lockInvoiceSet(tx, { supplierId, status: 'PENDING' })).filter(
        (i) => i.periodStart === period.startDay,
      );
      await commitLockedInvoices(tx, supplierId, pending, new Date(period.end + 9 * 3_600_000));
    }
  }
}
