import { defineModule } from '../define-module.js';
import { findPersonCompanyId, findSomePersonOf } from './people.repository.js';
import { peopleRoutes } from './people.routes.js';
import { seedPeopleDemo, seedPeopleReference } from './people.seed.js';

// What other modules may use of the people area: they reach it through this file only.
export { createPerson } from './create-person.js';
export { findPersonIdByUsername } from './people.repository.js';
export { createStaffAdmin } from './create-staff-admin.js';
/** Who did something, by name (a service's history, the dashboard's recent activity). */
export { findPersonNames } from './person-names.repository.js';
export const peopleModule = defineModule({
  name: 'people',
  description: 'People, their e-mails, positions and roles, virtual employment and company switching',
  tenantResolvers: {
    person: { owner: findPersonCompanyId, sampleOwnedBy: findSomePersonOf },
  },
  routes: peopleRoutes,
  seed: { reference: seedPeopleReference, demo: seedPeopleDemo },
});
