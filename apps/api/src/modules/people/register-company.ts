import type { CompanyRegistration } from '@portico/contract';
import { companyRegistrationSchema } from '@portico/contract';
import { ADMIN_CONTACT_POSITION, MESSAGES, sameEmail } from '@portico/domain';
import { invalid } from '../../errors.js';
import type { ChangeContext } from '../../http/context.js';
import { inChange } from '../audit/index.js';
import { insertRegisteredCompany } from '../companies/index.js';
import { createPerson } from './create-person.js';
import type { PeopleDeps } from './people-deps.js';

/** '' means "no value" in a form; the database keeps null. */
const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Staff register a company with its administrator in one step (`POST /secure/party/admincompanyregistration`): the
 * company (through the companies index), its first person and the audit record in one change. People stand on
 * companies, so registering both is people's (decision 0067); companies know nothing of it.
 */
export async function registerCompany({ db }: Pick<PeopleDeps, 'db'>, ctx: ChangeContext, input: CompanyRegistration) {
  const { companyDto, personDto } = companyRegistrationSchema.parse(input);
  if (sameEmail(companyDto.email, personDto.email)) throw invalid(MESSAGES.adminEmailSameAsCompany);
  return inChange(db, ctx, async ({ tx, audit }) => {
    const company = await insertRegisteredCompany(tx, companyDto);
    const person = await createPerson(tx, {
      companyId: company.id,
      username: personDto.username,
      email: personDto.email,
      firstName: personDto.firstName,
      lastName: personDto.lastName,
      positionName: ADMIN_CONTACT_POSITION,
      password: blankToNull(personDto.password),
      phone: blankToNull(personDto.phone),
      mobile: blankToNull(personDto.mobile),
    });
    await audit({
      action: 'company.register',
      entityType: 'company',
      entityId: company.id,
      companyId: company.id,
      before: null,
      after: {
        ...company.summary,
        createDate: company.createdAt.toISOString(),
        administrator: {
          personId: person.id,
          username: personDto.username,
          email: personDto.email,
          position: ADMIN_CONTACT_POSITION,
        },
      },
    });
    return { companyId: company.id, companyUid: company.uid, personId: person.id };
  });
}
