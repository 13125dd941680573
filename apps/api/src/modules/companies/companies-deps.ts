import type { Db } from '../../db/client.js';
import type { CreditBureau } from '../../integrations/credit/credit-bureau.js';
import type { CompanyPeople } from './company-people.js';

/** What the companies area's use cases work with (apart from the service, so that they need not import it). */
export interface CompaniesServiceDeps {
  db: Db;
  /** null: credit checks are switched off on this server */
  creditBureau: CreditBureau | null;
  now: () => Date;
  /** the people companies' views name, people's (given from above: `CompanyPeople`) */
  people: CompanyPeople;
}
