import { LAB_COMPANY_ID, STAFF_COMPANY_ID, SUPPLIERS } from '@portico/domain';
import { and, eq, isNull } from 'drizzle-orm';
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
        legalIdentifier: SUPPLIER_TAX_NUMBERS[s.supplierId] ?? null,
        email: `billing.${s.countryCode.toLowerCase()}@portico.example`,
      })),
    ])
    .onConflictDoNothing();
  // a supplier entity seeded before its tax number was data gets it once; one staff have set stays theirs
  for (const [id, taxNumber] of Object.entries(SUPPLIER_TAX_NUMBERS))
    await tx
      .update(companies)
      .set({ legalIdentifier: taxNumber })
      .where(and(eq(companies.id, Number(id)), isNull(companies.legalIdentifier)));
}

/**
 * Each supplier entity's registration for tax (its market's `identifierType`: ABN, NZBN, VAT, EIN…), which its
 * invoices print (decision 0087). Demo values: a real installation's staff keep them on the entity's company.
 */
const SUPPLIER_TAX_NUMBERS: Readonly<Record<number, string>> = {
  808: '51 824 753 556',
  855: '9429 0412 3456 7',
  817: '201912345K',
  819: '71234567-000',
  1558: '84-1234567',
  4515: 'DE 312 345 678',
  4640: 'BG 204 567 890',
  1652: '81234 5678 RT0001',
  2675: 'GB 123 4567 89',
  2681: 'SE 556123456701',
  8299: 'CHE-123.456.789 MWST',
  2683: 'IE 3456789LH',
  2685: 'NL 8512.34.567.B01',
  47560: 'PME 190101 AB1',
};

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
