import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PartnerContext, partnerContextSchema } from '@portico/contract';
import { PARTNER_MESSAGES } from '@portico/domain';
import { useState } from 'react';
import { useDeleteContext, usePartnerContext, useSaveContext } from './partners.api';
import { zodFieldErrors } from '../../components/forms/form-errors';
import { Outcome } from '../../components/ui/outcome';
import { Section } from './partner-section';

const EMPTY_CONTEXT = {
  displayName: '',
  supportEmail: '',
  supportPhone: '',
  website: '',
  logoUrl: '',
  primaryColour: '',
};
type ContextValues = typeof EMPTY_CONTEXT;

function toContext(values: ContextValues): PartnerContext {
  const orNull = (v: string) => (v.trim() ? v.trim() : null);
  return {
    displayName: values.displayName.trim(),
    supportEmail: orNull(values.supportEmail),
    supportPhone: orNull(values.supportPhone),
    website: orNull(values.website),
    logoUrl: orNull(values.logoUrl),
    primaryColour: orNull(values.primaryColour),
  };
}

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
    initialValues: initial
      ? {
          displayName: initial.displayName,
          supportEmail: initial.supportEmail ?? '',
          supportPhone: initial.supportPhone ?? '',
          website: initial.website ?? '',
          logoUrl: initial.logoUrl ?? '',
          primaryColour: initial.primaryColour ?? '',
        }
      : EMPTY_CONTEXT,
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
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Display name" withAsterisk {...form.getInputProps('displayName')} />
          <TextInput label="Support e-mail" {...form.getInputProps('supportEmail')} />
          <TextInput label="Support phone" {...form.getInputProps('supportPhone')} />
          <TextInput label="Website" placeholder="https://" {...form.getInputProps('website')} />
          <TextInput label="Logo URL" placeholder="https://" {...form.getInputProps('logoUrl')} />
          <TextInput label="Brand colour" placeholder="#1a2b3c" {...form.getInputProps('primaryColour')} />
        </SimpleGrid>
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
