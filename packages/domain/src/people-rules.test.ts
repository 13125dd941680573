import { describe, expect, it } from 'vitest';
import { DEFAULT_EMPLOYEE_POSITION } from './companies.js';
import { isValidEmail } from './identifiers.js';
import { MESSAGES } from './messages.js';
import {
  addFeatureFlag,
  canCompanyHoldRole,
  canListEmployees,
  canManagePositions,
  emailDeleteError,
  featureFlagError,
  forbiddenPermissionsFor,
  isPositionUsableBy,
  isValidMobile,
  newEmployeePosition,
  PEOPLE_MESSAGES,
  personAccess,
  primaryEmailOf,
  sameEmail,
  STAFF_ONLY_PERMISSIONS,
} from './people-rules.js';
import { PERMISSIONS } from './permissions.js';

describe('security roles a company may hold', () => {
  it('keeps admin, virtual_employee and configure_partner with the provider', () => {
    expect([...STAFF_ONLY_PERMISSIONS].sort()).toEqual(['admin', 'configure_partner', 'virtual_employee']);
    expect(canCompanyHoldRole(1, PERMISSIONS)).toBe(true);
    expect(canCompanyHoldRole(1153, ['admin'])).toBe(true);
    expect(canCompanyHoldRole(2001, ['admin', 'services'])).toBe(false);
    expect(forbiddenPermissionsFor(2001, ['services', 'configure_partner', 'virtual_employee'])).toEqual([
      'configure_partner',
      'virtual_employee',
    ]);
    expect(canCompanyHoldRole(2001, ['company_admin', 'position_manager', 'financials'])).toBe(true);
  });

  it('treats a position shared by every company as a customer position', () => {
    expect(canCompanyHoldRole(null, ['admin'])).toBe(false);
    expect(canCompanyHoldRole(null, ['services'])).toBe(true);
  });
});

describe('positions', () => {
  it('lets a company use shared positions and its own, not another company’s', () => {
    expect(isPositionUsableBy(null, 2001)).toBe(true);
    expect(isPositionUsableBy(2001, 2001)).toBe(true);
    expect(isPositionUsableBy(2002, 2001)).toBe(false);
  });

  it("gives a new employee 'Technical Contact' unless told otherwise, and refuses an empty position", () => {
    expect(newEmployeePosition(undefined)).toEqual({ name: DEFAULT_EMPLOYEE_POSITION });
    expect(newEmployeePosition(null)).toEqual({ name: 'Technical Contact' });
    expect(newEmployeePosition('  Billing Contact ')).toEqual({ name: 'Billing Contact' });
    expect(newEmployeePosition('   ')).toEqual({ error: MESSAGES.positionNameRequired });
    expect(newEmployeePosition('')).toEqual({ error: 'Position name is required' });
  });
});

describe('e-mail addresses', () => {
  const emails = [
    { email: 'a@x.example', primary: true },
    { email: 'b@x.example', primary: false },
  ];

  it('cannot delete the primary address', () => {
    expect(emailDeleteError(emails, 'A@X.example')).toBe('You cannot delete primary email');
    expect(emailDeleteError(emails, 'b@x.example')).toBeNull();
    expect(emailDeleteError(emails, 'c@x.example')).toBe(PEOPLE_MESSAGES.emailNotFound);
  });

  it('finds the primary address', () => {
    expect(primaryEmailOf(emails)).toBe('a@x.example');
    expect(primaryEmailOf([])).toBeNull();
  });

  it('checks the format', () => {
    expect(isValidEmail('someone@portico.example')).toBe(true);
    expect(isValidEmail('no-at-sign.example')).toBe(false);
    expect(isValidEmail('two@@x.example')).toBe(false);
    expect(isValidEmail('a b@x.example')).toBe(false);
    expect(isValidEmail('a@x')).toBe(false);
    expect(isValidEmail('a;b@x.example')).toBe(false);
  });
});

describe('same e-mail address', () => {
  it('ignores case and spaces around it', () => {
    expect(sameEmail(' Ann@Acme.example', 'ann@acme.example ')).toBe(true);
    expect(sameEmail('ann@acme.example', 'anne@acme.example')).toBe(false);
  });
});

describe('mobile numbers', () => {
  it('accepts common formats and refuses letters or too few digits', () => {
    expect(isValidMobile('+61 412 345 678')).toBe(true);
    expect(isValidMobile('(02) 9000-0001')).toBe(true);
    expect(isValidMobile('12345')).toBe(false);
    expect(isValidMobile('0412 abc 678')).toBe(false);
    expect(isValidMobile('+1234567890123456')).toBe(false);
  });
  it('takes 6 to 15 digits, whatever the punctuation', () => {
    expect(isValidMobile('123456')).toBe(true);
    expect(isValidMobile('(12) 34-56')).toBe(true);
    expect(isValidMobile('+123456789012345')).toBe(true);
    expect(isValidMobile('+1 234 567 890 123 45')).toBe(true);
    expect(isValidMobile('12345')).toBe(false);
    expect(isValidMobile('+1 234 567 890 123 456')).toBe(false);
  });
  it('takes a pasted number with spaces around it, the + included', () => {
    expect(isValidMobile('  +61 412 345 678 ')).toBe(true);
    expect(isValidMobile('\t+64 21 555 0101\n')).toBe(true);
  });
});

describe('feature flags', () => {
  it('cannot be added empty', () => {
    expect(featureFlagError('')).toBe(PEOPLE_MESSAGES.featureFlagEmpty);
    expect(featureFlagError('   ')).toBe(PEOPLE_MESSAGES.featureFlagEmpty);
    expect(featureFlagError('BETA_MCR')).toBeNull();
  });

  it('are added once', () => {
    expect(addFeatureFlag(['A'], ' B ')).toEqual(['A', 'B']);
    expect(addFeatureFlag(['A'], 'A')).toEqual(['A']);
  });
});

describe('who may do what with a person', () => {
  const base = { isStaff: false, personId: 10, targetPersonId: 20, permissionsInCompany: [] as string[] };

  it('lets staff and company admins manage', () => {
    expect(personAccess({ ...base, isStaff: true })).toBe('manage');
    expect(personAccess({ ...base, permissionsInCompany: ['company_admin'] })).toBe('manage');
  });

  it('lets a person edit themself only as self', () => {
    expect(personAccess({ ...base, targetPersonId: 10, permissionsInCompany: ['services'] })).toBe('self');
  });

  it('lets virtual employees read, and nobody else', () => {
    expect(personAccess({ ...base, permissionsInCompany: ['virtual_employee', 'place_order'] })).toBe('read');
    expect(personAccess({ ...base, permissionsInCompany: ['services', 'financials'] })).toBe('none');
  });

  it('lists employees for staff, company admins and virtual employees', () => {
    expect(canListEmployees({ isStaff: true, permissionsInCompany: [] })).toBe(true);
    expect(canListEmployees({ isStaff: false, permissionsInCompany: ['company_admin'] })).toBe(true);
    expect(canListEmployees({ isStaff: false, permissionsInCompany: ['virtual_employee'] })).toBe(true);
    expect(canListEmployees({ isStaff: false, permissionsInCompany: ['services'] })).toBe(false);
  });

  it('lets position managers and company admins manage positions', () => {
    expect(canManagePositions({ isStaff: false, permissionsInCompany: ['position_manager'] })).toBe(true);
    expect(canManagePositions({ isStaff: false, permissionsInCompany: ['company_admin'] })).toBe(true);
    expect(canManagePositions({ isStaff: false, permissionsInCompany: ['place_order'] })).toBe(false);
    expect(canManagePositions({ isStaff: true, permissionsInCompany: [] })).toBe(true);
  });
});
