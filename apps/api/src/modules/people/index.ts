import { defineModule } from '../define-module.js';
import { findPersonCompanyId, findSomePersonOf } from './people.repository.js';
import { peopleRoutes } from './people.routes.js';

export const peopleModule = defineModule({
  name: 'people',
  description: 'People, their e-mails, positions and roles, virtual employment and company switching',
  tenantResolvers: {
    person: { owner: findPersonCompanyId, sampleOwnedBy: findSomePersonOf },
  },
  async routes(app, ctx) {
    await app.register(peopleRoutes, ctx);
  },
});
