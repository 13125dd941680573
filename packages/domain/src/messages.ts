/**
 * Every user-facing message of the spec, written once and used by both the server and the browser.
 * The wording is the spec's, exactly; do not edit a message without the spec changing.
 */
export const MESSAGES = {
  loginEmpty: 'Please enter username and password',
  loginMfaRequired: 'Login Failed - Please enter your MFA code',
  loginFailed: 'Login failed - please try again...',
  passwordPolicy: 'Password needs min 6 chars, upper and lower case and at least one number',
  passwordsDontMatch: "Passwords don't match",
  passwordChanged: 'Password changed OK',
  passwordChangeFailed: 'Password change failed',
  sessionExpired: 'Your session has expired. Please log in again.',
  notLoggedIn: 'You need to log in to do that.',
  forbidden: 'You do not have permission to do that. Please see your company administrator or support.',
  notFound: 'Not found',
  tooManyAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
  unexpected: 'Unexpected error, please contact admin.',
  mfaEnrolled: 'Two-factor authentication enabled',
  mfaInvalidCode: 'That code is not valid. Please check your authenticator app and try again.',
  mfaDisabledByPolicy: 'Your company requires two-factor authentication, so it cannot be turned off.',
  mfaDisabled: 'Two-factor authentication disabled',
  loggedOut: 'Logged out',
  // companies, people, positions, supplies, partners (admin console spec)
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
  personActivated: 'Person activated',
  personDeactivated: 'Person deactivated',
  supplyCreated: 'Supply Created OK',
  supplyUpdated: 'Supply Updated OK',
  supplyDeleted: 'Supply deleted',
  commissionUpdated: 'Commission rate updated OK',
  mustBe11Digits: 'Must be 11 digits!',
  invalidAbn: 'Invalid ABN',
  invalidAcn: 'Invalid ACN',
  rfcRequired: 'A valid RFC is required (12 characters for a company, 13 for a person)',
  billingEmailRequired: 'Please enter at least one billing contact email',
  billingEmailSeparator: 'Please separate email addresses with commas, not colons, semicolons or spaces',
  billingEmailInvalid: 'Invalid email address:',
  emailInvalid: 'Please enter a valid email address.',
  amountInvalid: 'Please enter an amount with up to two decimals.',
  // money and web addresses an API client sends (decision 0030)
  amountMinorUnits: 'An amount must be a whole number of minor units (cents), 0 or more.',
  amountTooLarge: 'An amount can be at most 2147483647 minor units (21,474,836.47 in a currency with cents).',
  webAddressInvalid: 'Please enter a full web address starting with http:// or https://, such as https://example.com.',
  percentInvalid: 'Please enter a percentage with up to two decimals.',
  mfaAlreadyEnabled: 'Two-factor authentication is already enabled.',
  mfaNotStarted: 'Start two-factor set-up first.',
  passwordSet: 'Your password is set. You can log in now.',
  passwordLinkSent:
    'If we know that username or e-mail, a link to set a new password is on its way to the e-mail address we have.',
  passwordLinkInvalid: 'This link is invalid, used or expired. Please ask for a new one.',
  passwordChangeRequired: 'Please change your password before you continue.',
  mfaEnrolmentRequired: 'Your company requires two-factor authentication. Please set it up before you continue.',
  socialNotConfigured: 'Sign-in with this provider is not configured.',
  logoImagesOnly: 'Please upload a PNG, JPEG or WebP image (SVG, GIF and other files are not accepted).',
  // proving identity again and probing limits (docs/decisions/0016-login-throttling.md)
  mfaDisableProofRequired:
    'Enter a code from your authenticator app or your password to turn off two-factor authentication.',
  mfaDisablePasswordWrong: 'That password is not right, so two-factor authentication is still on.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  // input no database text can hold, and reference lists (decisions/0014-run-modes-and-access.md)
  nulCharacter: 'Text may not contain the NUL character (\\u0000). Please remove it and try again.',
  loneSurrogate:
    'Text may not contain half of a UTF-16 surrogate pair (\\uD800 to \\uDFFF on its own). Please remove it and try again.',
  countryUnknown: 'Please choose a country from the list.',
  // a route that needs a body, sent none (decisions/0055-product-list-kept-per-version.md)
  bodyRequired: 'A request body is required',
  // CSV exports of lists that must be narrowed first (price lists, promo codes)
  filterFirst: 'Please filter first!',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** 'The email address: {email} is not available on the system. Please try a different one.' */
export function emailNotAvailableMessage(email: string): string {
  return `The email address: ${email} is not available on the system. Please try a different one.`;
}
