import { type PersonView, peopleEndpoints as endpoints } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import type { FastifyInstance } from 'fastify';
import { changeContext as ctx } from '../../http/context.js';
import { csvColumns, sendCsv } from '../../http/csv.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { requireActor } from '../../plugins/access.js';
import { availabilityCheck } from '../auth/index.js';
import type { RouteContext } from '../define-module.js';
import { createPeopleService, type PersonExportItem } from './people.service.js';
import { countingTaken } from './taken-guard.js';

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

export async function peopleRoutes(app: FastifyInstance, deps: RouteContext): Promise<void> {
  const people = createPeopleService({ db: deps.db, config: deps.config, queue: deps.queue, now: deps.now });
  // The routes that can find an address or username taken: the login's per-address request limit, and each taken
  // answer counted per person and address (countingTaken).
  const takenLimit = { rateLimit: { max: deps.config.login.perMinutePerAddress, timeWindow: '1 minute' } };

  // ---------------------------------------------------------------------------------------------------------------
  // People

  route(app, endpoints.search, async (request, reply) => {
    if (request.query.format === 'csv') {
      return sendCsv(reply, 'people.csv', PEOPLE_CSV_COLUMNS, people.exportPeople(request.query));
    }
    return ok(await people.searchPeople(request.query));
  });

  route(app, endpoints.get, async (request) =>
    ok(await people.getPerson(requireActor(request), request.params.personId)),
  );

  route(app, endpoints.updateProfile, async (request) =>
    ok(await people.updateProfile(ctx(request), request.params.personId, request.body), MESSAGES.userUpdated),
  );

  route(app, endpoints.employees, async (request, reply) => {
    const actor = requireActor(request);
    const { companyId } = request.params;
    if (request.query.format === 'csv') {
      return sendCsv(
        reply,
        `employees-${companyId}.csv`,
        PEOPLE_CSV_COLUMNS,
        people.exportEmployees(actor, companyId, request.query),
      );
    }
    return ok(await people.listEmployees(actor, companyId, request.query));
  });

  route(
    app,
    endpoints.addEmployee,
    async (request) =>
      ok(
        await countingTaken(deps, request, () =>
          people.addEmployee(ctx(request), request.params.companyId, request.body, request.query),
        ),
        MESSAGES.newEmployeeAdded,
      ),
    takenLimit,
  );

  route(app, endpoints.updateEmployee, async (request) =>
    ok(await people.updateEmployee(ctx(request), request.params.companyId, request.body), MESSAGES.userUpdated),
  );

  // ---------------------------------------------------------------------------------------------------------------
  // E-mail addresses

  route(
    app,
    endpoints.addEmail,
    async (request) =>
      ok(
        await countingTaken(deps, request, () =>
          people.addEmail(ctx(request), request.params.personId, request.query.email),
        ),
        MESSAGES.userUpdated,
      ),
    takenLimit,
  );

  route(app, endpoints.setPrimaryEmail, async (request) =>
    ok(await people.setPrimaryEmail(ctx(request), request.params.personId, request.query.email), MESSAGES.userUpdated),
  );

  route(app, endpoints.deleteEmail, async (request) =>
    ok(await people.deleteEmail(ctx(request), request.params.personId, request.query.email), MESSAGES.userUpdated),
  );

  // ---------------------------------------------------------------------------------------------------------------
  // Switches and feature flags

  route(app, endpoints.setActive, async (request) => {
    const { enabled } = request.body;
    return ok(
      await people.setActive(ctx(request), request.params.personId, enabled),
      enabled ? MESSAGES.personActivated : MESSAGES.personDeactivated,
    );
  });

  const switches = [
    [endpoints.setNotifications, people.setNotifications],
    [endpoints.setForcePasswordReset, people.setForcePasswordReset],
    [endpoints.setRequireTotp, people.setRequireTotp],
  ] as const;
  for (const [endpoint, set] of switches) {
    route(app, endpoint, async (request) =>
      ok<PersonView>(
        await set(ctx(request), request.params.personId, request.body.enabled),
        MESSAGES.updatedSuccessfully,
      ),
    );
  }

  route(app, endpoints.addFeatureFlag, async (request) =>
    ok(
      await people.addFeatureFlag(ctx(request), request.params.personId, request.query.flag),
      MESSAGES.updatedSuccessfully,
    ),
  );

  route(app, endpoints.removeFeatureFlag, async (request) =>
    ok(
      await people.removeFeatureFlag(ctx(request), request.params.personId, request.query.flag),
      MESSAGES.updatedSuccessfully,
    ),
  );

  // ---------------------------------------------------------------------------------------------------------------
  // Activity, login facts, availability

  route(app, endpoints.activity, async (request) =>
    ok(await people.activity(requireActor(request), request.params.personId, request.query)),
  );

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

  route(app, endpoints.changePosition, async (request) =>
    ok(
      await people.changePosition(ctx(request), request.params.positionId, request.params.personId),
      MESSAGES.positionChanged,
    ),
  );

  route(app, endpoints.setSecurityRoles, async (request) =>
    ok(
      await people.setSecurityRoles(ctx(request), request.params.personId, request.body.securityRoles),
      MESSAGES.securityRolesChanged,
    ),
  );

  route(app, endpoints.positions, async (request) =>
    ok(await people.listPositions(requireActor(request), request.query.companyId)),
  );

  route(app, endpoints.createPosition, async (request) =>
    ok(await people.createPosition(ctx(request), request.body), MESSAGES.updatedSuccessfully),
  );

  for (const [endpoint, add] of [
    [endpoints.addPositionRole, true],
    [endpoints.removePositionRole, false],
  ] as const) {
    route(app, endpoint, async (request) =>
      ok(
        await people.changePositionRole(ctx(request), request.params.positionId, request.params.roleId, add),
        MESSAGES.securityRolesChanged,
      ),
    );
  }

  route(app, endpoints.roles, async (request) => ok(await people.listRoles(requireActor(request))));

  route(app, endpoints.permissions, async () => ok(await people.listPermissions()));

  // ---------------------------------------------------------------------------------------------------------------
  // Virtual employment

  route(app, endpoints.virtualEmployers, async (request) =>
    ok(await people.virtualEmployers(requireActor(request), request.query.personId)),
  );
}
