import { Select, TextInput } from '@mantine/core';
import type { PlacedOrder } from '@portico/contract';
import { DEFAULT_TERM_MONTHS, termsFor } from '@portico/domain';
import { useState } from 'react';

/** The customer's terms (1 to 36 months), as every product order offers them. */
export function TermSelect(props: { value: string; onChange(value: string): void }) {
  return (
    <Select
      label="Term"
      data={termsFor(false).map((t) => ({ value: String(t), label: `${t} month${t === 1 ? '' : 's'}` }))}
      value={props.value}
      allowDeselect={false}
      onChange={(value) => props.onChange(value ?? String(DEFAULT_TERM_MONTHS))}
    />
  );
}

/** The order a page has placed (then it shows it instead of the form), or null. */
export function usePlaced() {
  return useState<{ order: PlacedOrder; message: string } | null>(null);
}

/** The service's name (required) and, when `costCentre` is given, its cost centre. */
export function NameFields(props: {
  serviceName: string;
  costCentre?: string;
  error?: string;
  onChange(change: { serviceName?: string; costCentre?: string }): void;
}) {
  return (
    <>
      <TextInput
        label="Service name"
        value={props.serviceName}
        onChange={(e) => props.onChange({ serviceName: e.currentTarget.value })}
        required
        maxLength={100}
        error={props.error}
      />
      {props.costCentre !== undefined && (
        <TextInput
          label="Cost centre"
          value={props.costCentre}
          onChange={(e) => props.onChange({ costCentre: e.currentTarget.value })}
          maxLength={100}
        />
      )}
    </>
  );
}
