import { useSyncExternalStore } from 'react';

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
  let messages: readonly string[] = [];
  const listeners = new Set<() => void>();
  const set = (next: readonly string[]) => {
    messages = next;
    for (const listener of listeners) listener();
  };
  return {
    getMessages: () => messages,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report(message) {
      // A failing request repeated (a refetch, a double click) would otherwise fill the banner with one message.
      if (messages.at(-1) === message) return;
      set([...messages, message]);
    },
    clear() {
      if (messages.length > 0) set([]);
    },
  };
}

export const errorStore = createErrorStore();

export function useErrorMessages(store: ErrorStore = errorStore): readonly string[] {
  return useSyncExternalStore(store.subscribe, store.getMessages, store.getMessages);
}
