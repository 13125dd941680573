import { NumberInput, SegmentedControl, Switch } from '@mantine/core';
import type { PortOrder } from '@portico/contract';
import {
  DEFAULT_PORT_SPEED_MBPS,
  DEFAULT_TERM_MONTHS,
  isLagPortCount,
  LAG_PORT_COUNT_MAX,
  LAG_PORT_COUNT_MIN,
  PORT_SPEEDS_MBPS,
  SERVICE_MESSAGES,
} from '@portico/domain';
import { LocationSelect } from '../../components/order/location-select';
import { QuotePromoCodeField } from '../../components/order/quote-promo-code-field';
import { CostCentreInput, ServiceNameInput } from '../../components/forms/service-name-inputs';
import {
  CompanyRequiredNote,
  DiversityZoneSelect,
  diversityZoneOf,
  SpeedSelect,
  TermSelect,
  namedOrder,
  type DraftErrors,
  useOrderDraft,
} from './order-form-fields';
import type { OrderFormProps } from './order-page';
import { portCalls, useOrderableLocations } from './ordering.api';
import { QuoteAndConfirm } from './product-order-flow';
import { FieldRow } from '../../components/forms/field-row';

const EMPTY = {
  productType: 'PORT' as 'PORT' | 'LAG',
  portSpeed: String(DEFAULT_PORT_SPEED_MBPS),
  lagPortCount: 2 as number | string,
  locationId: null as string | null,
  diversityZone: 'none',
  marketplaceVisibility: false,
  term: String(DEFAULT_TERM_MONTHS),
  serviceName: '',
  costCentre: '',
  promoCode: '',
};

/**
 * A Port or LAG order: the choices, then the price (quoted by the server exactly as the order will be priced),
 * then the confirmation. One Idempotency-Key per quoted order, so pressing Confirm again never orders twice.
 */
export function PortOrderForm({ companyId, admin, onPlaced }: OrderFormProps) {
  const locations = useOrderableLocations();
  const { draft, set, field, text, check } = useOrderDraft(EMPTY);
  const isLag = draft.productType === 'LAG';

  /** The form's own check, with the domain's rules and words, before anything is sent. */
  const build = (): PortOrder | null => {
    const found: DraftErrors<typeof draft> = {};
    if (!draft.locationId) found.locationId = SERVICE_MESSAGES.locationRequired;
    if (!draft.serviceName.trim()) found.serviceName = SERVICE_MESSAGES.nameRequired;
    if (isLag && !isLagPortCount(Number(draft.lagPortCount))) found.lagPortCount = SERVICE_MESSAGES.lagCount;
    if (!check(found) || companyId === null) return null;
    return {
      companyId,
      productType: draft.productType,
      portSpeed: Number(draft.portSpeed),
      lagPortCount: isLag ? Number(draft.lagPortCount) : 1,
      locationId: Number(draft.locationId),
      diversityZone: diversityZoneOf(draft.diversityZone),
      marketplaceVisibility: draft.marketplaceVisibility,
      term: Number(draft.term),
      ...namedOrder(draft),
    };
  };

  return (
    <QuoteAndConfirm
      label="Port order"
      calls={portCalls(admin)}
      build={build}
      draft={draft}
      placedMessage={isLag ? SERVICE_MESSAGES.lagCreated : SERVICE_MESSAGES.portCreated}
      onPlaced={onPlaced}
      disabled={companyId === null}
    >
      {(quote) => (
        <>
          <SegmentedControl
            aria-label="Port or LAG"
            data={[
              { value: 'PORT', label: 'Port' },
              { value: 'LAG', label: 'LAG' },
            ]}
            value={draft.productType}
            onChange={(value) => set({ productType: value === 'LAG' ? 'LAG' : 'PORT' })}
          />
          <LocationSelect locations={locations} {...field('locationId')} />
          <FieldRow>
            <SpeedSelect speeds={PORT_SPEEDS_MBPS} {...field('portSpeed')} />
            {isLag && (
              <NumberInput
                label="Ports in the LAG"
                min={LAG_PORT_COUNT_MIN}
                max={LAG_PORT_COUNT_MAX}
                {...field('lagPortCount')}
                allowDecimal={false}
              />
            )}
            <TermSelect admin={admin} {...field('term')} />
            <DiversityZoneSelect {...field('diversityZone')} />
          </FieldRow>
          <ServiceNameInput {...text('serviceName')} />
          <FieldRow>
            <CostCentreInput {...text('costCentre')} />
            <QuotePromoCodeField quote={quote} {...field('promoCode')} />
          </FieldRow>
          <Switch
            label="Visible in the marketplace"
            checked={draft.marketplaceVisibility}
            onChange={(e) => set({ marketplaceVisibility: e.currentTarget.checked })}
          />
          <CompanyRequiredNote shown={admin && companyId === null} />
        </>
      )}
    </QuoteAndConfirm>
  );
}
