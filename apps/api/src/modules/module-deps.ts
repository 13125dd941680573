import type { RouteContext } from './define-module.js';

/** What a business module's routes receive; services are built from these inside the module. */
export type ModuleDeps = RouteContext;
