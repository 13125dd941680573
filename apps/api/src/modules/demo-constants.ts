/**
 * The published facts of the demo data: its companies' ids, its logins and their one password. The modules' demo
 * seeds, the tests, the bench and the start-up banner read them; this file imports nothing from the modules, so a
 * module may import it without a cycle.
 */

export const DEMO_PASSWORD = 'Portico1';
/** Fixed so that the README, tests and authenticator apps can compute codes for mfa.user. */
export const DEMO_MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const DEMO_COMPANIES = {
  acme: 2001,
  globex: 2002,
  initech: 2003,
  umbrella: 2004,
  northwind: 2005,
} as const;

export const DEMO_USERS = [
  { username: 'staff.admin', companyId: 1, position: 'Staff Admin', first: 'Sam', last: 'Staff', note: 'staff, admin' },
  {
    username: 'acme.admin',
    companyId: DEMO_COMPANIES.acme,
    position: 'Company Admin',
    first: 'Alice',
    last: 'Admin',
    note: 'Acme Networks company admin',
  },
  {
    username: 'acme.finance',
    companyId: DEMO_COMPANIES.acme,
    position: 'Billing Contact',
    first: 'Fiona',
    last: 'Finance',
    note: 'Acme Networks, financials only',
  },
  {
    username: 'acme.viewer',
    companyId: DEMO_COMPANIES.acme,
    position: 'Read Only User',
    first: 'Victor',
    last: 'Viewer',
    note: 'Acme Networks, services only',
  },
  {
    username: 'agent',
    companyId: DEMO_COMPANIES.northwind,
    position: 'Technical Contact',
    first: 'Ava',
    last: 'Agent',
    note: 'service agent for Globex and Initech',
  },
  {
    username: 'partner.admin',
    companyId: DEMO_COMPANIES.umbrella,
    position: 'Company Admin',
    first: 'Paul',
    last: 'Partner',
    note: 'channel partner company admin',
  },
  {
    username: 'mfa.user',
    companyId: DEMO_COMPANIES.globex,
    position: 'Company Admin',
    first: 'Mia',
    last: 'Secure',
    note: 'Globex, TOTP enabled',
  },
] as const;
