import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CompanyAddress, type CompanyAddressInput, companyAddressInputSchema } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import { useEffect, useState } from 'react';
import { useSaveAddress } from './companies.api';
import { splitMandatory, zodFieldErrors } from '../../components/forms/form-errors';
import { nullIfEmpty, textValues } from '../../components/forms/form-values';
import { addressFields, FieldGrid } from '../../components/forms/field-grid';
import { Outcome } from '../../components/ui/outcome';

const FIELDS = ['address1', 'address2', 'city', 'state', 'postcode', 'country'] as const;
type AddressValues = Record<(typeof FIELDS)[number], string>;

const valuesOf = (address: CompanyAddress | null): AddressValues => textValues(address, FIELDS);

/**
 * The billing or the physical address of a company. A company without one creates it (addressId 0); the server
 * answers 'Address updated' either way.
 */
export function CompanyAddressForm({
  companyId,
  address,
  billing,
  canEdit,
}: {
  companyId: number;
  address: CompanyAddress | null;
  billing: boolean;
  canEdit: boolean;
}) {
  const save = useSaveAddress(companyId);
  const [saved, setSaved] = useState(false);
  const [missingMandatory, setMissingMandatory] = useState(false);
  const form = useForm<AddressValues>({ initialValues: valuesOf(address) });
  const label = billing ? 'Billing address' : 'Physical address';
  const prefix = billing ? 'Billing' : 'Physical';

  useEffect(() => {
    form.setValues(valuesOf(address));
    form.resetDirty(valuesOf(address));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address]);

  const submit = form.onSubmit((values) => {
    setSaved(false);
    const body: CompanyAddressInput = {
      billing,
      ...values,
      ...nullIfEmpty(values, ['address2', 'state', 'postcode']),
    };
    const { fieldErrors, missingMandatory: missing } = splitMandatory(zodFieldErrors(companyAddressInputSchema, body));
    setMissingMandatory(missing);
    form.setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    save.mutate({ addressId: address?.addressId ?? 0, body }, { onSuccess: () => setSaved(true) });
  });

  const readOnly = !canEdit;
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        <Outcome error={missingMandatory && MESSAGES.mandatoryFields} />
        <FieldGrid form={form} readOnly={readOnly} fields={addressFields(prefix, true)} />
        <Outcome success={saved && !form.isDirty() ? MESSAGES.addressUpdated : null} />
        {canEdit && (
          <Group>
            <Button type="submit" variant="light" loading={save.isPending}>
              {address ? `Save ${label.toLowerCase()}` : `Add ${label.toLowerCase()}`}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
