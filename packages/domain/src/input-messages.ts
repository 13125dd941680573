/**
 * Our words for the contract's own field rules where the spec has none. They are written for people, so they are
 * registered in the message catalogue and answered exactly as written, never behind a field name (issue #15 §17).
 */
export const INPUT_MESSAGES = {
  isoDate: 'Use YYYY-MM-DD',
  rateRange: 'The rate must be between 0% and 100%',
  partnerDisplayName: 'Enter the name customers see',
  colour: 'Use a colour like #1a2b3c',
  usernameSpaces: 'Usernames cannot contain spaces',
  slug: 'Use letters, digits, dots, dashes and underscores',
  startAfterEnd: 'The start date must not be after the end date.',
  speedAboveZero: 'Speed must be above 0',
  termAboveZero: 'Term must be above 0',
  termDiscountNegative: 'The term discount cannot be negative',
  productTypeRequired: 'Please choose a product type',
  quoteEmpty: 'Please add something to price',
  quoteTooLong: 'A quote holds at most 50 items',
  paymentTermWhole: 'The payment term is a whole number of days',
  paymentTermRange: 'The payment term must be 0 to 365 days',
  taxRateRange: 'The tax rate must be between 0% and 100%',
  /** an amount with decimals in a currency that has none (JPY) */
  amountWhole: 'Please enter a whole amount: this currency has no decimals.',
} as const;
