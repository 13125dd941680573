import { Alert, Button, Group, Stack } from '@mantine/core';
import type { PlacedOrder, Quote } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { messageOf } from '../../api';
import { OrderQuote } from './order-quote';
import type { OrderCalls } from './product-orders.api';

/** A failure shown beside what caused it (`describe`: how the form words it; default the server's message). */
function Failure({ error, describe = messageOf }: { error: unknown; describe?: (error: unknown) => string }) {
  return (
    error !== null && (
      <Alert color="red" role="alert">
        {describe(error)}
      </Alert>
    )
  );
}

export interface QuoteAndConfirmProps<B> {
  label: string;
  calls: OrderCalls<B>;
  /** the order as it stands, or null when the form's own check found something (it shows why) */
  build(): B | null;
  /** the draft as it stands: any change needs a new price, and a new key */
  draft: object;
  placedMessage: string;
  onPlaced(order: PlacedOrder, message: string): void;
  disabled?: boolean;
  /** what each line of the quote is (default: "Port 1", "Port 2", …) */
  quoteItem?(index: number): string;
  /** how a refusal reads (default: the server's message) */
  describeFailure?(error: unknown): string;
  /** the fields; given the last quote when they show something of it (the promo code's verdict) */
  children: ReactNode | ((quote: Quote | undefined) => ReactNode);
}

/**
 * An order form's last steps for any product: the price (quoted by the server exactly as the order will be
 * priced), then the confirmation under one Idempotency-Key per quoted order, so Confirm pressed twice orders once.
 */
export function QuoteAndConfirm<B>(props: QuoteAndConfirmProps<B>) {
  const { calls, build, children } = props;
  const draftKey = JSON.stringify(props.draft);
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
          {typeof children === 'function' ? children(quote.data) : children}
          <Group>
            <Button type="submit" loading={quote.isPending} disabled={props.disabled}>
              Get a quote
            </Button>
          </Group>
          <Failure error={quote.error} describe={props.describeFailure} />
        </Stack>
      </form>
      {quote.data && (
        <Stack gap="sm" maw={720}>
          <OrderQuote quote={quote.data} item={props.quoteItem} />
          <Group>
            <Button onClick={confirm} loading={place.isPending} disabled={!key}>
              Confirm order
            </Button>
          </Group>
          <Failure error={place.error} describe={props.describeFailure} />
        </Stack>
      )}
    </Stack>
  );
}
