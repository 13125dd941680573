import { Alert, Button, Group, Stack } from '@mantine/core';
import type { PlacedOrder, Quote } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { isApiError } from '../../api';
import { OrderQuote } from './order-quote';
import { OrderStatus } from './order-status';
import type { OrderCalls } from './product-orders.api';

export const errorText = (error: unknown) => (isApiError(error) ? error.message : MESSAGES.unexpected);

export interface QuoteAndConfirmProps<B> {
  label: string;
  calls: OrderCalls<B>;
  /** the order as it stands, or null when the form's own check found something (it shows why) */
  build(): B | null;
  /** the draft as text: a change needs a new price, and a new key */
  draftKey: string;
  placedMessage: string;
  onPlaced(order: PlacedOrder, message: string): void;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * An order form's last steps for any product: the price (quoted by the server exactly as the order will be
 * priced), then the confirmation under one Idempotency-Key per quoted order, so Confirm pressed twice orders once.
 */
export function QuoteAndConfirm<B>(props: QuoteAndConfirmProps<B>) {
  const { calls, build, draftKey } = props;
  const quote = useMutation({ mutationFn: (body: B): Promise<Quote> => calls.quote(body) });
  const place = useMutation({ mutationFn: ({ body, key }: { body: B; key: string }) => calls.place(body, key) });
  const [key, setKey] = useState<string | null>(null);
  const { reset } = quote;
  useEffect(() => {
    reset();
    setKey(null);
  }, [draftKey, reset]);

  function submitQuote(event: React.FormEvent) {
    event.preventDefault();
    const body = build();
    if (body === null) return;
    quote.mutate(body, { onSuccess: () => setKey(crypto.randomUUID()) });
  }

  function confirm() {
    const body = build();
    if (!key || body === null) return;
    place.mutate({ body, key }, { onSuccess: (order) => props.onPlaced(order, props.placedMessage) });
  }

  return (
    <Stack gap="md">
      <form onSubmit={submitQuote} noValidate aria-label={props.label}>
        <Stack gap="sm" maw={720}>
          {props.children}
          <Group>
            <Button type="submit" loading={quote.isPending} disabled={props.disabled}>
              Get a quote
            </Button>
          </Group>
          {quote.error && (
            <Alert color="red" role="alert">
              {errorText(quote.error)}
            </Alert>
          )}
        </Stack>
      </form>
      {quote.data && (
        <Stack gap="sm" maw={720}>
          <OrderQuote quote={quote.data} />
          <Group>
            <Button onClick={confirm} loading={place.isPending} disabled={!key}>
              Confirm order
            </Button>
          </Group>
          {place.error && (
            <Alert color="red" role="alert">
              {errorText(place.error)}
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** A placed order: its message, its services' status until LIVE, and a way to order another. */
export function PlacedOrderView({
  order,
  message,
  onAnother,
  canAdvance,
}: {
  order: PlacedOrder;
  message: string;
  onAnother(): void;
  canAdvance: boolean;
}) {
  return (
    <Stack gap="md" maw={720}>
      <Alert color="teal" role="status">
        {message}
      </Alert>
      <OrderStatus orderId={order.orderId} canAdvance={canAdvance} />
      <Button variant="default" onClick={onAnother} w="fit-content">
        Order another
      </Button>
    </Stack>
  );
}
