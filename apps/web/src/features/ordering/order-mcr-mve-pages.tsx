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
import { PromoCodeField } from '../../components/forms/promo-code-field';
import { LocationSelect } from '../../components/order/location-select';
import { useActingCompany } from '../../lib/auth/acting-company';
import { CostCentreInput, ServiceNameInput } from '../../components/forms/service-name-inputs';
import {
  DiversityZoneSelect,
  diversityZoneOf,
  SpeedSelect,
  TermSelect,
  namedOrder,
  type DraftErrors,
  useOrderDraft,
} from './order-form-fields';
import { CustomerOrderPage, type OrderFormProps, OrderPage, WhenMayOrder } from './order-page';
import { useOrderableLocations } from './ordering.api';
import { QuoteAndConfirm } from './product-order-flow';
import { mcrCalls, mveCalls, useMveCatalogue } from './product-orders.api';

type CustomerFormProps = Pick<OrderFormProps, 'onPlaced'> & { companyId: number };
type MveCatalogue = ReturnType<typeof useMveCatalogue>;

function McrOrderForm({ companyId, onPlaced }: CustomerFormProps) {
  const locations = useOrderableLocations();
  const { draft, field, text, check } = useOrderDraft({
    locationId: null as string | null,
    portSpeed: String(DEFAULT_MCR_SPEED_MBPS),
    term: String(DEFAULT_TERM_MONTHS),
    mcrAsn: '' as string | number,
    diversityZone: 'none',
    serviceName: '',
    costCentre: '',
    promoCode: '',
  });

  const build = (): McrOrder | null => {
    const found: DraftErrors<typeof draft> = {};
    if (!draft.locationId) found.locationId = SERVICE_MESSAGES.locationRequired;
    if (!draft.serviceName.trim()) found.serviceName = SERVICE_MESSAGES.nameRequired;
    if (draft.mcrAsn !== '' && !isMcrAsn(Number(draft.mcrAsn))) found.mcrAsn = PRODUCT_ORDER_MESSAGES.mcrAsnInvalid;
    if (!check(found)) return null;
    return {
      companyId,
      locationId: Number(draft.locationId),
      portSpeed: Number(draft.portSpeed),
      term: Number(draft.term),
      mcrAsn: draft.mcrAsn === '' ? null : Number(draft.mcrAsn),
      diversityZone: diversityZoneOf(draft.diversityZone),
      ...namedOrder(draft),
    };
  };

  return (
    <QuoteAndConfirm
      label="MCR order"
      calls={mcrCalls(false)}
      build={build}
      draft={draft}
      placedMessage={PRODUCT_ORDER_MESSAGES.mcrCreated}
      onPlaced={onPlaced}
    >
      <LocationSelect locations={locations} {...field('locationId')} />
      <SpeedSelect speeds={MCR_SPEEDS_MBPS} {...field('portSpeed')} />
      <TermSelect {...field('term')} />
      <NumberInput
        label="MCR ASN"
        description="Leave empty for the default (133937)"
        {...field('mcrAsn')}
        allowDecimal={false}
        allowNegative={false}
      />
      <DiversityZoneSelect {...field('diversityZone')} />
      <ServiceNameInput {...text('serviceName')} />
      <CostCentreInput {...text('costCentre')} />
      <PromoCodeField {...field('promoCode')} verdict={null} />
    </QuoteAndConfirm>
  );
}

/** `/orderMcr`: a customer orders an MCR (a cloud router) at a location; price first, then confirm. */
export function OrderMcrPage() {
  const description = (company: string) => `A cloud router for ${company}.`;
  return <CustomerOrderPage title="Order an MCR" description={description} form={McrOrderForm} />;
}

function MveOrderForm({ companyId, onPlaced, catalogue }: CustomerFormProps & { catalogue: MveCatalogue }) {
  const { variants, images } = catalogue;
  const locations = useOrderableLocations();
  const { draft, field, text, check } = useOrderDraft({
    locationId: null as string | null,
    mveSize: null as string | null,
    imageId: null as string | null,
    vnics: 'Data Plane',
    term: String(DEFAULT_TERM_MONTHS),
    serviceName: '',
    promoCode: '',
  });
  // the answer groups images by vendor and product; the form picks one image of the flat list
  const imageList = (images.data?.mveImages ?? []).flatMap((group) =>
    group.images.map((image) => ({ ...image, vendor: group.vendor, product: group.product })),
  );
  const image = imageList.find((i) => String(i.id) === draft.imageId) ?? null;

  const build = (): MveOrder | null => {
    const found: DraftErrors<typeof draft> = {};
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
    if (!check(found) || !image || !draft.mveSize) return null;
    return {
      companyId,
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
    <QuoteAndConfirm
      label="MVE order"
      calls={mveCalls(false)}
      build={build}
      draft={draft}
      placedMessage={PRODUCT_ORDER_MESSAGES.mveCreated}
      onPlaced={onPlaced}
      disabled={variants.isPending || images.isPending}
    >
      <LocationSelect locations={locations} {...field('locationId')} />
      <Select
        label="Size"
        placeholder={variants.isPending ? 'Loading…' : 'Choose a size'}
        data={(variants.data ?? []).map((v) => ({
          value: v.size,
          label: `${v.label} (${v.cpuCoreCount} vCPU, ${v.ramGB} GB)`,
        }))}
        {...field('mveSize')}
        required
      />
      <Select
        label="Vendor image"
        placeholder={images.isPending ? 'Loading…' : 'Choose an image'}
        data={imageList.map((i) => ({ value: String(i.id), label: `${i.vendor} ${i.product} ${i.version}` }))}
        {...field('imageId')}
        required
      />
      {image && (
        <Text size="sm" c="dimmed">
          {image.vendorDescription}; runs on {image.availableSizes.join(', ')}
        </Text>
      )}
      <TextInput label="vNICs" description="One to five descriptions, separated by commas" {...text('vnics')} />
      <TermSelect {...field('term')} />
      <Stack gap="sm">
        <ServiceNameInput {...text('serviceName')} />
        <PromoCodeField {...field('promoCode')} verdict={null} />
      </Stack>
    </QuoteAndConfirm>
  );
}

/**
 * `/orderMve`: a customer orders an MVE — a size from `GET /v3/product/mve/variants` and a vendor's image from
 * `GET /v4/product/mve/images`, each read once when the page starts.
 */
export function OrderMvePage() {
  const company = useActingCompany();
  const catalogue = useMveCatalogue();
  return (
    <OrderPage title="Order an MVE" description={`A virtual edge device for ${company.companyName}.`}>
      {(onPlaced) => (
        <WhenMayOrder companyId={company.companyId}>
          <MveOrderForm
            key={company.companyId}
            companyId={company.companyId}
            onPlaced={onPlaced}
            catalogue={catalogue}
          />
        </WhenMayOrder>
      )}
    </OrderPage>
  );
}
