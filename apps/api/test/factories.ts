import { randomBytes } from 'node:crypto';
import { STAFF_COMPANY_ID, SUPPLIERS, supplyDefaults } from '@portico/domain';
import { type CompanyInsert, insertCompany } from '../src/modules/companies/companies.repository.js';
import { createPerson } from '../src/modules/people/index.js';
import { insertSupply } from '../src/modules/supplies/supplies.repository.js';
import type { TestApp } from './harness.js';

/*
 * What a test needs, built through the modules' own use cases and repositories rather than taken from the demo
 * seed: a test that makes its company and people reads as what it proves, and does not break when the demo data
 * changes. Works on a database with reference data only (`createTestApp({}, { demo: false })`) as well as on one
 * with the demo data. Every call makes new rows under unique names.
 */

/** The password of every person a factory makes unless told otherwise (it passes the password policy). */
export const FACTORY_PASSWORD = 'Factory1pass';

let sequence = 0;
/** A name no other call (in this or another test file on the same server) has made. */
function unique(prefix: string): string {
  return `${prefix}${++sequence}${randomBytes(3).toString('hex')}`;
}

export interface MadeCompany {
  id: number;
  uid: string;
  legalName: string;
}

/** A live direct customer in Australia, unless the overrides say otherwise. */
export async function aCompany(t: TestApp, overrides: Partial<CompanyInsert> = {}): Promise<MadeCompany> {
  const name = unique('Factory Co ');
  const row = await insertCompany(t.database.db, {
    legalName: `${name} Pty Ltd`,
    tradingName: name,
    email: `accounts@${name.replace(/\s+/g, '-').toLowerCase()}.example`,
    country: 'AU',
    accountType: 'DIRECT_CUSTOMER',
    ...overrides,
  });
  return { id: row.id, uid: row.uid, legalName: row.legalName };
}

/** The positions every company shares (reference data); each gives the role of the same name or its like. */
export type SharedPosition =
  | 'Company Admin'
  | 'Technical Admin'
  | 'Technical Contact'
  | 'Billing Contact'
  | 'Financial Contact'
  | 'Read Only User';

export interface MadePerson {
  id: number;
  uid: string;
  username: string;
  email: string;
  password: string;
  /** logs the person in and answers the bearer token */
  login(): Promise<string>;
}

async function makePerson(
  t: TestApp,
  input: { companyId: number; positionName: string; password?: string; username?: string },
): Promise<MadePerson> {
  const username = input.username ?? unique('factory.');
  const email = `${username}@factory.example`;
  const password = input.password ?? FACTORY_PASSWORD;
  const { id, uid } = await createPerson(t.database.db, {
    companyId: input.companyId,
    username,
    email,
    firstName: 'Fay',
    lastName: 'Factory',
    positionName: input.positionName,
    password,
  });
  return { id, uid, username, email, password, login: () => t.login(username, password) };
}

/** A person of the company in a shared position (Technical Contact, the default of a new employee, unless told). */
export function aPerson(
  t: TestApp,
  input: { companyId: number; position?: SharedPosition; password?: string; username?: string },
): Promise<MadePerson> {
  return makePerson(t, { ...input, positionName: input.position ?? 'Technical Contact' });
}

/** A provider employee in the Staff Admin position: every permission, on every company. */
export function aStaffAdmin(t: TestApp, input: { password?: string } = {}): Promise<MadePerson> {
  return makePerson(t, { ...input, companyId: STAFF_COMPANY_ID, positionName: 'Staff Admin' });
}

/**
 * A supply of the company in a market (its name, e.g. 'Australia', or its country code, e.g. 'AU'), with the
 * market's defaults (currency, tax rate, payment term, finance answers) and a billing contact.
 */
export async function aSupply(
  t: TestApp,
  input: { companyId: number; market: string; companyLegalName?: string },
): Promise<{ id: number; supplierId: number }> {
  const market = SUPPLIERS.find((s) => s.market === input.market || s.countryCode === input.market);
  if (!market) throw new Error(`no market ${input.market}`);
  const defaults = supplyDefaults(market);
  const row = await insertSupply(t.database.db, {
    companyId: input.companyId,
    supplierId: market.supplierId,
    companyLegalName: input.companyLegalName ?? unique('Factory Billing '),
    billingContactEmail: `${unique('billing.')}@factory.example`,
    ...defaults,
  });
  return { id: row.id, supplierId: row.supplierId };
}
