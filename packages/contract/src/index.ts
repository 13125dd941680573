export * from './auth.js';
export * from './companies.js';
export * from './envelope.js';
export * from './jobs.js';
export * from './partners.js';
export * from './people.js';
export * from './supplies.js';
