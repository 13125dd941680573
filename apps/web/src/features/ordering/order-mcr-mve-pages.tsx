import { NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import type { McrOrder, MveOrder } from '@portico/contract';
import {
  DEFAULT_MCR_SPEED_MBPS,
  DEFAULT_TERM_MONTHS,
  isMcrAsn,
  MCR_SPEEDS_MBPS,
  PRODUCT_ORDER_MESSAGES,
  SERVICE_MESSAGES,
} from '@portico/domain';
import { useState } from 'react';
import { PromoCodeField } from '../../components/forms/promo-code-field';
import { PageHeader } from '../../components/ui/page-header';
import { useActingCompany } from '../../lib/auth/acting-company';
import { useOrderableLocations } from './ordering.api';
import { NameFields, TermSelect, usePlaced } from './order-form-fields';
import { PlacedOrderView, QuoteAndConfirm } from './product-order-flow';
import { mcrCalls, mveCalls, useMveCatalogue } from './product-orders.api';

type Errors = Record<string, string>;

function LocationSelect(props: { value: string | null; onChange(value: string | null): void; error?: string }) {
  const locations = useOrderableLocations();
  return (
    <Select
      label="Location"
      placeholder={locations.isPending ? 'Loading…' : 'Choose a location'}
      data={(locations.data ?? []).map(([id, name, state, country]) => ({
        value: String(id),
        label: `${name}${state ? `, ${state}` : ''} (${country})`,
      }))}
      value={props.value}
      onChange={props.onChange}
      searchable
      required
      error={props.error}
    />
  );
}

/** `/orderMcr`: a customer orders an MCR (a cloud router) at a location; price first, then confirm. */
export function OrderMcrPage() {
  const company = useActingCompany();
  const [placed, setPlaced] = usePlaced();
  const [draft, setDraft] = useState({
    locationId: null as string | null,
    portSpeed: String(DEFAULT_MCR_SPEED_MBPS),
    term: String(DEFAULT_TERM_MONTHS),
    mcrAsn: '' as string | number,
    diversityZone: 'none',
    serviceName: '',
    costCentre: '',
    promoCode: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (change: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...change }));

  const build = (): McrOrder | null => {
    const found: Errors = {};
    if (!draft.locationId) found.locationId = SERVICE_MESSAGES.locationRequired;
    if (!draft.serviceName.trim()) found.serviceName = SERVICE_MESSAGES.nameRequired;
    if (draft.mcrAsn !== '' && !isMcrAsn(Number(draft.mcrAsn))) found.mcrAsn = PRODUCT_ORDER_MESSAGES.mcrAsnInvalid;
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    return {
      companyId: company.companyId,
      locationId: Number(draft.locationId),
      portSpeed: Number(draft.portSpeed),
      term: Number(draft.term),
      mcrAsn: draft.mcrAsn === '' ? null : Number(draft.mcrAsn),
      diversityZone: draft.diversityZone === 'none' ? null : (draft.diversityZone as 'red' | 'blue'),
      serviceName: draft.serviceName.trim(),
      costCentre: draft.costCentre.trim() || null,
      promoCode: draft.promoCode.trim() || null,
    };
  };

  return (
    <>
      <PageHeader title="Order an MCR" description={`A cloud router for ${company.companyName}.`} />
      {placed ? (
        <PlacedOrderView {...placed} onAnother={() => setPlaced(null)} canAdvance={false} />
      ) : (
        <QuoteAndConfirm
          label="MCR order"
          calls={mcrCalls(false)}
          build={build}
          draftKey={JSON.stringify(draft)}
          placedMessage={PRODUCT_ORDER_MESSAGES.mcrCreated}
          onPlaced={(order, message) => setPlaced({ order, message })}
        >
          <LocationSelect
            value={draft.locationId}
            onChange={(locationId) => set({ locationId })}
            error={errors.locationId}
          />
          <Select
            label="Speed"
            data={MCR_SPEEDS_MBPS.map((s) => ({ value: String(s), label: `${s / 1_000} Gbps` }))}
            value={draft.portSpeed}
            allowDeselect={false}
            onChange={(value) => set({ portSpeed: value ?? String(DEFAULT_MCR_SPEED_MBPS) })}
          />
          <TermSelect value={draft.term} onChange={(term) => set({ term })} />
          <NumberInput
            label="MCR ASN"
            description="Leave empty for the default (133937)"
            value={draft.mcrAsn}
            onChange={(mcrAsn) => set({ mcrAsn })}
            allowDecimal={false}
            allowNegative={false}
            error={errors.mcrAsn}
          />
          <Select
            label="Diversity zone"
            data={[
              { value: 'none', label: 'None' },
              { value: 'red', label: 'Red' },
              { value: 'blue', label: 'Blue' },
            ]}
            value={draft.diversityZone}
            allowDeselect={false}
            onChange={(value) => set({ diversityZone: value ?? 'none' })}
          />
          <NameFields
            serviceName={draft.serviceName}
            costCentre={draft.costCentre}
            error={errors.serviceName}
            onChange={set}
          />
          <PromoCodeField value={draft.promoCode} onChange={(promoCode) => set({ promoCode })} verdict={null} />
        </QuoteAndConfirm>
      )}
    </>
  );
}

/**
 * `/orderMve`: a customer orders an MVE — a size from `GET /v3/product/mve/variants` and a vendor's image from
 * `GET /v4/product/mve/images`, each read once when the page starts.
 */
export function OrderMvePage() {
  const company = useActingCompany();
  const { variants, images } = useMveCatalogue();
  const [placed, setPlaced] = usePlaced();
  const [draft, setDraft] = useState({
    locationId: null as string | null,
    mveSize: null as string | null,
    imageId: null as string | null,
    vnics: 'Data Plane',
    term: String(DEFAULT_TERM_MONTHS),
    serviceName: '',
    promoCode: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (change: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...change }));
  const imageList = images.data?.images ?? [];
  const image = imageList.find((i) => String(i.id) === draft.imageId) ?? null;

  const build = (): MveOrder | null => {
    const found: Errors = {};
    const vnics = draft.vnics
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean);
    if (!draft.locationId) found.locationId = SERVICE_MESSAGES.locationRequired;
    if (!draft.mveSize) found.mveSize = PRODUCT_ORDER_MESSAGES.mveSizeNotOffered;
    if (!image) found.imageId = PRODUCT_ORDER_MESSAGES.mveImageNotOffered;
    else if (draft.mveSize && !image.availableSizes.some((s) => s === draft.mveSize))
      found.imageId = PRODUCT_ORDER_MESSAGES.mveImageSize;
    if (vnics.length < 1 || vnics.length > 5) found.vnics = PRODUCT_ORDER_MESSAGES.mveVnics;
    if (!draft.serviceName.trim()) found.serviceName = SERVICE_MESSAGES.nameRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || !image || !draft.mveSize) return null;
    return {
      companyId: company.companyId,
      locationId: Number(draft.locationId),
      mveSize: draft.mveSize as MveOrder['mveSize'],
      vendorConfig: { vendor: image.vendor, imageId: image.id },
      vnics: vnics.map((description) => ({ description })),
      term: Number(draft.term),
      serviceName: draft.serviceName.trim(),
      promoCode: draft.promoCode.trim() || null,
    };
  };

  return (
    <>
      <PageHeader title="Order an MVE" description={`A virtual edge device for ${company.companyName}.`} />
      {placed ? (
        <PlacedOrderView {...placed} onAnother={() => setPlaced(null)} canAdvance={false} />
      ) : (
        <QuoteAndConfirm
          label="MVE order"
          calls={mveCalls(false)}
          build={build}
          draftKey={JSON.stringify(draft)}
          placedMessage={PRODUCT_ORDER_MESSAGES.mveCreated}
          onPlaced={(order, message) => setPlaced({ order, message })}
          disabled={variants.isPending || images.isPending}
        >
          <LocationSelect
            value={draft.locationId}
            onChange={(locationId) => set({ locationId })}
            error={errors.locationId}
          />
          <Select
            label="Size"
            placeholder={variants.isPending ? 'Loading…' : 'Choose a size'}
            data={(variants.data ?? []).map((v) => ({
              value: v.size,
              label: `${v.label} (${v.cpuCoreCount} vCPU, ${v.ramGB} GB)`,
            }))}
            value={draft.mveSize}
            onChange={(mveSize) => set({ mveSize })}
            required
            error={errors.mveSize}
          />
          <Select
            label="Vendor image"
            placeholder={images.isPending ? 'Loading…' : 'Choose an image'}
            data={imageList.map((i) => ({ value: String(i.id), label: `${i.vendor} ${i.product} ${i.version}` }))}
            value={draft.imageId}
            onChange={(imageId) => set({ imageId })}
            required
            error={errors.imageId}
          />
          {image && (
            <Text size="sm" c="dimmed">
              {image.vendorDescription}; runs on {image.availableSizes.join(', ')}
            </Text>
          )}
          <TextInput
            label="vNICs"
            description="One to five descriptions, separated by commas"
            value={draft.vnics}
            onChange={(e) => set({ vnics: e.currentTarget.value })}
            error={errors.vnics}
          />
          <TermSelect value={draft.term} onChange={(term) => set({ term })} />
          <Stack gap="sm">
            <NameFields serviceName={draft.serviceName} error={errors.serviceName} onChange={set} />
            <PromoCodeField value={draft.promoCode} onChange={(promoCode) => set({ promoCode })} verdict={null} />
          </Stack>
        </QuoteAndConfirm>
      )}
    </>
  );
}
