import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PartnerContext, partnerContextSchema } from '@portico/contract';
import { PARTNER_MESSAGES } from '@portico/domain';
import { useState } from 'react';
import { useDeleteContext, usePartnerContext, useSaveContext } from './partners.api';
import { zodFieldErrors } from '../../components/forms/form-errors';
import { nullIfEmpty, textValues } from '../../components/forms/form-values';
import { FieldGrid } from '../../components/forms/field-grid';
import { Outcome } from '../../components/ui/outcome';
import { Section } from './partner-section';

const OPTIONAL = ['supportEmail', 'supportPhone', 'website', 'logoUrl', 'primaryColour'] as const;
type ContextValues = Record<'displayName' | (typeof OPTIONAL)[number], string>;

const toContext = (values: ContextValues): PartnerContext => ({
  displayName: values.displayName.trim(),
  ...nullIfEmpty(values, OPTIONAL, { trim: true }),
});

/** The partner's branding and contact shown to the customers it manages. */
export function ContextSection({ partnerId }: { partnerId: number }) {
  const context = usePartnerContext(partnerId);
  // Kept here: the form below starts afresh when the context is created or deleted, the message must not.
  const [done, setDone] = useState<string | null>(null);
  if (context.isPending) return null;
  if (context.isError) {
    return (
      <Section title="Partner context">
        <Outcome error={context.error} success={null} />
      </Section>
    );
  }
  return (
    <ContextForm
      key={context.data ? 'saved' : 'none'}
      partnerId={partnerId}
      initial={context.data}
      done={done}
      setDone={setDone}
    />
  );
}

interface ContextFormProps {
  partnerId: number;
  initial: PartnerContext | null;
  done: string | null;
  setDone(message: string | null): void;
}

function ContextForm({ partnerId, initial, done, setDone }: ContextFormProps) {
  const exists = initial !== null;
  const save = useSaveContext(partnerId, exists);
  const remove = useDeleteContext(partnerId);
  const form = useForm<ContextValues>({
    initialValues: textValues(initial, ['displayName', ...OPTIONAL]),
    validate: (values) => zodFieldErrors(partnerContextSchema, toContext(values)),
  });
  return (
    <Section title="Partner context">
      <Text size="sm" c="dimmed" mb="sm">
        {exists ? 'Shown to the customers this partner manages.' : 'No context yet: managed customers see none.'}
      </Text>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setDone(null);
          // The form is replaced once the saved context arrives, so the message is set from the promise, which
          // settles even then (a mutate callback would not).
          save
            .mutateAsync(toContext(values))
            .then(() => setDone(exists ? PARTNER_MESSAGES.contextUpdated : PARTNER_MESSAGES.contextCreated))
            .catch(() => undefined);
        })}
      >
        <FieldGrid
          form={form}
          fields={[
            { name: 'displayName', label: 'Display name', asterisk: true },
            { name: 'supportEmail', label: 'Support e-mail' },
            { name: 'supportPhone', label: 'Support phone' },
            { name: 'website', label: 'Website', placeholder: 'https://' },
            { name: 'logoUrl', label: 'Logo URL', placeholder: 'https://' },
            { name: 'primaryColour', label: 'Brand colour', placeholder: '#1a2b3c' },
          ]}
        />
        <Stack mt="sm" gap="sm">
          <Outcome error={save.error ?? remove.error} success={done} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save context
            </Button>
            {exists && (
              <Button
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove
                    .mutateAsync()
                    .then(() => setDone(PARTNER_MESSAGES.contextDeleted))
                    .catch(() => undefined)
                }
              >
                Delete context
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
