import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CompanyDetail, type CompanyUpdate, companyUpdateSchema } from '@portico/contract';
import {
  CLIENT_CATEGORIES,
  COMPANY_TYPES,
  canClearTechSupport,
  INDUSTRIES,
  MESSAGES,
  techSupportErrors,
} from '@portico/domain';
import { useEffect, useState } from 'react';
import { useAccountManagers, useUpdateCompany } from './companies.api';
import { clientCategoryLabel, companyTypeLabel } from './company-labels';
import { emptyToNull, splitMandatory, zodFieldErrors } from '../../components/forms/form-errors';
import { CountrySelect } from '../../components/ui/country-select';
import { CompanySection } from './company-section';

interface DetailsValues {
  legalName: string;
  tradingName: string;
  phone: string;
  www: string;
  email: string;
  description: string;
  legalIdentifier: string;
  country: string;
  companyType: string | null;
  industry: string | null;
  clientCategory: string | null;
  wholesaleAgreementDate: string;
  techSupportPhone: string;
  techSupportEmail: string;
  accountManagerId: string | null;
  globalPortPartner: boolean;
  partnerRegistrationDate: string;
}

function valuesOf(company: CompanyDetail): DetailsValues {
  return {
    legalName: company.legalName,
    tradingName: company.tradingName ?? '',
    phone: company.phone ?? '',
    www: company.www ?? '',
    email: company.email ?? '',
    description: company.description ?? '',
    legalIdentifier: company.legalIdentifier ?? '',
    country: company.country ?? '',
    companyType: company.companyType,
    industry: company.industry,
    clientCategory: company.clientCategory,
    wholesaleAgreementDate: company.wholesaleAgreementDate ?? '',
    techSupportPhone: company.techSupportPhone ?? '',
    techSupportEmail: company.techSupportEmail ?? '',
    accountManagerId: company.accountManager ? String(company.accountManager.personId) : null,
    globalPortPartner: company.globalPortPartner,
    partnerRegistrationDate: company.partnerRegistrationDate ?? '',
  };
}

function bodyOf(companyId: number, values: DetailsValues, isStaff: boolean): CompanyUpdate {
  const body: CompanyUpdate = {
    companyId,
    legalName: values.legalName,
    tradingName: emptyToNull(values.tradingName),
    phone: emptyToNull(values.phone),
    www: emptyToNull(values.www),
    email: emptyToNull(values.email),
    description: emptyToNull(values.description),
    legalIdentifier: emptyToNull(values.legalIdentifier),
    country: emptyToNull(values.country),
    companyType: values.companyType as CompanyUpdate['companyType'],
    industry: values.industry,
    techSupportPhone: emptyToNull(values.techSupportPhone),
    techSupportEmail: emptyToNull(values.techSupportEmail),
  };
  // The provider's fields are only sent by staff; the server refuses a customer changing them.
  if (isStaff) {
    body.clientCategory = values.clientCategory as CompanyUpdate['clientCategory'];
    body.wholesaleAgreementDate =
      values.clientCategory === 'WHOLESALE' ? emptyToNull(values.wholesaleAgreementDate) : null;
    body.accountManagerId = values.accountManagerId ? Number(values.accountManagerId) : null;
    body.globalPortPartner = values.globalPortPartner;
    body.partnerRegistrationDate = emptyToNull(values.partnerRegistrationDate);
  }
  return body;
}

/**
 * Every company field of the spec, in titled sections, with one Save for all of them at the end;
 * `PUT /secure/party/company` answers 'Updated successfully'.
 */
export function CompanyDetailsForm({
  company,
  canEdit,
  isStaff,
}: {
  company: CompanyDetail;
  canEdit: boolean;
  isStaff: boolean;
}) {
  const update = useUpdateCompany();
  const managers = useAccountManagers(isStaff && canEdit);
  const [saved, setSaved] = useState(false);
  const [missingMandatory, setMissingMandatory] = useState(false);
  const form = useForm<DetailsValues>({ initialValues: valuesOf(company) });

  // A fresh answer from the server (after a save or another change) becomes the form's new starting point.
  useEffect(() => {
    form.setInitialValues(valuesOf(company));
    form.setValues(valuesOf(company));
    form.resetDirty(valuesOf(company));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [company]);

  const supportContext = { accountType: company.accountType, managedSupport: company.managedSupport };

  const submit = form.onSubmit((values) => {
    setSaved(false);
    const body = bodyOf(company.companyId, values, isStaff);
    const errors = zodFieldErrors(companyUpdateSchema, body);
    const [phoneError, emailError] = [MESSAGES.techSupportPhoneRequired, MESSAGES.techSupportEmailRequired].map(
      (message) => techSupportErrors(company, body, supportContext).find((e) => e === message),
    );
    if (phoneError && !errors.techSupportPhone) errors.techSupportPhone = phoneError;
    if (emailError && !errors.techSupportEmail) errors.techSupportEmail = emailError;
    const { fieldErrors, missingMandatory: missing } = splitMandatory(errors);
    setMissingMandatory(missing);
    form.setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    update.mutate(body, {
      onSuccess() {
        form.resetDirty();
        setSaved(true);
      },
    });
  });

  const wholesale = form.getValues().clientCategory === 'WHOLESALE';
  const managerOptions = (managers.data ?? []).map((p) => ({
    value: String(p.personId),
    label: `${p.firstName} ${p.lastName}`.trim() + (p.email ? ` (${p.email})` : ''),
  }));
  if (company.accountManager && !managerOptions.some((o) => o.value === String(company.accountManager?.personId)))
    managerOptions.unshift({
      value: String(company.accountManager.personId),
      label: `${company.accountManager.firstName} ${company.accountManager.lastName}`,
    });

  const readOnly = !canEdit;
  const supportHint = canClearTechSupport(supportContext)
    ? 'Managed by the partner: may be left empty'
    : 'Cannot be emptied once set';

  return (
    <form onSubmit={submit} noValidate aria-label="Company details">
      <Stack gap="lg">
        <CompanySection id="company-identity-heading" title="Identity">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Legal name" required readOnly={readOnly} {...form.getInputProps('legalName')} />
              <TextInput label="Trading name" readOnly={readOnly} {...form.getInputProps('tradingName')} />
              <TextInput label="Legal identifier" readOnly={readOnly} {...form.getInputProps('legalIdentifier')} />
              <CountrySelect label="Country" readOnly={readOnly} {...form.getInputProps('country')} />
            </SimpleGrid>
            <Textarea label="Description" rows={3} readOnly={readOnly} {...form.getInputProps('description')} />
          </Stack>
        </CompanySection>

        <CompanySection id="company-contact-heading" title="Contact">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Phone" type="tel" readOnly={readOnly} {...form.getInputProps('phone')} />
            <TextInput label="Email" type="email" readOnly={readOnly} {...form.getInputProps('email')} />
            <TextInput label="Website" readOnly={readOnly} {...form.getInputProps('www')} />
          </SimpleGrid>
        </CompanySection>

        <CompanySection id="company-classification-heading" title="Classification">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Company type"
              clearable
              readOnly={readOnly}
              data={COMPANY_TYPES.map((type) => ({ value: type, label: companyTypeLabel(type) }))}
              {...form.getInputProps('companyType')}
            />
            <Select
              label="Industry"
              clearable
              searchable
              readOnly={readOnly}
              data={[...new Set([...INDUSTRIES, ...(company.industry ? [company.industry] : [])])]}
              {...form.getInputProps('industry')}
            />
            <Select
              label="Client category"
              description={isStaff ? undefined : 'Set by the provider'}
              clearable
              readOnly={readOnly}
              disabled={!isStaff}
              data={CLIENT_CATEGORIES.map((c) => ({ value: c, label: clientCategoryLabel(c) }))}
              {...form.getInputProps('clientCategory')}
            />
            {wholesale && (
              <TextInput
                label="Wholesale agreement date"
                type="date"
                required
                readOnly={readOnly}
                disabled={!isStaff}
                {...form.getInputProps('wholesaleAgreementDate')}
              />
            )}
          </SimpleGrid>
        </CompanySection>

        <CompanySection id="company-support-heading" title="Support">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Technical support phone"
              type="tel"
              description={supportHint}
              readOnly={readOnly}
              {...form.getInputProps('techSupportPhone')}
            />
            <TextInput
              label="Technical support email"
              type="email"
              description={supportHint}
              readOnly={readOnly}
              {...form.getInputProps('techSupportEmail')}
            />
          </SimpleGrid>
        </CompanySection>

        <CompanySection id="company-account-heading" title="Account">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {isStaff ? (
              <Select
                label="Account manager"
                placeholder={managers.isLoading ? 'Loading…' : 'Nobody'}
                clearable
                searchable
                readOnly={readOnly}
                data={managerOptions}
                nothingFoundMessage="No provider employee matches"
                {...form.getInputProps('accountManagerId')}
              />
            ) : (
              <TextInput
                label="Account manager"
                disabled
                value={
                  company.accountManager
                    ? `${company.accountManager.firstName} ${company.accountManager.lastName}`
                    : 'Not assigned'
                }
              />
            )}
            <TextInput
              label="Partner registration date"
              type="date"
              readOnly={readOnly}
              disabled={!isStaff}
              {...form.getInputProps('partnerRegistrationDate')}
            />
            <Switch
              label="Global Port partner"
              disabled={readOnly || !isStaff}
              mt="md"
              {...form.getInputProps('globalPortPartner', { type: 'checkbox' })}
            />
          </SimpleGrid>
        </CompanySection>

        {(canEdit || missingMandatory || saved) && (
          // Stays in view at the bottom of the screen while the sections above scroll, so Save is never far.
          <Paper withBorder radius="md" p="sm" shadow="sm" pos="sticky" bottom={8} style={{ zIndex: 2 }}>
            <Stack gap="sm">
              {missingMandatory && (
                <Alert role="alert" color="red" variant="light">
                  {MESSAGES.mandatoryFields}
                </Alert>
              )}
              {saved && !form.isDirty() && (
                <Alert role="status" color="green" variant="light">
                  {MESSAGES.updatedSuccessfully}
                </Alert>
              )}
              {canEdit && (
                <Group>
                  <Button type="submit" loading={update.isPending}>
                    Save details
                  </Button>
                  <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
                    Undo changes
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
    </form>
  );
}
