import { PARTNER_MESSAGES, STAFF_COMPANY_ID, supplierById } from '@portico/domain';
import { AppError, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import * as repo from './partners.repository.js';
import type { PartnersServiceDeps } from './partners-deps.js';
import { requireCompany, requirePartner } from './partner-view.js';

/** The audit record of a link made (its `after`) or removed (its `before`), on the customer's history. */
function linkRecord(action: 'linked' | 'unlinked', link: { partnerId: number; customerId: number; createdAt: Date }) {
  const state = { partnerId: link.partnerId, customerId: link.customerId, createdAt: link.createdAt.getTime() };
  return {
    action: `partner.customer.${action}`,
    entityType: 'partner_relationship',
    entityId: `${link.partnerId}:${link.customerId}`,
    companyId: link.customerId,
    ...(action === 'linked' ? { after: state } : { before: state }),
  };
}

/** Staff link a customer to the partner that brought it, or remove the link. */
export function partnerCustomers({ db }: PartnersServiceDeps) {
  return {
    /** One partner per customer: the partner that brought it, which the commission follows. */
    async linkCustomer(ctx: ChangeContext, partnerId: number, customerId: number): Promise<void> {
      if (partnerId === customerId) throw invalid(PARTNER_MESSAGES.selfLink);
      await requirePartner(db, partnerId);
      const customer = await requireCompany(db, customerId);
      if (customer.accountType === 'ADMIN' || customer.id === STAFF_COMPANY_ID || supplierById(customer.id)) {
        throw invalid(PARTNER_MESSAGES.notACustomer);
      }
      await inChange(db, ctx, async ({ tx, audit }) => {
        if (await repo.findCustomerLink(tx, customerId)) throw new AppError('conflict', PARTNER_MESSAGES.alreadyLinked);
        await audit(linkRecord('linked', await repo.insertLink(tx, partnerId, customerId)));
      });
    },

    async unlinkCustomer(ctx: ChangeContext, partnerId: number, customerId: number): Promise<void> {
      await requirePartner(db, partnerId);
      await inChange(db, ctx, async ({ tx, audit }) => {
        const link = await repo.findLink(tx, partnerId, customerId);
        if (!link) throw new AppError('not_found', PARTNER_MESSAGES.notLinked);
        await repo.deleteLink(tx, partnerId, customerId);
        await audit(linkRecord('unlinked', link));
      });
    },
  };
}
