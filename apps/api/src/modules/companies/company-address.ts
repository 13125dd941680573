import type { CompanyAddress, CompanyAddressInput } from '@portico/contract';
import { companyAddressInputSchema } from '@portico/contract';
import { type AddressKind, COMPANY_MESSAGES } from '@portico/domain';
import { AppError, notFound } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import * as repo from './companies.repository.js';
import { emitCompanyUpdated } from './company-events.js';
import type { CompaniesServiceDeps } from './companies-deps.js';
import { blankToNull, diff, requireCompany, toAddress } from './company-view.js';
import { requireCompanyAccess } from '../../http/company-access.js';

/** A company's billing and physical addresses. */
export function companyAddress({ db }: CompaniesServiceDeps) {
  return {
    /** addressId 0 creates the company's billing or physical address (decision 0009); otherwise it updates one. */
    async saveAddress(
      ctx: ChangeContext,
      companyId: number,
      addressId: number,
      input: CompanyAddressInput,
    ): Promise<CompanyAddress> {
      const body = companyAddressInputSchema.parse(input);
      requireCompanyAccess(ctx.actor, companyId, 'company_admin');
      return inChange(db, ctx, async ({ tx, audit }) => {
        await requireCompany(tx, companyId, true);
        const kind: AddressKind = body.billing ? 'BILLING' : 'PHYSICAL';
        const values = {
          kind,
          isBilling: body.billing,
          address1: body.address1,
          address2: blankToNull(body.address2) ?? null,
          city: body.city,
          state: blankToNull(body.state) ?? null,
          postcode: blankToNull(body.postcode) ?? null,
          country: body.country,
        };
        const all = await repo.findAddresses(tx, companyId);
        let before: repo.AddressRow | null = null;
        if (addressId !== 0) {
          before = await repo.findAddressOfCompany(tx, companyId, addressId);
          if (!before) throw notFound();
        }
        if (all.some((a) => a.isBilling === body.billing && a.id !== before?.id))
          throw new AppError('conflict', COMPANY_MESSAGES.addressKindExists);
        const saved = before
          ? await repo.updateAddress(tx, before.id, values)
          : await repo.insertAddress(tx, { companyId, ...values });
        const change = diff(
          (before ? toAddress(before) : {}) as Record<string, unknown>,
          toAddress(saved) as unknown as Record<string, unknown>,
        );
        await audit({
          action: before ? 'company.address.update' : 'company.address.create',
          entityType: 'company_address',
          entityId: saved.id,
          companyId,
          before: before ? change.before : null,
          after: change.after,
        });
        if (change.changed)
          await emitCompanyUpdated(tx, companyId, {
            [kind === 'BILLING' ? 'billingAddress' : 'physicalAddress']: toAddress(saved),
          });
        return toAddress(saved);
      });
    },
  };
}
