import { Select, Stack, TextInput } from '@mantine/core';
import { AWS_INTERFACE_TYPES } from '@portico/domain';
import { FieldRow } from '../../components/forms/field-row';

/** The AWS DirectConnect details as typed; the server checks them with the one strict rule (decision 0040). */
export interface AwsDraft {
  type: string;
  awsAccountId: string;
  customerAddress: string | null;
  amazonAddress: string | null;
  asn: string;
  authKey: string | null;
  prefixes: string | null;
}

export const EMPTY_AWS: AwsDraft = {
  type: 'private',
  awsAccountId: '',
  customerAddress: null,
  amazonAddress: null,
  asn: '',
  authKey: null,
  prefixes: null,
};

/** The DirectConnect fields of a B end on an AWS Port; prefixes shown for a public interface. */
export function AwsFields({ value, onChange }: { value: AwsDraft; onChange(value: AwsDraft): void }) {
  const set = (change: Partial<AwsDraft>) => onChange({ ...value, ...change });
  const text = (v: string) => (v.trim() === '' ? null : v);
  return (
    <Stack gap="xs" aria-label="Amazon DirectConnect Configuration">
      <FieldRow>
        <Select
          label="Interface type"
          data={AWS_INTERFACE_TYPES.map((t) => ({ value: t, label: t === 'public' ? 'Public' : 'Private' }))}
          value={value.type}
          allowDeselect={false}
          onChange={(type) => set({ type: type ?? 'private' })}
        />
        <TextInput
          label="AWS account id"
          value={value.awsAccountId}
          onChange={(e) => set({ awsAccountId: e.currentTarget.value })}
        />
        <TextInput label="ASN" value={value.asn} onChange={(e) => set({ asn: e.currentTarget.value })} />
      </FieldRow>
      <FieldRow>
        <TextInput
          label="Customer address"
          value={value.customerAddress ?? ''}
          onChange={(e) => set({ customerAddress: text(e.currentTarget.value) })}
        />
        <TextInput
          label="Amazon address"
          value={value.amazonAddress ?? ''}
          onChange={(e) => set({ amazonAddress: text(e.currentTarget.value) })}
        />
        <TextInput
          label="Auth key"
          value={value.authKey ?? ''}
          onChange={(e) => set({ authKey: text(e.currentTarget.value) })}
        />
      </FieldRow>
      {value.type === 'public' && (
        <TextInput
          label="Prefixes"
          description="IPv4 CIDRs separated by commas or spaces"
          value={value.prefixes ?? ''}
          onChange={(e) => set({ prefixes: text(e.currentTarget.value) })}
        />
      )}
    </Stack>
  );
}
