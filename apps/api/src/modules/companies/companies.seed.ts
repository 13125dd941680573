import { LAB_COMPANY_ID, STAFF_COMPANY_ID, SUPPLIERS } from '@portico/domain';
import type { DbOrTx } from '../../db/client.js';
import { companies } from './companies.tables.js';
import { DEMO_COMPANIES } from '../demo-constants.js';

/**
 * The company rows every installation needs: the provider company, its lab and the supplier entity of each market
 * (supplies adds each entity's supplier settings). Fixed ids, so this is idempotent.
 */
export async function seedCompaniesReference(tx: DbOrTx): Promise<void> {
  await tx
    .insert(companies)
    .values([
      {
        id: STAFF_COMPANY_ID,
        legalName: 'Portico Networks Pty Ltd',
        tradingName: 'Portico',
        accountType: 'ADMIN',
        country: 'AU',
        email: 'hello@portico.example',
      },
      {
        id: LAB_COMPANY_ID,
        legalName: 'Portico Lab',
        tradingName: 'Portico Lab',
        accountType: 'ADMIN',
        country: 'AU',
      },
      ...SUPPLIERS.map((s) => ({
        id: s.supplierId,
        legalName: `Portico ${s.market}`,
        tradingName: 'Portico',
        accountType: 'ADMIN' as const,
        country: s.countryCode,
      })),
    ])
    .onConflictDoNothing();
}

/** The demo customers (Umbrella the channel partner among them), under the ids of `DEMO_COMPANIES`. */
export async function seedCompaniesDemo(tx: DbOrTx): Promise<void> {
  await tx
    .insert(companies)
    .values([
      {
        id: DEMO_COMPANIES.acme,
        legalName: 'Acme Networks Pty Ltd',
        tradingName: 'Acme Networks',
        country: 'AU',
        email: 'noc@acme.example',
        phone: '+61 2 9000 0001',
      },
      {
        id: DEMO_COMPANIES.globex,
        legalName: 'Globex Cloud Ltd',
        tradingName: 'Globex',
        country: 'GB',
        email: 'ops@globex.example',
      },
      {
        id: DEMO_COMPANIES.initech,
        legalName: 'Initech Data Inc',
        tradingName: 'Initech',
        country: 'US',
        email: 'it@initech.example',
        // No enforced MFA: it would hold its virtual employee `agent` (no TOTP) at MFA set-up.
      },
      {
        id: DEMO_COMPANIES.umbrella,
        legalName: 'Umbrella Partners Pte Ltd',
        tradingName: 'Umbrella Partners',
        country: 'SG',
        accountType: 'PARTNER',
        channelPartner: true,
        email: 'partners@umbrella.example',
      },
      {
        id: DEMO_COMPANIES.northwind,
        legalName: 'Northwind IT Services Ltd',
        tradingName: 'Northwind',
        country: 'NZ',
        email: 'agents@northwind.example',
      },
      // the cloud partners whose Ports a VXC may end on (customer portal §9: companies 117, 1475, 90)
      { id: 117, legalName: 'Amazon Web Services', tradingName: 'AWS', country: 'US', email: 'dx@aws.example' },
      { id: 1475, legalName: 'Microsoft Azure', tradingName: 'Azure', country: 'US', email: 'er@azure.example' },
      { id: 90, legalName: 'Google Cloud', tradingName: 'Google Cloud', country: 'US', email: 'ic@google.example' },
    ])
    .onConflictDoNothing();
}
