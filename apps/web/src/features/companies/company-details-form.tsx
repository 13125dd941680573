import { Button, Group, Paper, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CompanyDetail, type CompanyUpdate, companyUpdateSchema } from '@portico/contract';
import { CLIENT_CATEGORIES, canClearTechSupport, INDUSTRIES, MESSAGES, techSupportErrors } from '@portico/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { useAccountManagers, useUpdateCompany } from './companies.api';
import { clientCategoryLabel, COMPANY_TYPE_OPTIONS } from './company-labels';
import { emptyToNull, splitMandatory, zodFieldErrors } from '../../components/forms/form-errors';
import { nullIfEmpty, textValues } from '../../components/forms/form-values';
import { FieldGrid, type GridField } from '../../components/forms/field-grid';
import { Outcome } from '../../components/ui/outcome';
import { CompanySection } from './company-section';

const CLIENT_CATEGORY_OPTIONS = CLIENT_CATEGORIES.map((c) => ({ value: c, label: clientCategoryLabel(c) }));

/** The fields anyone who may edit the company sends ('' is sent as none). */
const OPTIONAL_FIELDS = [
  'tradingName',
  'phone',
  'www',
  'email',
  'description',
  'legalIdentifier',
  'country',
  'techSupportPhone',
  'techSupportEmail',
] as const;
/** The provider's dates, sent by staff only. */
const STAFF_DATES = ['wholesaleAgreementDate', 'partnerRegistrationDate'] as const;

type DetailsValues = Record<(typeof OPTIONAL_FIELDS)[number] | (typeof STAFF_DATES)[number], string> & {
  legalName: string;
  companyType: string | null;
  industry: string | null;
  clientCategory: string | null;
  accountManagerId: string | null;
  globalPortPartner: boolean;
};

function valuesOf(company: CompanyDetail): DetailsValues {
  return {
    ...textValues(company, [...OPTIONAL_FIELDS, ...STAFF_DATES]),
    legalName: company.legalName,
    companyType: company.companyType,
    industry: company.industry,
    clientCategory: company.clientCategory,
    accountManagerId: company.accountManager ? String(company.accountManager.personId) : null,
    globalPortPartner: company.globalPortPartner,
  };
}

function bodyOf(companyId: number, values: DetailsValues, isStaff: boolean): CompanyUpdate {
  const body: CompanyUpdate = {
    companyId,
    legalName: values.legalName,
    ...nullIfEmpty(values, OPTIONAL_FIELDS),
    companyType: values.companyType as CompanyUpdate['companyType'],
    industry: values.industry,
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

  /** One titled section: its fields in the grid, then what follows them. */
  const section = (key: string, title: string, fields: GridField[], after?: ReactNode) => {
    const grid = <FieldGrid form={form} readOnly={readOnly} fields={fields} />;
    return (
      <CompanySection id={`company-${key}-heading`} title={title}>
        {after ? (
          <Stack gap="md">
            {grid}
            {after}
          </Stack>
        ) : (
          grid
        )}
      </CompanySection>
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Company details">
      <Stack gap="lg">
        {section(
          'identity',
          'Identity',
          [
            { name: 'legalName', label: 'Legal name', required: true },
            { name: 'tradingName', label: 'Trading name' },
            { name: 'legalIdentifier', label: 'Legal identifier' },
            { name: 'country', label: 'Country', country: true },
          ],
          <Textarea label="Description" rows={3} readOnly={readOnly} {...form.getInputProps('description')} />,
        )}

        {section('contact', 'Contact', [
          { name: 'phone', label: 'Phone', type: 'tel' },
          { name: 'email', label: 'Email', type: 'email' },
          { name: 'www', label: 'Website' },
        ])}

        {section('classification', 'Classification', [
          { name: 'companyType', label: 'Company type', clearable: true, data: COMPANY_TYPE_OPTIONS },
          {
            name: 'industry',
            label: 'Industry',
            clearable: true,
            searchable: true,
            data: [...new Set([...INDUSTRIES, ...(company.industry ? [company.industry] : [])])],
          },
          {
            name: 'clientCategory',
            label: 'Client category',
            description: isStaff ? undefined : 'Set by the provider',
            clearable: true,
            disabled: !isStaff,
            data: CLIENT_CATEGORY_OPTIONS,
          },
          wholesale && {
            name: 'wholesaleAgreementDate',
            label: 'Wholesale agreement date',
            type: 'date',
            required: true,
            disabled: !isStaff,
          },
        ])}

        {section('support', 'Support', [
          { name: 'techSupportPhone', label: 'Technical support phone', type: 'tel', description: supportHint },
          { name: 'techSupportEmail', label: 'Technical support email', type: 'email', description: supportHint },
        ])}

        {section('account', 'Account', [
          isStaff ? (
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
          ),
          {
            name: 'partnerRegistrationDate',
            label: 'Partner registration date',
            type: 'date',
            disabled: !isStaff,
          },
          <Switch
            label="Global Port partner"
            disabled={readOnly || !isStaff}
            mt="md"
            {...form.getInputProps('globalPortPartner', { type: 'checkbox' })}
          />,
        ])}

        {(canEdit || missingMandatory || saved) && (
          // Stays in view at the bottom of the screen while the sections above scroll, so Save is never far.
          <Paper withBorder radius="md" p="sm" shadow="sm" pos="sticky" bottom={8} style={{ zIndex: 2 }}>
            <Stack gap="sm">
              <Outcome error={missingMandatory && MESSAGES.mandatoryFields} />
              <Outcome success={saved && !form.isDirty() ? MESSAGES.updatedSuccessfully : null} />
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
