import { companiesEndpoints, peopleEndpoints as endpoints } from '@portico/contract';
import { COMPANY_MESSAGES, MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { csvColumns } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { actorRoute, changeRoute, listRoute, route } from '../../http/route.js';
import { requireActor } from '../../plugins/access.js';
import type { RouteContext } from '../define-module.js';
import { createPeopleService, type PersonExportItem } from './people.service.js';
import type { PersonSessions } from './person-sessions.js';
import { availabilityCheck } from './availability-guard.js';
import { countingTaken } from './taken-guard.js';

/** The people exports (everyone, a company's employees): each column once, in this order. */
export const PEOPLE_CSV_COLUMNS = csvColumns<PersonExportItem>([
  { personId: (p) => p.id },
  'username',
  'firstName',
  'lastName',
  'email',
  'companyId',
  'companyName',
  'position',
  'active',
  {
    lastLoginAt: (p) => p.lastLoginAt?.toISOString() ?? null,
    emails: (p) => p.emails.join(' '),
  },
]);

export async function peopleRoutes(app: FastifyInstance, deps: RouteContext, sessions: PersonSessions): Promise<void> {
  const people = createPeopleService({ db: deps.db, config: deps.config, queue: deps.queue, now: deps.now, sessions });
  // The routes that can find an address or username taken: the login's per-address request limit, and each taken
  // answer counted per person and address (countingTaken).
  const takenLimit = { rateLimit: { max: deps.config.login.perMinutePerAddress, timeWindow: '1 minute' } };

  // ---------------------------------------------------------------------------------------------------------------
  // People

  listRoute(app, endpoints.search, {
    page: (filters, paging) => people.searchPeople({ ...filters, ...paging }),
    csv: { filename: 'people.csv', columns: PEOPLE_CSV_COLUMNS, rows: (filters) => people.exportPeople(filters) },
  });

  actorRoute(app, endpoints.get, (actor, { params }) => people.getPerson(actor, params.personId));

  changeRoute(app, endpoints.updateProfile, MESSAGES.userUpdated, (ctx, { params, body }) =>
    people.updateProfile(ctx, params.personId, body),
  );

  listRoute(app, endpoints.employees, {
    page: (filters, paging, request) =>
      people.listEmployees(requireActor(request), request.params.companyId, { ...filters, ...paging }),
    csv: {
      filename: ({ params }) => `employees-${params.companyId}.csv`,
      columns: PEOPLE_CSV_COLUMNS,
      rows: (filters, request) => people.exportEmployees(requireActor(request), request.params.companyId, filters),
    },
  });

  changeRoute(
    app,
    endpoints.addEmployee,
    MESSAGES.newEmployeeAdded,
    (ctx, request) =>
      countingTaken(deps, request, () =>
        people.addEmployee(ctx, request.params.companyId, request.body, request.query),
      ),
    takenLimit,
  );

  changeRoute(app, endpoints.updateEmployee, MESSAGES.userUpdated, (ctx, { params, body }) =>
    people.updateEmployee(ctx, params.companyId, body),
  );

  // ---------------------------------------------------------------------------------------------------------------
  // E-mail addresses

  changeRoute(
    app,
    endpoints.addEmail,
    MESSAGES.userUpdated,
    (ctx, request) =>
      countingTaken(deps, request, () => people.addEmail(ctx, request.params.personId, request.query.email)),
    takenLimit,
  );

  changeRoute(app, endpoints.setPrimaryEmail, MESSAGES.userUpdated, (ctx, { params, query }) =>
    people.setPrimaryEmail(ctx, params.personId, query.email),
  );

  changeRoute(app, endpoints.deleteEmail, MESSAGES.userUpdated, (ctx, { params, query }) =>
    people.deleteEmail(ctx, params.personId, query.email),
  );

  // ---------------------------------------------------------------------------------------------------------------
  // Switches and feature flags

  changeRoute(
    app,
    endpoints.setActive,
    ({ body }) => (body.enabled ? MESSAGES.personActivated : MESSAGES.personDeactivated),
    (ctx, { params, body }) => people.setActive(ctx, params.personId, body.enabled),
  );

  const switches = [
    [endpoints.setNotifications, people.setNotifications],
    [endpoints.setForcePasswordReset, people.setForcePasswordReset],
    [endpoints.setRequireTotp, people.setRequireTotp],
  ] as const;
  for (const [endpoint, set] of switches) {
    changeRoute(app, endpoint, MESSAGES.updatedSuccessfully, (ctx, { params, body }) =>
      set(ctx, params.personId, body.enabled),
    );
  }

  changeRoute(app, endpoints.addFeatureFlag, MESSAGES.updatedSuccessfully, (ctx, { params, query }) =>
    people.addFeatureFlag(ctx, params.personId, query.flag),
  );

  changeRoute(app, endpoints.removeFeatureFlag, MESSAGES.updatedSuccessfully, (ctx, { params, query }) =>
    people.removeFeatureFlag(ctx, params.personId, query.flag),
  );

  // ---------------------------------------------------------------------------------------------------------------
  // Activity, login facts, availability

  actorRoute(app, endpoints.activity, (actor, { params, query }) => people.activity(actor, params.personId, query));

  route(app, endpoints.credential, async (request) => ok(await people.credential(request.query.username)));

  // Only for those who create people, and rate-limited: docs/decisions/0016-login-throttling.md. The guard is a
  // hook of its own scope, so it runs before the route's rate limit and refused calls are not counted.
  await app.register(async (scope) => {
    scope.addHook('onRequest', availabilityCheck.onRequest);
    route(
      scope,
      endpoints.validateEmail,
      async (request) => ok(await people.validateEmail(request.query.email, request.query.mobile)),
      { rateLimit: availabilityCheck.rateLimit },
    );
  });

  // ---------------------------------------------------------------------------------------------------------------
  // Positions and security roles

  changeRoute(app, endpoints.changePosition, MESSAGES.positionChanged, (ctx, { params }) =>
    people.changePosition(ctx, params.positionId, params.personId),
  );

  changeRoute(app, endpoints.setSecurityRoles, MESSAGES.securityRolesChanged, (ctx, { params, body }) =>
    people.setSecurityRoles(ctx, params.personId, body.securityRoles),
  );

  actorRoute(app, endpoints.positions, (actor, { query }) => people.listPositions(actor, query.companyId));

  changeRoute(app, endpoints.createPosition, MESSAGES.updatedSuccessfully, (ctx, { body }) =>
    people.createPosition(ctx, body),
  );

  for (const [endpoint, add] of [
    [endpoints.addPositionRole, true],
    [endpoints.removePositionRole, false],
  ] as const) {
    changeRoute(app, endpoint, MESSAGES.securityRolesChanged, (ctx, { params }) =>
      people.changePositionRole(ctx, params.positionId, params.roleId, add),
    );
  }

  actorRoute(app, endpoints.roles, (actor) => people.listRoles(actor));

  route(app, endpoints.permissions, async () => ok(await people.listPermissions()));

  // ---------------------------------------------------------------------------------------------------------------
  // Virtual employment

  actorRoute(app, endpoints.virtualEmployers, (actor, { query }) => people.virtualEmployers(actor, query.personId));

  // ---------------------------------------------------------------------------------------------------------------
  // A company registered with its administrator: one of companies' endpoints, served here because people stand on
  // companies and registering both is people's (decision 0067)

  changeRoute(app, companiesEndpoints.register, COMPANY_MESSAGES.companyRegistered, (ctx, { body }) =>
    people.registerCompany(ctx, body),
  );
}
