import { Alert, Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
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
import { useState } from 'react';
import { splitMandatory, zodFieldErrors } from '../../components/forms/form-errors';
import { useSaveMarket, useSaveZone, useSaveZoneLink } from './catalogue.api';

function Saved({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert role="status" color="green" variant="light">
      {message}
    </Alert>
  );
}

/** Edits a market: name, country, currency, supplier and whether it is active. */
export function MarketForm({ market, onDone }: { market: Market; onDone?: () => void }) {
  const save = useSaveMarket();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      name: market.name,
      countryCode: market.countryCode,
      currency: market.currency as string,
      active: market.active,
    },
  });
  const submit = form.onSubmit((values) => {
    setSaved(null);
    const body = { id: market.id, supplierId: market.supplierId, ...values } as MarketSave;
    const { fieldErrors } = splitMandatory(zodFieldErrors(marketSaveSchema, body));
    form.setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    save.mutate(body, {
      onSuccess() {
        setSaved(CATALOGUE_MESSAGES.marketUpdated);
        onDone?.();
      },
    });
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
        <Saved message={saved} />
      </Stack>
    </form>
  );
}

/** Edits a zone (or adds one when `zone` is null). */
export function ZoneForm({ zone }: { zone: Zone | null }) {
  const save = useSaveZone();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({
    initialValues: { name: zone?.name ?? '', description: zone?.description ?? '', active: zone?.active ?? true },
  });
  const submit = form.onSubmit((values) => {
    setSaved(null);
    const body: ZoneSave = { ...(zone ? { id: zone.id } : {}), ...values };
    const { fieldErrors } = splitMandatory(zodFieldErrors(zoneSaveSchema, body));
    form.setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    save.mutate(body, {
      onSuccess() {
        setSaved(CATALOGUE_MESSAGES.zoneUpdated);
        if (!zone) form.reset();
      },
    });
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
        <Saved message={saved} />
      </Stack>
    </form>
  );
}

/** Edits a zone link (or adds one when `link` is null): two different zones, each pair once. */
export function ZoneLinkForm({ link, zones }: { link: ZoneLink | null; zones: readonly Zone[] }) {
  const save = useSaveZoneLink();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      aZoneId: link ? String(link.aZoneId) : '',
      bZoneId: link ? String(link.bZoneId) : '',
      active: link?.active ?? true,
    },
  });
  const options = zones.map((z) => ({ value: String(z.id), label: z.name }));
  const submit = form.onSubmit((values) => {
    setSaved(null);
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
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    save.mutate(body, {
      onSuccess() {
        setSaved(CATALOGUE_MESSAGES.zoneLinkUpdated);
        if (!link) form.reset();
      },
    });
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
        <Saved message={saved} />
      </Stack>
    </form>
  );
}
