import { useSyncExternalStore } from 'react';
import { externalValue } from '../lib/external-store';

/**
 * The spec's shared error handler: every API failure's message lands in one banner on the page, the messages
 * accumulate (newest last) and clicking the banner clears them.
 */
export interface ErrorStore {
  getMessages(): readonly string[];
  subscribe(listener: () => void): () => void;
  report(message: string): void;
  clear(): void;
}

export function createErrorStore(): ErrorStore {
  const messages = externalValue<readonly string[]>([]);
  return {
    getMessages: messages.get,
    subscribe: messages.subscribe,
    report(message) {
      // A failing request repeated (a refetch, a double click) would otherwise fill the banner with one message.
      if (messages.get().at(-1) === message) return;
      messages.set([...messages.get(), message]);
    },
    clear() {
      if (messages.get().length > 0) messages.set([]);
    },
  };
}

export const errorStore = createErrorStore();

export function useErrorMessages(store: ErrorStore = errorStore): readonly string[] {
  return useSyncExternalStore(store.subscribe, store.getMessages, store.getMessages);
}
