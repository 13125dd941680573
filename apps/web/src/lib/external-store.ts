/**
 * A value kept outside React that components read with `useSyncExternalStore` (the session, the error banner):
 * `get` and `subscribe` for the hook, and `set` to replace it and tell every subscriber.
 */
export function externalValue<T>(initial: T, onSet?: (next: T) => void) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: T) {
      value = next;
      onSet?.(next);
      for (const listener of listeners) listener();
    },
  };
}
