import { Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { type GetInputPropsReturnType, useForm } from '@mantine/form';
import {
  type Market,
  type MarketSave,
  marketSaveSchema,
  type Zone,
  type ZoneLink,
  type ZoneLinkSave,
  zoneLinkSaveSchema,
  type ZoneSave,
  zoneSaveSchema,
} from '@portico/contract';
import { CATALOGUE_MESSAGES, CURRENCIES, zoneLinkError } from '@portico/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { splitMandatory, zodFieldErrors } from '../../components/forms/form-errors';
import { Outcome } from '../../components/ui/outcome';
import { useSaveMarket, useSaveZone, useSaveZoneLink } from './catalogue.api';

/**
 * A catalogue form's save: the field errors first (nothing is sent while there are any), then the save, and its
 * message once it is done. Every catalogue form has an `active` switch.
 */
function useCatalogueSave<Body>(
  mutation: UseMutationResult<unknown, Error, Body>,
  form: {
    setErrors(errors: Record<string, string>): void;
    getInputProps(path: 'active', options: { type: 'checkbox' }): GetInputPropsReturnType;
  },
  message: string,
) {
  const [saved, setSaved] = useState<string | null>(null);
  const send = (body: Body, errors: Record<string, string>, then?: () => void) => {
    setSaved(null);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    mutation.mutate(body, {
      onSuccess() {
        setSaved(message);
        then?.();
      },
    });
  };
  return { saved, send, isPending: mutation.isPending, active: form.getInputProps('active', { type: 'checkbox' }) };
}

/** A catalogue form on one row: its fields, whether the thing is active, the save button, and the save's message. */
function CatalogueForm({
  label,
  onSubmit,
  save,
  submitLabel,
  children,
}: {
  label: string;
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  save: { saved: string | null; isPending: boolean; active: GetInputPropsReturnType };
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          {children}
          <Switch label="Active" {...save.active} />
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
        <Outcome success={save.saved} />
      </Stack>
    </form>
  );
}

/** Edits a market: name, country, currency, supplier and whether it is active. */
export function MarketForm({ market, onDone }: { market: Market; onDone?: () => void }) {
  const form = useForm({
    initialValues: {
      name: market.name,
      countryCode: market.countryCode,
      currency: market.currency as string,
      active: market.active,
    },
  });
  const save = useCatalogueSave(useSaveMarket(), form, CATALOGUE_MESSAGES.marketUpdated);
  const submit = form.onSubmit((values) => {
    const body = { id: market.id, supplierId: market.supplierId, ...values } as MarketSave;
    save.send(body, splitMandatory(zodFieldErrors(marketSaveSchema, body)).fieldErrors, onDone);
  });
  return (
    <CatalogueForm label={`Market ${market.name}`} onSubmit={submit} save={save} submitLabel="Save market">
      <TextInput label="Name" required {...form.getInputProps('name')} w={220} />
      <TextInput label="Country code" required {...form.getInputProps('countryCode')} w={120} />
      <Select
        label="Currency"
        data={[...CURRENCIES]}
        allowDeselect={false}
        {...form.getInputProps('currency')}
        w={120}
      />
    </CatalogueForm>
  );
}

/** Edits a zone (or adds one when `zone` is null). */
export function ZoneForm({ zone }: { zone: Zone | null }) {
  const form = useForm({
    initialValues: { name: zone?.name ?? '', description: zone?.description ?? '', active: zone?.active ?? true },
  });
  const save = useCatalogueSave(useSaveZone(), form, CATALOGUE_MESSAGES.zoneUpdated);
  const submit = form.onSubmit((values) => {
    const body: ZoneSave = { ...(zone ? { id: zone.id } : {}), ...values };
    // an added zone leaves the form empty for the next
    save.send(body, splitMandatory(zodFieldErrors(zoneSaveSchema, body)).fieldErrors, zone ? undefined : form.reset);
  });
  return (
    <CatalogueForm
      label={zone ? `Zone ${zone.name}` : 'New zone'}
      onSubmit={submit}
      save={save}
      submitLabel={zone ? 'Save zone' : 'Add zone'}
    >
      <TextInput label="Name" required {...form.getInputProps('name')} w={200} />
      <TextInput label="Description" {...form.getInputProps('description')} w={320} />
    </CatalogueForm>
  );
}

/** Edits a zone link (or adds one when `link` is null): two different zones, each pair once. */
export function ZoneLinkForm({ link, zones }: { link: ZoneLink | null; zones: readonly Zone[] }) {
  const form = useForm({
    initialValues: {
      aZoneId: link ? String(link.aZoneId) : '',
      bZoneId: link ? String(link.bZoneId) : '',
      active: link?.active ?? true,
    },
  });
  const save = useCatalogueSave(useSaveZoneLink(), form, CATALOGUE_MESSAGES.zoneLinkUpdated);
  const options = zones.map((z) => ({ value: String(z.id), label: z.name }));
  const submit = form.onSubmit((values) => {
    const body: ZoneLinkSave = {
      ...(link ? { id: link.id } : {}),
      aZoneId: Number(values.aZoneId),
      bZoneId: Number(values.bZoneId),
      active: values.active,
    };
    const errors = zodFieldErrors(zoneLinkSaveSchema, body);
    for (const key of ['aZoneId', 'bZoneId'] as const) if (errors[key]) errors[key] = 'Choose a zone';
    const itself = zoneLinkError(body.aZoneId, body.bZoneId);
    if (itself && !errors.bZoneId) errors.bZoneId = itself;
    save.send(body, errors, link ? undefined : form.reset);
  });
  return (
    <CatalogueForm
      label={link ? `Zone link ${link.aZone} – ${link.bZone}` : 'New zone link'}
      onSubmit={submit}
      save={save}
      submitLabel={link ? 'Save link' : 'Add link'}
    >
      <Select label="Zone A" data={options} {...form.getInputProps('aZoneId')} w={200} />
      <Select label="Zone B" data={options} {...form.getInputProps('bZoneId')} w={200} />
    </CatalogueForm>
  );
}
