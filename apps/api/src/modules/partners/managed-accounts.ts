import type { ManagedAccount, ManagedAccountCreate, ManagedAccountUpdate } from '@portico/contract';
import { PARTNER_MESSAGES } from '@portico/domain';
import { AppError, forbidden, invalid, notFound } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { createManagedCompany, placeCompanyUnderPartner } from '../companies/index.js';
import * as repo from './partners.repository.js';
import type { PartnersServiceDeps } from './partners-deps.js';
import { companyRecord, requireCompany, requirePartner, toManagedAccount } from './partner-view.js';
import type { Actor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';

/** A partner's managed accounts: the companies it runs for its customers, listed, created and renamed. */
export function managedAccounts({ db }: PartnersServiceDeps) {
  return {
    async listManagedAccounts(actor: Actor, partnerId: number): Promise<ManagedAccount[]> {
      requireCompanyAccess(actor, partnerId, 'company_admin');
      await requirePartner(db, partnerId);
      return (await repo.listManagedAccounts(db, partnerId)).map(toManagedAccount);
    },

    /**
     * A new managed account is a new company (MANAGED_ACCOUNT, parent = the partner). Staff may instead place an
     * existing direct customer under the partner by its companyId; partners cannot claim companies themselves.
     */
    async createManagedAccount(
      ctx: ChangeContext,
      partnerId: number,
      input: ManagedAccountCreate,
    ): Promise<ManagedAccount> {
      const { actor } = ctx;
      requireCompanyAccess(actor, partnerId, 'company_admin');
      const partner = await requirePartner(db, partnerId);
      if (input.companyId !== undefined && !actor.isStaff) throw forbidden();
      const existing = input.companyId === undefined ? null : await requireCompany(db, input.companyId);
      if (existing) {
        if (existing.id === partnerId) throw invalid(PARTNER_MESSAGES.selfLink);
        if (await repo.findManagedAccountOf(db, existing.id)) {
          throw new AppError('conflict', PARTNER_MESSAGES.alreadyManaged);
        }
        if (existing.accountType !== 'DIRECT_CUSTOMER' && existing.accountType !== 'MANAGED_ACCOUNT') {
          throw invalid(PARTNER_MESSAGES.notACustomer);
        }
      }
      return inChange(db, ctx, async ({ tx, audit }) => {
        let companyId: number;
        if (existing) {
          const after = await placeCompanyUnderPartner(tx, existing.id, partnerId);
          companyId = existing.id;
          await audit(
            companyRecord('company.managed', companyId, {
              before: { accountType: existing.accountType, parentCompanyId: existing.parentCompanyId },
              after: { accountType: after?.accountType, parentCompanyId: after?.parentCompanyId },
            }),
          );
        } else {
          const created = await createManagedCompany(tx, {
            legalName: input.accountName.trim(),
            parentCompanyId: partnerId,
            country: partner.country,
          });
          companyId = created.id;
          await audit(
            companyRecord('company.created', companyId, {
              after: {
                legalName: created.legalName,
                accountType: created.accountType,
                parentCompanyId: created.parentCompanyId,
              },
            }),
          );
        }
        const row = await repo.insertManagedAccount(tx, {
          partnerId,
          companyId,
          accountName: input.accountName.trim(),
          accountRef: input.accountRef?.trim() || null,
        });
        const dto = toManagedAccount(row);
        await audit({
          action: 'managed_account.created',
          entityType: 'managed_account',
          entityId: row.id,
          companyId: partnerId,
          after: { ...dto, partnerId },
        });
        return dto;
      });
    },

    async updateManagedAccount(
      ctx: ChangeContext,
      partnerId: number,
      companyId: number,
      input: ManagedAccountUpdate,
    ): Promise<ManagedAccount> {
      requireCompanyAccess(ctx.actor, partnerId, 'company_admin');
      await requirePartner(db, partnerId);
      return inChange(db, ctx, async ({ tx, audit }) => {
        const before = await repo.findManagedAccountOf(tx, companyId);
        if (!before || before.partnerId !== partnerId) throw notFound();
        const after = await repo.updateManagedAccount(tx, partnerId, companyId, {
          accountName: input.accountName.trim(),
          accountRef: input.accountRef?.trim() || null,
        });
        if (!after) throw notFound();
        await audit({
          action: 'managed_account.updated',
          entityType: 'managed_account',
          entityId: after.id,
          companyId: partnerId,
          before: toManagedAccount(before),
          after: toManagedAccount(after),
        });
        return toManagedAccount(after);
      });
    },
  };
}
