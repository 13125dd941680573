import type { CommissionRequest, PartnerSummary } from '@portico/contract';
import { notFound } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import * as repo from './partners.repository.js';
import type { PartnersServiceDeps } from './partners-deps.js';
import { companyRecord, requirePartner, toSummary } from './partner-view.js';

/** Staff set a partner's commission rate. */
export function partnerCommission({ db }: PartnersServiceDeps) {
  return {
    async setCommission(ctx: ChangeContext, partnerId: number, request: CommissionRequest): Promise<PartnerSummary> {
      const before = await requirePartner(db, partnerId);
      await inChange(db, ctx, async ({ tx, audit }) => {
        await repo.updateCompanyPartnerFields(tx, partnerId, { commissionRateBp: request.commissionRateBp });
        await audit(
          companyRecord('partner.commission.updated', partnerId, {
            before: { commissionRateBp: before.commissionRateBp },
            after: { commissionRateBp: request.commissionRateBp },
          }),
        );
      });
      const summary = await repo.findPartnerSummary(db, partnerId);
      if (!summary) throw notFound();
      return toSummary(summary);
    },
  };
}
