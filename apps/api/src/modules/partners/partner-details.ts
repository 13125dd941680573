import type { PartnerDetail } from '@portico/contract';
import { notFound } from '../../errors.js';
import * as repo from './partners.repository.js';
import type { PartnersServiceDeps } from './partners-deps.js';
import { requirePartner, toManagedAccount, toSummary } from './partner-view.js';

/** One partner as staff see it: its summary, its customers and its managed accounts. */
export function partnerDetails({ db }: PartnersServiceDeps) {
  return {
    async getPartner(partnerId: number): Promise<PartnerDetail> {
      await requirePartner(db, partnerId);
      const summary = await repo.findPartnerSummary(db, partnerId);
      if (!summary) throw notFound();
      const customers = await repo.listPartnerCustomers(db, partnerId);
      const managed = await repo.listManagedAccounts(db, partnerId);
      return {
        ...toSummary(summary),
        customers: customers.map((c) => ({ ...c, linkedAt: c.linkedAt.getTime() })),
        managedAccounts: managed.map(toManagedAccount),
      };
    },
  };
}
