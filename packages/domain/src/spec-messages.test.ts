import { describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  CATALOGUE_MESSAGES,
  EXCHANGE_RATE_MESSAGES,
  INVOICE_SEARCH_MESSAGES,
  MESSAGES,
  PRICEBOOK_MESSAGES,
  PROMO_MESSAGES,
  SERVICE_MESSAGES,
  VXC_MESSAGES,
} from './index.js';

/**
 * The messages the spec shows, in the spec's own words: each literal below is copied from the spec documents, not
 * from the code. A change of wording in a constant fails here, so every test that compares with the constant also
 * compares with the spec. (Messages the spec leaves to us are not listed; see decision records.)
 */
const SPEC_WORDS = {
  BILLING_MESSAGES: {
    killed: 'Billable has been killed',
    contractEndBeforeStart: 'Contract End Date must be after Contract Start Date',
  },
  INVOICE_SEARCH_MESSAGES: {
    bothEmpty: 'From date and To date are empty - Please try again.',
    fromEmpty: 'From date is empty - Please try again.',
    toEmpty: 'To date is empty - Please try again.',
    invalidDates: 'Please enter valid dates.',
  },
  CATALOGUE_MESSAGES: {
    marketUpdated: 'Market updated OK',
    zoneUpdated: 'Zone updated OK',
    zoneLinkUpdated: 'Zone link updated OK',
  },
  EXCHANGE_RATE_MESSAGES: {
    nullOrZero: 'cannot be Null Or Zero',
    saved: 'Exchange Rates Saved!',
  },
  PRICEBOOK_MESSAGES: {
    vxcAdded: 'VXC Price added OK',
    vxcEdited: 'Future VXC Price edited OK',
    vxcDeleted: 'Future VXC Price deleted OK',
    mveAdded: 'MVE price added OK',
    mveEdited: 'Future MVE price edited OK',
    mveDeleted: 'Future MVE price deleted OK',
    connectionPricesBanner:
      'Attention: Connection Price updates are currently unavailable via the Admin Portal. To update any connection price, please raise an EIP ticket.',
  },
  PROMO_MESSAGES: {
    saved: 'New promo code saved OK',
    updated: 'Promo code updated OK',
  },
  SERVICE_MESSAGES: {
    lagCreated: 'LAG Order Created OK',
  },
  VXC_MESSAGES: {
    vlanRange: 'VLAN id must be a number between 2 and 4094',
    // customer portal §5: 'The vlan is taken - here are some available alternatives [...]', the words before the list
    vlanTaken: 'The vlan is taken - here are some available alternatives',
  },
  MESSAGES: {
    filterFirst: 'Please filter first!',
    loginEmpty: 'Please enter username and password',
    loginMfaRequired: 'Login Failed - Please enter your MFA code',
    loginFailed: 'Login failed - please try again...',
    passwordPolicy: 'Password needs min 6 chars, upper and lower case and at least one number',
    passwordsDontMatch: "Passwords don't match",
    passwordChanged: 'Password changed OK',
    passwordChangeFailed: 'Password change failed',
    unexpected: 'Unexpected error, please contact admin.',
    mandatoryFields: 'Please fill out all the mandatory fields.',
    adminEmailSameAsCompany: 'Administrator email must be different from the company email used in step 1.',
    emailTaken: 'There is already a user with this email, please choose another.',
    addSupplyPrompt: 'Please add a supply to the newly-created company.',
    partnerConfirm: 'You are changing the company to a PARTNER. This action is not reversible!',
    accountTypeNotEditable: 'This account type is not editable',
    settingLocked: 'This setting is locked',
    configCreated: 'Company config settings Created OK',
    configUpdated: 'Company config settings Updated OK',
    updatedSuccessfully: 'Updated successfully',
    addressUpdated: 'Address updated',
    companyDeleted: 'Company was DELETED',
    techSupportPhoneRequired: 'Technical Support Team Phone Number can not be deleted',
    techSupportEmailRequired: 'Technical Support Team Email can not be deleted',
    positionNameRequired: 'Position name is required',
    uniqueUsernameEmails: 'Please enter unique username and emails...',
    cannotDeletePrimaryEmail: 'You cannot delete primary email',
    enterPositionName: 'Please enter a Position Name.',
    selectSecurityRole: 'Please select a Security Role.',
    positionChanged: 'Position changed OK',
    securityRolesChanged: 'Security roles changed OK',
    userUpdated: 'User updated OK',
    newEmployeeAdded: 'New employee added',
    supplyCreated: 'Supply Created OK',
    supplyUpdated: 'Supply Updated OK',
    commissionUpdated: 'Commission rate updated OK',
    mustBe11Digits: 'Must be 11 digits!',
    invalidAbn: 'Invalid ABN',
  },
} as const;

const CONSTANTS = {
  BILLING_MESSAGES,
  INVOICE_SEARCH_MESSAGES,
  CATALOGUE_MESSAGES,
  EXCHANGE_RATE_MESSAGES,
  MESSAGES,
  PRICEBOOK_MESSAGES,
  PROMO_MESSAGES,
  SERVICE_MESSAGES,
  VXC_MESSAGES,
} as const;

describe('messages are the spec’s words', () => {
  for (const [group, words] of Object.entries(SPEC_WORDS)) {
    it(`${group}`, () => {
      const constants = CONSTANTS[group as keyof typeof CONSTANTS] as Record<string, unknown>;
      for (const [key, text] of Object.entries(words)) expect({ key, text: constants[key] }).toEqual({ key, text });
    });
  }
});
