import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { AwsInterface } from '@portico/contract';
import { editedAwsConfig, SERVICE_CHANGE_MESSAGES } from '@portico/domain';
import { useState } from 'react';
import { Loaded } from '../../components/ui/loaded';
import { Outcome } from '../../components/ui/outcome';
import { useAwsInterface, useEditAws } from './service-changes.api';

/** The popup's fields, filled from the interface as it is. */
function AwsInterfaceFields({
  current,
  onSave,
  onCancel,
}: {
  current: AwsInterface;
  onSave(edit: { type: string; customerAddress: string; amazonAddress: string; prefixes: string }): void;
  onCancel(): void;
}) {
  const [customerAddress, setCustomerAddress] = useState(current.customerAddress ?? '');
  const [amazonAddress, setAmazonAddress] = useState(current.amazonAddress ?? '');
  const [prefixes, setPrefixes] = useState(current.prefixes.join(', '));
  const [error, setError] = useState<string | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const edit = { type: 'public', customerAddress, amazonAddress, prefixes };
    // the one AWS rule, on the details as they would be stored (the account and ASN stay as ordered)
    const checked = editedAwsConfig({ ...current, type: 'public', authKey: null }, edit);
    if (!checked.ok) return setError(checked.message);
    onSave(edit);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="AWS interface">
      <Stack gap="sm">
        <Select label="Type" data={[{ value: 'public', label: 'Public' }]} value="public" allowDeselect={false} />
        <TextInput
          label="Customer address"
          value={customerAddress}
          onChange={(e) => setCustomerAddress(e.currentTarget.value)}
        />
        <TextInput
          label="Amazon address"
          value={amazonAddress}
          onChange={(e) => setAmazonAddress(e.currentTarget.value)}
        />
        <Textarea
          label="Prefixes"
          description="IPv4 prefixes, separated by commas or spaces"
          value={prefixes}
          onChange={(e) => setPrefixes(e.currentTarget.value)}
        />
        <Outcome error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The admin console's awsEdit popup for a VXC with an AWS end: a public interface's addresses and prefixes. The
 * server's answer — its refusal or "accepted" — is shown beside the button once the popup has closed.
 */
export function AwsInterfaceEditor({ serviceId }: { serviceId: number }) {
  const [open, setOpen] = useState(false);
  const current = useAwsInterface(serviceId, open);
  const save = useEditAws(serviceId);
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="default"
          onClick={() => {
            save.reset();
            setOpen(true);
          }}
        >
          Edit AWS interface
        </Button>
      </Group>
      <Outcome error={save.error} success={save.isSuccess ? SERVICE_CHANGE_MESSAGES.accepted : null} maw={640} />
      <Modal opened={open} onClose={() => setOpen(false)} title="AWS interface" size="xl">
        {/* filled from this opening's read, not from what an earlier opening read (decision 0069) */}
        <Loaded query={{ ...current, isPending: current.isPending || current.isFetching }}>
          {(data) => (
            <AwsInterfaceFields
              current={data}
              onCancel={() => setOpen(false)}
              onSave={(edit) => save.mutate(edit, { onSettled: () => setOpen(false) })}
            />
          )}
        </Loaded>
      </Modal>
    </Stack>
  );
}
