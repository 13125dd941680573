export * from './companies.js';
export * from './identifiers.js';
export * from './markets.js';
export * from './messages.js';
export * from './password.js';
export * from './permissions.js';
export * from './totp.js';
