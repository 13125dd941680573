import type { CompanyConfigSettings } from '@portico/contract';
import { companyConfigSettingsSaveSchema } from '@portico/contract';
import {
  CHILD_ACCOUNT_TYPE,
  COMPANY_MESSAGES,
  resolveSettingValues,
  type SettingValues,
  validateSettingValues,
} from '@portico/domain';
import type { z } from 'zod';
import { AppError, invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import * as repo from './companies.repository.js';
import type { CompaniesServiceDeps } from './companies-deps.js';
import { configView, inheritedSettings, requireCompany } from './company-view.js';
import type { Actor } from '../../http/actor.js';
import { requireCompanyAccess } from '../../http/company-access.js';

/** A company's config settings: its own values and the defaults it gives the companies below it. */
export function configSettings({ db }: CompaniesServiceDeps) {
  return {
    async getConfigSettings(actor: Actor, companyId: number): Promise<CompanyConfigSettings> {
      requireCompanyAccess(actor, companyId);
      const company = await requireCompany(db, companyId);
      return configView(db, company);
    },

    async saveConfigSettings(
      ctx: ChangeContext,
      companyId: number,
      mode: 'create' | 'update',
      input: z.input<typeof companyConfigSettingsSaveSchema>,
    ): Promise<CompanyConfigSettings> {
      const body = companyConfigSettingsSaveSchema.parse(input);
      return inChange(db, ctx, async ({ tx, audit }) => {
        const company = await requireCompany(tx, companyId, true);
        const existing = await repo.findConfig(tx, companyId);
        if (mode === 'create' && existing) throw new AppError('conflict', COMPANY_MESSAGES.configExists);
        if (mode === 'update' && !existing) throw new AppError('not_found', COMPANY_MESSAGES.configMissing);
        const lock = { companyAccountType: company.accountType, recordExists: existing !== null };
        const storedOverrides = (existing?.companyOverrides as SettingValues | undefined) ?? {};
        const storedChildDefaults = (existing?.childDefaults as SettingValues | undefined) ?? {};
        const overrides = validateSettingValues(
          company.accountType,
          resolveSettingValues(company.accountType, storedOverrides, await inheritedSettings(tx, company)),
          body.companyOverrides,
          lock,
        );
        if ('error' in overrides) throw invalid(overrides.error);
        const childType = CHILD_ACCOUNT_TYPE[company.accountType] ?? null;
        const childDefaults = validateSettingValues(childType, storedChildDefaults, body.childDefaults, lock);
        if ('error' in childDefaults) throw invalid(childDefaults.error);
        const values = { companyOverrides: overrides.values, childDefaults: childDefaults.values };
        if (existing) await repo.updateConfig(tx, companyId, values);
        else if (!(await repo.insertConfig(tx, { companyId, ...values })))
          throw new AppError('conflict', COMPANY_MESSAGES.configExists);
        await audit({
          action: existing ? 'company.config.update' : 'company.config.create',
          entityType: 'company_config_settings',
          entityId: companyId,
          companyId,
          before: existing ? { companyOverrides: storedOverrides, childDefaults: storedChildDefaults } : null,
          after: values,
        });
        return configView(tx, company);
      });
    },
  };
}
