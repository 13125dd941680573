export * from './audit.js';
export * from './auth.js';
export * from './companies.js';
export * from './people.js';
export * from './services.js';
export * from './catalogue.js';
export * from './mail.js';
