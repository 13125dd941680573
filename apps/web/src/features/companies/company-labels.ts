import { COMPANY_TYPES } from '@portico/domain';

/** How enumerations of the companies area read on screen. */
const ACCOUNT_TYPE_LABELS: Record<string, string> = {
  DIRECT_CUSTOMER: 'Direct customer',
  PARTNER: 'Partner',
  MANAGED_ACCOUNT: 'Managed account',
  ADMIN: 'Admin',
  DISTRIBUTOR: 'Distributor',
};

export function accountTypeLabel(type: string): string {
  return ACCOUNT_TYPE_LABELS[type] ?? type;
}

const COMPANY_TYPE_LABELS: Record<string, string> = {
  Public: 'Public',
  Private: 'Private',
  Acquired_Subsidiary: 'Acquired subsidiary',
};

export function companyTypeLabel(type: string): string {
  return COMPANY_TYPE_LABELS[type] ?? type;
}

export function clientCategoryLabel(category: string): string {
  return category.charAt(0) + category.slice(1).toLowerCase().replace(/_/g, ' ');
}

/** The company types as a picker offers them. */
export const COMPANY_TYPE_OPTIONS = COMPANY_TYPES.map((type) => ({ value: type, label: companyTypeLabel(type) }));

const ACTION_LABELS: Record<string, string> = {
  'company.register': 'Company registered',
  'company.update': 'Details updated',
  'company.address.create': 'Address added',
  'company.address.update': 'Address updated',
  'company.activate': 'Company enabled',
  'company.deactivate': 'Company disabled',
  'company.publish': 'Profile published',
  'company.hide': 'Profile hidden',
  'company.delete': 'Company deleted',
  'company.image.replace': 'Logo uploaded',
  'company.creditCheck': 'Credit check',
  'company.accountType': 'Account type changed',
  'company.config.create': 'Config settings created',
  'company.config.update': 'Config settings updated',
};

/** Known actions by name; other modules' entries (people, supplies…) show their code. */
export function historyActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}
