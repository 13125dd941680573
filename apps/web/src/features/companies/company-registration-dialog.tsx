import { Button, Group, Modal, PasswordInput, Stack, Stepper } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type CompanyRegistrationCompany,
  type CompanyRegistrationPerson,
  companyRegistrationCompanySchema,
  companyRegistrationPersonSchema,
} from '@portico/contract';
import { INDUSTRIES, MESSAGES, sameEmail } from '@portico/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRegisterCompany } from './companies.api';
import { COMPANY_TYPE_OPTIONS } from './company-labels';
import { splitMandatory, zodFieldErrors } from '../../components/forms/form-errors';
import { FieldGrid, type FormField } from '../../components/forms/field-grid';
import { textValues, undefinedIfEmpty } from '../../components/forms/form-values';
import { Outcome } from '../../components/ui/outcome';

const EMPTY = {
  company: {
    ...textValues(null, ['legalName', 'tradingName', 'email', 'phone', 'country', 'www', 'legalIdentifier']),
    companyType: null as string | null,
    industry: null as string | null,
  },
  person: textValues(null, ['firstName', 'lastName', 'email', 'username', 'phone', 'password']),
};
type RegistrationValues = typeof EMPTY;

const companyDto = (values: RegistrationValues['company']): CompanyRegistrationCompany => ({
  ...values,
  ...undefinedIfEmpty(values, ['tradingName', 'www', 'legalIdentifier']),
  companyType: (values.companyType ?? undefined) as CompanyRegistrationCompany['companyType'],
  industry: values.industry ?? undefined,
});

const personDto = (values: RegistrationValues['person']): CompanyRegistrationPerson => ({
  ...values,
  ...undefinedIfEmpty(values, ['phone', 'password']),
});

const COMPANY_FIELDS: FormField[] = [
  { name: 'company.legalName', label: 'Legal name', required: true },
  { name: 'company.tradingName', label: 'Trading name' },
  { name: 'company.email', label: 'Company email', type: 'email', required: true },
  { name: 'company.phone', label: 'Company phone', type: 'tel', required: true },
  { name: 'company.country', label: 'Country', required: true, country: true },
  { name: 'company.www', label: 'Website' },
  { name: 'company.legalIdentifier', label: 'Legal identifier' },
  { name: 'company.companyType', label: 'Company type', clearable: true, data: COMPANY_TYPE_OPTIONS },
  { name: 'company.industry', label: 'Industry', clearable: true, searchable: true, data: [...INDUSTRIES] },
];

const PERSON_FIELDS: FormField[] = [
  { name: 'person.firstName', label: 'First name', required: true },
  { name: 'person.lastName', label: 'Last name', required: true },
  {
    name: 'person.email',
    label: 'Administrator email',
    type: 'email',
    required: true,
    description: 'Must differ from the company email',
  },
  { name: 'person.username', label: 'Username', required: true },
  { name: 'person.phone', label: 'Administrator phone', type: 'tel' },
];

/**
 * Staff register a company in two steps (the company, then its administrator). Afterwards the new company's supply
 * page opens with the spec's prompt to add a supply.
 */
export function CompanyRegistrationDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const navigate = useNavigate();
  const register = useRegisterCompany();
  const [step, setStep] = useState(0);
  const [missingMandatory, setMissingMandatory] = useState(false);
  const form = useForm<RegistrationValues>({ initialValues: EMPTY });

  const close = () => {
    form.reset();
    register.reset();
    setStep(0);
    setMissingMandatory(false);
    onClose();
  };

  const checkStep = (which: number): boolean => {
    const values = form.getValues();
    const errors =
      which === 0
        ? zodFieldErrors(companyRegistrationCompanySchema, companyDto(values.company), 'company.')
        : zodFieldErrors(companyRegistrationPersonSchema, personDto(values.person), 'person.');
    if (which === 1 && !errors['person.email'] && sameEmail(values.company.email, values.person.email))
      errors['person.email'] = MESSAGES.adminEmailSameAsCompany;
    const { fieldErrors, missingMandatory: missing } = splitMandatory(errors);
    form.setErrors(fieldErrors);
    setMissingMandatory(missing);
    return Object.keys(fieldErrors).length === 0;
  };

  const next = () => {
    if (checkStep(0)) setStep(1);
  };

  const submit = form.onSubmit((values) => {
    if (step === 0) return next();
    if (!checkStep(1)) return;
    register.mutate(
      { companyDto: companyDto(values.company), personDto: personDto(values.person) },
      {
        onSuccess(result) {
          close();
          navigate(`/companySupply/${result.companyId}?registered=1`);
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title="Register company" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stepper active={step} onStepClick={(index) => (index < step ? setStep(index) : undefined)} size="sm">
            <Stepper.Step label="Company" description="Step 1" />
            <Stepper.Step label="Administrator" description="Step 2" />
          </Stepper>
          <Outcome error={missingMandatory && MESSAGES.mandatoryFields} />
          <FieldGrid
            form={form}
            fields={
              step === 0
                ? COMPANY_FIELDS
                : [
                    ...PERSON_FIELDS,
                    <PasswordInput
                      label="Initial password"
                      description="Optional; otherwise the administrator resets it"
                      autoComplete="new-password"
                      {...form.getInputProps('person.password')}
                    />,
                  ]
            }
          />
          <Outcome error={register.error} />
          <Group justify="space-between">
            <Button variant="default" onClick={step === 0 ? close : () => setStep(0)}>
              {step === 0 ? 'Cancel' : 'Back'}
            </Button>
            {step === 0 ? (
              <Button onClick={next}>Next</Button>
            ) : (
              <Button type="submit" loading={register.isPending}>
                Register
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
