export * from './auth.js';
export * from './envelope.js';
export * from './jobs.js';
