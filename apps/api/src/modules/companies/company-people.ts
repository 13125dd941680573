import type { DbOrTx } from '../../db/client.js';
import type { SqlExpression } from './companies.repository.js';

/** How the company screens name a person (an account manager, a contact). */
export interface PersonRef {
  personId: number;
  personUid: string;
  firstName: string;
  lastName: string;
  /** the primary e-mail address, if any */
  email: string | null;
}

/** A user of a company, as the list of every company shows it. */
export interface CompanyUser {
  companyId: number;
  personId: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  active: boolean;
}

/**
 * The people that companies' views name (decision 0067), read by people: people stand on companies (a person's
 * company is a foreign key), so companies never import them; the modules' list gives companies people's read
 * functions from above.
 */
export interface CompanyPeople {
  /** one person as the company screens name them, with their company and whether they are active; null if none */
  personRef(db: DbOrTx, personId: number): Promise<(PersonRef & { companyId: number; active: boolean }) | null>;
  /**
   * `personRef`'s person (without company and active) as a json expression of the company detail's own statement,
   * null when none (decision 0096); `personId` an expression of that statement
   */
  personRefJson(personId: SqlExpression): SqlExpression;
  /** the active people of the companies, by first and last name (the provider's: the account managers) */
  peopleOfCompanies(db: DbOrTx, companyIds: readonly number[]): Promise<PersonRef[]>;
  /** the users of each company, at most `perCompany` each, by name */
  usersOfCompanies(db: DbOrTx, companyIds: number[], perCompany: number): Promise<CompanyUser[]>;
  /** some people's names ("First Last", else their username) by id; ids not found are left out */
  personNames(db: DbOrTx, personIds: readonly number[]): Promise<Map<number, string>>;
}
