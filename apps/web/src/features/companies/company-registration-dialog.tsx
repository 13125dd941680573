import {
  Alert,
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type CompanyRegistrationCompany,
  type CompanyRegistrationPerson,
  companyRegistrationCompanySchema,
  companyRegistrationPersonSchema,
} from '@portico/contract';
import { COMPANY_TYPES, INDUSTRIES, MESSAGES, sameEmail } from '@portico/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api';
import { useRegisterCompany } from './companies.api';
import { companyTypeLabel } from './company-labels';
import { emptyToUndefined, splitMandatory, zodFieldErrors } from '../../components/forms/form-errors';
import { CountrySelect } from '../../components/ui/country-select';

interface RegistrationValues {
  company: {
    legalName: string;
    tradingName: string;
    email: string;
    phone: string;
    country: string;
    www: string;
    legalIdentifier: string;
    companyType: string | null;
    industry: string | null;
  };
  person: {
    firstName: string;
    lastName: string;
    email: string;
    username: string;
    phone: string;
    password: string;
  };
}

const EMPTY: RegistrationValues = {
  company: {
    legalName: '',
    tradingName: '',
    email: '',
    phone: '',
    country: '',
    www: '',
    legalIdentifier: '',
    companyType: null,
    industry: null,
  },
  person: { firstName: '', lastName: '', email: '', username: '', phone: '', password: '' },
};

function companyDto(values: RegistrationValues['company']): CompanyRegistrationCompany {
  return {
    legalName: values.legalName,
    email: values.email,
    phone: values.phone,
    country: values.country,
    tradingName: emptyToUndefined(values.tradingName),
    www: emptyToUndefined(values.www),
    legalIdentifier: emptyToUndefined(values.legalIdentifier),
    companyType: (values.companyType ?? undefined) as CompanyRegistrationCompany['companyType'],
    industry: values.industry ?? undefined,
  };
}

function personDto(values: RegistrationValues['person']): CompanyRegistrationPerson {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    username: values.username,
    phone: emptyToUndefined(values.phone),
    password: emptyToUndefined(values.password),
  };
}

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

  const problem = register.error ? (isApiError(register.error) ? register.error.message : MESSAGES.unexpected) : null;

  return (
    <Modal opened={opened} onClose={close} title="Register company" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stepper active={step} onStepClick={(index) => (index < step ? setStep(index) : undefined)} size="sm">
            <Stepper.Step label="Company" description="Step 1" />
            <Stepper.Step label="Administrator" description="Step 2" />
          </Stepper>
          {missingMandatory && (
            <Alert role="alert" color="red" variant="light">
              {MESSAGES.mandatoryFields}
            </Alert>
          )}
          {step === 0 ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Legal name" required {...form.getInputProps('company.legalName')} />
              <TextInput label="Trading name" {...form.getInputProps('company.tradingName')} />
              <TextInput label="Company email" type="email" required {...form.getInputProps('company.email')} />
              <TextInput label="Company phone" type="tel" required {...form.getInputProps('company.phone')} />
              <CountrySelect label="Country" required {...form.getInputProps('company.country')} />
              <TextInput label="Website" {...form.getInputProps('company.www')} />
              <TextInput label="Legal identifier" {...form.getInputProps('company.legalIdentifier')} />
              <Select
                label="Company type"
                clearable
                data={COMPANY_TYPES.map((type) => ({ value: type, label: companyTypeLabel(type) }))}
                {...form.getInputProps('company.companyType')}
              />
              <Select
                label="Industry"
                clearable
                searchable
                data={[...INDUSTRIES]}
                {...form.getInputProps('company.industry')}
              />
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="First name" required {...form.getInputProps('person.firstName')} />
              <TextInput label="Last name" required {...form.getInputProps('person.lastName')} />
              <TextInput
                label="Administrator email"
                type="email"
                required
                description="Must differ from the company email"
                {...form.getInputProps('person.email')}
              />
              <TextInput label="Username" required {...form.getInputProps('person.username')} />
              <TextInput label="Administrator phone" type="tel" {...form.getInputProps('person.phone')} />
              <PasswordInput
                label="Initial password"
                description="Optional; otherwise the administrator resets it"
                autoComplete="new-password"
                {...form.getInputProps('person.password')}
              />
            </SimpleGrid>
          )}
          {problem && (
            <Alert role="alert" color="red" variant="light">
              {problem}
            </Alert>
          )}
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
