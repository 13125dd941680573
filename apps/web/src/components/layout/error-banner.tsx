import { Alert, List, Text } from '@mantine/core';
import { type ErrorStore, errorStore, useErrorMessages } from '../../api/error-store';

/**
 * The page's one error box (spec: generic API errors show the server's message in a banner; they accumulate and
 * clicking the banner clears it). The close button gives keyboard users the same action.
 */
export function ErrorBanner({ store = errorStore }: { store?: ErrorStore }) {
  const messages = useErrorMessages(store);
  if (messages.length === 0) return null;
  return (
    <Alert
      role="alert"
      color="red"
      variant="filled"
      title={messages.length === 1 ? 'Something went wrong' : `${messages.length} problems`}
      withCloseButton
      closeButtonLabel="Clear errors"
      onClose={store.clear}
      onClick={store.clear}
      style={{ cursor: 'pointer' }}
      mb="md"
    >
      {messages.length === 1 ? (
        <Text size="sm">{messages[0]}</Text>
      ) : (
        <List size="sm" spacing={2}>
          {messages.map((message, index) => (
            // Identical messages may repeat (not back to back), so the position is part of the key.
            // messages are append-only, so positions never shift and the index is a stable key
            <List.Item key={`${index}-${message}`}>{message}</List.Item>
          ))}
        </List>
      )}
      <Text size="xs" mt={6}>
        Click to dismiss.
      </Text>
    </Alert>
  );
}
