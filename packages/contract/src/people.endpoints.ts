import { z } from 'zod';
import { access, defineEndpoints } from './endpoint.js';
import { pageQuerySchema } from './envelope.js';
import {
  activityQuerySchema,
  credentialQuerySchema,
  credentialSchema,
  emailValidateQuerySchema,
  emailValidationSchema,
  employeeCompanyParams,
  employeeUpdateSchema,
  featureFlagQuerySchema,
  newEmployeeQuerySchema,
  newEmployeeSchema,
  newPositionSchema,
  permissionInfoSchema,
  personActivityPageSchema,
  personEmailQuerySchema,
  personIdParams,
  personProfileSchema,
  personSearchQuerySchema,
  personToggleSchema,
  personViewPageSchema,
  personViewSchema,
  positionListQuerySchema,
  positionPersonParams,
  positionRoleParams,
  positionSchema,
  securityRoleSchema,
  securityRolesUpdateSchema,
  virtualEmploymentQuerySchema,
  virtualEmploymentSchema,
} from './people.js';

/** A switch of a person (PUT /secure/party/person/:personId/<switch> with `{ enabled }`): the person as it now is. */
const personSwitch = (path: string, summary: string, permission?: 'company_admin') =>
  ({
    method: 'PUT',
    path: `/secure/party/person/:personId/${path}`,
    summary,
    access: access.tenant('person', 'personId', permission),
    params: personIdParams,
    body: personToggleSchema,
    response: personViewSchema,
  }) as const;

/** One of a person's e-mail addresses, named by the `email` query parameter: the person as it now is. */
const personEmail = (method: 'POST' | 'PUT' | 'DELETE', summary: string) =>
  ({
    method,
    path: '/secure/party/person/:personId/email',
    summary,
    access: access.tenant('person', 'personId'),
    params: personIdParams,
    query: personEmailQuerySchema,
    response: personViewSchema,
  }) as const;

/**
 * The people area: people and employees, their e-mail addresses, switches and feature flags, activity and login
 * facts, positions and security roles, virtual employment.
 */
export const peopleEndpoints = defineEndpoints('people', {
  // People

  search: {
    method: 'GET',
    path: '/secure/party/person',
    summary: 'Search people of every company (staff); format=csv exports every match',
    access: access.staff(),
    query: personSearchQuerySchema,
    response: personViewPageSchema,
    alsoCsv: true,
  },
  get: {
    method: 'GET',
    path: '/secure/party/person/:personId',
    summary: "One person: staff, the person's company admins and virtual employees, or the person themself",
    access: access.tenant('person', 'personId'),
    params: personIdParams,
    response: personViewSchema,
  },
  updateProfile: {
    method: 'PUT',
    path: '/secure/party/person/:personId',
    summary: 'Update the profile fields of a person (the person themself or a company admin)',
    access: access.tenant('person', 'personId'),
    params: personIdParams,
    body: personProfileSchema,
    response: personViewSchema,
  },
  employees: {
    method: 'GET',
    path: '/secure/party/company/:companyId/employee',
    summary: "A company's employees (staff, its company admins and virtual employees); format=csv exports all",
    access: access.tenant('company', 'companyId'),
    params: employeeCompanyParams,
    query: pageQuerySchema,
    response: personViewPageSchema,
    alsoCsv: true,
  },
  addEmployee: {
    method: 'POST',
    path: '/secure/party/company/:companyId/employee',
    summary: "Add an employee; positionName defaults to 'Technical Contact', serverUrl is the welcome mail's portal",
    access: access.tenant('company', 'companyId', 'company_admin'),
    params: employeeCompanyParams,
    query: newEmployeeQuerySchema,
    body: newEmployeeSchema,
    response: personViewSchema,
  },
  updateEmployee: {
    method: 'PUT',
    path: '/secure/party/company/:companyId/employee',
    summary: 'Update an employee of the company',
    access: access.tenant('company', 'companyId', 'company_admin'),
    params: employeeCompanyParams,
    body: employeeUpdateSchema,
    response: personViewSchema,
  },

  // E-mail addresses

  addEmail: personEmail('POST', 'Add an e-mail address'),
  setPrimaryEmail: personEmail('PUT', 'Make an address the primary one'),
  deleteEmail: personEmail('DELETE', 'Delete an address (never the primary one)'),

  // Switches and feature flags

  setActive: personSwitch(
    'active',
    'Activate or deactivate a person (deactivating ends their sessions)',
    'company_admin',
  ),
  setNotifications: personSwitch(
    'notifications',
    'Turn notifications on or off (the person themself or a company admin)',
  ),
  setForcePasswordReset: personSwitch(
    'forcePasswordReset',
    'Require the person to change their password',
    'company_admin',
  ),
  setRequireTotp: personSwitch('requireTotp', 'Require the person to use two-factor authentication', 'company_admin'),
  addFeatureFlag: {
    method: 'POST',
    path: '/secure/party/person/:personId/featureFlags',
    summary: 'Give a person a feature flag (staff)',
    access: access.staff(),
    params: personIdParams,
    query: featureFlagQuerySchema,
    response: personViewSchema,
  },
  removeFeatureFlag: {
    method: 'DELETE',
    path: '/secure/party/person/:personId/featureFlags',
    summary: 'Take a feature flag away (staff)',
    access: access.staff(),
    params: personIdParams,
    query: featureFlagQuerySchema,
    response: personViewSchema,
  },

  // Activity, login facts, availability

  activity: {
    method: 'GET',
    path: '/secure/party/person/:personId/activity',
    summary: 'Recent logins and changes of a person, from the audit log',
    access: access.tenant('person', 'personId'),
    params: personIdParams,
    query: activityQuerySchema,
    response: personActivityPageSchema,
  },
  credential: {
    method: 'GET',
    path: '/secure/credential',
    summary: 'Login facts of a username (staff); never a password hash or secret',
    access: access.staff(),
    query: credentialQuerySchema,
    response: credentialSchema,
  },
  validateEmail: {
    method: 'GET',
    path: '/mobile/email/validate',
    summary: 'Is an e-mail address well formed and free (and a mobile number well formed)?',
    // Only for those who create people (the server checks that), and rate-limited per person.
    access: access.user,
    query: emailValidateQuerySchema,
    response: emailValidationSchema,
  },

  // Positions and security roles

  changePosition: {
    method: 'POST',
    path: '/secure/position/:positionId/person/:personId',
    summary: "Move a person to a position usable by the person's company",
    access: access.tenant('person', 'personId', 'company_admin'),
    params: positionPersonParams,
    response: personViewSchema,
  },
  setSecurityRoles: {
    method: 'PUT',
    path: '/secure/party/person/:personId/securityRoles',
    summary: "Set a person's security role (a list holding one role)",
    access: access.tenant('person', 'personId', 'company_admin'),
    params: personIdParams,
    body: securityRolesUpdateSchema,
    response: personViewSchema,
  },
  positions: {
    method: 'GET',
    path: '/secure/position',
    summary: 'Positions usable by a company (staff without companyId: every position)',
    access: access.tenantWhenGiven('company', 'companyId'),
    query: positionListQuerySchema,
    response: z.array(positionSchema),
  },
  createPosition: {
    method: 'POST',
    path: '/secure/position',
    summary: "Create a position: a company's own (position managers, company admins) or shared (staff)",
    // The company comes in the body and may be absent (a shared position, staff only): the service checks it.
    access: access.user,
    body: newPositionSchema,
    response: positionSchema,
  },
  addPositionRole: {
    method: 'POST',
    path: '/secure/position/:positionId/securityRole/:roleId',
    summary: 'Give a position a security role',
    // Shared positions have no company to check against, so the service decides (staff for shared ones).
    access: access.user,
    params: positionRoleParams,
    response: positionSchema,
  },
  removePositionRole: {
    method: 'DELETE',
    path: '/secure/position/:positionId/securityRole/:roleId',
    summary: 'Take a security role from a position',
    access: access.user,
    params: positionRoleParams,
    response: positionSchema,
  },
  roles: {
    method: 'GET',
    path: '/secure/securityrole',
    summary: 'Security roles (customers see the ones their company may hold)',
    access: access.user,
    response: z.array(securityRoleSchema),
  },
  permissions: {
    method: 'GET',
    path: '/secure/permission',
    summary: 'The 15 permissions and the roles holding each (staff)',
    access: access.staff(),
    response: z.array(permissionInfoSchema),
  },

  // Virtual employment

  virtualEmployers: {
    method: 'GET',
    path: '/secure/virtual/employment/companies',
    summary: 'The companies that virtually employ a person',
    access: access.tenant('person', 'personId', undefined, 'query'),
    query: virtualEmploymentQuerySchema,
    response: z.array(virtualEmploymentSchema),
  },
});
