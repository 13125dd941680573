import { ActionIcon, Button, Fieldset, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Market } from '@portico/contract';
import {
  MAX_VXC_CHARGE_SPEED_MBPS,
  minorToAmount,
  parseAmountToMinor,
  PRICEBOOK_RULE_MESSAGES,
  type VxcChargeEntry,
  vxcChargesError,
} from '@portico/domain';
import type { PriceChecks } from '../../components/forms/dated-price-form';
import { supplierOfMarket } from '../../lib/price-format';
import { ChargesList } from './charges-list';

/** One charge as typed: a speed in Mbps and its monthly charge in major units of the price's currency. */
export interface ChargeRow {
  speed: string;
  amount: string;
}

/** What the editor needs of the form's values. */
interface ChargeValues {
  charges: ChargeRow[];
  currency: string;
  marketId: string;
}

/** A new price starts with the two tiers most prices list. */
export const NEW_CHARGES: ChargeRow[] = [
  { speed: '100', amount: '' },
  { speed: '1000', amount: '' },
];

/** A stored price's charges as the editor holds them: each amount in major units of its currency. */
export const chargeRowsOf = (charges: readonly VxcChargeEntry[], currency: string): ChargeRow[] =>
  charges.map((c) => ({ speed: String(c.speed), amount: minorToAmount(c.charge, currency) }));

/** A speed as typed, when it is one a charge may name (a whole number of Mbps, 1 to 100 Gbps). */
function speedOf(text: string): number | null {
  const speed = Number(text.trim());
  return /^\d+$/.test(text.trim()) && speed >= 1 && speed <= MAX_VXC_CHARGE_SPEED_MBPS ? speed : null;
}

/**
 * The typed rows as the charges the price is sent with, sorted by speed: each unreadable speed or amount refused on
 * its own field (an amount by the form's money check), then the rules of the list as a whole (one charge at least,
 * each speed once: the domain's `vxcChargesError`) under the list.
 */
export function chargesOf<V extends ChargeValues>(values: V, checks: PriceChecks<V>): VxcChargeEntry[] {
  let readable = true;
  const charges = values.charges.map((row, i) => {
    const speed = speedOf(row.speed);
    if (speed === null) checks.refuse(`charges.${i}.speed`, PRICEBOOK_RULE_MESSAGES.speedInvalid);
    const charge = checks.money(`charges.${i}.amount`, row.amount);
    if (speed === null || charge === null) readable = false;
    return { speed: speed ?? 0, charge: charge ?? 0 };
  });
  const error = readable ? vxcChargesError(charges) : null;
  if (error) checks.refuse('charges', error);
  return charges.sort((a, b) => a.speed - b.speed);
}

/**
 * The VXC charges as money: a row per speed with its monthly charge typed as the other price forms take money
 * ('1,234.50', whole yen for JPY), and under it how the charges read in the one money format.
 */
export function VxcChargesEditor<V extends ChargeValues>({
  form,
  markets,
}: {
  form: UseFormReturnType<V>;
  markets: readonly Market[];
}) {
  const { charges, currency, marketId } = form.values;
  const listError = form.errors.charges;
  // what reads already, each speed once, for the preview under the rows
  const typed = new Map<number, number>();
  for (const row of charges) {
    const speed = speedOf(row.speed);
    const charge = parseAmountToMinor(row.amount, currency);
    if (speed !== null && charge !== null && !typed.has(speed)) typed.set(speed, charge);
  }
  return (
    <Fieldset
      legend={
        <Text component="span" size="sm" fw={500}>
          Charges
        </Text>
      }
      variant="unstyled"
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed" id="vxc-charges-help">
          The monthly charge of each speed{currency ? `, in ${currency}` : ''}. A speed pays the charge of the smallest
          listed speed at or above it.
        </Text>
        {charges.map((_, i) => (
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap" role="group" aria-label={`Charge ${i + 1}`}>
            <TextInput
              label="Speed (Mbps)"
              inputMode="numeric"
              required
              w={130}
              {...form.getInputProps(`charges.${i}.speed`)}
            />
            <TextInput
              label={currency ? `Monthly charge (${currency})` : 'Monthly charge'}
              placeholder="1,234.50"
              inputMode="decimal"
              required
              w={200}
              {...form.getInputProps(`charges.${i}.amount`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={`Remove charge ${i + 1}`}
              disabled={charges.length === 1}
              onClick={() => form.removeListItem('charges', i)}
            >
              ✕
            </ActionIcon>
          </Group>
        ))}
        {listError && <Input.Error>{listError}</Input.Error>}
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              const row: ChargeRow = { speed: '', amount: '' };
              // the form's values are V, whose charges are ChargeRow[]: Mantine cannot see that through the generic
              form.insertListItem('charges', row as never);
            }}
            disabled={charges.length >= 100}
          >
            Add a speed
          </Button>
        </Group>
        {currency && typed.size > 0 && (
          <div>
            <Text size="sm" fw={500}>
              Reads as
            </Text>
            <ChargesList
              charges={[...typed].map(([speed, charge]) => ({ speed, charge })).sort((a, b) => a.speed - b.speed)}
              currency={currency}
              supplierId={supplierOfMarket(markets, Number(marketId))}
              label="Charges as entered"
            />
          </div>
        )}
      </Stack>
    </Fieldset>
  );
}
