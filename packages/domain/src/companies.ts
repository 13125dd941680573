/** Enumerations of the admin console spec for companies and people. */
export const ACCOUNT_TYPES = ['DIRECT_CUSTOMER', 'PARTNER', 'MANAGED_ACCOUNT', 'ADMIN', 'DISTRIBUTOR'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const COMPANY_TYPES = ['Public', 'Private', 'Acquired_Subsidiary'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const CLIENT_CATEGORIES = ['ENTERPRISE', 'WHOLESALE', 'SERVICE_PROVIDER', 'GOVERNMENT', 'EDUCATION'] as const;
export type ClientCategory = (typeof CLIENT_CATEGORIES)[number];
/** A credit bureau's answer about a company, as the company keeps its last one. */
export const CREDIT_CHECK_STATUSES = ['APPROVED', 'REFERRED', 'DECLINED'] as const;
export type CreditCheckStatus = (typeof CREDIT_CHECK_STATUSES)[number];
/** A company has at most one address of each kind. */
export const ADDRESS_KINDS = ['BILLING', 'PHYSICAL'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];
export const HONG_KONG_IDENTIFIER_TYPES = ['BRN', 'BIC', 'CI', 'CR', 'LEI'] as const;
export const ROLE_OPTIONS = [
  'companyAdmin',
  'billingContact',
  'financialContact',
  'technicalAdmin',
  'technicalContact',
  'readOnlyUser',
] as const;
export const SECURITY_ROLE_FLAGS = ['companyAdmin', 'agentAdmin', 'agentMarketingAdmin'] as const;

/** Position a new employee gets when none is chosen, and the one the registering administrator gets. */
export const DEFAULT_EMPLOYEE_POSITION = 'Technical Contact';
export const ADMIN_CONTACT_POSITION = 'Company Admin';
/** Image uploads replace the previous image of the same name unless told otherwise. */
export const DEFAULT_UPLOAD_STRATEGY = 'REPLACE';
