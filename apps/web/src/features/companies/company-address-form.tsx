import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CompanyAddress, type CompanyAddressInput, companyAddressInputSchema } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import { useEffect, useState } from 'react';
import { useSaveAddress } from './companies.api';
import { emptyToNull, splitMandatory, zodFieldErrors } from '../../components/forms/form-errors';
import { CountrySelect } from '../../components/ui/country-select';

interface AddressValues {
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
}

const valuesOf = (address: CompanyAddress | null): AddressValues => ({
  address1: address?.address1 ?? '',
  address2: address?.address2 ?? '',
  city: address?.city ?? '',
  state: address?.state ?? '',
  postcode: address?.postcode ?? '',
  country: address?.country ?? '',
});

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
      address1: values.address1,
      address2: emptyToNull(values.address2),
      city: values.city,
      state: emptyToNull(values.state),
      postcode: emptyToNull(values.postcode),
      country: values.country,
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
        {missingMandatory && (
          <Alert role="alert" color="red" variant="light">
            {MESSAGES.mandatoryFields}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={`${prefix} address line 1`}
            required
            readOnly={readOnly}
            {...form.getInputProps('address1')}
          />
          <TextInput label={`${prefix} address line 2`} readOnly={readOnly} {...form.getInputProps('address2')} />
          <TextInput label={`${prefix} city`} required readOnly={readOnly} {...form.getInputProps('city')} />
          <TextInput label={`${prefix} state`} readOnly={readOnly} {...form.getInputProps('state')} />
          <TextInput label={`${prefix} postcode`} readOnly={readOnly} {...form.getInputProps('postcode')} />
          <CountrySelect label={`${prefix} country`} required readOnly={readOnly} {...form.getInputProps('country')} />
        </SimpleGrid>
        {saved && !form.isDirty() && (
          <Alert role="status" color="green" variant="light">
            {MESSAGES.addressUpdated}
          </Alert>
        )}
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
