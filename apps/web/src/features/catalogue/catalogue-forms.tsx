import { Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
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
import { useState } from 'react';
import { splitMandatory, zodFieldErrors } from '../../components/forms/form-errors';
import { Outcome } from '../../components/ui/outcome';
import { useSaveMarket, useSaveZone, useSaveZoneLink } from './catalogue.api';

/**
 * A catalogue form's save: the field errors first (nothing is sent while there are any), then the save, and its
 * message once it is done.
 */
function useCatalogueSave<Body>(mutation: UseMutationResult<unknown, Error, Body>, message: string) {
  const [saved, setSaved] = useState<string | null>(null);
  const send = (
    form: { setErrors(errors: Record<string, string>): void },
    body: Body,
    errors: Record<string, string>,
    then?: () => void,
  ) => {
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
  return { saved, send, isPending: mutation.isPending };
}

/** Edits a market: name, country, currency, supplier and whether it is active. */
export function MarketForm({ market, onDone }: { market: Market; onDone?: () => void }) {
  const save = useCatalogueSave(useSaveMarket(), CATALOGUE_MESSAGES.marketUpdated);
  const form = useForm({
    initialValues: {
      name: market.name,
      countryCode: market.countryCode,
      currency: market.currency as string,
      active: market.active,
    },
  });
  const submit = form.onSubmit((values) => {
    const body = { id: market.id, supplierId: market.supplierId, ...values } as MarketSave;
    save.send(form, body, splitMandatory(zodFieldErrors(marketSaveSchema, body)).fieldErrors, onDone);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Market ${market.name}`}>
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <TextInput label="Name" required {...form.getInputProps('name')} w={220} />
          <TextInput label="Country code" required {...form.getInputProps('countryCode')} w={120} />
          <Select
            label="Currency"
            data={[...CURRENCIES]}
            allowDeselect={false}
            {...form.getInputProps('currency')}
            w={120}
          />
          <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
          <Button type="submit" loading={save.isPending}>
            Save market
          </Button>
        </Group>
        <Outcome success={save.saved} />
      </Stack>
    </form>
  );
}

/** Edits a zone (or adds one when `zone` is null). */
export function ZoneForm({ zone }: { zone: Zone | null }) {
  const save = useCatalogueSave(useSaveZone(), CATALOGUE_MESSAGES.zoneUpdated);
  const form = useForm({
    initialValues: { name: zone?.name ?? '', description: zone?.description ?? '', active: zone?.active ?? true },
  });
  const submit = form.onSubmit((values) => {
    const body: ZoneSave = { ...(zone ? { id: zone.id } : {}), ...values };
    // an added zone leaves the form empty for the next
    save.send(
      form,
      body,
      splitMandatory(zodFieldErrors(zoneSaveSchema, body)).fieldErrors,
      zone ? undefined : form.reset,
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label={zone ? `Zone ${zone.name}` : 'New zone'}>
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <TextInput label="Name" required {...form.getInputProps('name')} w={200} />
          <TextInput label="Description" {...form.getInputProps('description')} w={320} />
          <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
          <Button type="submit" loading={save.isPending}>
            {zone ? 'Save zone' : 'Add zone'}
          </Button>
        </Group>
        <Outcome success={save.saved} />
      </Stack>
    </form>
  );
}

/** Edits a zone link (or adds one when `link` is null): two different zones, each pair once. */
export function ZoneLinkForm({ link, zones }: { link: ZoneLink | null; zones: readonly Zone[] }) {
  const save = useCatalogueSave(useSaveZoneLink(), CATALOGUE_MESSAGES.zoneLinkUpdated);
  const form = useForm({
    initialValues: {
      aZoneId: link ? String(link.aZoneId) : '',
      bZoneId: link ? String(link.bZoneId) : '',
      active: link?.active ?? true,
    },
  });
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
    save.send(form, body, errors, link ? undefined : form.reset);
  });
  return (
    <form onSubmit={submit} noValidate aria-label={link ? `Zone link ${link.aZone} – ${link.bZone}` : 'New zone link'}>
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <Select label="Zone A" data={options} {...form.getInputProps('aZoneId')} w={200} />
          <Select label="Zone B" data={options} {...form.getInputProps('bZoneId')} w={200} />
          <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
          <Button type="submit" loading={save.isPending}>
            {link ? 'Save link' : 'Add link'}
          </Button>
        </Group>
        <Outcome success={save.saved} />
      </Stack>
    </form>
  );
}
