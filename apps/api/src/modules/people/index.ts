import { defineModule, type ModuleDefinition } from '../define-module.js';
import { findPersonCompanyId, findSomePersonOf } from './people.repository.js';
import { peopleRoutes } from './people.routes.js';
import { seedPeopleDemo, seedPeopleReference } from './people.seed.js';
import type { PersonSessions } from './person-sessions.js';

// What other modules may use of the people area: they reach it through this file only.
/** Who may ask whether a username or address is taken (auth's checks and people's): those who create people. */
export { availabilityCheck } from './availability-guard.js';
export { createPerson } from './create-person.js';
export { findPersonIdByUsername } from './people.repository.js';
export { createStaffAdmin } from './create-staff-admin.js';
/** A person's set-password links: the forgot-password form (auth's) asks for one and uses it here (decision 0067). */
export { issuePasswordLink, setPasswordByLink, setPasswordUrl } from './password-links.js';
/** The people companies' views name, given to the companies area by the modules' list (decision 0067). */
export { companyPeople } from './company-people.repository.js';
/** Who did something, by name (a service's history, the dashboard's recent activity). */
export { findPersonNames } from './person-names.repository.js';
/** What people need of auth, given from above by the modules' list (decision 0067). */
export type { PersonSessions } from './person-sessions.js';

/** The people area, given a person's sessions (auth's `personSessions`) by the modules' list. */
export function peopleModule(sessions: PersonSessions): ModuleDefinition {
  return defineModule({
    name: 'people',
    description: 'People, their e-mails, positions and roles, virtual employment and company switching',
    tenantResolvers: {
      person: { owner: findPersonCompanyId, sampleOwnedBy: findSomePersonOf },
    },
    routes: (app, ctx) => peopleRoutes(app, ctx, sessions),
    seed: { reference: seedPeopleReference, demo: seedPeopleDemo },
  });
}
