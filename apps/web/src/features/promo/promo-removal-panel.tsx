import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type PromoRemovalResult } from '@portico/contract';
import { MESSAGES, PROMO_MESSAGES, parseServiceIdList } from '@portico/domain';
import { useState } from 'react';
import { isApiError } from '../../api';
import { useRemovePromoFromServices } from './promo.api';

const failureText = (error: unknown) => (isApiError(error) ? error.message : MESSAGES.unexpected);

/** Removing a promo code from services (comma-separated service ids, spaces stripped). */
export function RemovalPanel() {
  const [services, setServices] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ services?: string; code?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<PromoRemovalResult | null>(null);
  const remove = useRemovePromoFromServices();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const ids = parseServiceIdList(services);
    const found = {
      services: ids.length === 0 ? PROMO_MESSAGES.removalServicesRequired : undefined,
      code: code.trim() === '' ? PROMO_MESSAGES.removalCodeRequired : undefined,
    };
    setErrors(found);
    setResult(null);
    setFailure(null);
    if (found.services || found.code) return;
    remove.mutate(
      ids.map((serviceShortUuid) => ({ serviceShortUuid, promoCode: code.trim() })),
      { onSuccess: setResult, onError: (e) => setFailure(failureText(e)) },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Remove promo from services">
      <Stack gap="sm" maw={640}>
        <Textarea
          label="Service ids"
          description="Comma-separated; spaces are ignored"
          value={services}
          onChange={(e) => setServices(e.currentTarget.value)}
          error={errors.services}
          autosize
          minRows={2}
        />
        <TextInput
          label="Promo code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={errors.code}
        />
        <Group>
          <Button type="submit" loading={remove.isPending}>
            Remove promo
          </Button>
        </Group>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        {result ? (
          <Alert color="green" variant="light" role="status" title={PROMO_MESSAGES.removalDone}>
            {result.map((r) => (
              <Text key={r.serviceShortUuid} size="sm">
                {r.serviceShortUuid}: {r.found ? 'removed' : 'not found'}
              </Text>
            ))}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
