import {
  activityQuerySchema,
  credentialQuerySchema,
  credentialSchema,
  emailValidateQuerySchema,
  emailValidationSchema,
  employeeCompanyParams,
  employeeUpdateSchema,
  envelope,
  featureFlagQuerySchema,
  newEmployeeQuerySchema,
  newEmployeeSchema,
  newPositionSchema,
  pageQuerySchema,
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
} from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeContext } from '../../http/context.js';
import { csvColumns, sendCsv } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { access, requireActor } from '../../plugins/access.js';
import { availabilityCheck } from '../auth/availability-guard.js';
import type { ModuleDeps } from '../module-deps.js';
import { createPeopleService, type PersonExportItem } from './people.service.js';

const tags = ['people'];

/** The people exports (everyone, a company's employees): each column once, in this order. */
export const PEOPLE_CSV_COLUMNS = csvColumns<PersonExportItem>({
  personId: (p) => p.id,
  username: (p) => p.username,
  firstName: (p) => p.firstName,
  lastName: (p) => p.lastName,
  email: (p) => p.email,
  companyId: (p) => p.companyId,
  companyName: (p) => p.companyName,
  position: (p) => p.position,
  active: (p) => p.active,
  lastLoginAt: (p) => p.lastLoginAt?.toISOString() ?? null,
  emails: (p) => p.emails.join(' '),
});

const ctx = changeContext;

export const peopleRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const people = createPeopleService({
    db: deps.db,
    config: deps.config,
    queue: deps.queue,
  });

  // People

  app.get(
    '/secure/party/person',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'Search people of every company (staff); format=csv exports every match',
        querystring: personSearchQuerySchema,
        response: { 200: envelope(personViewPageSchema) },
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') {
        return sendCsv(reply, 'people.csv', PEOPLE_CSV_COLUMNS, people.exportPeople(request.query));
      }
      return ok(await people.searchPeople(request.query));
    },
  );

  app.get(
    '/secure/party/person/:personId',
    {
      config: { access: access.tenant('person', 'personId') },
      schema: {
        tags,
        summary: "One person: staff, the person's company admins and virtual employees, or the person themself",
        params: personIdParams,
        response: { 200: envelope(personViewSchema) },
      },
    },
    async (request) => ok(await people.getPerson(requireActor(request), request.params.personId)),
  );

  app.put(
    '/secure/party/person/:personId',
    {
      config: { access: access.tenant('person', 'personId') },
      schema: {
        tags,
        summary: 'Update the profile fields of a person (the person themself or a company admin)',
        params: personIdParams,
        body: personProfileSchema,
        response: { 200: envelope(personViewSchema) },
      },
    },
    async (request) =>
      ok(await people.updateProfile(ctx(request), request.params.personId, request.body), MESSAGES.userUpdated),
  );

  app.get(
    '/secure/party/company/:companyId/employee',
    {
      config: { access: access.tenant('company', 'companyId') },
      schema: {
        tags,
        summary: "A company's employees (staff, its company admins and virtual employees); format=csv exports all",
        params: employeeCompanyParams,
        querystring: pageQuerySchema,
        response: { 200: envelope(personViewPageSchema) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      if (request.query.format === 'csv') {
        return sendCsv(
          reply,
          `employees-${request.params.companyId}.csv`,
          PEOPLE_CSV_COLUMNS,
          people.exportEmployees(actor, request.params.companyId, request.query),
        );
      }
      return ok(await people.listEmployees(actor, request.params.companyId, request.query));
    },
  );

  app.post(
    '/secure/party/company/:companyId/employee',
    {
      config: { access: access.tenant('company', 'companyId', 'company_admin') },
      schema: {
        tags,
        summary:
          "Add an employee; positionName defaults to 'Technical Contact', serverUrl is the welcome mail's portal",
        params: employeeCompanyParams,
        querystring: newEmployeeQuerySchema,
        body: newEmployeeSchema,
        response: { 200: envelope(personViewSchema) },
      },
    },
    async (request) =>
      ok(
        await people.addEmployee(ctx(request), request.params.companyId, request.body, request.query),
        MESSAGES.newEmployeeAdded,
      ),
  );

  app.put(
    '/secure/party/company/:companyId/employee',
    {
      config: { access: access.tenant('company', 'companyId', 'company_admin') },
      schema: {
        tags,
        summary: 'Update an employee of the company',
        params: employeeCompanyParams,
        body: employeeUpdateSchema,
        response: { 200: envelope(personViewSchema) },
      },
    },
    async (request) =>
      ok(await people.updateEmployee(ctx(request), request.params.companyId, request.body), MESSAGES.userUpdated),
  );

  // E-mail addresses

  const emailRoute = {
    config: { access: access.tenant('person', 'personId') },
    schema: {
      tags,
      params: personIdParams,
      querystring: personEmailQuerySchema,
      response: { 200: envelope(personViewSchema) },
    },
  };
  app.post(
    '/secure/party/person/:personId/email',
    { ...emailRoute, schema: { ...emailRoute.schema, summary: 'Add an e-mail address' } },
    async (request) =>
      ok(await people.addEmail(ctx(request), request.params.personId, request.query.email), MESSAGES.userUpdated),
  );
  app.put(
    '/secure/party/person/:personId/email',
    { ...emailRoute, schema: { ...emailRoute.schema, summary: 'Make an address the primary one' } },
    async (request) =>
      ok(
        await people.setPrimaryEmail(ctx(request), request.params.personId, request.query.email),
        MESSAGES.userUpdated,
      ),
  );
  app.delete(
    '/secure/party/person/:personId/email',
    { ...emailRoute, schema: { ...emailRoute.schema, summary: 'Delete an address (never the primary one)' } },
    async (request) =>
      ok(await people.deleteEmail(ctx(request), request.params.personId, request.query.email), MESSAGES.userUpdated),
  );

  // Switches

  const toggle = (
    path: string,
    summary: string,
    permission: 'company_admin' | undefined,
    run: (c: ReturnType<typeof ctx>, personId: number, enabled: boolean) => Promise<unknown>,
    message: (enabled: boolean) => string,
  ) =>
    app.put(
      `/secure/party/person/:personId/${path}`,
      {
        config: { access: access.tenant('person', 'personId', permission) },
        schema: {
          tags,
          summary,
          params: personIdParams,
          body: personToggleSchema,
          response: { 200: envelope(personViewSchema) },
        },
      },
      async (request) => {
        const view = (await run(ctx(request), request.params.personId, request.body.enabled)) as z.infer<
          typeof personViewSchema
        >;
        return ok(view, message(request.body.enabled));
      },
    );

  toggle(
    'active',
    'Activate or deactivate a person (deactivating ends their sessions)',
    'company_admin',
    (c, id, on) => people.setActive(c, id, on),
    (on) => (on ? MESSAGES.personActivated : MESSAGES.personDeactivated),
  );
  toggle(
    'notifications',
    'Turn notifications on or off (the person themself or a company admin)',
    undefined,
    (c, id, on) => people.setNotifications(c, id, on),
    () => MESSAGES.updatedSuccessfully,
  );
  toggle(
    'forcePasswordReset',
    'Require the person to change their password',
    'company_admin',
    (c, id, on) => people.setForcePasswordReset(c, id, on),
    () => MESSAGES.updatedSuccessfully,
  );
  toggle(
    'requireTotp',
    'Require the person to use two-factor authentication',
    'company_admin',
    (c, id, on) => people.setRequireTotp(c, id, on),
    () => MESSAGES.updatedSuccessfully,
  );

  app.post(
    '/secure/party/person/:personId/featureFlags',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'Give a person a feature flag (staff)',
        params: personIdParams,
        querystring: featureFlagQuerySchema,
        response: { 200: envelope(personViewSchema) },
      },
    },
    async (request) =>
      ok(
        await people.addFeatureFlag(ctx(request), request.params.personId, request.query.flag),
        MESSAGES.updatedSuccessfully,
      ),
  );
  app.delete(
    '/secure/party/person/:personId/featureFlags',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'Take a feature flag away (staff)',
        params: personIdParams,
        querystring: featureFlagQuerySchema,
        response: { 200: envelope(personViewSchema) },
      },
    },
    async (request) =>
      ok(
        await people.removeFeatureFlag(ctx(request), request.params.personId, request.query.flag),
        MESSAGES.updatedSuccessfully,
      ),
  );

  app.get(
    '/secure/party/person/:personId/activity',
    {
      config: { access: access.tenant('person', 'personId') },
      schema: {
        tags,
        summary: 'Recent logins and changes of a person, from the audit log',
        params: personIdParams,
        querystring: activityQuerySchema,
        response: { 200: envelope(personActivityPageSchema) },
      },
    },
    async (request) => ok(await people.activity(requireActor(request), request.params.personId, request.query)),
  );

  app.get(
    '/secure/credential',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'Login facts of a username (staff); never a password hash or secret',
        querystring: credentialQuerySchema,
        response: { 200: envelope(credentialSchema) },
      },
    },
    async (request) => ok(await people.credential(request.query.username)),
  );

  app.get(
    '/mobile/email/validate',
    {
      // Only for those who create people, and rate-limited: docs/decisions/0016-login-throttling.md.
      config: { access: access.user, rateLimit: availabilityCheck.rateLimit },
      onRequest: availabilityCheck.onRequest,
      schema: {
        tags,
        summary: 'Is an e-mail address well formed and free (and a mobile number well formed)?',
        querystring: emailValidateQuerySchema,
        response: { 200: envelope(emailValidationSchema) },
      },
    },
    async (request) => ok(await people.validateEmail(request.query.email, request.query.mobile)),
  );

  // Positions and security roles

  app.post(
    '/secure/position/:positionId/person/:personId',
    {
      config: { access: access.tenant('person', 'personId', 'company_admin') },
      schema: {
        tags,
        summary: "Move a person to a position usable by the person's company",
        params: positionPersonParams,
        response: { 200: envelope(personViewSchema) },
      },
    },
    async (request) =>
      ok(
        await people.changePosition(ctx(request), request.params.positionId, request.params.personId),
        MESSAGES.positionChanged,
      ),
  );

  app.put(
    '/secure/party/person/:personId/securityRoles',
    {
      config: { access: access.tenant('person', 'personId', 'company_admin') },
      schema: {
        tags,
        summary: "Set a person's security role (a list holding one role)",
        params: personIdParams,
        body: securityRolesUpdateSchema,
        response: { 200: envelope(personViewSchema) },
      },
    },
    async (request) =>
      ok(
        await people.setSecurityRoles(ctx(request), request.params.personId, request.body.securityRoles),
        MESSAGES.securityRolesChanged,
      ),
  );

  app.get(
    '/secure/position',
    {
      config: { access: access.tenantWhenGiven('company', 'companyId') },
      schema: {
        tags,
        summary: 'Positions usable by a company (staff without companyId: every position)',
        querystring: positionListQuerySchema,
        response: { 200: envelope(z.array(positionSchema)) },
      },
    },
    async (request) => ok(await people.listPositions(requireActor(request), request.query.companyId)),
  );

  app.post(
    '/secure/position',
    {
      // The company comes in the body and may be absent (a shared position, staff only): the service checks it.
      config: { access: access.user },
      schema: {
        tags,
        summary: "Create a position: a company's own (position managers, company admins) or shared (staff)",
        body: newPositionSchema,
        response: { 200: envelope(positionSchema) },
      },
    },
    async (request) => ok(await people.createPosition(ctx(request), request.body), MESSAGES.updatedSuccessfully),
  );

  const positionRoleRoute = (method: 'POST' | 'DELETE') =>
    app.route({
      method,
      url: '/secure/position/:positionId/securityRole/:roleId',
      // Shared positions have no company to check against, so the service decides (staff for shared ones).
      config: { access: access.user },
      schema: {
        tags,
        summary: method === 'POST' ? 'Give a position a security role' : 'Take a security role from a position',
        params: positionRoleParams,
        response: { 200: envelope(positionSchema) },
      },
      handler: async (request) =>
        ok(
          await people.changePositionRole(
            ctx(request),
            request.params.positionId,
            request.params.roleId,
            method === 'POST',
          ),
          MESSAGES.securityRolesChanged,
        ),
    });
  positionRoleRoute('POST');
  positionRoleRoute('DELETE');

  app.get(
    '/secure/securityrole',
    {
      config: { access: access.user },
      schema: {
        tags,
        summary: 'Security roles (customers see the ones their company may hold)',
        response: { 200: envelope(z.array(securityRoleSchema)) },
      },
    },
    async (request) => ok(await people.listRoles(requireActor(request))),
  );

  app.get(
    '/secure/permission',
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'The 15 permissions and the roles holding each (staff)',
        response: { 200: envelope(z.array(permissionInfoSchema)) },
      },
    },
    async () => ok(await people.listPermissions()),
  );

  // Virtual employment

  app.get(
    '/secure/virtual/employment/companies',
    {
      config: { access: access.tenant('person', 'personId', undefined, 'query') },
      schema: {
        tags,
        summary: 'The companies that virtually employ a person',
        querystring: virtualEmploymentQuerySchema,
        response: { 200: envelope(z.array(virtualEmploymentSchema)) },
      },
    },
    async (request) => ok(await people.virtualEmployers(requireActor(request), request.query.personId)),
  );
};
